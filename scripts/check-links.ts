/**
 * `node scripts/check-links.ts [dist]`: the link gate over a built site (default `dist/`).
 * Every internal link, anchor, image and srcset entry must resolve, and Hindi and Marathi
 * content must link pages of its own language (rules: scripts/lib/check-links.ts).
 * Exit code: 0 all links hold, 1 problems found (each with its page, line and element).
 */
import { checkLinks, formatLinkProblems } from './lib/check-links.ts';
import { displayPath } from './lib/display-path.ts';

const dist = process.argv[2] ?? 'dist';
const problems = checkLinks(dist);
if (problems.length === 0) {
  console.log(`✓ ${displayPath(dist)}: every internal link, anchor and image resolves; no cross-language links.`);
} else {
  console.error(`Found ${problems.length} link problem${problems.length === 1 ? '' : 's'} in ${displayPath(dist)}:\n`);
  console.error(formatLinkProblems(problems));
  process.exitCode = 1;
}
