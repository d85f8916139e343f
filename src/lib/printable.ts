/**
 * Text from content (file names, slugs, ids, titles) on one line of a log. A newline in a file
 * name must not start a line of its own (on a Git host's CI a line starting with `::` is a
 * workflow command), and terminal escapes, line separators or bidirectional overrides must not
 * change what the reader sees: each such character is shown escaped, as `\n`, `\u001b`, `\u202e`.
 */

/** Control characters (C0, DEL, C1), line and paragraph separators, bidi controls and marks, the BOM. */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * The first character of `text` that {@link printable} would escape, if any.
 * @example unprintableCharacter('a\u202eb.md') // => '\u202e'
 */
export function unprintableCharacter(text: string): string | undefined {
  return new RegExp(UNPRINTABLE.source).exec(text)?.[0];
}

/**
 * `text` with every character that could break or disguise a log line made visible.
 * @example printable('id\n::error::x') // => 'id\\n::error::x'
 * @example printable('Dr. Good \u202eliveD') // => 'Dr. Good \\u202eliveD'
 */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => {
    const escaped = JSON.stringify(char).slice(1, -1);
    return escaped.length > 1 ? escaped : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
