// `fairyforge generate`: emits a typed engine module per variant (default: every bundled variant
// into generated/) and says what it wrote.

import { performance } from 'node:perf_hooks';
import { throwIfWriteFailed, UserError } from '../errors.ts';
import { out } from '../output.ts';
import { variants } from '../variant-loading.ts';

export async function generateCommand(names: string[], opts: { out?: string }): Promise<number> {
  const { bundledSpecFiles, generateModules, writeModules, GENERATED_DIR } = await import('../../generator/generate.ts');
  const { checkDestination } = await import('../../generator/write.ts');
  const { resolveVariant } = await variants();
  const files: string[] = [];
  for (const name of names) files.push(await resolveVariant(name));
  const outDir = opts.out ?? GENERATED_DIR;
  // a folder that cannot be written fails before any engine is emitted
  throwIfWriteFailed(checkDestination(outDir, 'folder'));
  const started = performance.now();
  const result = generateModules(files.length ? files : bundledSpecFiles(), outDir);
  if (!result.ok) throw new UserError('', { diagnostics: result.diagnostics });
  throwIfWriteFailed(writeModules(result.modules));
  for (const m of result.modules) out(`wrote ${m.file}`);
  out(`generated ${result.modules.length} engine(s) in ${Math.round(performance.now() - started)} ms`);
  return 0;
}
