/**
 * The `_headers` file of Netlify and Cloudflare Pages: blocks of a path pattern at the start of
 * a line, then indented `Name: value` lines; `#` starts a comment. Both hosts apply every rule
 * whose pattern matches a request and join repeated headers with `, `.
 */

export interface HeaderRule {
  /** The path pattern: `/post/*` (splat: anything, `/` included), `/:lang/x` (one segment). */
  path: string;
  /** Headers in file order; a name may repeat. */
  headers: { name: string; value: string }[];
  /** 1-based line of the pattern, for messages. */
  line: number;
}

/** A line of a host file (`_headers`, `_redirects`) that the hosts would reject or misread. */
export class HostFileError extends Error {
  readonly file: string;
  readonly line: number;
  constructor(file: string, message: string, line: number) {
    super(`${file} line ${line}: ${message}`);
    this.name = 'HostFileError';
    this.file = file;
    this.line = line;
  }
}

/**
 * The lines of a host file that hold something (not blank, not a `#` comment), as written and
 * trimmed, with their 1-based numbers.
 */
export function contentLines(text: string): { raw: string; trimmed: string; line: number }[] {
  return text
    .split(/\r?\n/)
    .map((raw, index) => ({ raw, trimmed: raw.trim(), line: index + 1 }))
    .filter(({ trimmed }) => trimmed !== '' && !trimmed.startsWith('#'));
}

/**
 * Parses a `_headers` file. Throws {@link HostFileError} on a header line before any path,
 * a header line without `name: value`, or a path rule with no header.
 * @example parseHeadersFile('/*\n  X-Frame-Options: DENY\n')
 * // => [{ path: '/*', headers: [{ name: 'X-Frame-Options', value: 'DENY' }], line: 1 }]
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const { raw, trimmed, line } of contentLines(text)) {
    if (!/^\s/.test(raw)) {
      if (!trimmed.startsWith('/') && !trimmed.startsWith('https://')) {
        throw new HostFileError('_headers', `"${trimmed}" is neither a path (starting with /) nor an indented header.`, line);
      }
      rules.push({ path: trimmed, headers: [], line });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new HostFileError('_headers', `header "${trimmed}" comes before any path.`, line);
    const match = /^([!A-Za-z0-9-]+)\s*:\s*(.*)$/.exec(trimmed);
    if (!match) throw new HostFileError('_headers', `"${trimmed}" is not a "Name: value" header.`, line);
    rule.headers.push({ name: match[1]!, value: match[2]!.trim() });
  }
  const empty = rules.find((rule) => rule.headers.length === 0);
  if (empty) throw new HostFileError('_headers', `path ${empty.path} has no header.`, empty.line);
  return rules;
}

/**
 * Matches a request path against a path pattern of `_headers` or `_redirects`: `*` matches any
 * run of characters (also across `/`), `:name` exactly one path segment, everything else
 * literally. Returns what the pattern captured (`splat` for the first `*`, and each `:name`),
 * or undefined when the path does not match.
 * @example matchPath('/search/*', '/search/salt') // => { splat: 'salt' }
 * @example matchPath('/:lang/about', '/hi/about') // => { lang: 'hi' }
 * @example matchPath('/hi', '/hi/utilities') // => undefined
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern
    .replace(/^https:\/\/[^/]+/, '')
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') {
        names.push('splat');
        return '(.*)';
      }
      if (part.startsWith(':') && part.length > 1) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(pathname);
  if (!match) return undefined;
  const captured: Record<string, string> = {};
  names.forEach((name, i) => {
    if (!Object.hasOwn(captured, name)) captured[name] = match[i + 1]!;
  });
  return captured;
}

/**
 * Whether a rule's pattern matches a request path (see {@link matchPath}).
 * @example pathMatches('/post/*', '/post/salt') // => true
 * @example pathMatches('/hi', '/hi/utilities') // => false
 */
export function pathMatches(pattern: string, pathname: string): boolean {
  return matchPath(pattern, pathname) !== undefined;
}

/**
 * The headers a request path gets: every matching rule's headers, a repeated name's values in
 * file order (a host sends them joined with `, `). Names are lower-cased.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue;
    for (const { name, value } of rule.headers) {
      const key = name.toLowerCase();
      headers.set(key, [...(headers.get(key) ?? []), value]);
    }
  }
  return headers;
}

/**
 * The directives of a `Content-Security-Policy` value, names lower-cased.
 * @example parseCsp("frame-ancestors 'none'; img-src 'self' https:")
 * // => new Map([['frame-ancestors', ["'none'"]], ['img-src', ["'self'", 'https:']]])
 */
export function parseCsp(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/**
 * The policies of `Content-Security-Policy` values: one header may carry several, separated by
 * commas (hosts join repeated headers that way), and a browser enforces every one of them.
 * @example parseCspList(["frame-ancestors 'none', default-src 'none'; sandbox"])
 * // => [new Map([['frame-ancestors', ["'none'"]]]), new Map([['default-src', ["'none'"]], ['sandbox', []]])]
 */
export function parseCspList(values: readonly string[]): Map<string, string[]>[] {
  return values
    .flatMap((value) => value.split(','))
    .filter((policy) => policy.trim() !== '')
    .map((policy) => parseCsp(policy));
}

/**
 * The features of a `Permissions-Policy` value with their allow lists.
 * @example parsePermissionsPolicy('camera=(), web-share=(self)')
 * // => new Map([['camera', '()'], ['web-share', '(self)']])
 */
export function parsePermissionsPolicy(value: string): Map<string, string> {
  const features = new Map<string, string>();
  for (const part of value.split(',')) {
    const match = /^\s*([a-z0-9-]+)\s*=\s*(.*?)\s*$/.exec(part);
    if (match) features.set(match[1]!, match[2]!);
  }
  return features;
}
