import { describe, expect, it } from 'vitest';
import { oneAtATime, withBranch } from '../../scripts/lib/editor-server.ts';
import { localRepoProblems } from '../../scripts/lib/local-repo.ts';

describe('the local editor', () => {
  it('sends every request of the page to the branch it was started on', () => {
    expect(
      JSON.parse(withBranch('{"action":"persistEntry","branch":"main","params":{"branch":"main","entry":{"slug":"x"}}}', 'try-out')),
    ).toEqual({
      action: 'persistEntry',
      branch: 'try-out',
      params: { branch: 'try-out', entry: { slug: 'x' } },
    });
    expect(withBranch('{"action":"info"}', 'try-out')).toBe('{"action":"info"}');
    expect(() => withBranch('not json', 'main')).toThrow();
  });

  it('starts only in a clean working copy, on a branch, with a Git identity, and says how to get there', () => {
    const ready = { isRepo: true, branch: 'main', changes: [], hasIdentity: true };
    expect(localRepoProblems(ready)).toEqual([]);
    expect(localRepoProblems({ ...ready, isRepo: false })[0]).toMatch(/not a Git working copy/);
    expect(localRepoProblems({ ...ready, branch: '' })[0]).toMatch(/git switch/);
    expect(localRepoProblems({ ...ready, hasIdentity: false })[0]).toMatch(/git config --global user\.name/);
    const changes = Array.from({ length: 12 }, (_, i) => `?? content/posts/en/draft-${i}.md`);
    const [dirty] = localRepoProblems({ ...ready, changes });
    expect(dirty).toMatch(/commits everything in it/);
    expect(dirty).toContain('draft-9.md');
    expect(dirty).not.toContain('draft-10.md');
    expect(dirty).toContain('… and 2 more');
  });
});

describe('the requests to the local repository', () => {
  it('wait in line: each starts when the one before it has settled, in order, a failure included', async () => {
    const inLine = oneAtATime();
    const events: string[] = [];
    let running = 0;
    const settle: Array<() => void> = [];
    const task =
      (name: string, fails = false) =>
      () => {
        running++;
        events.push(`start ${name} (${running} running)`);
        return new Promise<string>((resolve, reject) => {
          settle.push(() => {
            running--;
            events.push(`end ${name}`);
            if (fails) reject(new Error(name));
            else resolve(name);
          });
        });
      };
    const results = [inLine(task('a')), inLine(task('b', true)), inLine(task('c'))];
    // Settle whatever is running until all three have run (a task that never starts fails the test by its timeout).
    while (events.length < 6) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      settle.shift()?.();
    }
    expect(await Promise.allSettled(results)).toEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'rejected', reason: new Error('b') },
      { status: 'fulfilled', value: 'c' },
    ]);
    expect(events).toEqual(['start a (1 running)', 'end a', 'start b (1 running)', 'end b', 'start c (1 running)', 'end c']);
  });
});
