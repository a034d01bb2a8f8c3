// Berolina chess: perft in both engines against Fairy-Stockfish, and the en-passant field of
// the FEN when two pawns may have passed the same square (H. G. Muller's `c3d4` form).

import { describe, expect, test } from 'vitest';
import { formatFenError } from '../../runtime/state/fen.ts';
import type { Engine } from '../../runtime/use/engine.ts';
import type { Position } from '../../runtime/state/position.ts';
import { enginePair, perftCases, type PerftRow } from '../support.ts';

/** After 1.b2d4 b7d5 2.Nf3 d5c4 3.d2b4 both white pawns passed c3; the field names b4 (or d4). */
const TWO_CANDIDATES = 'rnbqkbnr/p1pppppp/8/8/1PpP4/5N2/P1P1PPPP/RNBQKB1R b KQkq';

/**
 * Source of every figure: Fairy-Stockfish 0.7.10 (ffish) perft, variant `berolina`; the start
 * position's row is also Fairy-Stockfish's published one. ffish reads our FENs as they are,
 * except that a lone passed square must carry its victim (`c3` → `c3b4`).
 */
const ROWS: readonly PerftRow[] = [
  { name: 'start position', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', nodes: [30, 900, 28328, 882717, 29119802], quickDepth: 4 },
  {
    name: 'rule page ep diagram (after 1.Nf3 b7d5 2.h2f4 d5c4 3.d2b4)',
    fen: 'rnbqkbnr/p1pppppp/8/8/1Pp2P2/5N2/PPP1PPP1/RNBQKB1R b KQkq c3 0 3',
    nodes: [32, 1390, 43823, 1820423],
    quickDepth: 3,
  },
  { name: 'two pawns passed c3, d2-b4 moved last', fen: `${TWO_CANDIDATES} c3b4 0 3`, nodes: [32, 1110, 35390, 1205413, 39744534], quickDepth: 3 },
  { name: 'two pawns passed c3, b2-d4 moved last', fen: `${TWO_CANDIDATES} c3d4 0 3`, nodes: [32, 1116, 35551, 1218235, 40134647], quickDepth: 3 },
  {
    name: 'two black pawns passed e6, d7-f5 moved last',
    fen: 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPP1PP/RNBQKBNR w KQkq e6f5 0 4',
    nodes: [30, 862, 26057, 779641, 24660646],
    quickDepth: 3,
  },
  {
    name: 'two black pawns passed e6, f7-d5 moved last',
    fen: 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPP1PP/RNBQKBNR w KQkq e6d5 0 4',
    nodes: [30, 866, 26148, 786026],
    quickDepth: 3,
  },
  { name: 'en passant would expose the king along the rank', fen: '8/8/8/8/kPp4R/8/8/4K3 b - c3 0 1', nodes: [6, 110, 667, 12373, 85008], quickDepth: 5 },
  { name: 'promotions by diagonal step and straight capture', fen: 'rn2k1nr/1P4P1/8/8/8/8/1p4p1/RN2K1NR w KQkq - 0 1', nodes: [41, 1325, 45413, 1528229], quickDepth: 3 },
  {
    name: 'random game, move 16 (seed 7)',
    fen: 'r1b1kb1r/p2pp2R/P4p2/3Pp3/Rq1n1Pp1/2nP2P1/1N1PP1P1/2BQKBN1 w kq - 0 16',
    nodes: [36, 1720, 58313, 2717454],
    quickDepth: 3,
  },
  {
    name: 'random game, move 16 (seed 11)',
    fen: 'rn2k1nr/pp2p2p/5b2/Rb2pp1p/2P1Q1PP/1P6/1P1PB1PP/1NB1K1R1 w kq - 1 16',
    nodes: [44, 1183, 50562, 1359755],
    quickDepth: 3,
  },
];

const pair = await enginePair('berolina');
const KINDS = ['interpreted', 'generated'] as const;

function parse(engine: Engine, fen: string): Position {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(formatFenError(r.error));
  return r.pos;
}

describe.each(KINDS)('berolina perft, %s engine', (kind) => {
  const engine = pair[kind];
  const cases = perftCases(ROWS);
  test.each(cases)('$name depth $depth = $nodes', ({ fen, depth, nodes }) => {
    const pos = parse(engine, fen);
    expect(engine.perft(pos, depth)).toBe(nodes);
    expect(engine.fen(pos)).toBe(fen);
  });
});

describe.each(KINDS)('berolina en passant field, %s engine', (kind) => {
  const engine = pair[kind];

  function playAll(moves: readonly string[]): Position {
    const pos = engine.start();
    for (const m of moves) {
      const error = engine.playText(pos, m);
      if (error) throw new Error(error);
    }
    return pos;
  }

  test('the rule page sequence reaches the ep diagram, written with the lone passed square', () => {
    const pos = playAll(['g1f3', 'b7d5', 'h2f4', 'd5c4', 'd2b4']);
    expect(engine.fen(pos)).toBe('rnbqkbnr/p1pppppp/8/8/1Pp2P2/5N2/PPP1PPP1/RNBQKB1R b KQkq c3 0 3');
    const ep = engine.moves(pos).find((m) => m.uci === 'c4c3');
    expect(ep?.captures).toEqual(['b4']);
  });

  test('after a double step that another pawn could also have made, the field names the pawn', () => {
    expect(engine.fen(playAll(['b2d4', 'b7d5', 'g1f3', 'd5c4', 'd2b4']))).toBe(`${TWO_CANDIDATES} c3b4 0 3`);
    expect(engine.fen(playAll(['d2b4', 'b7d5', 'g1f3', 'd5c4', 'b2d4']))).toBe(`${TWO_CANDIDATES} c3d4 0 3`);
  });

  test('a lone passed square that two pawns fit is rejected, naming the ep field and both pawns', () => {
    const r = engine.parseFen(`${TWO_CANDIDATES} c3 0 3`);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.field).toBe('ep');
    expect(r.error.message).toMatch(/ambiguous/);
    expect(r.error.message).toMatch(/b4 or d4/);
    expect(formatFenError(r.error)).toMatch(/^invalid FEN \(ep field\): ambiguous: .*add its square, e\.g\. "c3b4"/);
  });

  test('a named pawn that cannot have passed the square is rejected', () => {
    const r = engine.parseFen('rnbqkbnr/p1pppppp/8/8/1Pp2P2/5N2/PPP1PPP1/RNBQKB1R b KQkq c3f4 0 3');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(formatFenError(r.error)).toMatch(/^invalid FEN \(ep field\): the pawn on f4 cannot have passed over c3/);
  });

  test.each([
    { ep: 'c3b4', victim: 'b4', survivor: 'd4' },
    { ep: 'c3d4', victim: 'd4', survivor: 'b4' },
  ])('$ep: accepted, round-trips, and c4c3 takes the pawn on $victim', ({ ep, victim, survivor }) => {
    const fen = `${TWO_CANDIDATES} ${ep} 0 3`;
    const pos = parse(engine, fen);
    expect(engine.fen(pos)).toBe(fen);
    const move = engine.moves(pos).find((m) => m.uci === 'c4c3');
    expect(move).toBeDefined();
    expect(move!.captures).toEqual([victim]);
    engine.play(pos, move!);
    const board = engine.fen(pos).split(' ')[0];
    expect(board).toBe(victim === 'b4' ? 'rnbqkbnr/p1pppppp/8/8/3P4/2p2N2/P1P1PPPP/RNBQKB1R' : 'rnbqkbnr/p1pppppp/8/8/1P6/2p2N2/P1P1PPPP/RNBQKB1R');
    expect(engine.moves(pos).some((m) => m.from === survivor)).toBe(true);
    engine.undo(pos);
    expect(engine.fen(pos)).toBe(fen);
  });

  test('only the pawn behind the passed square captures en passant, and only straight', () => {
    const pos = parse(engine, `${TWO_CANDIDATES} c3b4 0 3`);
    const captures = engine.moves(pos).filter((m) => m.captures.length > 0);
    expect(captures.map((m) => m.uci)).toEqual(['c4c3']);
  });

  test('en passant that would expose the king along the rank is not legal (a4b5: the b4 pawn guards b5)', () => {
    const pos = parse(engine, '8/8/8/8/kPp4R/8/8/4K3 b - c3 0 1');
    expect(engine.moves(pos).map((m) => m.uci).sort()).toEqual(['a4a3', 'a4a5', 'a4b3', 'a4b4', 'c4b3', 'c4d3']);
  });
});

