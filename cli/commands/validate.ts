// `fairyforge validate`: checks variant files (a directory means every *.yaml in it) and prints
// `ok <file>` or each problem as file:line:col: message; exit code 1 when any file fails.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { clip, oneLine } from '../../schema/quote.ts';
import { formatDiagnostic, type Diagnostic } from '../../schema/diagnostic.ts';
import { EXIT_FAILURE, UserError } from '../errors.ts';
import { out, printJson } from '../output.ts';
import { variants } from '../variant-loading.ts';


/**
 * The `*.yaml` files a validate argument stands for: a variant name (as in every command; a bare
 * name that is not a directory), a file, or every .yaml in a directory.
 */
async function expandPath(arg: string): Promise<{ files: string[] } | { error: string }> {
  const { isVariantName, resolveVariant } = await variants();
  if (isVariantName(arg) && !(existsSync(arg) && statSync(arg).isDirectory())) {
    try {
      return { files: [await resolveVariant(arg)] };
    } catch (e) {
      if (e instanceof UserError) return { error: e.message };
      throw e;
    }
  }
  let stat;
  try {
    stat = statSync(arg);
  } catch {
    return { error: `no such file or directory: ${clip(arg, 200)}` };
  }
  if (!stat.isDirectory()) return { files: [arg] };
  const files = readdirSync(arg)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => join(arg, f));
  if (files.length === 0) return { error: `no .yaml files in directory ${clip(arg, 200)}` };
  return { files };
}

// ---------------------------------------------------------------------------------------

export async function validateCommand(paths: string[], opts: { json?: boolean }): Promise<number> {
  const [{ loadSpecFile }, { nameClashes }] = await Promise.all([import('../../plan-checks/load.ts'), import('../../loading/load.ts')]);
  const report: { file: string; ok: boolean; diagnostics: Diagnostic[] }[] = [];
  const errors: string[] = [];
  const loads = [];
  for (const p of paths) {
    const expanded = await expandPath(p);
    if ('error' in expanded) {
      errors.push(expanded.error);
      continue;
    }
    // a file that passes validation can be generated: its name is its file name
    for (const file of expanded.files) {
      const load = loadSpecFile(file, { nameFromFile: true });
      loads.push(load);
      report.push({ file, ok: load.ok, diagnostics: load.ok ? [] : load.diagnostics });
    }
  }
  for (const clash of nameClashes(loads)) {
    const entry = report.find((r) => r.ok && r.file === clash.file)!;
    entry.ok = false;
    entry.diagnostics.push(clash);
  }
  const failed = errors.length > 0 || report.some((r) => !r.ok);
  if (opts.json) {
    printJson({ ok: !failed, files: report, errors });
  } else {
    for (const r of report) {
      // a file name in a directory can hold anything, terminal escapes included
      if (r.ok) out(`ok ${oneLine(r.file)}`);
      else for (const d of r.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
    }
    for (const e of errors) process.stderr.write(`fairyforge: ${oneLine(e)}\n`);
  }
  return failed ? EXIT_FAILURE : 0;
}
