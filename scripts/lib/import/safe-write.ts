/**
 * How the importer writes: only inside `--out` and the registry files, never through a symbolic
 * link, and all or nothing. Every file is first written to a temporary file beside its target,
 * then all are renamed into place; if any step fails, every file is put back as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { printable } from '../../../src/lib/printable.ts';

/** A target the importer will not write (a link on its way, a folder where a file goes…). */
export class UnsafeTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeTargetError';
  }
}

/** Writing failed part-way; everything already written was put back (or the message says what could not be). */
export class WriteFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WriteFailedError';
  }
}

/** Whether `file` is `dir` or inside it (both absolute). */
export function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
}

/**
 * Where the check for links starts: the project folder when the target is inside it (so a
 * link anywhere below the project, `--out` itself included, is caught), otherwise the folder
 * that holds `root` (so `root` and everything below it are checked).
 */
export function checkAnchor(root: string, projectDir: string): string {
  return isInside(projectDir, root) ? projectDir : path.dirname(root);
}

/** The real place a path leads to, through links; for a dangling link, where it points. */
function realPathOf(file: string): { real: string; dangling: boolean } {
  try {
    return { real: fs.realpathSync(file), dangling: false };
  } catch {
    // A dangling link (or one in a loop): say where it points.
    try {
      return { real: path.resolve(path.dirname(file), fs.readlinkSync(file)), dangling: true };
    } catch {
      return { real: file, dangling: true };
    }
  }
}

export interface TargetCheck {
  /** The file that would be written (absolute). */
  target: string;
  /** The folder everything written must stay in (`--out`, or the content folder for a registry). */
  root: string;
  /** Where the check for links starts (see `checkAnchor`); `root` or a folder above it. */
  anchor: string;
  display: (file: string) => string;
}

/** A reason not to write, and the path it is about (several targets behind one linked folder share it). */
interface Problem {
  at: string;
  message: string;
}

function findProblem({ target, root, anchor, display }: TargetCheck): Problem | undefined {
  if (!isInside(root, target) || target === root) {
    return { at: target, message: `${display(target)} is outside ${display(root)}, where the importer writes.` };
  }
  let current = anchor;
  for (const part of path.relative(anchor, target).split(path.sep)) {
    current = path.join(current, part);
    let stats: fs.Stats | undefined;
    try {
      stats = fs.lstatSync(current, { throwIfNoEntry: false });
    } catch (error) {
      return { at: current, message: `${display(current)} cannot be checked (${(error as Error).message}).` };
    }
    if (!stats) return undefined;
    const kind = current === target ? 'file' : 'folder';
    if (stats.isSymbolicLink()) {
      const { real, dangling } = realPathOf(current);
      const landing = path.join(real, path.relative(current, target));
      return {
        at: current,
        message: dangling
          ? `${display(current)} is a symbolic link to ${real}, which does not exist. The importer does not write through links. Fix: delete the link, or replace it with a real ${kind}.`
          : `${display(current)} is a symbolic link to ${real}: writing ${display(target)} would write ${landing}${
              isInside(root, landing) ? '' : `, outside ${display(root)}`
            }. The importer does not write through links, with --force neither. Fix: replace the link with a real ${kind}, or point the importer at the real path.`,
      };
    }
    if (current !== target && !stats.isDirectory()) {
      return { at: current, message: `${display(current)} is not a folder, so ${display(target)} cannot be written.` };
    }
    if (current === target && !stats.isFile()) {
      return {
        at: current,
        message: `${display(target)} exists and is not a regular file (a folder or a special file). Fix: move it away.`,
      };
    }
  }
  return undefined;
}

/**
 * Why `target` may not be written, or undefined when it may: it lies outside `root`, a path
 * component from `anchor` down is a symbolic link (dangling or not), a folder on the way is a
 * file, or the target itself is a link, folder or special file. Components not yet on disk are
 * fine: they will be created as real folders.
 * @example targetProblem({ target: '/p/posts/en/a.md', root: '/p/posts', anchor: '/p', display: String }) // => undefined (no link on the way: nothing of /p exists)
 */
export function targetProblem(check: TargetCheck): string | undefined {
  return findProblem(check)?.message;
}

/**
 * Checks every target before anything is written.
 * @throws UnsafeTargetError listing, once per offending path, why it may not be written.
 */
export function assertSafeTargets(checks: TargetCheck[]): void {
  const problems = new Map<string, string>();
  for (const check of checks) {
    const problem = findProblem(check);
    if (problem && !problems.has(problem.at)) problems.set(problem.at, problem.message);
  }
  if (problems.size) {
    throw new UnsafeTargetError(
      `Refused to write (nothing was written):\n${[...problems.values()].map((problem) => `  - ${printable(problem)}`).join('\n')}`,
    );
  }
}

