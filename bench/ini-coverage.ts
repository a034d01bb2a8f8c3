// Import coverage of a variants.ini file: how many of its sections import in full (no option
// refused) and then play as ffish plays them (perft d1..DEPTH from each side's own start position,
// the deeper plies only while the count stays small). The figure #26 asks for, measured on a file
// the tests have not seen, such as Fairy-Stockfish's own src/variants.ini from a fetched snapshot
// (not in this repository: it is GPL).
// Usage: node --conditions=fairyforge-source --import tsx bench/ini-coverage.ts FILE.ini [--depth 3] [--json] [--rows]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importIni, type ImportedSpec } from '../interop/import/import.ts';
import { loadVariant } from '../lib/index.ts';
import { loadFfish, type Ffish } from '../test/oracle/ffish.ts';

/** A deeper ply is counted only while the previous one stayed under this many leaves. */
const LEAF_LIMIT = 20_000;

export type SectionStatus =
  | { section: string; status: 'match'; counts: number[] }
  | { section: string; status: 'mismatch'; counts: number[]; oracle: number[] }
  | { section: string; status: 'partial'; explanations: readonly string[] }
  | { section: string; status: 'load-failed' | 'oracle-failed'; message: string };

export interface Coverage {
  readonly sections: number;
  readonly inFull: number;
  readonly matching: number;
  readonly rows: readonly SectionStatus[];
  /** Refusal reasons by the option refused, most frequent first. */
  readonly refusals: readonly (readonly [string, number])[];
}

export async function iniCoverage(text: string, file: string, depth: number): Promise<Coverage> {
  const ff = await loadFfish();
  (ff.raw as unknown as { loadVariantConfig(text: string): void }).loadVariantConfig(text);
  const imported = importIni(text, { file });
  if (!imported.ok) throw new Error(imported.diagnostics.map((d) => `${d.file}:${d.line}:${d.col}: ${d.message}`).join('\n'));
  const dir = mkdtempSync(join(tmpdir(), 'ff-ini-coverage-'));
  try {
    for (const s of imported.specs) writeFileSync(join(dir, `${s.fileName}.yaml`), s.yaml);
    const rows: SectionStatus[] = [];
    for (const s of imported.specs) rows.push(await sectionStatus(s, dir, ff, depth));
    const refusals = new Map<string, number>();
    for (const r of rows) if (r.status === 'partial') for (const e of r.explanations) refusals.set(optionOf(e), (refusals.get(optionOf(e)) ?? 0) + 1);
    return {
      sections: rows.length,
      inFull: rows.filter((r) => r.status !== 'partial').length,
      matching: rows.filter((r) => r.status === 'match').length,
      rows,
      refusals: [...refusals].sort((a, b) => b[1] - a[1]),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function sectionStatus(s: ImportedSpec, dir: string, ff: Ffish, depth: number): Promise<SectionStatus> {
  if (!s.complete) return { section: s.section, status: 'partial', explanations: s.explanations };
  let variant;
  try {
    variant = await loadVariant(join(dir, `${s.fileName}.yaml`), { engine: 'interpreted' });
  } catch (e) {
    return { section: s.section, status: 'load-failed', message: firstLine(e) };
  }
  const counts: number[] = [];
  const oracle: number[] = [];
  try {
    for (let d = 1; d <= depth && (counts.at(-1) ?? 0) < LEAF_LIMIT; d++) {
      counts.push(variant.perft(d, variant.startFen));
      oracle.push(ff.perft(s.section, ff.startFen(s.section), d));
      if (counts.at(-1) !== oracle.at(-1)) return { section: s.section, status: 'mismatch', counts, oracle };
    }
  } catch (e) {
    return { section: s.section, status: 'oracle-failed', message: firstLine(e) };
  }
  return { section: s.section, status: 'match', counts };
}

/** `variants.ini:12: wallingRule = arrow: not expressible yet: …` → `wallingRule`. */
function optionOf(explanation: string): string {
  return /^(?:[^:]*:\d+|built-in [^:]+): ([^ =:]+)/.exec(explanation)?.[1] ?? explanation;
}

function firstLine(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).split('\n')[0]!;
}

function percent(n: number, of: number): string {
  return `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;
}

async function main(argv: readonly string[]): Promise<void> {
  const file = argv.find((a) => !a.startsWith('--') && argv[argv.indexOf(a) - 1] !== '--depth');
  if (!file) throw new Error('usage: bench/ini-coverage.ts FILE.ini [--depth 3] [--json] [--rows]');
  const depthAt = argv.indexOf('--depth');
  const depth = depthAt >= 0 ? Number(argv[depthAt + 1]) : 3;
  const c = await iniCoverage(readFileSync(file, 'utf8'), file.split('/').at(-1)!, depth);
  if (argv.includes('--json')) {
    console.log(JSON.stringify(c, null, 1));
    return;
  }
  if (argv.includes('--rows')) for (const r of c.rows) console.log(`${r.section}: ${r.status}${'counts' in r ? ` ${r.counts.join(' ')}` : ''}${'oracle' in r ? ` (ffish ${r.oracle.join(' ')})` : ''}${'message' in r ? ` ${r.message}` : ''}${'explanations' in r ? ` ${r.explanations.join(' | ')}` : ''}`);
  console.log(`${file}: ${c.sections} sections; ${c.inFull} import in full (${percent(c.inFull, c.sections)}); ${c.matching} in full and matching ffish at perft d1-${depth} (${percent(c.matching, c.sections)})`);
  console.log('refused options, by sections:');
  for (const [option, n] of c.refusals) console.log(`  ${String(n).padStart(3)}  ${option}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
