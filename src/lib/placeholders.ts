/**
 * Fills `{name}` placeholders of a translated string; unknown names stay as written. The one
 * implementation for the server (`t()`) and the islands (which get raw strings as props).
 * The result is only ever rendered as text.
 * @example fillPlaceholders('{count} results for “{query}”', { count: 2, query: 'salt' }) // => '2 results for “salt”'
 */
export function fillPlaceholders(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : match));
}
