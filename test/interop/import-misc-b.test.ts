// importIni for the rules of test/fixtures/interop/misc-b.ini against Fairy-Stockfish: demotion
// (pieceDemotion: the form reverts), the move rule reset by one side's pieces (nMoveRuleTypesWhite,
// nMoveRuleTypesBlack), material counting (materialCounting), castling endings and opposite
// castling (castlingWins, oppositeCastling), and a board on which a parent's leap never lands.
// Every section imports in full, loads, and has ffish's perft d1-3 from the start, after a short
// seeded playout and at the rule's edge; the rules that perft does not see (clock, results) are
// compared with ffish where they act, and the exporter says each back.

import { describe, expect, test } from 'vitest';
import { loadVariant } from '../../lib/index.ts';
import { exportPlanIni } from '../../interop/export/export-ini.ts';
import { Engine } from '../../runtime/use/engine.ts';
import { ffishGame } from '../oracle/ffish.ts';
import { expectPerftAsFfish, readIniFixture } from './ini-fixture.ts';
import { scoreText } from '../support.ts';

const { ff, specs, specFile } = await readIniFixture('misc-b.ini');

const load = (section: string) => loadVariant(specFile(section), { engine: 'interpreted' });

// positions at a mapped rule's edge, besides the start and the playout
const EDGES: Readonly<Record<string, readonly string[]>> = {
  // promoted pieces on the board and pieces in hand, the forms droppable
  'ffmb-flip': ['s1k2/1+A3/5/2+s2/2K2[ASas] w - - 0 1', 's1k2/1+A3/5/2+s2/2K2[ASas] b - - 0 1'],
  'ffmb-flip-zone': ['s1k2/1+A3/5/2+s2/2K2[ASas] w - - 0 1', '2k2/5/1+A3/5/2K2[Ss] w - - 0 1'],
  // every castling is on: each ends the game, by a win or a lost right
  'ffmb-castle': ['r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1'],
  'ffmb-opposite': ['r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1'],
  // Black has no piece left: a drawn stalemate, counted
  'ffmb-count': ['8/8/8/8/8/8/8/1QQ1QQ2 b - - 0 1'],
  'ffmb-odds': ['8/8/8/8/8/8/8/1QQ1QQ2 b - - 0 1'],
};

type RawBoard = { push(m: string): boolean; result(claimDraw: boolean): string; isGameOver(claimDraw: boolean): boolean; delete(): void };
/** ffish's result after `moves` on one board (its castling ending reads the board's last move). */
function ffResult(section: string, fen: string, moves: readonly string[]): string {
  const board = new (ff.raw as unknown as { Board: new (v: string, fen: string) => RawBoard }).Board(section, fen);
  for (const m of moves) expect(board.push(m), m).toBe(true);
  const r = board.isGameOver(true) ? board.result(true) : '*';
  board.delete();
  return r;
}

describe.each(specs)('import section $section', (spec) => {
  test('imports in full, and its perft d1-3 equals ffish from the start, after a random playout and at its edges', async () => {
    expect(spec.explanations).toEqual([]);
    const v = await load(spec.section);
    const start = v.startFen;
    const fen = ffishGame(ff, spec.section, start, 11, 8).at(-1)!;
    expectPerftAsFfish(ff, v, spec.section, [start, fen, ...(EDGES[spec.section] ?? [])]);
  }, 60_000);
});

describe('the rules perft does not see, as ffish plays them', () => {
  test('nMoveRuleTypesBlack = -: the halfmove clock after each move', async () => {
    const engine = new Engine((await load('ffmb-clock')).plan);
    const moves = ['e2e4', 'e7e5', 'g1f3', 'd7d6', 'd2d4', 'c7c5'];
    const pos = engine.start();
    const fsfStart = ff.startFen('ffmb-clock');
    moves.forEach((m, k) => {
      expect(engine.playText(pos, m), m).toBeNull();
      expect(engine.fen(pos).split(' ')[4], m).toBe(ff.fenAfter('ffmb-clock', fsfStart, moves.slice(0, k + 1)).split(' ')[4]);
    });
  });

  test.each([
    ['ffmb-count', '8/8/8/8/8/8/8/1QQ1QQ2 b - - 0 1', []],
    ['ffmb-odds', '8/8/8/8/8/8/8/1QQ1QQ2 b - - 0 1', []],
    ['ffmb-odds', '3q4/8/8/8/8/8/8/1QQ1QQ2 w - - 100 80', []],
    ['ffmb-count', '3q4/8/8/8/8/8/8/1QQ1QQ2 w - - 0 1', ['b1a1', 'd8d7', 'a1b1', 'd7d8', 'b1a1', 'd8d7', 'a1b1', 'd7d8']],
    ['ffmb-castle', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', ['e1g1']],
    ['ffmb-castle', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', ['e1c1']],
    ['ffmb-castle', 'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1', ['e8c8']],
    ['ffmb-castle', 'r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1', ['e8g8']],
    ['ffmb-opposite', 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1', ['a2a3', 'a7a6', 'h1g1']],
  ] as const)('%s from %s after %j: the result as ffish gives it', async (section, fen, moves) => {
    const engine = new Engine((await load(section)).plan);
    const parsed = engine.parseFen(fen);
    if (!parsed.ok) throw new Error(parsed.error.message);
    for (const m of moves) expect(engine.playText(parsed.pos, m), m).toBeNull();
    expect(scoreText(engine.result(parsed.pos))).toBe(ffResult(section, fen, moves));
  });

  test("opposite castling: White's O-O takes Black's kingside right, as ffish writes it", async () => {
    const engine = new Engine((await load('ffmb-opposite')).plan);
    const fen = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1';
    const parsed = engine.parseFen(fen);
    if (!parsed.ok) throw new Error(parsed.error.message);
    // Black's pawn move first: a castling would end this game
    for (const m of ['a7a6']) expect(engine.playText(parsed.pos, m)).toBeNull();
    expect(engine.fen(parsed.pos)).toBe(ff.fenAfter('ffmb-opposite', fen, ['a7a6']));
  });
});

describe('what the importer says besides the options', () => {
  test("a leap that never lands on the board is stated away, with a note at the section's line", () => {
    const spec = specs.find((s) => s.section === 'ffmb-line')!;
    expect(spec.notes).toEqual(["misc-b.ini:63: the king's F never lands on this 6x1 board: stated without it, as Fairy-Stockfish never plays it"]);
    expect(spec.yaml).toContain('betza: W');
  });

  test.each([
    ['ffmb-flip', ['pieceDemotion = true']],
    ['ffmb-clock', ['nMoveRuleTypesWhite = p', 'nMoveRuleTypesBlack = -']],
    ['ffmb-count', ['materialCounting = unweighted']],
    ['ffmb-odds', ['materialCounting = whitedrawodds']],
    ['ffmb-castle', ['castlingWins = Kq']],
    ['ffmb-opposite', ['castlingWins = KQkq', 'oppositeCastling = true']],
  ] as const)('%s exports its rules back: %j', async (section, lines) => {
    const exported = exportPlanIni((await load(section)).plan);
    if (!exported.ok) throw new Error(`${section}: ${JSON.stringify(exported)}`);
    for (const l of lines) expect(exported.text).toContain(l);
  });
});
