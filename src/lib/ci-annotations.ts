/**
 * GitHub Actions reads any line of a job's output that starts with `::` as a workflow command.
 * Everything an annotation echoes (file names, slugs, titles, messages) can come from an article
 * or an export, so it is escaped the way GitHub's own toolkit escapes it: a newline in a title
 * must not start a line of its own (`\n::error::…` would be a second, forged annotation, and
 * `::set-env`-style commands worse), and a `:` or `,` in a file name must not end the property.
 */

export type CiAnnotationLevel = 'error' | 'warning' | 'notice';

/**
 * The message part of a workflow command: `%`, `\r` and `\n` escaped.
 * @example escapeCiData('a\n::error::b') // => 'a%0A::error::b'
 */
export function escapeCiData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/**
 * A property value of a workflow command (`file=…`): as `escapeCiData`, plus `:` and `,`,
 * which would otherwise end the value.
 * @example escapeCiProperty('a,b::c') // => 'a%2Cb%3A%3Ac'
 */
export function escapeCiProperty(text: string): string {
  return escapeCiData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/**
 * One CI annotation line naming a file, safe whatever the file name and message contain.
 * @example ciAnnotation('warning', 'posts.json', '#4: no slug') // => '::warning file=posts.json::#4: no slug'
 * @example ciAnnotation('error', 'a.md', 'title\n::error::forged') // => '::error file=a.md::title%0A::error::forged'
 */
export function ciAnnotation(level: CiAnnotationLevel, file: string, message: string): string {
  return `::${level} file=${escapeCiProperty(file)}::${escapeCiData(message)}`;
}
