import { DEFAULT_API_ROOTS, type EditorSettings } from './editor-settings.ts';

/**
 * Where the editor lives in the built site, and what its page may do. The editor (Decap CMS) is
 * for authors only: one page, `/admin`, and its files under `/admin/`; no reader page links,
 * loads or precaches any of it, and neither the sitemap nor search lists it.
 */

/** The editor's page. */
export const EDITOR_PATH = '/admin';

/**
 * Where the build puts Decap CMS's own files (its script, the chunks it loads, its WebAssembly):
 * a folder per version, so that a new version is never mixed with the files of an old one.
 * @example decapAssetsPath('3.16.3') // => '/admin/decap-cms-3.16.3'
 */
export function decapAssetsPath(version: string): string {
  return `${EDITOR_PATH}/decap-cms-${version}`;
}

/**
 * Whether a path is the editor's page or one of its files.
 * @example isEditorPath('/admin') // => true
 * @example isEditorPath('/admin/decap-cms-3.16.3/decap-cms.js') // => true
 * @example isEditorPath('/administration') // => false
 */
export function isEditorPath(pathname: string): boolean {
  return pathname === EDITOR_PATH || pathname.startsWith(`${EDITOR_PATH}/`);
}

/**
 * What the editor's page may do beyond a reader page's policy (which it otherwise keeps:
 * `default-src 'self'`, no plugins, no foreign forms or base). Checked by the page security gate
 * (scripts/lib/check-page-security.ts), which allows these on this page only:
 *
 * - `script-src 'unsafe-eval'`: Decap CMS checks its configuration with Ajv, which compiles
 *   validators with `new Function`; scripts still come only from this site, never inline;
 * - `style-src 'unsafe-inline'`: its interface is styled at run time (Emotion inserts `<style>`);
 * - `img-src blob: data:`: an image an author picks is shown from memory before it is saved;
 * - `connect-src`: this site (the local repository's proxy under `npm run cms`), `blob:` (it
 *   reads back the images an author picked, to keep them with a draft) and the Git host's API
 *   from `editor` in site.yaml, nothing else.
 */
export interface EditorPolicy {
  scriptSources: string[];
  styleSources: string[];
  imageSources: string[];
  connectSources: string[];
}

/**
 * The editor page's additions to the site's policy, for the Git host `settings` name (none:
 * the local repository only).
 * @example editorPolicy(undefined).connectSources // => ["'self'", 'blob:']
 * @example editorPolicy({ backend: 'github', repo: 'a/b', branch: 'main' }).connectSources // => ["'self'", 'blob:', 'https://api.github.com']
 */
export function editorPolicy(settings: EditorSettings | undefined): EditorPolicy {
  const hosts = new Set<string>();
  if (settings) {
    const api = settings.apiRoot ?? DEFAULT_API_ROOTS[settings.backend];
    if (api) hosts.add(new URL(api).origin);
    // PKCE sign-in (GitLab, Gitea) fetches its token from the OAuth server itself.
    if (settings.appId) hosts.add(new URL(settings.baseUrl ?? api ?? '').origin);
  }
  return {
    scriptSources: ["'unsafe-eval'"],
    styleSources: ["'self'", "'unsafe-inline'"],
    imageSources: ['blob:', 'data:'],
    connectSources: ["'self'", 'blob:', ...[...hosts].sort()],
  };
}
