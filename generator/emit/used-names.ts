// The names a piece of generated code refers to, read back from its text: what decides which
// runtime functions an engine imports, which module constants it declares and which locals
// and parameters a function keeps. Read from what was emitted, so no list is kept by hand.

import { ts } from 'ts-morph';

/**
 * Every identifier of `text` that is not a property name after a dot, comments and string
 * literals aside (generated code has no template literals or regular expressions).
 */
export function referencedNames(text: string): Set<string> {
  const scanner = ts.createScanner(ts.ScriptTarget.ES2022, true, ts.LanguageVariant.Standard, text);
  const out = new Set<string>();
  let previous = ts.SyntaxKind.Unknown;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.Identifier && previous !== ts.SyntaxKind.DotToken) out.add(scanner.getTokenValue());
    previous = kind;
  }
  return out;
}
