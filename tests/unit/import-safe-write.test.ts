import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  assertSafeTargets,
  checkAnchor,
  commitFiles,
  isInside,
  targetProblem,
  tempPath,
  UnsafeTargetError,
  WriteFailedError,
  type TargetCheck,
  type WriteFs,
} from '../../scripts/lib/import/safe-write.ts';

let tmp: string;
let project: string;
let out: string;
let elsewhere: string;
beforeEach(() => {
  tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-safe-write-')));
  project = path.join(tmp, 'project');
  out = path.join(project, 'content', 'posts');
  elsewhere = path.join(tmp, 'elsewhere');
  fs.mkdirSync(path.join(out, 'en'), { recursive: true });
  fs.mkdirSync(elsewhere);
});
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

const check = (target: string, root = out, anchor = project): TargetCheck => ({ target, root, anchor, display: (file) => file });

/** Every file and folder under `dir`, with the bytes and mode of each file. */
function snapshot(dir: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(dir, name);
    const stats = fs.lstatSync(file);
    entries.set(name, stats.isFile() ? `${(stats.mode & 0o777).toString(8)} ${fs.readFileSync(file).toString('base64')}` : 'folder');
  }
  return entries;
}

describe('isInside and checkAnchor', () => {
  it('tell a path inside a folder from one beside it', () => {
    expect(isInside('/a/b', '/a/b/c.md')).toBe(true);
    expect(isInside('/a/b', '/a/b')).toBe(true);
    expect(isInside('/a/b', '/a/bc/d.md')).toBe(false);
    expect(isInside('/a/b', '/a/b/../c.md')).toBe(false);
    expect(isInside('/a/b', '/a/b/..x/c.md')).toBe(true);
  });

  it('start the check at the project for a folder inside it, else at the folder above --out', () => {
    expect(checkAnchor('/p/content/posts', '/p')).toBe('/p');
    expect(checkAnchor('/tmp/copy/posts', '/p')).toBe('/tmp/copy');
  });
});

describe('targetProblem', () => {
  it('allows real folders and files, and folders still to be created', () => {
    expect(targetProblem(check(path.join(out, 'en', 'a.md')))).toBeUndefined();
    fs.writeFileSync(path.join(out, 'en', 'a.md'), 'x');
    expect(targetProblem(check(path.join(out, 'en', 'a.md')))).toBeUndefined();
    expect(targetProblem(check(path.join(out, 'mr', 'b.md')))).toBeUndefined();
  });

  it('refuses a linked language folder, naming the real path it would write to', () => {
    fs.symlinkSync(elsewhere, path.join(out, 'hi'));
    expect(targetProblem(check(path.join(out, 'hi', 'a.md')))).toBe(
      `${path.join(out, 'hi')} is a symbolic link to ${elsewhere}: writing ${path.join(out, 'hi', 'a.md')} would write ${path.join(elsewhere, 'a.md')}, outside ${out}. The importer does not write through links, with --force neither. Fix: replace the link with a real folder, or point the importer at the real path.`,
    );
  });

  it('refuses a linked target file, naming the file the link leads to', () => {
    const victim = path.join(elsewhere, 'victim.txt');
    fs.writeFileSync(victim, 'precious');
    fs.symlinkSync(victim, path.join(out, 'en', 'a.md'));
    expect(targetProblem(check(path.join(out, 'en', 'a.md')))).toContain(`would write ${victim}, outside ${out}`);
  });

  it('refuses a link anywhere between the project and --out, --out itself included', () => {
    const real = path.join(project, 'real-posts');
    fs.mkdirSync(path.join(real, 'en'), { recursive: true });
    const linkedOut = path.join(project, 'linked-posts');
    fs.symlinkSync(real, linkedOut);
    expect(targetProblem(check(path.join(linkedOut, 'en', 'a.md'), linkedOut))).toContain(`${linkedOut} is a symbolic link to ${real}`);
    const linkedParent = path.join(project, 'linked');
    fs.symlinkSync(path.join(project, 'content'), linkedParent);
    const viaParent = path.join(linkedParent, 'posts');
    expect(targetProblem(check(path.join(viaParent, 'en', 'a.md'), viaParent))).toContain(`${linkedParent} is a symbolic link`);
  });

  it('says plainly that a dangling link leads nowhere', () => {
    fs.symlinkSync(path.join(tmp, 'gone'), path.join(out, 'mr'));
    expect(targetProblem(check(path.join(out, 'mr', 'a.md')))).toBe(
      `${path.join(out, 'mr')} is a symbolic link to ${path.join(tmp, 'gone')}, which does not exist. The importer does not write through links. Fix: delete the link, or replace it with a real folder.`,
    );
  });

  it('refuses a target outside the folder it must stay in, a file in the way of a folder, and a folder in the way of a file', () => {
    expect(targetProblem(check(path.join(out, '..', 'escape.md')))).toBe(
      `${path.join(project, 'content', 'escape.md')} is outside ${out}, where the importer writes.`,
    );
    fs.writeFileSync(path.join(out, 'hi'), 'a file');
    expect(targetProblem(check(path.join(out, 'hi', 'a.md')))).toContain('is not a folder');
    fs.mkdirSync(path.join(out, 'en', 'a.md'));
    expect(targetProblem(check(path.join(out, 'en', 'a.md')))).toContain('is not a regular file');
  });
});

