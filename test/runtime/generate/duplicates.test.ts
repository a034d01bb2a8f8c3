// A piece's moves are a set (compiler/overlap.ts, runtime/generate/duplicates.ts): when two atoms of one
// piece give the same move, both engines list it once. Rows: the reported cases, counted by
// hand; then a property over random Betza combinations, against the union of each part's moves.

import { describe, expect, test } from 'vitest';
import { compileSpec } from '../../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import type { MoveInfo } from '../../../runtime/state/notation.ts';
import { mulberry32 } from '../../../runtime/use/random.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { LONG } from '../../support.ts';

/** Orthodox chess with some pieces' Betza replaced. */
function chessWith(betza: Record<string, string>, start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'): string {
  const piece = (name: string, letter: string, moves: string, extra = ''): string =>
    `  - { name: ${name}, letter: ${letter}, betza: ${betza[letter] ?? moves}${extra} }`;
  return [
    'name: custom',
    'board: { files: 8, ranks: 8 }',
    'pieces:',
    piece('pawn', 'p', 'mfWcfFifmnD', ', pawn: true'),
    piece('knight', 'n', 'N'),
    piece('bishop', 'b', 'B'),
    piece('rook', 'r', 'R'),
    piece('queen', 'q', 'Q'),
    piece('king', 'k', 'K', ', royal: true'),
    'castling: { king: k, rook: r }',
    'promotion: { pieces: [p], choices: [q, r, b, n] }',
    `start: "${start}"`,
  ].join('\n');
}

async function engines(text: string): Promise<{ interpreted: Engine; generated: Engine }> {
  const loaded = loadSpecText(text, 'custom.yaml');
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  const plan = compileSpec(loaded.spec);
  return { interpreted: new Engine(plan), generated: new Engine(plan, await loadGeneratedFactory(plan, 'custom.yaml')) };
}

/** A move by its effect: start, end, squares emptied of enemies, promotion. */
const effect = (m: MoveInfo): string => `${m.from}-${m.to}x${[...m.captures].sort().join(',')}=${m.promotion ?? ''}`;

