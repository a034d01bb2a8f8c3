// Variants whose captures have side effects (explosions: atomic chess), against Fairy-Stockfish
// (ffish): the start FEN, perft from the start position, positions at the rules' edges (perft
// d1-3 and the legal moves with the result), and seeded random games, in both engines, the
// legal moves and the game's result at every position and perft(1..3) at the last one. Rules
// texts add what ffish cannot be asked: a diagram's position after the capture.
// Deeper start rows and more games run with FAIRYFORGE_LONG=1.

import { describe, expect, test } from 'vitest';
import { resultScore } from '../../../runtime/outcome/result.ts';
import { describeRules } from '../../../compare/rules.ts';
import { compareRowsWithFfish, type FfishRow } from '../../oracle/ffish-rows.ts';
import { compileSpec } from '../../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadSpecData } from '../../../plan-checks/load.ts';
import { enginePair, loadPlan, loadSpec } from '../../support.ts';

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

// Rifle chess (capture mode `shoot`) by its rules text: "when a piece captures, it does not move
// to the captured piece's square: the captured piece is removed and the capturing piece stays
// where it is; en passant: the capturing pawn stays on its square and the enemy pawn is removed;
// a pawn that captures on the last rank stays on its rank" (Rifle chess, also called Stationary
// Capture Chess). Fairy-Stockfish has no rifle variant, so these are the sentences themselves.
describe('rifle chess (capture: shoot) by its rules text', async () => {
  const chess = loadSpec('chess');
  const shooting: Record<string, { betza: string; capture?: 'shoot' }[]> = {
    pawn: [{ betza: 'mfWifmnD' }, { betza: 'cfF', capture: 'shoot' }],
    knight: [{ betza: 'N', capture: 'shoot' }],
    bishop: [{ betza: 'B', capture: 'shoot' }],
    rook: [{ betza: 'R', capture: 'shoot' }],
    queen: [{ betza: 'Q', capture: 'shoot' }],
    king: [{ betza: 'K', capture: 'shoot' }],
  };
  const loaded = loadSpecData(
    { ...chess, name: 'rifleprobe', examples: [], pieces: chess.pieces.map((p) => ({ ...p, betza: undefined, moves: shooting[p.name] })) },
    'rifleprobe.yaml',
  );
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  const plan = compileSpec(loaded.spec);
  const engines = [
    ['interpreted', new Engine(plan)],
    ['generated', new Engine(plan, await loadGeneratedFactory(plan, 'rifleprobe.yaml'))],
  ] as const;
  const at = (engine: Engine, fen: string) => {
    const r = engine.parseFen(fen);
    if (!r.ok) throw new Error(r.error.message);
    return r.pos;
  };

  describe.each(engines)('%s', (_, engine) => {
    test('the capturing piece stays where it is and the captured piece is removed', () => {
      const pos = at(engine, '4k3/8/8/3r4/8/8/8/3RK3 w - - 0 1');
      const move = engine.moves(pos).find((m) => m.san === 'Rxd5');
      expect(move?.captures).toEqual(['d5']);
      engine.play(pos, move!);
      expect(engine.fen(pos)).toBe('4k3/8/8/8/8/8/8/3RK3 b - - 0 1');
    });

    test('en passant: the capturing pawn stays on its square, the enemy pawn is removed', () => {
      const pos = at(engine, '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2');
      expect(engine.playText(pos, 'exd6')).toBeNull();
      expect(engine.fen(pos)).toBe('4k3/8/8/4P3/8/8/8/4K3 b - - 0 2');
    });

    test('a pawn that captures on the last rank stays on its rank and does not promote; moving there, it does', () => {
      const pos = at(engine, '1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1');
      const moves = engine.moves(pos).filter((m) => m.from === 'a7');
      expect(moves.map((m) => m.uci).sort()).toEqual(['a7a8b', 'a7a8n', 'a7a8q', 'a7a8r', 'a7b8']);
      engine.play(pos, moves.find((m) => m.uci === 'a7b8')!);
      expect(engine.fen(pos)).toBe('4k3/P7/8/8/8/8/8/4K3 b - - 0 1');
    });

    test('a piece that could shoot the king gives check, and a shot can uncover a line to one\'s own king', () => {
      // the rook on e5 checks the king on e8 from where it stands
      expect(engine.moves(at(engine, '4k3/8/8/4R3/8/8/8/4K3 b - - 0 1')).every((m) => m.from === 'e8' && m.to[0] !== 'e')).toBe(true);
      // Black's knight on e4 shields White's king from the rook on e8; White's rook shooting it would leave the king attacked
      const sans = engine.moves(at(engine, '4r2k/8/8/8/R3n3/8/8/4K3 w - - 0 1')).map((m) => m.san);
      expect(sans).not.toContain('Rxe4');
    });
  });
});