describe('assertSafeTargets', () => {
  it('names each offending link once, however many targets lie behind it', () => {
    fs.symlinkSync(elsewhere, path.join(out, 'hi'));
    const targets = ['a', 'b', 'c'].map((slug) => check(path.join(out, 'hi', `${slug}.md`)));
    expect(() => assertSafeTargets([check(path.join(out, 'en', 'ok.md')), ...targets])).toThrow(UnsafeTargetError);
    try {
      assertSafeTargets(targets);
    } catch (error) {
      const lines = (error as Error).message.split('\n');
      expect(lines[0]).toBe('Refused to write (nothing was written):');
      expect(lines).toHaveLength(2);
    }
    expect(() => assertSafeTargets([check(path.join(out, 'en', 'ok.md'))])).not.toThrow();
  });

  it('prints a file name with a newline on one line', () => {
    const odd = path.join(out, 'en\n::error::x');
    fs.symlinkSync(elsewhere, odd);
    expect(() => assertSafeTargets([check(path.join(odd, 'a.md'))])).toThrow(/en\\n::error::x is a symbolic link/);
  });
});

describe('commitFiles', () => {
  const registry = () => path.join(project, 'content', 'tags.yaml');
  const writes = () => [
    { file: registry(), text: 'salt: { en: Salt, hi: Salt, mr: Salt }\nnew: { en: New, hi: New, mr: New }\n' },
    { file: path.join(out, 'en', 'a.md'), text: 'new a\n' },
    { file: path.join(out, 'hi', 'b.md'), text: 'new b\n' },
    { file: path.join(out, 'en', 'c.md'), text: 'new c\n' },
  ];
  beforeEach(() => {
    fs.writeFileSync(registry(), 'salt: { en: Salt, hi: Salt, mr: Salt }\n');
    fs.writeFileSync(path.join(out, 'en', 'a.md'), 'old a\n', { mode: 0o640 });
    fs.chmodSync(path.join(out, 'en', 'a.md'), 0o640);
    fs.writeFileSync(path.join(out, 'en', 'c.md'), Buffer.from([0xff, 0xfe, 0x00, 0x41]));
  });

  it('writes every file, creating folders, keeping the mode of a replaced file, and leaves nothing else behind', () => {
    commitFiles(writes());
    expect(fs.readFileSync(path.join(out, 'hi', 'b.md'), 'utf8')).toBe('new b\n');
    expect(fs.readFileSync(path.join(out, 'en', 'c.md'), 'utf8')).toBe('new c\n');
    expect(fs.readFileSync(registry(), 'utf8')).toContain('new: { en: New');
    expect(fs.statSync(path.join(out, 'en', 'a.md')).mode & 0o777).toBe(0o640);
    expect([...snapshot(project).keys()].filter((name) => path.basename(name).startsWith('.'))).toEqual([]);
  });

  /** A node:fs whose `name` fails on its `nth` call. */
  const failing = (name: 'renameSync' | 'writeFileSync' | 'copyFileSync', nth: number, base: WriteFs = fs): WriteFs => {
    let calls = 0;
    const real = base[name] as (...args: unknown[]) => unknown;
    return {
      ...base,
      [name]: (...args: unknown[]) => {
        if (++calls === nth) throw new Error(`injected failure of ${name} #${nth}`);
        return real(...args);
      },
    } as WriteFs;
  };
  /** A disk without hard links: backups are copies. */
  const noLinks = {
    ...fs,
    linkSync: () => {
      throw new Error('hard links not supported');
    },
  } as WriteFs;

  it('copies the backup where hard links are not supported', () => {
    commitFiles(writes(), noLinks);
    expect(fs.readFileSync(path.join(out, 'en', 'a.md'), 'utf8')).toBe('new a\n');
    expect([...snapshot(project).keys()].filter((name) => path.basename(name).startsWith('.'))).toEqual([]);
  });

  it.each([
    ['the first temporary file cannot be written', failing('writeFileSync', 1)],
    ['a later temporary file cannot be written', failing('writeFileSync', 3)],
    ['a backup cannot be taken', failing('copyFileSync', 2, noLinks)],
    ['the first rename fails', failing('renameSync', 1)],
    ['the third rename fails, after two files are in place', failing('renameSync', 3)],
    ['the last rename fails', failing('renameSync', 4)],
  ])('leaves the folder byte for byte as it was when %s', (_, io) => {
    const before = snapshot(project);
    expect(() => commitFiles(writes(), io)).toThrow(WriteFailedError);
    expect(snapshot(project)).toEqual(before);
  });

  it('says what failed, and that nothing changed', () => {
    expect(() => commitFiles(writes(), failing('renameSync', 3))).toThrow(
      `Writing failed while renaming ${tempPath(path.join(out, 'hi', 'b.md'))} to ${path.join(out, 'hi', 'b.md')}: injected failure of renameSync #3. Nothing was changed: every file is as it was.`,
    );
  });

  it('names what it could not restore when putting back fails too', () => {
    let calls = 0;
    const io = {
      ...fs,
      renameSync: (from: fs.PathLike, to: fs.PathLike) => {
        calls++;
        // Renames 1 and 2 succeed, 3 fails, and so do the renames that would restore.
        if (calls >= 3) throw new Error('disk gone');
        fs.renameSync(from, to);
      },
    } as WriteFs;
    expect(() => commitFiles(writes(), io)).toThrow(/Could not restore: .*tags\.yaml from its backup/);
  });

  it('never writes a temporary file through a link someone planted there', () => {
    const target = path.join(out, 'en', 'a.md');
    const victim = path.join(elsewhere, 'victim.txt');
    fs.writeFileSync(victim, 'precious');
    fs.symlinkSync(victim, tempPath(target));
    expect(() => commitFiles([{ file: target, text: 'new' }])).toThrow(WriteFailedError);
    expect(fs.readFileSync(victim, 'utf8')).toBe('precious');
    expect(fs.readFileSync(target, 'utf8')).toBe('old a\n');
  });
});

describe('tempPath', () => {
  it('is a hidden file beside the target that no build reads as an article', () => {
    expect(tempPath('/p/posts/en/a.md', 'tmp', 42)).toBe('/p/posts/en/.a.md.tmp-42');
    expect(tempPath('/p/tags.yaml', 'bak', 42)).toBe('/p/.tags.yaml.bak-42');
  });
});
