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
 * A PascalCase identifier made from a spec name: ASCII letters and digits only, never
 * starting with a digit, never empty. Spec names are checked by the schema to be
 * identifiers already; this is the second fence.
 */
export function pascalIdentifier(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return /^[A-Za-z]/.test(joined) ? joined : `V${joined}`;
}