const ROWS: [betza: Record<string, string>, fen: string, perft1: number, note: string][] = [
  [{ k: 'KW' }, '4k3/8/8/8/8/8/8/4K3 w - - 0 1', 5, 'KW: the W moves once'],
  [{ k: 'WfW' }, '4k3/8/8/8/8/8/8/4K3 w - - 0 1', 3, 'WfW: fW is one of W'],
  [{ r: 'RfD' }, '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 15, 'RfD: a3 by sliding or leaping is one move'],
  [{ r: 'RfD' }, '4k3/8/8/8/8/8/P7/R3K3 w - - 0 1', 11, 'RfD: over a blocker the leap still lands (a3)'],
  [{ r: 'RifD' }, '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 15, 'RifD: the initial leap and the slide'],
  [{ b: 'BfA' }, '4k3/8/8/8/8/8/8/2B1K3 w - - 0 1', 12, 'BfA: a3 and e3 once each'],
  [{ b: 'BfA' }, '4k3/8/8/8/8/8/1P1P4/2B1K3 w - - 0 1', 10, 'BfA over blockers: a3 and e3 by leaping only'],
  [{ p: 'mfWcfFifmnDmfnD' }, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 20, 'torpedo: the double step once'],
  [{ q: 'QN2NmW' }, '4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1', 5 + 27 + 8 + 4 + 0, 'a queen with a nightrider part and a move-only wazir'],
];

describe.each(ROWS)('%j from %s', (betza, fen, perft1, note) => {
  test.each(['interpreted', 'generated'] as const)(`${note}: perft(1) = ${perft1}, every move once and written once (%s)`, async (kind) => {
    const engine = (await engines(chessWith(betza)))[kind];
    const r = engine.parseFen(fen);
    if (!r.ok) throw new Error(r.error.message);
    const moves = engine.moves(r.pos);
    expect(engine.perft(r.pos, 1)).toBe(perft1);
    expect(new Set(moves.map(effect)).size).toBe(moves.length);
    // a move's text carries no capture mark unless it captures
    for (const m of moves) if (m.captures.length === 0) expect(m.uci).not.toContain('x');
    // and `play` accepts each
    for (const m of moves) {
      const fresh = engine.parseFen(fen);
      if (fresh.ok) expect(engine.playText(fresh.pos, m.uci), m.uci).toBeNull();
    }
  });
});

/** The compiled king of chessWith(betza): its nodes as text, and whether the engines must drop duplicates. */
function kingPlan(betza: string): { nodes: string[]; overlaps: boolean } {
  const loaded = loadSpecText(chessWith({ k: betza }), 'custom.yaml');
  if (!loaded.ok) throw new Error(loaded.diagnostics[0].message);
  const king = compileSpec(loaded.spec).pieces.find((p) => p.letter === 'k')!;
  const flags = (n: (typeof king.moves)[number]): string => `${n.kind}${n.quiet ? ' m' : ''}${n.capture ? ' c' : ''}${n.initial ? ' i' : ''}`;
  return { nodes: king.moves.map((n) => `${flags(n)} ${n.vectors.map((v) => v.join(',')).join(' ')}`), overlaps: king.overlaps };
}

// Plan-time merges cost nothing when generating; only what a node list cannot say is flagged.
test.each<[betza: string, nodes: string[], overlaps: boolean]>([
  ['KW', ['leap m c 1,0 0,1 -1,0 0,-1', 'leap m c 1,1 -1,1 -1,-1 1,-1'], false],
  ['WfW', ['leap m c 1,0 0,1 -1,0 0,-1'], false],
  ['ifmnDmfnD', ['leap m 0,2'], false],
  ['WmfW', ['leap m c 1,0 0,1 -1,0 0,-1'], false],
  ['mWcfW', ['leap m 1,0 0,1 -1,0 0,-1', 'leap c 0,1'], false],
  ['RnD', ['ride m c 1,0 0,1 -1,0 0,-1'], false],
  ['RfD', ['ride m c 1,0 0,1 -1,0 0,-1', 'leap m c 0,2'], true],
  ['BfA', ['ride m c 1,1 -1,1 -1,-1 1,-1', 'leap m c 2,2 -2,2'], true],
])('%s compiles to %j (overlaps: %s)', (betza, nodes, overlaps) => {
  expect(kingPlan(betza)).toEqual({ nodes, overlaps });
});

test('torpedo: the double step from the start still leaves the en-passant square', async () => {
  const { interpreted, generated } = await engines(chessWith({ p: 'mfWcfFifmnDmfnD' }));
  for (const engine of [interpreted, generated]) {
    const pos = engine.start();
    expect(engine.playText(pos, 'e4')).toBeNull();
    expect(engine.fen(pos).split(' ')[3]).toBe('e3');
  }
});

// ---- property: a piece made of random parts moves as the union of its parts' moves ----

const FRAGMENTS = [
  'W', 'F', 'D', 'N', 'A', 'H', 'R', 'B', 'K', 'fW', 'bF', 'fD', 'ifD', 'nD', 'mfnD', 'ifmnD', 'nA', 'cF', 'mW', 'cD',
  'W2', 'R3', 'NN', 'sR', 'fA', 'lN', 'frN', 'vR', 'mB', 'cR', 'iN', 'nN', 'ffN', 'bsN', 'F3', 'mcK',
];
/** The test piece stands on d4 (and on c1, its start square for i-moves); own and enemy blockers around. */
const FENS = [
  '4k3/8/2x1X3/8/3T4/2X1x3/8/K1T5 w - - 0 1',
  '4k3/8/3x4/2X1x3/1x1T1X2/2x1X3/3X4/K1T5 w - - 0 1',
  '4k3/8/8/8/3T4/8/8/K1T5 w - - 0 1',
];

/**
 * `n` fragments drawn from `from`, none starting with the letter the previous one ends with:
 * written together, H then H would read as HH (the threeleaper rider) and R then R3 as RR3 (not
 * Betza), not as the union of the parts the property is about.
 */
function drawFragments(next: () => number, n: number, from: readonly string[]): string[] {
  const drawn: string[] = [];
  while (drawn.length < n) {
    const f = from[Math.floor(next() * from.length)];
    if (drawn.length > 0 && drawn[drawn.length - 1].replace(/\d+$/, '').endsWith(f[0])) continue;
    drawn.push(f);
  }
  return drawn;
}

function sample(seed: number): string[] {
  const next = mulberry32(seed);
  return drawFragments(next, 2 + Math.floor(next() * 3), FRAGMENTS);
}

/** One variant holding one test piece per combination (letters a b c ...), a king and an immobile blocker x. */
function propertySpec(combos: readonly string[]): string {
    return [
    'name: custom',
    'board: { files: 8, ranks: 8 }',
    'pieces:',
    '  - { name: king, letter: k, royal: true, betza: K }',
    "  - { name: blocker, letter: x, betza: '' }",
    ...combos.map((b, i) => `  - { name: piece${i}, letter: ${LETTERS[i]}, betza: ${b} }`),
    'start: "4k3/8/8/8/8/8/8/K7 w - - 0 1"',
  ].join('\n');
}

function movesOf(engine: Engine, fen: string, letter: string): MoveInfo[] {
  const r = engine.parseFen(fen.replace(/T/g, letter.toUpperCase()));
  if (!r.ok) throw new Error(r.error.message);
  return engine.moves(r.pos).filter((m) => m.piece.toLowerCase() === letter && m.from !== 'a1');
}

const COMBOS = LONG ? 400 : 25;
const PER_VARIANT = 5;
const LETTERS = 'abcdefghijlmnopqrstuvwyz';

test(`${COMBOS} random Betza combinations: each move once, the union of the parts' moves, in both engines`, async () => {
  let checked = 0;
  let moves = 0;
  for (let batch = 0; batch < COMBOS / PER_VARIANT; batch++) {
    const combos = Array.from({ length: PER_VARIANT }, (_, i) => sample(1000 + batch * PER_VARIANT + i));
    const whole = await engines(propertySpec(combos.map((c) => c.join(''))));
    const parts = await engines(propertySpec([...new Set(combos.flat())]));
    const partLetter = (f: string): string => LETTERS[[...new Set(combos.flat())].indexOf(f)];
    combos.forEach((combo, i) => {
      const letter = LETTERS[i];
      for (const fen of FENS) {
        const expected = new Set(combo.flatMap((f) => movesOf(parts.interpreted, fen, partLetter(f)).map(effect)));
        for (const engine of [whole.interpreted, whole.generated]) {
          const got = movesOf(engine, fen, letter);
          const keys = got.map(effect);
          expect(new Set(keys).size, `${combo.join('')} in ${fen}`).toBe(keys.length);
          expect(new Set(got.map((m) => m.uci)).size).toBe(got.length);
          expect([...keys].sort(), `${combo.join('')} in ${fen}`).toEqual([...expected].sort());
          moves += got.length;
        }
      }
      checked++;
    });
  }
  expect(checked).toBe(COMBOS);
  expect(moves).toBeGreaterThan(COMBOS * 20);
}, 120_000);

// ---- Fairy-Stockfish reads the same Betza strings: its legal moves for custom pieces ----

/**
 * Fragments both notations read alike: no i (the engines find a piece's first move differently),
 * no bare direction on N, no limited riders (W2, F3) and no lame leaps (nD, nA): Fairy-Stockfish
 * keeps one range and one lameness per direction and mode, so in mBF3 the F3 cuts the bishop's
 * quiet moves to three squares and in AnA the nA makes every alfil leap lame, where Betza's
 * notation (and fairyforge) gives the union.
 */
const SHARED = ['W', 'F', 'D', 'N', 'A', 'H', 'R', 'B', 'K', 'fW', 'bF', 'fD', 'cF', 'mW', 'cD', 'NN', 'sR', 'fA', 'vR', 'mB', 'cR', 'ffN', 'mcK'];
/** Letters free in Fairy-Stockfish's chess (p n b r q k are its own). */
const FSF_LETTERS = 'acdefghijlmostuvwyz';
const FSF_FENS = ['4k3/8/2n1N3/8/3T4/2N1n3/8/K7 w - - 0 1', '4k3/8/3n4/2N1n3/1n1T1N2/2n1N3/3N4/K7 w - - 0 1', '4k3/8/8/8/3T4/8/8/K7 w - - 0 1'];
const FSF_COMBOS = LONG ? 200 : 10;

test(`${FSF_COMBOS} random Betza combinations: the legal moves Fairy-Stockfish (ffish) gives, in both engines`, async () => {
  const { loadFfish } = await import('../../oracle/ffish.ts');
  const ff = await loadFfish();
  const load = (ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig.bind(ff.raw);
  let checked = 0;
  for (let batch = 0; batch < FSF_COMBOS / PER_VARIANT; batch++) {
    const combos = Array.from({ length: PER_VARIANT }, (_, i) => {
      const next = mulberry32(5000 + batch * PER_VARIANT + i);
      return drawFragments(next, 2 + Math.floor(next() * 3), SHARED).join('');
    });
    const name = `moveset${batch}`;
    load(`[${name}:chess]\n${combos.map((b, i) => `customPiece${i + 1} = ${FSF_LETTERS[i]}:${b}`).join('\n')}\n`);
    const spec = [
      'name: custom',
      'board: { files: 8, ranks: 8 }',
      'pieces:',
      '  - { name: king, letter: k, royal: true, betza: K }',
      '  - { name: knight, letter: n, betza: N }',
      ...combos.map((b, i) => `  - { name: piece${i}, letter: ${FSF_LETTERS[i]}, betza: ${b} }`),
      'start: "4k3/8/8/8/8/8/8/K7 w - - 0 1"',
    ].join('\n');
    const ours = await engines(spec);
    combos.forEach((combo, i) => {
      for (const template of FSF_FENS) {
        const fen = template.replace('T', FSF_LETTERS[i].toUpperCase());
        const expected = ff.legalMoves(name, fen);
        for (const engine of [ours.interpreted, ours.generated]) {
          const r = engine.parseFen(fen);
          if (!r.ok) throw new Error(r.error.message);
          expect(engine.moves(r.pos).map((m) => m.uci).sort(), `${combo} in ${fen}`).toEqual(expected);
        }
      }
      checked++;
    });
  }
  expect(checked).toBe(FSF_COMBOS);
}, 120_000);
