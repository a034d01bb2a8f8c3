// Whatever the validator accepts runs; whatever it rejects is explained. Random variant files
// (test/arbitraries/spec.ts) either load, compile, emit an engine that type-checks and agrees
// with the interpreter on perft from the start position — or are rejected with located
// diagnostics. Never an exception. Each defect these properties found is a fixed row below.

import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Project } from 'ts-morph';
import { describe, expect, test } from 'vitest';
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
import type { VariantPlan } from '../../runtime/plan.ts';
import { loadSpecText } from '../../plan-checks/load.ts';
import { checkmateSpec, crowdedChainSpec, variantSpec } from '../arbitraries/spec.ts';
import { LONG, moveKeys, randomPlayout } from '../support.ts';

const CACHE = join(REPO_ROOT, '.cache', 'robustness');
/** Node caps: perft(2) only when perft(1) is at most this, perft(3) only when perft(2) is. */
const MAX_BRANCHING = 200;
const MAX_DEPTH3 = 1500;
/** Plies of the random game along which the brute-force oracle checks each file, and the positions per file it must reach on average. */
const ORACLE_PLIES = 12;
const ORACLE_POSITIONS_PER_FILE = 10;
/** The long run's samples take minutes (each accepted file emits and imports an engine); the default run keeps vitest's limit. */
const LONG_TIMEOUT = LONG ? 30 * 60_000 : undefined;

