// Spec text (a title, a region's name, a rule sentence that quotes them) placed into Markdown
// output (`describe --format md`, `compare --format md`) as literal text: nothing in it may
// become markup, a link, raw HTML or a new table cell.

/**
 * The punctuation Markdown acts on in running text backslash-escaped (emphasis, code, links,
 * strikethrough, table pipes; parentheses and `#` act only after `]` or at a line start),
 * `<`, `>` and `&` written as entities so no renderer sees a tag or an entity of the spec's,
 * and line breaks folded into spaces so a value cannot start a heading, list or table row.
 */
export function mdEscape(s: string): string {
  return s
    .replace(/[\\`*_[\]|~]/g, (c) => `\\${c}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ');
}
