// What a repetition decides (draws.repetitionOutcome, repetitionOutcomeOf) and perpetual check
// (draws.perpetualCheckLoses, runtime/rules/repetition.ts): games that repeat with checks on
// every move of one side, on some, or none, end as Fairy-Stockfish's result(true) says for the
// same rules (nFoldValue, nFoldValueAbsolute, perpetualCheckIllegal), in the interpreter and the
// generated engine alike; a check taken back leaves no trace; both sides checking throughout
// draw; the misuses are refused; describe says the rules.

import { describe, expect, test } from 'vitest';
import { describeRules } from '../../../compare/rules.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { resultScore } from '../../../runtime/outcome/result.ts';
import { repetitionEnd } from '../../../runtime/rules/repetition.ts';
import type { Position } from '../../../runtime/state/position.ts';
import type { Engine } from '../../../runtime/use/engine.ts';
import { loadFfish } from '../../oracle/ffish.ts';
import { isMate, mateMoves } from '../../../search/score.ts';
import { Search } from '../../../search/search.ts';
import { engines, fenOf, planOf } from '../zebras.ts';

const ff = await loadFfish();
type RawBoard = { push(uci: string): boolean; isGameOver(claim: boolean): boolean; result(claim: boolean): string; delete(): void };
const raw = ff.raw as unknown as { loadVariantConfig(text: string): void; Board: new (variant: string, fen: string) => RawBoard };

/** Each rule set: our `draws` keys, and the same rules as a Fairy-Stockfish section (named uniquely for this file). */
const RULES = {
  ffrtperp: { draws: 'perpetualCheckLoses: true', ini: 'perpetualCheckIllegal = true' },
  ffrtloss: { draws: 'repetitionOutcome: loss', ini: 'nFoldValue = loss' },
  ffrtlossperp: { draws: 'repetitionOutcome: loss, perpetualCheckLoses: true', ini: 'nFoldValue = loss\nperpetualCheckIllegal = true' },
  ffrtwhite: { draws: 'repetitionOutcome: win, repetitionOutcomeOf: white', ini: 'nFoldValue = win\nnFoldValueAbsolute = true' },
  ffrtblack: { draws: 'repetitionOutcome: loss, repetitionOutcomeOf: white', ini: 'nFoldValue = loss\nnFoldValueAbsolute = true' },
  ffrtfour: { draws: 'repetition: 4, perpetualCheckLoses: true', ini: 'nFoldRule = 4\nperpetualCheckIllegal = true' },
} as const;
type RuleName = keyof typeof RULES;
raw.loadVariantConfig(Object.entries(RULES).map(([name, r]) => `[${name}:chess]\n${r.ini}\n`).join('\n'));

const specOf = (name: RuleName): string => `name: ${name}\nextends: chess\ndraws: { moveRule: 50, ${RULES[name].draws} }\n`;
const pairs = new Map<RuleName, Engine[]>();
async function both(name: RuleName): Promise<Engine[]> {
  if (!pairs.has(name)) pairs.set(name, await engines(planOf(specOf(name))));
  return pairs.get(name)!;
}

