// A spec's text loaded the way the library loads it (the interpreter: a page cannot emit
// engines), every failure turned into located diagnostics: the loader's and validator's own,
// so the page lists exactly what `fairyforge validate` prints for the same text.
import { loadVariant, VariantError, type Diagnostic } from '../../../lib/index.ts';
import type { Variant } from '../../../lib/variant.ts';

/** The file name the library gives a spec passed as text. */
export const TEXT_FILE = '<text>';

export type SpecLoad = { ok: true; variant: Variant } | { ok: false; diagnostics: readonly Diagnostic[] };

export async function loadSpec(text: string): Promise<SpecLoad> {
  // the library reads a string without a line break as a name or a path, not as YAML text
  const source = text.includes('\n') ? text : `${text}\n`;
  try {
    return { ok: true, variant: await loadVariant(source, { engine: 'interpreted' }) };
  } catch (e) {
    if (!(e instanceof VariantError)) {
      const message = `fairyforge failed on this spec, which is a bug in fairyforge (please report it): ${e instanceof Error ? e.message : String(e)}`;
      return { ok: false, diagnostics: [{ file: TEXT_FILE, line: 1, col: 1, code: 'internal-error', message }] };
    }
    if (e.diagnostics.length > 0) return { ok: false, diagnostics: e.diagnostics };
    return { ok: false, diagnostics: [{ file: TEXT_FILE, line: 1, col: 1, code: e.code, message: e.message }] };
  }
}

/** How the problems list shows a diagnostic: `line:col: message` in the editor's text, `file:line:col: message` in a file it extends. */
export function diagnosticText(d: Diagnostic): string {
  const where = d.file === TEXT_FILE ? `${d.line}:${d.col}` : `${d.file.slice(d.file.lastIndexOf('/') + 1)}:${d.line}:${d.col}`;
  return `${where}: ${d.message}`;
}
