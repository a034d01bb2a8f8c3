// Test support: load a bundled variant, build its interpreted and generated engines, and
// replay seeded random games.

import { compileSpec } from '../compiler/compile.ts';
import { loadGeneratedFactory, VARIANTS_DIR } from '../generator/generate.ts';
import { Engine } from '../runtime/use/engine.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import type { Position } from '../runtime/state/position.ts';
import type { VariantSpec } from '../schema/spec-types.ts';
import { loadSpecFile, loadSpecText } from '../plan-checks/load.ts';
import { join } from 'node:path';
import { mulberry32 } from '../runtime/use/random.ts';

export const LONG = process.env.FAIRYFORGE_LONG === '1';

export function specFile(name: string): string {
  return join(VARIANTS_DIR, `${name}.yaml`);
}

export function loadSpec(name: string): VariantSpec {
  const r = loadSpecFile(specFile(name));
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.col}: ${d.message}`).join('\n'));
  return r.spec;
}

export function loadPlan(name: string): VariantPlan {
  return compileSpec(loadSpec(name));
}

export interface EnginePair {
  readonly interpreted: Engine;
  readonly generated: Engine;
}

export async function enginePair(name: string): Promise<EnginePair> {
  const plan = loadPlan(name);
  const factory = await loadGeneratedFactory(plan, specFile(name));
  return { interpreted: new Engine(plan), generated: new Engine(plan, factory) };
}

const textEngines = new Map<string, Promise<[Engine, Engine]>>();

/** The interpreted and the generated engine of a spec given as YAML text (`file` names it in errors); built once per text. */
export function specTextEngines(text: string, file: string): Promise<[Engine, Engine]> {
  const key = `${file}\n${text}`;
  let both = textEngines.get(key);
  if (!both) textEngines.set(key, (both = buildEngines(text, file)));
  return both;
}

async function buildEngines(text: string, file: string): Promise<[Engine, Engine]> {
  const r = loadSpecText(text, file);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.col}: ${d.message}`).join('\n'));
  const plan = compileSpec(r.spec);
  return [new Engine(plan), new Engine(plan, await loadGeneratedFactory(plan, file))];
}

/** An engine's result as ffish's result() writes it: `*` while the game goes on, else 1-0, 0-1 or 1/2-1/2. */
export function scoreText(r: ReturnType<Engine['result']>): string {
  return !r.over ? '*' : r.winner === 0 ? '1-0' : r.winner === 1 ? '0-1' : '1/2-1/2';
}

/** A deterministic 32-bit generator for seeded playouts. */
export const rng = mulberry32;

/**
 * Plays up to `plies` random legal moves from `pos` (stopping when the game is over),
 * calling `visit` on each position reached, the start included. Returns the moves played.
 */
export function randomPlayout(engine: Engine, pos: Position, seed: number, plies: number, visit?: (pos: Position) => void): string[] {
  const next = rng(seed);
  const played: string[] = [];
  visit?.(pos);
  for (let i = 0; i < plies; i++) {
    const moves = engine.moves(pos);
    if (moves.length === 0 || engine.result(pos, false).over) break;
    const move = moves[Math.floor(next() * moves.length)];
    engine.play(pos, move);
    played.push(move.uci);
    visit?.(pos);
  }
  return played;
}

/** The legal moves of `pos` as sorted keys: move text and the squares it captures on. */
export function moveKeys(engine: Engine, pos: Position): string[] {
  return engine
    .moves(pos)
    .map((m) => `${m.uci}:${[...m.captures].sort().join(',')}`)
    .sort();
}

/** A perft table row with its provenance in the name: nodes[d - 1] = perft(d). */
export interface PerftRow {
  readonly name: string;
  readonly fen: string;
  readonly nodes: readonly number[];
  /** Deepest depth run in the quick suite; two more (under 200M nodes) run with FAIRYFORGE_LONG=1. */
  readonly quickDepth: number;
}

/** The (position, depth, nodes) cases of a perft table this run checks. */
export function perftCases(rows: readonly PerftRow[]): { name: string; fen: string; depth: number; nodes: number }[] {
  return rows.flatMap((row) =>
    row.nodes
      .map((nodes, i) => ({ name: row.name, fen: row.fen, depth: i + 1, nodes }))
      .filter((c) => c.depth <= row.quickDepth || (LONG && c.nodes < 200_000_000 && c.depth <= row.quickDepth + 2)),
  );
}
