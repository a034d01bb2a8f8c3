// The one door through which text from a spec reaches generated code. Every name, letter
// or caption goes through one of these functions; nothing is spliced in raw.

/** A string literal: JSON escaping plus the line separators JSON leaves raw. */
export function stringLiteral(text: string): string {
  return JSON.stringify(text).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Text safe inside a `//` comment: one line, printable ASCII, no comment terminators. */
export function commentText(text: string): string {
  return text
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/\*\//g, '* /')
    .slice(0, 120);
}

/**
 * A PascalCase identifier made from a spec name, one to one, so that two pieces never share a
 * name in the generated code (`x1` and `x_1` were both `X1`, a duplicate key in PIECE_CODES).
 * A spec name is lowercase letters, digits and `_` (the schema's identifier): the first letter
 * and a letter after `_` become uppercase (the `_` dropped: `dragon_king` → `DragonKing`), any
 * other `_` stays (`x_1` → `X_1`, `a__b` → `A_B`), so the name can be read back. Anything else
 * (a name the schema would refuse: this is the second fence) is written as `$<hex code>$`, and a
 * name not starting with a letter gets a leading `_`, neither of which a spec name produces.
 */
export function pascalIdentifier(name: string): string {
  let out = '';
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (i > 0 && c === '_' && /[a-z]/.test(name[i + 1] ?? '')) out += name[++i].toUpperCase();
    else if (/[a-z0-9_]/.test(c)) out += i === 0 ? c.toUpperCase() : c;
    else out += `$${c.codePointAt(0)!.toString(16)}$`;
  }
  return /^[A-Z]/.test(out) ? out : `_${out}`;
}

/**
 * An UPPER_CASE identifier part made from a spec name, one to one: each lowercase letter, digit
 * and `_` uppercased (`dragon_king` → `DRAGON_KING`, `x_1` → `X_1`, `x1` → `X1`), anything else
 * (a name the schema would refuse) written as `$<hex code>$`. It is always used after a prefix
 * (`WHITE_`, `ROW_WHITE_`), so a name starting with a digit still makes an identifier.
 */
export function constantIdentifier(name: string): string {
  let out = '';
  for (const c of name) out += /[a-z0-9_]/.test(c) ? c.toUpperCase() : `$${c.codePointAt(0)!.toString(16)}$`;
  return out;
}