const QUEEN = '7k/8/8/8/8/8/8/1K2Q3 w - - 0 1';
const cycles = (moves: readonly string[], times: number): string[] => Array.from({ length: times }, () => moves).flat();
/** Games that repeat a position: from `fen`, the moves (played until the game ends). */
const GAMES: Readonly<Record<string, { fen: string; moves: readonly string[] }>> = {
  'White checks on every move': { fen: QUEEN, moves: ['e1e8', 'h8h7', ...cycles(['e8e4', 'h7h8', 'e4e8', 'h8h7'], 3)] },
  'Black checks on every move': { fen: 'k2q4/8/8/8/8/8/8/7K b - - 0 1', moves: ['d8d1', 'h1h2', ...cycles(['d1d6', 'h2h1', 'd6d1', 'h1h2'], 3)] },
  'no move of the cycle checks': { fen: QUEEN, moves: ['e1e2', 'h8h7', ...cycles(['e2e3', 'h7h8', 'e3e2', 'h8h7'], 3)] },
  'White checks every other move': { fen: QUEEN, moves: ['e1e8', 'h8h7', ...cycles(['e8e2', 'h7h8', 'e2e8', 'h8h7'], 3)] },
  'White checks from the second occurrence on': {
    fen: QUEEN,
    moves: ['e1e8', 'h8h7', 'e8e2', 'h7h8', 'e2e8', 'h8h7', ...cycles(['e8e4', 'h7h8', 'e4e8', 'h8h7'], 3)],
  },
  'knights shuffle from the start': { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', moves: cycles(['g1f3', 'g8f6', 'f3g1', 'f6g8'], 4) },
};

/** ffish's score after each move (claimDraw: FSF's repetition is an optional game end), up to the one that ends the game. */
function ffishScores(section: string, fen: string, moves: readonly string[]): string[] {
  const board = new raw.Board(section, fen);
  const scores: string[] = [];
  try {
    for (const m of moves) {
      if (!board.push(m)) throw new Error(`ffish refused ${m}`);
      scores.push(board.isGameOver(true) ? board.result(true) : '*');
      if (scores.at(-1) !== '*') break;
    }
  } finally {
    board.delete();
  }
  return scores;
}

/** Our score after each of the first `n` moves. */
function ourScores(e: Engine, fen: string, moves: readonly string[], n: number): string[] {
  const pos = fenOf(e, fen);
  return moves.slice(0, n).map((m) => {
    const error = e.playText(pos, m);
    if (error !== null) throw new Error(error);
    return resultScore(e.result(pos));
  });
}

describe.each(Object.entries(GAMES))('%s', (_what, game) => {
  test.each(Object.keys(RULES) as RuleName[])('%s: the result after each move is Fairy-Stockfish\'s, in both engines', async (name) => {
    const expected = ffishScores(name, game.fen, game.moves);
    expect(expected.at(-1), 'the game ends in a repetition').not.toBe('*');
    for (const e of await both(name)) expect(ourScores(e, game.fen, game.moves, expected.length)).toEqual(expected);
  });
});

test('perpetual check names the checking side, and a repetition won or lost says so', async () => {
  const [perp] = await both('ffrtperp');
  const pos = fenOf(perp, QUEEN);
  for (const m of GAMES['White checks on every move']!.moves.slice(0, 9)) expect(perp.playText(pos, m)).toBeNull();
  expect(perp.result(pos)).toEqual({ over: true, winner: 1, reason: 'perpetual-check' });
  // a repetition is a claim: without claims the game goes on (perft, and the GUI's protocols)
  expect(perp.result(pos, false)).toEqual({ over: false });
  const [loss] = await both('ffrtloss');
  const start = fenOf(loss, GAMES['knights shuffle from the start']!.fen);
  for (const m of GAMES['knights shuffle from the start']!.moves.slice(0, 8)) expect(loss.playText(start, m)).toBeNull();
  expect(loss.result(start)).toEqual({ over: true, winner: 1, reason: 'repetition' });
});

test('a check taken back leaves no trace: the quiet move played instead is no check', async () => {
  for (const e of await both('ffrtperp')) {
    const pos = fenOf(e, QUEEN);
    // the quiet cycle Qe2-e3, but before each queen move the checks Qe8+ (king on h8) and Qe4+ (on h7) are tried and taken back
    for (const m of GAMES['no move of the cycle checks']!.moves.slice(0, 9)) {
      if (m.startsWith('e')) for (const tried of ['e8', 'e4']) if (e.playText(pos, m.slice(0, 2) + tried) === null) e.undo(pos);
      expect(e.playText(pos, m)).toBeNull();
    }
    expect(e.result(pos)).toEqual({ over: true, winner: null, reason: 'repetition' });
  }
});

test('perft does not change with the rule (a repetition is a claim, and flagging checks removes no move)', async () => {
  const [chess] = await engines(planOf('name: plainchess\nextends: chess\n'));
  for (const e of await both('ffrtlossperp')) {
    for (const fen of [QUEEN, 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1']) {
      expect(e.perft(fenOf(e, fen), 3)).toBe(chess.perft(fenOf(chess, fen), 3));
    }
  }
});

test('the search plays by the rule: it completes a repetition that wins, and scores it as a win', async () => {
  const game = GAMES['knights shuffle from the start']!;
  for (const name of ['ffrtloss', 'ffrtperp'] as const) {
    for (const e of await both(name)) {
      const pos = fenOf(e, game.fen);
      // Black to move: Ng8 would be the start position's third occurrence, with White to move
      for (const m of game.moves.slice(0, 7)) expect(e.playText(pos, m)).toBeNull();
      const r = new Search(e, { ttBits: 14 }).run(pos, { depth: 3 });
      if (name === 'ffrtloss') {
        // the side to move in the repeated position (White) loses: Black repeats at once
        expect(r.move).toBe('f6g8');
        expect(mateMoves(r.score)).toBe(1);
      } else expect(isMate(r.score), 'a drawn repetition scores no win').toBe(false);
    }
  }
});

/** A position seen only through what the rule reads: its hashes and checks `back` plies ago. */
function history(hashes: readonly number[], checked: readonly boolean[], side: number): Position {
  const plan = { repetition: 3, perpetualCheckLoses: true, repetitionOutcome: null };
  const ply = hashes.length - 1;
  return { t: { plan }, side, ply, halfmove: ply, hashLo: hashes[ply], hashAt: (back: number) => hashes[ply - back], checkedAt: (back: number) => checked[ply - back] } as unknown as Position;
}

describe('both sides checking throughout', () => {
  // four positions that cycle (A B C D), reached three times: A B C D A B C D A
  const hashes = [1, 2, 3, 4, 1, 2, 3, 4, 1];
  test('is a draw, by perpetual check (Fairy-Stockfish: neither side loses)', () => {
    expect(repetitionEnd(history(hashes, hashes.map(() => true), 0))).toEqual({ winner: null, perpetual: true });
  });
  test('one quiet move of the side to move makes the other side the perpetual checker', () => {
    // the side to move is White (0) at the even distances; Black's moves reached them, White's the odd ones
    const checked = hashes.map((_, i) => i !== 3);
    expect(repetitionEnd(history(hashes, checked, 0))).toEqual({ winner: 0, perpetual: true });
  });
  test('a position that occurred twice only ends nothing', () => {
    expect(repetitionEnd(history(hashes.slice(4), hashes.slice(4).map(() => true), 0))).toBeNull();
  });
});

describe('misuse', () => {
  test.each([
    ['an outcome without a repetition rule', 'draws: { repetition: 0, repetitionOutcome: win }\n', 'repetition-outcome-without-rule'],
    ['perpetual check without a repetition rule', 'draws: { repetition: 0, perpetualCheckLoses: true }\n', 'repetition-outcome-without-rule'],
    ['perpetual check without checkmate', 'goal: { type: conditions, conditions: [{ type: extinction, pieces: [k], outcome: loss }] }\ndraws: { perpetualCheckLoses: true }\n', 'perpetual-check-goal'],
  ])('%s is refused', (_what, extra, code) => {
    const result = loadSpecText(`name: misused\nextends: chess\n${extra}`, 'misused.yaml');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.diagnostics.map((d) => d.code)).toContain(code);
  });
});

test('describe says what a repetition decides', () => {
  const draws = (name: RuleName): string => describeRules(planOf(specOf(name))).find((l) => l.key === 'draws')!.text;
  expect(draws('ffrtloss')).toContain('When a position occurs for the third time, the side to move loses.');
  expect(draws('ffrtwhite')).toContain('When a position occurs for the third time, White wins.');
  expect(draws('ffrtperp')).toMatch(/The game is drawn .*when a position occurs for the third time\. Perpetual check loses: /);
  expect(draws('ffrtlossperp')).toMatch(/Perpetual check loses: .* In any other such repetition the side to move loses\.$/);
  expect(draws('ffrtfour')).toContain('occurs for the fourth time and one side gave check with every one of its moves');
});
