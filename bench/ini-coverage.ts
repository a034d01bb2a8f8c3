// Import coverage of a variants.ini file: how many of its sections import in full (no option
// refused) and then play as ffish plays them: perft d1..DEPTH from each side's own start position
// (the deeper plies only while the count stays small), then perft d1-2 after each of a few seeded
// random playouts that ffish plays. The figure #26 asks for, measured on a file
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
const PLAYOUTS = 3;
const PLAYOUT_PLIES = 12;

export type SectionStatus =
  | { section: string; status: 'match'; counts: number[] }
  | { section: string; status: 'mismatch'; at: string; counts: number[]; oracle: number[] }
  | { section: string; status: 'partial'; explanations: readonly string[] }
  | { section: string; status: 'load-failed' | 'fen-refused' | 'oracle-failed'; message: string };

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
  const start = ff.startFen(s.section);
  const compare = (ours: string, theirs: string, deepest: number): SectionStatus | undefined => {
    const counts: number[] = [];
    const oracle: number[] = [];
    for (let d = 1; d <= deepest && (counts.at(-1) ?? 0) < LEAF_LIMIT; d++) {
      try {
        counts.push(variant.perft(d, ours));
      } catch (e) {
        return { section: s.section, status: 'fen-refused', message: `${ours}: ${firstLine(e)}` };
      }
      oracle.push(ff.perft(s.section, theirs, d));
      if (counts.at(-1) !== oracle.at(-1)) return { section: s.section, status: 'mismatch', at: theirs, counts, oracle };
    }
    return undefined;
  };
  try {
    const fromStart = compare(variant.startFen, start, depth);
    if (fromStart) return fromStart;
    for (let seed = 1; seed <= PLAYOUTS; seed++) {
      const fen = playout(ff, s.section, start, seed);
      const after = compare(fen, fen, 2);
      if (after) return after;
    }
  } catch (e) {
    return { section: s.section, status: 'oracle-failed', message: firstLine(e) };
  }
  return { section: s.section, status: 'match', counts: [] };
}

/** The FEN after up to PLAYOUT_PLIES moves ffish picks by a seeded generator (fewer if the game ends). */
function playout(ff: Ffish, section: string, start: string, seed: number): string {
  let fen = start;
  let state = seed;
  for (let ply = 0; ply < PLAYOUT_PLIES && !ff.isGameOver(section, fen); ply++) {
    const moves = ff.legalMoves(section, fen);
    if (moves.length === 0) break;
    state = (state * 1103515245 + 12345) % 2147483648;
    const next = ff.fenAfter(section, fen, [moves[state % moves.length]!]);
    // ffish now and then writes a FEN its own validateFen refuses (doublearmy): stop before it
    if (ff.raw.validateFen(next, section) < 1) break;
    fen = next;
  }
  return fen;
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
  if (argv.includes('--rows')) for (const r of c.rows) console.log(`${r.section}: ${r.status}${'oracle' in r ? ` at ${r.at}: ${r.counts.join(' ')} (ffish ${r.oracle.join(' ')})` : ''}${'message' in r ? ` ${r.message}` : ''}${'explanations' in r ? ` ${r.explanations.join(' | ')}` : ''}`);
  console.log(`${file}: ${c.sections} sections; ${c.inFull} import in full (${percent(c.inFull, c.sections)}); ${c.matching} in full and matching ffish (perft d1-${depth} from the start, d1-2 after ${PLAYOUTS} random playouts) (${percent(c.matching, c.sections)})`);
  console.log('refused options, by sections:');
  for (const [option, n] of c.refusals) console.log(`  ${String(n).padStart(3)}  ${option}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
