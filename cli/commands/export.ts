// `fairyforge export VARIANT --format fsf-ini [--out FILE] [--lossy]`: the variant as a
// Fairy-Stockfish variants.ini section (interop/export/). A variant with rules FSF cannot say is
// refused with every such rule, one line each, and nothing is written; with --lossy the section
// is written anyway, each dropped rule a `#` comment in it (and a note on stderr).

import { exportPlanIni } from '../../interop/export/export-ini.ts';
import { oneLine } from '../../schema/quote.ts';
import { UserError } from '../errors.ts';
import { checkOut, emit } from '../output-file.ts';
import { loadEngine } from '../variant-source.ts';

/** The formats `export` writes. */
export const EXPORT_FORMATS = ['fsf-ini'] as const;

export interface ExportOptions {
  format?: string;
  out?: string;
  lossy?: boolean;
  section?: string;
}

export async function exportCommand(variant: string, opts: ExportOptions): Promise<number> {
  if (opts.format !== undefined && !(EXPORT_FORMATS as readonly string[]).includes(opts.format)) {
    throw UserError.usage(`--format ${opts.format}: not an export format (${EXPORT_FORMATS.join(', ')})`);
  }
  if (opts.section !== undefined && !/^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/.test(opts.section)) {
    throw UserError.usage(`--section: a section name is 1-60 letters, digits, '_' or '-', starting with a letter or digit`);
  }
  checkOut(opts.out);
  const loaded = await loadEngine(variant, 'interpreted');
  const result = exportPlanIni(loaded.plan, { lossy: opts.lossy === true, ...(opts.section !== undefined && { section: opts.section }) });
  if (!result.ok) {
    // one line per refused rule after the summary, as a spec's diagnostics are printed
    for (const r of result.refused) process.stderr.write(`${oneLine(`${loaded.plan.name}: ${r.rule}: ${r.reason}`)}\n`);
    const n = result.refused.length;
    throw new UserError(`${loaded.plan.name}: not exported: Fairy-Stockfish cannot say ${n} rule${n === 1 ? '' : 's'} of it (listed above; --lossy writes the section without them)`);
  }
  emit(result.text, opts.out, [loaded]);
  if (result.dropped.length > 0) process.stderr.write(`fairyforge: ${result.dropped.length} rule(s) dropped; see the # comments in the section\n`);
  return 0;
}
