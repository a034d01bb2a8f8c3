// The package entry `fairyforge`: load a variant (a bundled name, a file, YAML text or a spec
// object) and ask it for perft, divide, legal moves, played games, FEN checks and its rules in
// words. Errors are data: a mistake in the input rejects with a VariantError carrying the same
// located diagnostics the CLI prints; the library never prints and never exits.
//
// Only types and the error class are loaded with this module: the loader, compiler and
// runtime are imported when the first variant is loaded, so importing the package is cheap.

import type { LoadVariantOptions } from './load.ts';
import type { VariantSource } from './source.ts';
import type { Variant } from './variant.ts';
import type { ExportIniOptions, IniExport } from '../interop/export/export-ini.ts';

export { VariantError, VARIANT_ERROR_CODES, type VariantErrorCode } from './errors.ts';
export type { MoveJson, ResultJson } from './json.ts';
export type { GeneratedEngineModule, LoadVariantOptions } from './load.ts';
export type { VariantSource } from './source.ts';
export type { EngineKind, FenCheck, PlayResult, ThreadOptions, Variant } from './variant.ts';
export type { Diagnostic } from '../schema/diagnostic.ts';
export type { ExportIniOptions, IniExport, RefusedRule } from '../interop/export/export-ini.ts';
export type { VariantFile, VariantSpec } from '../schema/spec-types.ts';

/**
 * Loads, checks and compiles a variant and builds its engine.
 *
 * @param source - a bundled variant's name (`'chess'`), a path to a `.yaml` file (relative to
 *   the working directory, or to `options.root`), YAML text (any string containing a line
 *   break; diagnostics name it `<text>`), or the spec as a plain object (diagnostics name it
 *   `<object>` and point into its YAML rendering, `yaml`'s `stringify(spec)`).
 * @param options - `engine`: `'generated'` (default) or `'interpreted'`; `generated`: an engine
 *   module written by `fairyforge generate` to run instead (its fingerprint must match the
 *   spec); `root`: a folder outside which no file is read, `extends` included.
 * @returns the loaded variant.
 * @throws {VariantError} (as a rejected promise) for any mistake in the source or options:
 *   `code` says which, and for an invalid spec `diagnostics` lists every located problem.
 *
 * @example
 * const chess = await loadVariant('chess');
 * chess.perft(3); // 8902
 */
export async function loadVariant(source: VariantSource, options: LoadVariantOptions = {}): Promise<Variant> {
  const { loadVariantNow } = await import('./load.ts');
  return loadVariantNow(source, options);
}

/**
 * Writes a loaded variant as the Fairy-Stockfish variants.ini section that plays the same game
 * (self-contained: no parent section, FSF's own piece names where FSF knows the piece, a
 * `customPieceN` slot with its Betza where not).
 *
 * @param variant - a variant from `loadVariant`.
 * @param options - `section`: the section's name (default `<name>-fairyforge`, never an FSF
 *   built-in's); `lossy`: write the section even when some rules cannot be said, one `#`
 *   comment per rule dropped.
 * @returns `{ ok: true, section, text, dropped }`, or `{ ok: false, refused }` listing every rule
 *   FSF cannot say (`rule`: the spec key, `reason`); it never throws for a variant.
 *
 * @example
 * const r = await exportIni(await loadVariant('shogi'));
 * if (r.ok) writeFileSync("shogi.ini", r.text); // [shogi-fairyforge] ...
 */
export async function exportIni(variant: Variant, options: ExportIniOptions = {}): Promise<IniExport> {
  const { exportPlanIni } = await import('../interop/export/export-ini.ts');
  return exportPlanIni(variant.plan, options);
}

export type { ImportedSpec, ImportOptions, ImportResult } from '../interop/import/import.ts';

/**
 * Imports a Fairy-Stockfish variants.ini text: one YAML spec per section, or located
 * diagnostics for malformed input (errors are data; nothing is printed or written).
 *
 * @example
 * const r = await importIni('[mini:chess]\nmaxRank = 6\n');
 * if (r.ok) r.specs[0].yaml;
 */
export async function importIni(text: string, options: import('../interop/import/import.ts').ImportOptions = {}): Promise<import('../interop/import/import.ts').ImportResult> {
  const { importIni: run } = await import('../interop/import/import.ts');
  return run(text, options);
}