describe.each(KINDS)('berolina notation, %s engine', (kind) => {
  const engine = pair[kind];

  test('quiet pawn moves are written with both squares, pawn captures with the letter (Pxc3 e.p.)', () => {
    const start = engine.moves(engine.start());
    expect(start.find((m) => m.uci === 'f2g3')?.san).toBe('f2g3');
    expect(start.find((m) => m.uci === 'g1f3')?.san).toBe('Nf3');
    const pos = parse(engine, 'rnbqkbnr/p1pppppp/8/8/1Pp2P2/5N2/PPP1PPP1/RNBQKB1R b KQkq c3 0 3');
    const san = Object.fromEntries(engine.moves(pos).filter((m) => m.from === 'c4').map((m) => [m.uci, m.san]));
    expect(san).toEqual({ c4b3: 'c4b3', c4c3: 'Pxc3', c4d3: 'c4d3' });
    expect(engine.playText(pos, 'Pxc3')).toBeNull();
    expect(engine.fen(pos).split(' ')[0]).toBe('rnbqkbnr/p1pppppp/8/8/5P2/2p2N2/PPP1PPP1/RNBQKB1R');
  });

  test('promotions keep their suffixes: b7c8=Q+ and Pxb8=N', () => {
    const pos = parse(engine, 'rn2k1nr/1P4P1/8/8/8/8/1p4p1/RN2K1NR w KQkq - 0 1');
    const sans = engine.moves(pos).filter((m) => m.from === 'b7').map((m) => m.san);
    expect(sans).toEqual(['b7c8=Q+', 'b7c8=R+', 'b7c8=B', 'b7c8=N', 'Pxb8=Q+', 'Pxb8=R+', 'Pxb8=B', 'Pxb8=N']);
  });

  test('orthodox chess keeps orthodox pawn SAN', async () => {
    const { interpreted: chess } = await enginePair('chess');
    expect(chess.plan.notation).toEqual({ pawnMoves: 'san', pawnCaptures: 'file' });
    const pos = chess.parseFen('rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    if (!pos.ok) throw new Error(pos.error.message);
    const sans = chess.moves(pos.pos).map((m) => m.san);
    expect(sans).toEqual(expect.arrayContaining(['exd5', 'e5', 'd3']));
  });
});
