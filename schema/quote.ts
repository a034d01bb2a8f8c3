// Quoting user text in messages. A value a user wrote (a YAML key, a FEN field, a move, a file
// name) can hold terminal escapes (ESC ] 0 ; title BEL retitles the window, ESC [ 2 J clears
// it), newlines that split a one-line error, bidi overrides that reorder what is shown, or a
// megabyte of text. Every message quotes such values through `quote` (escaped and cut), and
// every printed line goes through `oneLine` (escaped) as the last line of defence.

/** The longest quoted value shown in full, in shown characters; longer ones are cut with '…'. */
export const QUOTE_LIMIT = 64;

/**
 * Characters never printed raw: controls (C0, DEL, C1), format characters (bidi overrides and
 * isolates, zero-width characters, BOM), lone surrogates, and the line and paragraph separators.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'gu');

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** One character as it is shown: itself, or an escape like \n, \x1b or \u202e. */
function shown(ch: string): string {
  if (!UNSAFE.test(ch)) return ch;
  const named = NAMED[ch];
  if (named) return named;
  const code = ch.codePointAt(0)!;
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** `text` with every unsafe character escaped, cut to about `max` shown characters with '…'. */
export function clip(text: string, max = QUOTE_LIMIT): string {
  let out = '';
  for (const ch of text) {
    const s = shown(ch);
    if (out.length + s.length > max) return `${out}…`;
    out += s;
  }
  return out;
}

/** A user value for a message: `'value'`, escaped and cut (see `clip`). */
export function quote(value: unknown, max = QUOTE_LIMIT): string {
  return `'${clip(String(value), max)}'`;
}

/** `text` with every unsafe character escaped, not cut: a message that prints as exactly one line. */
export function oneLine(text: string): string {
  return text.replace(UNSAFE_ALL, shown);
}