/** The file operations `commitFiles` uses: `node:fs` itself, or a stand-in that fails on purpose in tests. */
export type WriteFs = Pick<
  typeof fs,
  'writeFileSync' | 'renameSync' | 'linkSync' | 'copyFileSync' | 'unlinkSync' | 'mkdirSync' | 'rmdirSync' | 'lstatSync' | 'chmodSync'
>;

export interface FileWrite {
  /** Absolute path of the target. */
  file: string;
  text: string;
}

/** The temporary file written beside `file`: `.<name>.tmp-<pid>`, hidden and never a `.md` (no build reads it). */
export function tempPath(file: string, kind: 'tmp' | 'bak' = 'tmp', pid = process.pid): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${kind}-${pid}`);
}

/** The folders above `file` that do not exist yet, outermost first. */
function missingFolders(file: string, io: WriteFs): string[] {
  const missing: string[] = [];
  for (let dir = path.dirname(file); !io.lstatSync(dir, { throwIfNoEntry: false }); dir = path.dirname(dir)) {
    missing.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  return missing;
}

/**
 * Writes every file or none. Each is written to a temporary file beside its target (same folder,
 * so the rename cannot cross disks), then all are renamed into place, each replaced file kept as
 * a hard-linked backup until the end. If a write or rename fails, the files already renamed get
 * their backups back (or are removed if they are new), temporary files and created folders are
 * removed, and the content folder is byte for byte as it was.
 * @throws WriteFailedError naming the file and the error; its message also names anything that could not be restored.
 */
export function commitFiles(writes: FileWrite[], io: WriteFs = fs): void {
  const createdFolders: string[] = [];
  const temps: string[] = [];
  /** Per target: its backup, once one was taken, and whether the new file is in place. */
  const states: { file: string; backup?: string | undefined; renamed: boolean }[] = [];
  let step = '';
  try {
    for (const { file, text } of writes) {
      step = `creating the folder of ${file}`;
      for (const dir of missingFolders(file, io)) {
        io.mkdirSync(dir);
        createdFolders.push(dir);
      }
      const temp = tempPath(file);
      step = `writing ${temp}`;
      // 'wx': never through a link or over a file someone else left there.
      io.writeFileSync(temp, text, { flag: 'wx' });
      temps.push(temp);
      const current = io.lstatSync(file, { throwIfNoEntry: false });
      if (current) io.chmodSync(temp, current.mode & 0o7777);
    }
    writes.forEach(({ file }, i) => {
      const state: (typeof states)[number] = { file, renamed: false };
      states.push(state);
      if (io.lstatSync(file, { throwIfNoEntry: false })) {
        const backup = tempPath(file, 'bak');
        step = `keeping a backup of ${file}`;
        try {
          io.linkSync(file, backup);
        } catch {
          io.copyFileSync(file, backup, fs.constants.COPYFILE_EXCL);
        }
        state.backup = backup;
      }
      step = `renaming ${temps[i]} to ${file}`;
      io.renameSync(temps[i]!, file);
      state.renamed = true;
    });
  } catch (error) {
    const unrestored = rollBack(io, states, temps, createdFolders);
    throw new WriteFailedError(
      printable(
        `Writing failed while ${step}: ${(error as Error).message}. ${
          unrestored.length ? `Could not restore: ${unrestored.join('; ')}.` : 'Nothing was changed: every file is as it was.'
        }`,
      ),
    );
  }
  for (const { backup } of states) {
    if (!backup) continue;
    try {
      io.unlinkSync(backup);
    } catch {
      // A leftover hidden backup is harmless; the import itself is complete.
    }
  }
}

/** Undoes a partial commit; returns what could not be undone. */
function rollBack(
  io: WriteFs,
  states: { file: string; backup?: string | undefined; renamed: boolean }[],
  temps: string[],
  createdFolders: string[],
): string[] {
  const unrestored: string[] = [];
  const attempt = (what: string, fn: () => void) => {
    try {
      fn();
    } catch (error) {
      unrestored.push(`${what} (${(error as Error).message})`);
    }
  };
  for (const { file, backup, renamed } of [...states].reverse()) {
    if (renamed && backup) attempt(`${file} from its backup ${backup}`, () => io.renameSync(backup, file));
    else if (renamed) attempt(`${file} (new: to be removed)`, () => io.unlinkSync(file));
    // Not renamed: the file is untouched and its backup, if taken, is not needed.
    else if (backup) attempt(`${backup} (backup)`, () => io.unlinkSync(backup));
  }
  for (const temp of temps) {
    if (io.lstatSync(temp, { throwIfNoEntry: false })) attempt(`${temp} (temporary)`, () => io.unlinkSync(temp));
  }
  for (const dir of [...createdFolders].reverse()) attempt(`${dir} (created folder)`, () => io.rmdirSync(dir));
  return unrestored;
}
