// The one error the library throws for a user mistake: an invalid spec (with its located
// diagnostics), an unknown variant, a bad FEN, an illegal move. Programs tell the cases apart
// by `code`; the CLI prints `message` and the diagnostics. Anything else thrown is a bug.

import { clip } from '../schema/quote.ts';
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
  'engine-cache',
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

/** Text kept to one line: runtime/state/quote.ts escapes what would break it. */
export { oneLine } from '../schema/quote.ts';

/** A value quoted for a one-line message, in double quotes: escaped and cut by runtime/state/quote.ts's `clip`. */
export function quote(value: unknown): string {
  return `"${clip(String(value), 60)}"`;
}
