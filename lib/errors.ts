// The one error the library throws for a user mistake: an invalid spec (with its located
// diagnostics), an unknown variant, a bad FEN, an illegal move. Programs tell the cases apart
// by `code`; the CLI prints `message` and the diagnostics. Anything else thrown is a bug.

import type { Diagnostic } from '../schema/diagnostic.ts';

/** The stable codes of a VariantError. */
export const VARIANT_ERROR_CODES = [
  'invalid-spec',
  'unknown-variant',
  'no-such-file',
  'outside-root',
  'invalid-source',
  'invalid-option',
  'invalid-engine-module',
  'fingerprint-mismatch',
  'invalid-fen',
  'invalid-argument',
  'illegal-move',
  'ambiguous-move',
  'game-over',
  'chain-limit',
] as const;

/** Which mistake a VariantError reports. */
export type VariantErrorCode = (typeof VARIANT_ERROR_CODES)[number];

/**
 * A mistake in what was given to the library (never a bug in it). `message` is one line;
 * for an invalid spec it says how many problems there are and `diagnostics` lists them, each
 * `{ file, line, col, code, message }` as `fairyforge validate` prints them.
 */
export class VariantError extends Error {
  override readonly name = 'VariantError';
  /** What kind of mistake: stable, for programs to branch on. */
  readonly code: VariantErrorCode;
  /** The located problems of an invalid spec (empty for other mistakes). */
  readonly diagnostics: readonly Diagnostic[];

  constructor(code: VariantErrorCode, message: string, diagnostics: readonly Diagnostic[] = []) {
    super(message);
    this.code = code;
    this.diagnostics = diagnostics;
  }
}

/** Text kept to one line: control characters (newlines, escapes) written as JSON escapes. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1));
}

/** A value quoted for a one-line message: JSON string escapes (no raw control characters), cut after 60 characters. */
export function quote(value: unknown): string {
  const text = String(value);
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
}
