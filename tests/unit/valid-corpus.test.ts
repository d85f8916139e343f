import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validCorpusOrExplain } from '../../scripts/lib/valid-corpus.ts';
import { FIXTURE_CONTENT, scratchDir } from '../helpers/site-build.ts';

describe('validCorpusOrExplain', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('returns the validated articles of valid content, printing nothing', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(validCorpusOrExplain(FIXTURE_CONTENT, 'Preflight')?.length).toBeGreaterThan(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('prints the problems and what to do, naming the command, and returns null for broken content', () => {
    const content = scratchDir('valid-corpus-broken');
    fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
    fs.copyFileSync('tests/fixtures/broken/bad-status.md', path.join(content, 'posts/en/bad-status.md'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(validCorpusOrExplain(content, 'The review report')).toBeNull();
    const printed = errors.mock.calls.map((call) => String(call[0])).join('\n');
    expect(printed).toContain('bad-status.md');
    expect(printed).toContain('The review report needs valid content. Fix the problems above (npm run validate), then run it again.');
  });
});
