// `fairyforge describe`: a variant's rules in plain English (compare/describe.ts), as text,
// Markdown or JSON, on stdout or in the file of --out.

import { formatDescription } from '../../compare/describe.ts';
import type { DescribeFormat } from '../../compare/options.ts';
import { checkOut, emit } from '../output-file.ts';
import { loadEngine } from '../variant-source.ts';

export interface DescribeOptions {
  format?: DescribeFormat;
  json?: boolean;
  out?: string;
}

export async function describeCommand(variant: string, opts: DescribeOptions): Promise<number> {
  checkOut(opts.out);
  const loaded = await loadEngine(variant, 'interpreted');
  emit(formatDescription(loaded.plan, opts.json ? 'json' : (opts.format ?? 'text'), loaded.inherited), opts.out, [loaded]);
  return 0;
}
