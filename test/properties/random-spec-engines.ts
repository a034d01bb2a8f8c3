// What the random-spec properties (random-specs.test.ts, random-spec-regressions.test.ts) share:
// the located-diagnostics contract of a rejected file, generated engines written into
// .cache/robustness and imported, perft from the start within node caps, the brute-force
// legality oracle (no reply takes a royal piece), and FENs checked to read back.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import { compileSpec } from '../../compiler/compile.ts';
import { emitEngine } from '../../generator/emit/engine.ts';
import { planFingerprint } from '../../generator/fingerprint.ts';
import { REPO_ROOT, type GeneratorFactory } from '../../generator/generate.ts';
import { ChainLimitExceeded } from '../../runtime/rules/chain-states.ts';
import { applyCaptureRules } from '../../runtime/rules/chains.ts';
import { Engine } from '../../runtime/use/engine.ts';
import { generateLegal } from '../../runtime/legal/legal.ts';
import { F_CAPTURE, M_COUNT, M_FLAGS, M_HEADER } from '../../runtime/moves.ts';
import type { Position } from '../../runtime/state/position.ts';
import type { VariantPlan } from '../../runtime/plan/variant.ts';
import { loadSpecText } from '../../plan-checks/load.ts';
import { LONG, moveKeys, randomPlayout } from '../support.ts';

const CACHE = join(REPO_ROOT, '.cache', 'robustness');
/** Node caps: perft(2) only when perft(1) is at most this, perft(3) only when perft(2) is. */
const MAX_BRANCHING = 200;
const MAX_DEPTH3 = 1500;
/** Plies of the random game along which the brute-force oracle checks each file, and the positions per file it must reach on average. */
export const ORACLE_PLIES = 12;
export const ORACLE_POSITIONS_PER_FILE = 10;
/** The long run's samples take minutes (each accepted file emits and imports an engine); the default run keeps vitest's limit. */
export const LONG_TIMEOUT = LONG ? 30 * 60_000 : undefined;

/** The located-diagnostics contract of a rejected file. */
export function expectExplained(text: string, result: ReturnType<typeof loadSpecText>): void {
  if (result.ok) return;
  expect(result.diagnostics.length, text).toBeGreaterThan(0);
  for (const d of result.diagnostics) {
    expect(d.line, `${d.code}: ${d.message}\n${text}`).toBeGreaterThanOrEqual(1);
    expect(d.col, `${d.code}: ${d.message}\n${text}`).toBeGreaterThanOrEqual(1);
    expect(d.message.length).toBeGreaterThan(0);
    expect(d.code.length).toBeGreaterThan(0);
  }
}

/** Writes the generated engine of `plan` into .cache/robustness and imports it. */
export async function generatedFactory(plan: VariantPlan): Promise<{ file: string; factory: GeneratorFactory }> {
  mkdirSync(CACHE, { recursive: true });
  const file = join(CACHE, `fuzz-${planFingerprint(plan)}.ts`);
  writeFileSync(file, emitEngine(plan, { source: 'fuzz.yaml' }));
  const mod = (await import(pathToFileURL(file).href)) as { createGenerator: GeneratorFactory };
  return { file, factory: mod.createGenerator };
}

/** Perft from the start, as deep as the node caps allow (at least 1); the position is restored. */
export function perftCounts(engine: Engine): number[] {
  const pos = engine.start();
  const fen = engine.fen(pos);
  const counts: number[] = [];
  for (let depth = 1; depth <= 3; depth++) {
    const n = engine.perft(pos, depth);
    expect(engine.fen(pos)).toBe(fen);
    counts.push(n);
    if ((depth === 1 && n > MAX_BRANCHING) || (depth === 2 && n > MAX_DEPTH3)) break;
  }
  return counts;
}

export type Outcome = 'rejected' | 'accepted';

/** Loads a generated file: rejected ones must be explained; accepted ones compile. */
export function load(text: string): VariantPlan | undefined {
  const result = loadSpecText(text, 'fuzz.yaml');
  if (!result.ok) {
    expectExplained(text, result);
    return undefined;
  }
  return compileSpec(result.spec);
}

/** Wraps a property body so that a failure shows the generated file. */
export async function withSpec(text: string, body: () => Promise<void> | void): Promise<void> {
  try {
    await body();
  } catch (e) {
    throw new Error(`${(e as Error).message}\n--- spec ---\n${text}`, { cause: e });
  }
}

/** A move record as a sorted list of its square changes (the move's effect). */
function effect(d: Int32Array, off: number): string {
  const out: string[] = [];
  for (let i = off + M_HEADER; i < off + M_HEADER + 3 * d[off + M_COUNT]; i += 3) out.push(`${d[i]}:${d[i + 1]}>${d[i + 2]}`);
  return out.sort().join(' ');
}

/** Pseudo-legal moves of the side to move, after the capture rules: offsets into the buffer. */
function pseudoLegal(engine: Engine, pos: Position): number[] {
  const first = engine.buf.count;
  engine.gen.generate(pos, engine.buf);
  if (pos.t.capturePostProcess) applyCaptureRules(pos, engine.gen, engine.buf, first);
  return Array.from(engine.buf.offsets.subarray(first, engine.buf.count));
}

