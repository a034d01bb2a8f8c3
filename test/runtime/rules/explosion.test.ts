// Explosions (`explosion`, runtime/rules/explosion.ts: atomic chess) against Fairy-Stockfish
// (ffish): the start FEN, perft from the start position, positions at the rules' edges (perft
// d1-3 and the legal moves with the result), and seeded random games, in both engines, the
// legal moves and the game's result at every position and perft(1..3) at the last one. Rules
// texts add what ffish cannot be asked: a diagram's position after the capture; and the semantic
// checks that refuse an explosion with what it cannot combine with.
// Deeper start rows and more games run with FAIRYFORGE_LONG=1.

import { describe, expect, test } from 'vitest';
import { resultScore } from '../../../runtime/outcome/result.ts';
import { describeRules } from '../../../compare/rules.ts';
import { compareRowsWithFfish, type FfishRow } from '../../oracle/ffish-rows.ts';
import { chessProbeCodes, rookCapturingBy } from '../../chess-probes.ts';
import { enginePair, loadPlan } from '../../support.ts';

const ROWS: readonly FfishRow[] = [
  {
    file: 'atomic',
    ffish: 'atomic',
    depth: 3,
    longDepth: 4,
    fens: [
      // in check from the pawn on d2: Qxd2 would explode the own king on e1, and a king never captures
      '4k3/8/8/8/8/8/3p4/3QK3 w - - 0 1',
      // kings that touch do not check each other: the rook on a4 does not attack d4, nor c4 or c5
      '8/8/8/3k4/r2K4/8/8/7R w - - 0 1',
      // in check from h1, Qxd7 explodes Black's king on e8: legal, and it wins
      '4k3/3n4/8/8/8/8/8/3QK2r w - - 0 1',
      // en passant explodes around d6, where the pawn lands: the knight on e7 and the bishop on c5 go
      '4k3/4n3/8/2BpP3/8/8/8/4K3 w - d6 0 2',
      // ... and here Black's king on c6 too
      '8/4n3/2k5/3pP3/8/8/8/4K3 w - d6 0 2',
      // the black king on g2 touches f1 and g1, so the rook on f8 does not stop castling
      '5r2/8/8/8/8/8/6k1/4K2R w K - 0 1',
      // the king on e1 touches d2 (the a1 rook does not check it), but with the king lifted the rook attacks f1: no castling
      '8/8/8/8/8/8/3k4/r3K2R w K - 0 1',
      // the game is over: Black's king has exploded (White's own king is left attacked, which is legal)
      '8/8/8/8/8/8/8/4K2r b - - 0 1',
      // a pawn that captures on the last rank promotes and explodes: four moves with one effect
      'r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1',
    ],
  },
];

compareRowsWithFfish(ROWS);

describe('atomic by its rules texts', () => {
  // schemingmind.com's atomic rules: after Nxc7 the knight, the pawn on c7, the bishop on c8 and
  // the queen on d8 are gone; the pawns on b7, d7 and d6 survive
  test.each(['interpreted', 'generated'] as const)("Nxc7 gives the rules' after-diagram (%s)", async (which) => {
    const engine = (await enginePair('atomic'))[which];
    const parsed = engine.parseFen('r1bqkb1r/ppp1pppp/n2p4/1N6/4PPn1/8/PPPP2PP/R1BQKBNR w KQkq - 0 5');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const move = engine.moves(parsed.pos).find((m) => m.uci === 'b5c7');
    expect(move?.captures.sort()).toEqual(['c7', 'c8', 'd8']);
    expect(move?.san).toBe('Nxc7');
    engine.play(parsed.pos, move!);
    expect(engine.fen(parsed.pos).split(' ')[0]).toBe('r3kb1r/pp2pppp/n2p4/8/4PPn1/8/PPPP2PP/R1BQKBNR');
  });

  test('the game is won by exploding the king, and describe says how captures explode', async () => {
    const { interpreted } = await enginePair('atomic');
    const parsed = interpreted.parseFen('4k3/3n4/8/8/8/8/8/3QK2r w - - 0 1');
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(interpreted.playText(parsed.pos, 'Qxd7')).toBeNull();
    expect(resultScore(interpreted.result(parsed.pos))).toBe('1-0');
    const lines = describeRules(loadPlan('atomic'));
    expect(lines.find((l) => l.key === 'captures')!.text).toContain('Every capture explodes');
    expect(lines.find((l) => l.key === 'royalty')!.text).toContain("explodes one's own king is illegal");
  });
});

describe('semantic checks of an explosion', () => {
  test.each([
    [{ explosion: { blast: ['W', 'F'], immune: ['x'] } }, 'explosion-piece'],
    [{ explosion: { blast: ['W', 'F'] }, ...rookCapturingBy('withdrawal') }, 'explosion-combination'],
    [{ explosion: { blast: ['W', 'F'] }, captureRules: { chains: true } }, 'explosion-combination'],
  ])('%j is refused (%s)', (extra, code) => {
    expect(chessProbeCodes(extra)).toContain(code);
  });
  test('an explosion passes alone', () => {
    expect(chessProbeCodes({ explosion: { blast: ['W', 'F'], immune: ['p'] } })).toEqual([]);
  });
});
