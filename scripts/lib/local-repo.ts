/**
 * Whether a Git working copy is ready for the local editor (`npm run cms`). Decap CMS's proxy
 * commits with `git add .` and checks branches out in the working copy, so it must start from a
 * clean one, on a branch, with a name and email to commit as.
 */
import { spawnSync } from 'node:child_process';

export interface LocalRepoState {
  /** False outside a Git working copy. */
  isRepo: boolean;
  /** The branch checked out; empty on a detached HEAD. */
  branch: string;
  /** `git status --porcelain` lines: changed and untracked files. */
  changes: string[];
  /** Whether commits would have an author (user.name and user.email are set). */
  hasIdentity: boolean;
}

/** Reads the state of the working copy at `dir`. */
export function localRepoState(dir: string): LocalRepoState {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
  if (git('rev-parse', '--is-inside-work-tree').stdout.trim() !== 'true')
    return { isRepo: false, branch: '', changes: [], hasIdentity: false };
  return {
    isRepo: true,
    branch: git('branch', '--show-current').stdout.trim(),
    changes: git('status', '--porcelain').stdout.split('\n').filter(Boolean),
    hasIdentity: Boolean(git('config', 'user.name').stdout.trim() && git('config', 'user.email').stdout.trim()),
  };
}

/**
 * What stands in the way of the local editor, each with what to do; empty when nothing does.
 * @example localRepoProblems({ isRepo: true, branch: 'main', changes: [], hasIdentity: true }) // => []
 * @example localRepoProblems({ isRepo: true, branch: '', changes: [], hasIdentity: true }) // => ['No branch is checked out. Fix: git switch main (or the branch to publish to).']
 */
export function localRepoProblems(state: LocalRepoState): string[] {
  if (!state.isRepo) return ['This folder is not a Git working copy. Fix: run npm run cms in a clone of the repository (git clone …).'];
  const problems: string[] = [];
  if (!state.branch) problems.push('No branch is checked out. Fix: git switch main (or the branch to publish to).');
  if (!state.hasIdentity) {
    problems.push(
      'Git does not know who you are, and the editor commits as you. Fix: git config --global user.name "Your Name" and git config --global user.email you@example.org.',
    );
  }
  if (state.changes.length > 0) {
    const shown = state.changes.slice(0, 10).map((line) => `    ${line}`);
    if (state.changes.length > 10) shown.push(`    … and ${state.changes.length - 10} more`);
    problems.push(
      `The working copy has changes, and the editor commits everything in it and switches branches. Fix: commit or stash them first (git stash --include-untracked):\n${shown.join('\n')}`,
    );
  }
  return problems;
}
