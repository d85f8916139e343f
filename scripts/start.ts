/**
 * `npm start`: builds the site (with its search index) when the sources are newer than
 * the last build, then serves dist/ and prints the URL. It serves as the CDN configuration
 * does (scripts/lib/static-server.ts with the host files): `/search/{text}` is the search
 * page with status 200 (`_redirects`), `/post/x/` and `/post/x.html` redirect to `/post/x`.
 */
import { ensureBuilt } from './lib/ensure-built.ts';
import { serveDist } from './lib/static-server.ts';

ensureBuilt();

const server = await serveDist('dist', { port: Number(process.env.PORT ?? 4321), hostFiles: true, compress: true });
console.log(`Serving dist/ at ${server.url}/ (Ctrl+C to stop)`);
