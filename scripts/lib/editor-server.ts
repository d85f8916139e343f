/**
 * The editor on an author's computer (`npm run cms`, and the editor's browser test): one
 * address, on 127.0.0.1 only, that serves a built site as the CDN would (scripts/lib/static-server.ts)
 * and answers `/api/v1` with Decap CMS's proxy for a local Git repository (decap-server in Git
 * mode, pinned in package.json): each article saved becomes a branch `cms/posts-{lang}/{slug}`
 * with its status (draft, in review, ready), and publishing merges it into the branch the
 * editor was started on.
 *
 * The editor's page talks to the proxy on its own origin, so its Content Security Policy needs
 * no other host (src/lib/editor-page.ts). Every request is sent to the branch given here,
 * whatever the page's configuration names (the site's Git host's branch): the local editor
 * works on the branch checked out when it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serveDist } from './static-server.ts';

/** Where the editor's page looks for the proxy (src/client/editor.ts). */
export const LOCAL_API_PATH = '/api/v1';

/** The most a request may carry: an uploaded image travels in it (decap-server's own limit). */
const MAX_BODY_BYTES = 50 * 1024 * 1024;

export interface EditorServer {
  /** The site's address; the editor is at `${url}/admin`. */
  url: string;
  /** What decap-server printed, for error messages. */
  proxyLog: () => string;
  close: () => Promise<void>;
}

export interface EditorServerOptions {
  /** The built site (with the editor's page). */
  distDir: string;
  /** The Git repository the editor saves to. */
  repoDir: string;
  /** The branch articles are published to: the one checked out. */
  branch: string;
  /** The port to listen on; a free one by default. */
  port?: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = http.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** decap-server's script, from the pinned package. */
function decapServerScript(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('decap-server/package.json')), 'dist', 'index.js');
}

/**
 * A request body for the proxy with every `branch` set to `branch` (decap-server reads it at the
 * top level and in `params`).
 * @example withBranch('{"action":"getMedia","branch":"main","params":{"branch":"main"}}', 'cms-try') // => '{"action":"getMedia","branch":"cms-try","params":{"branch":"cms-try"}}'
 */
export function withBranch(body: string, branch: string): string {
  const request = JSON.parse(body) as { branch?: unknown; params?: { branch?: unknown } };
  if ('branch' in request) request.branch = branch;
  if (request.params && typeof request.params === 'object' && 'branch' in request.params) request.params.branch = branch;
  return JSON.stringify(request);
}

async function startProxy(repoDir: string): Promise<{ port: number; child: ChildProcess; log: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [decapServerScript()], {
    cwd: repoDir,
    env: { ...process.env, MODE: 'git', PORT: String(port), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: repoDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  // Ready when it answers `info` (it prints nothing at LOG_LEVEL=warn).
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`decap-server stopped (exit ${child.exitCode}):\n${output}`);
    const ready = await new Promise<boolean>((resolve) => {
      const request = http.request(
        { host: '127.0.0.1', port, path: LOCAL_API_PATH, method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        },
      );
      request.on('error', () => resolve(false));
      request.end('{"action":"info"}');
    });
    if (ready) return { port, child, log: () => output };
    if (attempt > 300) {
      child.kill();
      throw new Error(`decap-server did not answer on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A line to wait in: each task given starts once the one before it has settled (fulfilled or
 * rejected), in the order given; the promise returned settles as its task does.
 * @example const inLine = oneAtATime(); inLine(first); inLine(second) // second starts when first's promise settles
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const result = last.then(() => task());
    last = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };
}

/**
 * Forwards a request to 127.0.0.1:`port`, with `body` instead of the request's own when given;
 * settles when the answer has been sent (or the connection closed).
 */
function forward(request: http.IncomingMessage, response: http.ServerResponse, port: number, body?: Buffer): Promise<void> {
  const done = new Promise<void>((resolve) => response.once('close', resolve));
  const headers = { ...request.headers, host: `127.0.0.1:${port}` };
  if (body) headers['content-length'] = String(body.length);
  const upstream = http.request({ host: '127.0.0.1', port, path: request.url, method: request.method, headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', (error) => {
    response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(`The editor's server could not reach its part on port ${port}: ${error.message}`);
  });
  if (body) upstream.end(body);
  else request.pipe(upstream);
  return done;
}

/** Starts the site and the local repository's proxy behind one address on 127.0.0.1. */
export async function startEditorServer({ distDir, repoDir, branch, port = 0 }: EditorServerOptions): Promise<EditorServer> {
  const proxy = await startProxy(path.resolve(repoDir));
  const site = await serveDist(distDir, { hostFiles: true });
  // One Git operation at a time: decap-server gives up on a request that waits more than 3 s
  // for the one before it (its lock's timeout), which a busy computer reaches; here they wait
  // in line instead, however long.
  const inLine = oneAtATime();
  const server = http.createServer((request, response) => {
    if ((request.url ?? '').split('?')[0] !== LOCAL_API_PATH) {
      void forward(request, response, site.port);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        response.writeHead(413, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: `larger than ${MAX_BODY_BYTES / 1024 / 1024} MB` }));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => {
      if (response.headersSent) return;
      let body: Buffer;
      try {
        body = Buffer.from(withBranch(Buffer.concat(chunks).toString('utf8'), branch));
      } catch {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end('{"error":"not JSON"}');
        return;
      }
      void inLine(() => forward(request, response, proxy.port, body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    proxyLog: proxy.log,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await site.close();
      if (proxy.child.exitCode === null) {
        const exited = new Promise((resolve) => proxy.child.once('exit', resolve));
        proxy.child.kill();
        await exited;
      }
    },
  };
}
