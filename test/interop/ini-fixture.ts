// An ini file of the tests read both ways: ffish loads its sections (loadVariantConfig) and the
// importer writes one spec per section into a temporary folder, so that each import test compares
// a section as ffish plays it with the spec the importer made of it.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { importIni, type Variant } from '../../lib/index.ts';
import type { ImportedSpec } from '../../interop/import/import.ts';
import { loadFfish, type Ffish } from '../oracle/ffish.ts';

export interface IniFixture {
  readonly ff: Ffish;
  readonly text: string;
  readonly specs: readonly ImportedSpec[];
  /** The folder the specs are written to, each as `<fileName>.yaml`. */
  readonly dir: string;
  /** The path of the spec of a section (by its name) or of an imported spec. */
  specFile(of: string | ImportedSpec): string;
}

/** Reads `test/fixtures/interop/<file>` into ffish and into specs; a malformed fixture throws its diagnostics. */
export async function readIniFixture(file: string): Promise<IniFixture> {
  const text = readFileSync(new URL(`../fixtures/interop/${file}`, import.meta.url), 'utf8');
  const ff = await loadFfish();
  (ff.raw as unknown as { loadVariantConfig(text: string): void }).loadVariantConfig(text);
  const imported = await importIni(text, { file });
  if (!imported.ok) throw new Error(imported.diagnostics.map((d) => `${d.file}:${d.line}:${d.col}: ${d.message}`).join('; '));
  const dir = mkdtempSync(join(tmpdir(), `ff-${file.replace(/\W/g, '-')}-`));
  for (const s of imported.specs) writeFileSync(join(dir, `${s.fileName}.yaml`), s.yaml);
  const specFile = (of: string | ImportedSpec): string => {
    const spec = typeof of === 'string' ? imported.specs.find((s) => s.section === of) : of;
    if (!spec) throw new Error(`no section ${String(of)} in ${file}`);
    return join(dir, `${spec.fileName}.yaml`);
  };
  return { ff, text, specs: imported.specs, dir, specFile };
}

/** Expects the variant's perft d1-3 at each FEN to equal ffish's for the section. */
export function expectPerftAsFfish(ff: Ffish, variant: Variant, section: string, fens: readonly string[]): void {
  for (const at of fens) {
    for (let d = 1; d <= 3; d++) expect(variant.perft(d, at), `perft d${d} at ${at}`).toBe(ff.perft(section, at, d));
  }
}
