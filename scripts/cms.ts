/**
 * `npm run cms`: the editor at /admin on your computer, saving to this repository. It builds the
 * site if the sources changed (as `npm start` does), then serves it with Decap CMS's proxy for
 * the local repository (scripts/lib/editor-server.ts) and prints the editor's address. Each
 * article you save becomes a branch `cms/posts-{lang}/{slug}`; publishing merges it into the
 * branch checked out now. Nothing leaves your computer: push and open a pull request yourself
 * (README, "For authors").
 */
import { ensureBuilt } from './lib/ensure-built.ts';
import { startEditorServer } from './lib/editor-server.ts';
import { localRepoProblems, localRepoState } from './lib/local-repo.ts';

const repoDir = process.cwd();
const state = localRepoState(repoDir);
const problems = localRepoProblems(state);
if (problems.length > 0) {
  console.error(`The editor cannot start yet:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}

ensureBuilt();

const server = await startEditorServer({ distDir: 'dist', repoDir, branch: state.branch, port: Number(process.env.PORT ?? 4321) });
console.log(`
The editor: ${server.url}/admin
  It saves to ${repoDir} on your computer: each article on a branch cms/posts-{lang}/{slug},
  merged into "${state.branch}" when you publish it. Keep other changes out of this folder while it runs.
The site as built: ${server.url}/ (run npm run cms again to see what you published)
Ctrl+C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
