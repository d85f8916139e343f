/**
 * The `_redirects` file of Netlify and Cloudflare Pages: one rule a line, `from to [status]`;
 * `#` starts a comment. Status 200 is a rewrite (the address stays, the target's file answers),
 * 301, 302, 303, 307 and 308 redirect; without a status, 301. `from` is a path pattern as in
 * `_headers` (`/search/*`, `/:lang/x`) and `to` may use what it matched (`:splat`, `:lang`).
 * The first rule that matches a path wins.
 */
import { contentLines, HostFileError, matchPath } from './headers-file.ts';

export interface RedirectRule {
  /** The path pattern: `/search/*` (splat: anything, `/` included), `/:lang/x` (one segment). */
  from: string;
  /** Where it leads: a path or a URL, with `:splat` and `:name` filled in from `from`. */
  to: string;
  /** 200 (a rewrite) or a redirect status. */
  status: number;
  /** 1-based line of the rule, for messages. */
  line: number;
}

const STATUSES = new Set([200, 301, 302, 303, 307, 308]);

/**
 * Parses a `_redirects` file. Throws {@link HostFileError} on a rule without a target, a
 * status both hosts do not support, or anything after the status (Netlify's conditions).
 * A `!` after the status (Netlify's "force") is accepted: these rules are always applied.
 * @example parseRedirectsFile('/search/*  /search  200\n')
 * // => [{ from: '/search/*', to: '/search', status: 200, line: 1 }]
 */
export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const { trimmed, line } of contentLines(text)) {
    const [from, to, status, ...rest] = trimmed.split(/\s+/) as [string, string?, string?, ...string[]];
    if (!from.startsWith('/') && !from.startsWith('https://')) {
      throw new HostFileError('_redirects', `"${from}" is not a path (starting with /).`, line);
    }
    if (to === undefined) throw new HostFileError('_redirects', `${from} has no target.`, line);
    const code = status === undefined ? 301 : Number(status.replace(/!$/, ''));
    if (!STATUSES.has(code)) {
      throw new HostFileError('_redirects', `status "${status}" is not one of ${[...STATUSES].join(', ')}.`, line);
    }
    if (rest.length > 0) throw new HostFileError('_redirects', `"${rest.join(' ')}" after the status: conditions are not supported.`, line);
    rules.push({ from, to, status: code, line });
  }
  return rules;
}

/**
 * The first rule that matches a request path, with its target filled in (`:splat` and
 * `:name` replaced by what `from` matched); undefined when no rule matches.
 * @example resolveRedirect(parseRedirectsFile('/search/*  /search  200'), '/search/salt')
 * // => { rule: { from: '/search/*', to: '/search', status: 200, line: 1 }, to: '/search' }
 */
export function resolveRedirect(rules: readonly RedirectRule[], pathname: string): { rule: RedirectRule; to: string } | undefined {
  for (const rule of rules) {
    const captured = matchPath(rule.from, pathname);
    if (!captured) continue;
    const to = rule.to.replace(/:([A-Za-z]\w*)/g, (placeholder, name: string) =>
      Object.hasOwn(captured, name) ? captured[name]! : placeholder,
    );
    return { rule, to };
  }
  return undefined;
}