/** The located-diagnostics contract of a rejected file. */
function expectExplained(text: string, result: ReturnType<typeof loadSpecText>): void {
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
async function generatedFactory(plan: VariantPlan): Promise<{ file: string; factory: GeneratorFactory }> {
  mkdirSync(CACHE, { recursive: true });
  const file = join(CACHE, `fuzz-${planFingerprint(plan)}.ts`);
  writeFileSync(file, emitEngine(plan, { source: 'fuzz.yaml' }));
  const mod = (await import(pathToFileURL(file).href)) as { createGenerator: GeneratorFactory };
  return { file, factory: mod.createGenerator };
}

/** Perft from the start, as deep as the node caps allow (at least 1); the position is restored. */
function perftCounts(engine: Engine): number[] {
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

type Outcome = 'rejected' | 'accepted';

/** Loads a generated file: rejected ones must be explained; accepted ones compile. */
function load(text: string): VariantPlan | undefined {
  const result = loadSpecText(text, 'fuzz.yaml');
  if (!result.ok) {
    expectExplained(text, result);
    return undefined;
  }
  return compileSpec(result.spec);
}

/** Wraps a property body so that a failure shows the generated file. */
async function withSpec(text: string, body: () => Promise<void> | void): Promise<void> {
  try {
    await body();
  } catch (e) {
    throw new Error(`${(e as Error).message}\n--- spec ---\n${text}`, { cause: e });
  }
}

/**
 * Defects the properties found, fixed; each row is a spec that once crashed, hung or misplayed.
 * `codes`: the diagnostics it now gets; `moves`: for an accepted spec, the legal moves from the
 * start of the piece on `from` (both engines).
 */
const REGRESSIONS: { name: string; text: string; codes?: string[]; from?: string; moves?: string[] }[] = [
  {
    name: 'a start position without a royal piece for Black passed the checks, then Engine.start threw',
    text: 'name: a\nboard: { files: 2, ranks: 1 }\npieces:\n  - { name: king, letter: b, betza: W, royal: true }\nstart: B1 w - - 0 1\n',
    codes: ['start-empty'], // Black has no piece at all: said before the royal count of the FEN
  },
  {
    name: 'a jumping knight leap has no midpoint: the generated engine wrote half-square offsets',
    text: 'name: a\nboard: { files: 4, ranks: 4 }\npieces:\n  - { name: king, letter: k, betza: K }\n  - { name: hop, letter: h, moves: [{ atom: N, capture: jump }] }\ngoal: { type: capture, piece: k }\nstart: "k3/4/4/H2K w - - 0 1"\n',
    codes: ['jump-midpoint'],
  },
  {
    name: 'a removing rider (range 0) was accepted and silently played as range 1',
    text: 'name: a\nboard: { files: 4, ranks: 4 }\npieces:\n  - { name: king, letter: k, betza: K }\n  - { name: rem, letter: b, moves: [{ atom: W, range: 0, capture: remove }] }\ngoal: { type: capture, piece: k }\nstart: "k3/4/4/B2K w - - 0 1"\n',
    codes: ['remove-range'],
  },
  {
    name: 'a knight on a 1-file board never moves: rejected, naming the board',
    text: 'name: a\nboard: { files: 1, ranks: 8 }\npieces:\n  - { name: king, letter: k, royal: true, betza: W }\n  - { name: knight, letter: n, betza: N }\nstart: "k/1/1/1/N/1/1/K w - - 0 1"\n',
    codes: ['move-off-board'],
  },
  {
    name: "a pawn's initial run longer than the mailbox border (20 > 15 squares) is rejected, naming the limit",
    text: 'name: a\nboard: { files: 16, ranks: 16 }\npieces:\n  - { name: king, letter: k, royal: true, betza: K }\n  - { name: pawn, letter: p, pawn: true, moves: [{ atom: [0, 5], range: 4, directions: [f], mode: move, initial: true }] }\nstart: "k15/16/16/16/16/16/16/16/16/16/16/16/16/16/P15/15K w - - 0 1"\n',
    codes: ['move-reach'],
  },
  {
    name: 'promotion into the royal piece gave a side two royals: the engines disagreed (perft(3) 174 interpreted, 196 generated); several royals are a rule now (runtime/rules/royals.ts), the pawn promoting into itself is still refused',
    text: 'name: a\nboard: { files: 2, ranks: 8 }\npieces:\n  - { name: man, letter: j, betza: K, pawn: true }\n  - { name: king, letter: g, betza: K, royal: true }\npromotion: { zones: [{ rank: -2, mandatory: false }], choices: [j, g] }\nstart: J1/j1/2/2/g1/G1/j1/2 w - - 0 1\n',
    codes: ['promotion-pawn'],
  },
  {
    name: 'checkmate with removal captures and castling: castling\'s safe squares are judged by the attack tables, which cannot see the remover (still refused, located at castling)',
    text: 'name: a\nboard: { files: 8, ranks: 2 }\npieces:\n  - { name: king, letter: k, royal: true, betza: K }\n  - { name: rook, letter: r, betza: R }\n  - { name: remover, letter: v, moves: [{ atom: W, capture: remove }] }\ncastling: { king: k, rook: r }\nstart: "r3k2r/R3K2R w KQkq - 0 1"\n',
    codes: ['checkmate-capture-rules'],
  },
  {
    name: 'checkmate with withdrawal captures and promotion from captured pieces: a withdrawal that could not promote would attack by one test and not the other (still refused, located at fromCaptured)',
    text: 'name: a\nboard: { files: 4, ranks: 4 }\npieces:\n  - { name: king, letter: k, royal: true, betza: K }\n  - { name: pawn, letter: p, pawn: true, moves: [{ atom: W, directions: [f], capture: withdrawal }] }\n  - { name: rook, letter: r, betza: R }\npromotion: { choices: [r], fromCaptured: true }\nstart: "k3/4/P3/3K[] w - - 0 1"\n',
    codes: ['checkmate-capture-rules'],
  },
  {
    name: 'a sweeper in a crowd: every order of its approach and withdrawal captures was a chain, and perft(1) ran for minutes',
    text: 'name: a\nboard: { files: 7, ranks: 7 }\npieces:\n  - { name: king, letter: k, betza: K }\n  - { name: man, letter: m, betza: W }\n  - { name: sweeper, letter: a, moves: [{ atom: W, range: 0, capture: approach }, { atom: F, range: 0, capture: withdrawal }] }\ngoal: { type: capture, piece: k }\ncaptureRules: { chains: true }\nstart: "kmm1m2/m2mm2/m2m1mm/1mm1mm1/mm1m2m/2mm2m/A1m1mmK w - - 0 1"\n',
    codes: ['chain-limit'],
  },
  {
    name: "a start position with the side not to move in check: White's first move took Black's king, and the FEN after it could not be read back",
    text: 'name: a\nboard: { files: 3, ranks: 4 }\npieces:\n  - { name: king, letter: u, betza: K, royal: true }\nstart: 3/3/1uU/3 w - - 0 1\n',
    codes: ['start-position'],
  },
  {
    name: 'promotion into a promoting pawn left a pawn unpromoted in its zone: the FEN after it could not be read back',
    text: 'name: a\nboard: { files: 4, ranks: 5 }\npieces:\n  - { name: pawn, letter: a, betza: W2, pawn: true }\n  - { name: king, letter: g, betza: K }\ngoal: { type: capture, piece: g }\npromotion: { zones: [{ rank: 3, mandatory: true }], choices: [a] }\nstart: 1g2/4/4/4/A1G1 w - - 0 1\n',
    codes: ['promotion-pawn'],
  },
  {
    name: 'a goal piece fused into a compound: the game went on, but the FEN of the position said it was over (and the reverse after promoting into the goal piece)',
    text: 'name: a\nboard: { files: 4, ranks: 4 }\npieces:\n  - { name: rook, letter: r, betza: R }\n  - { name: king, letter: z, betza: K }\n  - { name: kingrook, letter: s, compound: [rook, king] }\ngoal: { type: capture, piece: z }\npromotion: { choices: [z] }\nfusion: { pieces: [rook] }\nstart: z3/4/4/R2Z w - - 0 1\n',
    codes: ['goal-count', 'goal-count'],
  },
  {
    name: 'a pawn run of two Z leaps passed over five squares; the FEN kept two of them and could not be read back',
    text: 'name: a\nboard: { files: 16, ranks: 10 }\npieces:\n  - { name: pawn, letter: v, pawn: true, moves: [{ atom: Z, range: 2, directions: [fr], mode: move, initial: true }, { atom: F, directions: [f], mode: capture }] }\n  - { name: king, letter: i, betza: K }\ngoal: { type: capture, piece: i }\nstart: 8i7/16/16/16/16/16/16/16/7I8/15V w - - 0 1\n',
    codes: ['ep-squares'],
  },
  {
    name: 'custodian H looked past the mailbox border and captured across the board edge (g3h3 took b4)',
    text: 'name: a\nboard: { files: 8, ranks: 8 }\npieces:\n  - { name: king, letter: k, betza: K }\n  - { name: guard, letter: g, betza: W, custodian: H }\n  - { name: man, letter: m, betza: W }\ngoal: { type: capture, piece: k }\nstart: "k7/8/8/8/1m2M3/6G1/8/7K w - - 0 1"\n',
    from: 'g3',
    moves: ['g3f3', 'g3g2', 'g3g4', 'g3h3'],
  },
];

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
function bruteForceLegal(engine: Engine, pos: Position): string[] {
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
function engineLegal(engine: Engine, pos: Position): string[] {
  const { buf } = engine;
  const [top, count] = [buf.top, buf.count];
  const first = generateLegal(pos, engine.gen, buf);
  const legal = Array.from(buf.offsets.subarray(first, buf.count), (off) => effect(buf.data, off)).sort();
  [buf.top, buf.count] = [top, count];
  return legal;
}

describe('regressions found by the random-spec properties', () => {
  test.each(REGRESSIONS)('$name', async ({ text, codes, from, moves }) => {
    const result = loadSpecText(text, 'regression.yaml');
    if (codes) {
      expect(result.ok).toBe(false);
      expectExplained(text, result);
      if (!result.ok) expect(result.diagnostics.map((d) => d.code)).toEqual(codes);
      return;
    }
    if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
    const plan = compileSpec(result.spec);
    const { factory } = await generatedFactory(plan);
    for (const engine of [new Engine(plan), new Engine(plan, factory)]) {
      const pos = engine.start();
      const found = engine.moves(pos).filter((m) => m.uci.startsWith(from!));
      expect(found.map((m) => m.uci).sort()).toEqual(moves);
      expect(found.every((m) => m.captures.length === 0)).toBe(true);
    }
  });
});

/**
 * Checkmate with the capture modes the attack tables cannot see, once refused (rule
 * checkmate-capture-rules) and each a wrong move list before that: now accepted, with the legal
 * moves from the start those no reply punishes (both engines, against the brute-force oracle).
 */
const CHECKMATE_CAPTURES: { name: string; text: string; legal: number }[] = [
  {
    name: 'colour binding: the check test ignored the binding and forbade safe king moves (2 legal, 4 by brute force)',
    text: 'name: a\nboard: { files: 13, ranks: 8 }\npieces:\n  - { name: king, letter: g, betza: K, royal: true }\ncolourBound: true\nstart: 13/13/13/3G9/3g9/13/13/13 w - - 0 1\n',
    legal: 4,
  },
  {
    name: 'removal captures: a king next to a remover was not seen attacked (24 legal before)',
    text: 'name: a\nboard: { files: 4, ranks: 4 }\npieces:\n  - { name: king, letter: c, betza: K, royal: true }\n  - { name: remover, letter: v, moves: [{ atom: W, capture: remove }] }\nstart: "c3/4/1Cv1/4 w - - 0 1"\n',
    legal: 4,
  },
  {
    name: 'withdrawal and custodian captures: a king next to a withdrawer, or where a pincer can flank it, was not seen attacked',
    text: 'name: a\nboard: { files: 6, ranks: 6 }\npieces:\n  - { name: withdrawer, letter: w, moves: [{ atom: W, range: 0, capture: withdrawal }] }\n  - { name: pincer, letter: p, custodian: W, moves: [{ atom: W, range: 0, mode: move }] }\n  - { name: king, letter: k, royal: true, betza: K }\nstart: "5w/6/6/6/1kW3/5K b - - 0 1"\n',
    legal: 6,
  },
  {
    name: 'promotion from captured pieces: a pawn that cannot promote still attacks the royal on its promotion rank (Grand Chess; ffish agrees)',
    text: 'name: a\nboard: { files: 4, ranks: 4 }\npieces:\n  - { name: king, letter: k, royal: true, betza: K }\n  - { name: pawn, letter: p, pawn: true, betza: mfWcfF }\n  - { name: rook, letter: r, betza: R }\npromotion: { choices: [r], fromCaptured: true }\nstart: "3k/1P2/4/K3[] b - - 0 1"\n',
    legal: 2,
  },
  {
    name: 'a capture chain that takes the royal at its second step: the king may not stay where the chain reaches it',
    text: 'name: a\nboard: { files: 6, ranks: 6 }\npieces:\n  - { name: king, letter: k, royal: true, betza: K }\n  - { name: man, letter: m, betza: mW }\n  - { name: jumper, letter: j, moves: [{ atom: D, capture: jump }] }\ncaptureRules: { chains: true }\nstart: "5m/6/2k3/6/2m3/2J2K b - - 0 1"\n',
    legal: 9, // king: not b3 or d3 either (c1xc2-c3, then over b3 or d3); the f6 man's moves leave the chain on the king
  },
];

describe('checkmate with special captures: royal safety by the enemy\'s replies', () => {
  test.each(CHECKMATE_CAPTURES)('$name', async ({ text, legal }) => {
    const plan = load(text);
    expect(plan, text).toBeDefined();
    const { factory } = await generatedFactory(plan!);
    for (const engine of [new Engine(plan!), new Engine(plan!, factory)]) {
      const pos = engine.start();
      const found = engineLegal(engine, pos);
      expect(found).toEqual(bruteForceLegal(engine, pos));
      expect(found.length).toBe(legal);
    }
  });
});

test('an initial-only capturing rider attacked from any square: kings were kept off safe squares (fixed in both attack tests)', async () => {
  const text = [
    'name: a',
    'board: { files: 2, ranks: 10 }',
    'pieces:',
    '  - { name: s, letter: s, betza: ffN, moves: [{ atom: H, range: 0, initial: true }, { atom: F, range: 2, mode: move, initial: true }] }',
    '  - { name: king, letter: o, betza: K, royal: true }',
    'start: O1/1S/o1/2/S1/s1/1S/1s/2/1S w - - 0 1',
  ].join('\n');
  const plan = load(text)!;
  const { factory } = await generatedFactory(plan);
  for (const engine of [new Engine(plan), new Engine(plan, factory)]) {
    const parsed = engine.parseFen('2/O1/1S/2/1o/2/2/1s/S1/1S b - - 1 5');
    if (!parsed.ok) throw new Error(parsed.error.message);
    // b8 and a2 are no start squares of the white H riders: b5 and a5 are safe; b1 is, so b7 is not
    expect(engine.moves(parsed.pos).map((m) => m.uci).sort()).toEqual(['b3a1', 'b3a4', 'b6a5', 'b6a6', 'b6a7', 'b6b5']);
    expect(engineLegal(engine, parsed.pos)).toEqual(bruteForceLegal(engine, parsed.pos));
  }
});

/** Perft, or the runtime's refusal of a position past its chain-state limit ('limit'). */
function perftOrLimit(engine: Engine, depth: number): number | 'limit' {
  try {
    return engine.perft(engine.start(), depth);
  } catch (e) {
    if (e instanceof ChainLimitExceeded) return 'limit';
    throw e;
  }
}

/** Plays `uci` from the start in both engines; returns each engine's FEN after it, checking that it reads back. */
async function fenAfter(text: string, uci: string): Promise<string[]> {
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

test('a jumping initial pawn leap left en-passant targets on the squares it jumped, one of them occupied, and its FEN could not be read back', async () => {
  const text = [
    'name: a',
    'board: { files: 4, ranks: 6 }',
    'pieces:',
    '  - { name: pawn, letter: p, pawn: true, moves: [{ atom: A, directions: [fr], mode: move, initial: true }, { atom: F, directions: [f], mode: capture }] }',
    '  - { name: king, letter: k, betza: K }',
    'goal: { type: capture, piece: k }',
    'start: 3k/4/4/1P2/P3/3K w - - 0 1',
  ].join('\n');
  // a2-c4 jumps over the pawn on b3: only a non-jumping step passes through squares (ep "-")
  expect(await fenAfter(text, 'a2c4')).toEqual(['3k/4/2P1/1P2/4/3K b - - 0 1', '3k/4/2P1/1P2/4/3K b - - 0 1']);
});

test('a double step that promoted left an en-passant target behind a piece that is no pawn, and its FEN could not be read back', async () => {
  const text = [
    'name: a',
    'board: { files: 4, ranks: 4 }',
    'pieces:',
    '  - { name: pawn, letter: p, pawn: true, betza: mfWcfFifmnD }',
    '  - { name: rook, letter: r, betza: R }',
    '  - { name: king, letter: k, betza: K }',
    'goal: { type: capture, piece: k }',
    'promotion: { choices: [r] }',
    'start: 3k/4/P3/3K w - - 0 1',
  ].join('\n');
  expect(await fenAfter(text, 'a2a4r')).toEqual(['R2k/4/4/3K b - - 0 1', 'R2k/4/4/3K b - - 0 1']);
});

/** Every position up to two plies from the start, in both engines: its FEN reads back to itself. */
async function fensReadBack(text: string): Promise<number> {
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

describe('a double step into a promotion zone, with capture chains (promotion judged at the chain\'s end)', () => {
  const spec = (mandatory: boolean): string =>
    [
      'name: a',
      'board: { files: 5, ranks: 4 }',
      'pieces:',
      '  - { name: pawn, letter: b, pawn: true, betza: KifmnD }',
      '  - { name: king, letter: v, betza: K }',
      '  - { name: rook, letter: x, betza: R }',
      'goal: { type: capture, piece: v }',
      'captureRules: { chains: true }',
      `promotion: { zones: [{ rank: -2, mandatory: ${mandatory} }], choices: [x] }`,
      'start: b1v1b/5/5/B1V1B w - - 0 1',
    ].join('\n');

  test('optional zone: promoting leaves no en-passant target (it left a2 behind a rook, and the FEN "a2a3" could not be read back); staying a pawn leaves a2', async () => {
    expect(await fenAfter(spec(false), 'a1a3x')).toEqual(['b1v1b/X4/5/2V1B b - - 0 1', 'b1v1b/X4/5/2V1B b - - 0 1']);
    expect(await fenAfter(spec(false), 'a1a3')).toEqual(['b1v1b/B4/5/2V1B b - a2 0 1', 'b1v1b/B4/5/2V1B b - a2 0 1']);
    // Black's double steps land in its own zone (rank 2), after each of White's replies
    expect(await fensReadBack(spec(false))).toBeGreaterThan(200);
  });

  test('forced zone: the double step is a promotion only, and leaves no target', async () => {
    expect(await fenAfter(spec(true), 'a1a3x')).toEqual(['b1v1b/X4/5/2V1B b - - 0 1', 'b1v1b/X4/5/2V1B b - - 0 1']);
    expect(await fensReadBack(spec(true))).toBeGreaterThan(200);
  });
});

describe('crowded boards with capture chains', () => {
  const RUNS = LONG ? 1000 : 16;
  /** perft(2) only when perft(1) is at most this: each position may take up to the limit's search. */
  const MAX_ROOT_MOVES = 40;

  test(`${RUNS} files: the start position runs or is rejected naming the limit; deeper, a position past the limit stops with ChainLimitExceeded`, async () => {
    const tally = { rejected: 0, 'chain-limit': 0, counted: 0, limit: 0 };
    await fc.assert(
      fc.asyncProperty(crowdedChainSpec, ({ text }) =>
        withSpec(text, async () => {
          const result = loadSpecText(text, 'fuzz.yaml');
          if (!result.ok) {
            expectExplained(text, result);
            tally[result.diagnostics.some((d) => d.code === 'chain-limit') ? 'chain-limit' : 'rejected']++;
            return;
          }
          const plan = compileSpec(result.spec);
          const engines = [new Engine(plan), new Engine(plan, (await generatedFactory(plan)).factory)];
          // the validator searched the start position's chains for either side: perft(1) always counts
          const roots = engines.map((e) => e.perft(e.start(), 1));
          expect(roots[1]).toBe(roots[0]);
          if (roots[0] > MAX_ROOT_MOVES) return;
          // which position overflows first depends on move order, so only the outcome is compared
          const outcomes = engines.map((e) => perftOrLimit(e, 2));
          expect(outcomes[1]).toBe(outcomes[0]);
          tally[outcomes[0] === 'limit' ? 'limit' : 'counted']++;
        }),
      ),
      { numRuns: RUNS, seed: 2611 },
    );
    // an eighth of the files get past perft(1) to a deeper comparison (seed 2611: 3 of 16; since
    // shooting and hoppers joined the capture vocabulary, more crowded chain files are refused by
    // rule: shoot-combination, hop-shape)
    expect(tally.counted + tally.limit).toBeGreaterThanOrEqual(RUNS / 8);
    // the long sample reaches the limit (300 files: 8 rejected by rule chain-limit)
    if (LONG) expect(tally['chain-limit']).toBeGreaterThan(0);
  });
});

/**
 * Plays a random game with `a`; at every position its FEN reads back in both engines to the
 * same FEN and the same game state, and both engines list the same moves there.
 */
function agreeAlongGame(a: Engine, b: Engine, seed: number): void {
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

describe('random variant files with capture chains and promotion (promotion judged at the chain\'s end)', () => {
  /** Accepted files (about one in 25 drawn has both and is accepted); the long run found the promoting double step at about one in 800. */
  const FILES = LONG ? 1600 : 20;
  const GAMES = 3;

  test(`${FILES} accepted files: along ${GAMES} random games each, every FEN reads back to the same position`, () => {
    let files = 0;
    let positions = 0;
    const chainsAndPromotion = variantSpec.filter(({ data }) => (data.captureRules as { chains?: boolean } | undefined)?.chains === true && data.promotion !== undefined);
    fc.assert(
      fc.property(chainsAndPromotion, ({ text }) => {
        if (files >= FILES) return;
        const plan = load(text);
        if (!plan) return;
        files++;
        const engine = new Engine(plan);
        for (let game = 1; game <= GAMES; game++) {
          randomPlayout(engine, engine.start(), game, 40, (pos) => {
            positions++;
            const fen = engine.fen(pos);
            const back = engine.parseFen(fen);
            expect(back.ok ? engine.fen(back.pos) : back.error.message, text).toBe(fen);
          });
        }
      }),
      { numRuns: FILES * 30, seed: 5 },
    );
    expect(files).toBe(FILES);
    expect(positions).toBeGreaterThan(FILES * GAMES * 5);
  }, LONG_TIMEOUT);
});

describe('random variant files', () => {
  const RUNS = LONG ? 3000 : 150;
  /** Accepted files whose generated engine is compared with the interpreter (about a third of the drawn files are accepted). */
  const GENERATED_FILES = LONG ? 100 : 10;
  const TYPE_CHECKED = LONG ? 10 : 2;
  /** Games per file along which both engines must agree. */
  const GAMES = 3;
  /** Accepted checkmate files the brute-force oracle checks, and the positions it must reach on them. */
  const ORACLE_FILES = LONG ? 500 : 40;
  const ORACLE_POSITIONS = ORACLE_FILES * ORACLE_POSITIONS_PER_FILE;

  test(`${RUNS} files: accepted ones run (perft from the start), rejected ones are explained`, async () => {
    const tally: Record<Outcome, number> = { accepted: 0, rejected: 0 };
    await fc.assert(
      fc.asyncProperty(variantSpec, ({ text }) =>
        withSpec(text, () => {
          const plan = load(text);
          tally[plan ? 'accepted' : 'rejected']++;
          if (plan) perftCounts(new Engine(plan));
        }),
      ),
      { numRuns: RUNS, seed: 20261129 },
    );
    // both halves of the contract are exercised
    expect(tally.accepted).toBeGreaterThan(RUNS / 4);
    expect(tally.rejected).toBeGreaterThan(RUNS / 20);
  });

  /** Of those judged by replies, the files whose generated engine is also checked (each emits and imports one). */
  const ORACLE_GENERATED = LONG ? 40 : 3;

  test(`accepted checkmate files: the legal moves are those no reply punishes by taking the royal (${ORACLE_FILES} files, ${ORACLE_POSITIONS} positions; generated engines of ${ORACLE_GENERATED})`, async () => {
    let files = 0;
    let positions = 0;
    let byReplies = 0;
    let generated = 0;
    await fc.assert(
      fc.asyncProperty(checkmateSpec, async ({ text }) => {
        if (files >= ORACLE_FILES) return;
        const plan = load(text);
        if (!plan) return;
        // castling and safe passage (left out by checkmateSpec) add conditions of their own on
        // top of "no reply takes the royal" (the orthodox and Fusion perft tables test those)
        expect(plan.goal.kind === 'checkmate' && plan.castling.length === 0 && !plan.goal.safePassage, text).toBe(true);
        files++;
        const engines = [new Engine(plan)];
        if (engines[0].tables.checkByReplies) byReplies++;
        if (engines[0].tables.checkByReplies && generated < ORACLE_GENERATED) {
          generated++;
          engines.push(new Engine(plan, (await generatedFactory(plan)).factory));
        }
        for (const engine of engines) {
          randomPlayout(engine, engine.start(), plan.files * 31 + plan.ranks, ORACLE_PLIES, (pos) => {
            positions++;
            const fen = engine.fen(pos);
            expect(engineLegal(engine, pos), `${fen}\n${text}`).toEqual(bruteForceLegal(engine, pos));
          });
        }
      }),
      // about a third of the drawn files are accepted
      { numRuns: ORACLE_FILES * 6, seed: 77 },
    );
    expect(files).toBe(ORACLE_FILES);
    expect(positions).toBeGreaterThanOrEqual(ORACLE_POSITIONS);
    // most files have captures the attack tables cannot see (royal safety by the enemy's replies)
    expect(byReplies).toBeGreaterThanOrEqual(ORACLE_FILES / 2);
    expect(generated).toBe(ORACLE_GENERATED);
   }, LONG_TIMEOUT);

  test(`accepted files: the generated engine type-checks and equals the interpreter, along ${GAMES} random games each whose FENs read back (${GENERATED_FILES} files)`, async () => {
    const files: string[] = [];
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(variantSpec, ({ text }) =>
        withSpec(text, async () => {
          if (checked >= GENERATED_FILES) return;
          const plan = load(text);
          if (!plan) return;
          const { file, factory } = await generatedFactory(plan);
          if (files.length < TYPE_CHECKED) files.push(file);
          const [interpreted, generated] = [new Engine(plan), new Engine(plan, factory)];
          expect(perftCounts(generated)).toEqual(perftCounts(interpreted));
          for (let game = 1; game <= GAMES; game++) agreeAlongGame(interpreted, generated, game);
          checked++;
        }),
      ),
      // about a third of the drawn files are accepted
      { numRuns: GENERATED_FILES * 6, seed: 8 },
    );
    expect(checked).toBe(GENERATED_FILES);
    const project = new Project({ tsConfigFilePath: join(REPO_ROOT, 'tsconfig.json'), skipAddingFilesFromTsConfig: true });
    for (const f of files) project.addSourceFileAtPath(f);
    project.resolveSourceFileDependencies();
    const diagnostics = project.getPreEmitDiagnostics().filter((d) => files.includes(d.getSourceFile()?.getFilePath() ?? ''));
    expect(diagnostics.map((d) => d.getMessageText())).toEqual([]);
   }, LONG_TIMEOUT);
});
