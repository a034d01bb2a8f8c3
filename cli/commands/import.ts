// `fairyforge import FILE.ini [--variant NAME ...] [--out DIR] [--partial]`: one YAML spec per
// section of a Fairy-Stockfish variants.ini. A section using an option the language cannot say
// is written with a located explanation per option and makes the exit code 1 unless --partial.
// Malformed ini: the located errors, nothing written, exit code 1.

import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { formatDiagnostic } from '../../schema/diagnostic.ts';
import { INI_LIMITS } from '../../interop/ini/read.ts';
import { EXIT_FAILURE, UserError } from '../errors.ts';
import { out } from '../output.ts';

export interface ImportCommandOptions {
  variant?: string[];
  out?: string;
  partial?: boolean;
}

export async function importCommand(path: string, opts: ImportCommandOptions): Promise<number> {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new UserError(`no such file: ${path}`);
  }
  // refuse before reading it all, as the YAML loader does
  if (size > INI_LIMITS.bytes) throw new UserError(`${path}: the file has ${size} bytes; an ini file is refused above ${INI_LIMITS.bytes}`);
  const { importIni } = await import('../../interop/import/import.ts');
  const result = importIni(readFileSync(path, 'utf8'), { file: basename(path), variants: opts.variant ?? [] });
  if (!result.ok) {
    for (const d of result.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
    return EXIT_FAILURE;
  }
  const dir = opts.out ?? '.';
  mkdirSync(dir, { recursive: true });
  let partial = false;
  for (const spec of result.specs) {
    writeFileSync(join(dir, `${spec.fileName}.yaml`), spec.yaml);
    out(`${spec.complete ? 'wrote' : 'wrote (partial)'} ${join(dir, `${spec.fileName}.yaml`)}`);
    for (const e of spec.explanations) process.stderr.write(`${e}\n`);
    for (const n of spec.notes) process.stderr.write(`note: ${n}\n`);
    partial ||= !spec.complete;
  }
  return partial && !opts.partial ? EXIT_FAILURE : 0;
}
