// The names a piece of generated code refers to, read back from its text: what decides which
// runtime functions an engine imports, which module constants it declares and which locals
// and parameters a function keeps. Read from what was emitted, so no list is kept by hand.

import { ts } from 'ts-morph';

/**
 * Every word of `text` that is not a property name after a dot, comments and string literals
 * aside (generated code has no template literals or regular expressions). Keywords come too:
 * `from` and `of` are names in some places, and the others name nothing a caller asks about.
 */
/** A word token: an identifier or a keyword. */
const isWord = (kind: ts.SyntaxKind): boolean => kind === ts.SyntaxKind.Identifier || (kind >= ts.SyntaxKind.FirstKeyword && kind <= ts.SyntaxKind.LastKeyword);

export function referencedNames(text: string): Set<string> {
  const scanner = ts.createScanner(ts.ScriptTarget.ES2022, true, ts.LanguageVariant.Standard, text);
  const out = new Set<string>();
  let previous = ts.SyntaxKind.Unknown;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (isWord(kind) && previous !== ts.SyntaxKind.DotToken) out.add(scanner.getTokenValue());
    previous = kind;
  }
  return out;
}