/**
 * The legality oracle by brute force: a move is legal when no reply of the opponent removes a
 * royal piece of the mover. Returns the legal moves' effects, sorted.
 */
export function bruteForceLegal(engine: Engine, pos: Position): string[] {
  const { buf } = engine;
  const [top, count] = [buf.top, buf.count];
  const us = pos.side;
  const safe: number[] = [];
  for (const off of pseudoLegal(engine, pos)) {
    pos.make(buf.data, off);
    const royals = pos.t.geo.squares.filter((sq) => pos.board[sq] > 0 && pos.t.royal[pos.board[sq]] && (pos.board[sq] & 1) === us);
    const [t2, c2] = [buf.top, buf.count];
    // a capture of the royal counts whether or not the capturer could promote after it (Grand
    // Chess's rule): replies are generated as if every captured piece were in the pool
    const pool = pos.pool.slice();
    if (pos.t.plan.promotion?.fromCaptured) pos.pool.fill(1 << 20);
    const taken = !pos.finished && pseudoLegal(engine, pos).some((reply) => {
      const d = buf.data;
      for (let i = reply + M_HEADER; i < reply + M_HEADER + 3 * d[reply + M_COUNT]; i += 3) {
        if (royals.includes(d[i]) && !(d[i + 2] > 0 && (d[i + 2] & 1) === us)) return true;
      }
      return false;
    });
    pos.pool.set(pool);
    [buf.top, buf.count] = [t2, c2];
    pos.unmake(buf.data, off);
    if (!taken) safe.push(off);
  }
  // with checkmate, a capture is compulsory only where a legal one exists (losers' rule, ffish's mustCapture)
  const captures = safe.filter((off) => buf.data[off + M_FLAGS] & F_CAPTURE);
  const legal = (pos.t.plan.mandatoryCapture && captures.length > 0 ? captures : safe).map((off) => effect(buf.data, off));
  [buf.top, buf.count] = [top, count];
  return legal.sort();
}

/** The engine's legal moves' effects, sorted. */
export function engineLegal(engine: Engine, pos: Position): string[] {
  const { buf } = engine;
  const [top, count] = [buf.top, buf.count];
  const first = generateLegal(pos, engine.gen, buf);
  const legal = Array.from(buf.offsets.subarray(first, buf.count), (off) => effect(buf.data, off)).sort();
  [buf.top, buf.count] = [top, count];
  return legal;
}

/** Perft, or the runtime's refusal of a position past its chain-state limit ('limit'). */
export function perftOrLimit(engine: Engine, depth: number): number | 'limit' {
  try {
    return engine.perft(engine.start(), depth);
  } catch (e) {
    if (e instanceof ChainLimitExceeded) return 'limit';
    throw e;
  }
}

/** Plays `uci` from the start in both engines; returns each engine's FEN after it, checking that it reads back. */
export async function fenAfter(text: string, uci: string): Promise<string[]> {
  const plan = load(text)!;
  const { factory } = await generatedFactory(plan);
  return [new Engine(plan), new Engine(plan, factory)].map((engine) => {
    const pos = engine.start();
    const move = engine.moves(pos).find((m) => m.uci === uci);
    expect(move, uci).toBeDefined();
    engine.play(pos, move!);
    const fen = engine.fen(pos);
    const back = engine.parseFen(fen);
    expect(back.ok ? engine.fen(back.pos) : back.error.message).toBe(fen);
    return fen;
  });
}

/** Every position up to two plies from the start, in both engines: its FEN reads back to itself. */
export async function fensReadBack(text: string): Promise<number> {
  const plan = load(text)!;
  const { factory } = await generatedFactory(plan);
  let checked = 0;
  for (const engine of [new Engine(plan), new Engine(plan, factory)]) {
    const visit = (fen: string, depth: number): void => {
      const back = engine.parseFen(fen);
      expect(back.ok ? engine.fen(back.pos) : back.error.message, fen).toBe(fen);
      checked++;
      if (depth === 0 || !back.ok) return;
      for (const move of engine.moves(back.pos)) {
        const pos = engine.parseFen(fen);
        if (!pos.ok) return;
        engine.play(pos.pos, move);
        visit(engine.fen(pos.pos), depth - 1);
      }
    };
    visit(engine.fen(engine.start()), 2);
  }
  return checked;
}

/**
 * Plays a random game with `a`; at every position its FEN reads back in both engines to the
 * same FEN and the same game state, and both engines list the same moves there.
 */
export function agreeAlongGame(a: Engine, b: Engine, seed: number): void {
  randomPlayout(a, a.start(), seed, 30, (pos) => {
    const fen = a.fen(pos);
    const moves = moveKeys(a, pos);
    for (const e of [a, b]) {
      const back = e.parseFen(fen);
      if (!back.ok) throw new Error(`${fen}: ${back.error.message}`);
      expect(e.fen(back.pos)).toBe(fen);
      expect(back.pos.finished, fen).toBe(pos.finished);
      expect(moveKeys(e, back.pos), fen).toEqual(moves);
    }
  });
}
