// Interweave (Peter Aronson, 2002): one test per rule sentence of the variant issue, on
// hand-built positions, in both engines; then start perft from the issue.

import { describe, expect, test } from 'vitest';
import type { Engine } from '../../runtime/use/engine.ts';
import { enginePair, LONG } from '../support.ts';

const pair = await enginePair('interweave');

/** Two kings a side, out of the way, so that a position is not a finished game. */
const KINGS = { white: 'K1K', black: 'k1k' };

function at(engine: Engine, fen: string) {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return r.pos;
}

/** Legal moves from one square as `uci x captured,...`, sorted. */
function movesFrom(engine: Engine, fen: string, square: string): string[] {
  return engine
    .moves(at(engine, fen))
    .filter((m) => m.from === square)
    .map((m) => (m.captures.length ? `${m.uci} x${[...m.captures].sort().join(',')}` : m.uci))
    .sort();
}

describe.each(['interpreted', 'generated'] as const)('Interweave rules, %s engine', (kind) => {
  const engine = pair[kind];

  test('Colour binding: every move ends on a square of the mover\'s starting colour', () => {
    const fen = `5${KINGS.black}/8/8/8/3R4/8/8/${KINGS.white}5[] w - - 0 1`;
    const to = movesFrom(engine, fen, 'd4').map((m) => m.slice(2));
    expect(to.sort()).toEqual(['a7', 'b2', 'b4', 'b6', 'c3', 'c5', 'd2', 'd6', 'd8', 'e3', 'e5', 'f2', 'f4', 'f6', 'g1', 'g7', 'h4'].sort());
  });

  test('Colour binding: every capture takes a piece on the other colour', () => {
    // a leaper on d8 is on d4's colour: the Smasher cannot take it by approach from d7 (odd distance)
    expect(movesFrom(engine, `3n1${KINGS.black}/8/8/8/3R4/8/8/${KINGS.white}5[] w - - 0 1`, 'd4').filter((m) => m.includes('x'))).toEqual([]);
    expect(movesFrom(engine, `5${KINGS.black}/3p4/8/8/3R4/8/8/${KINGS.white}5[] w - - 0 1`, 'd4')).toEqual(['d4d6 xd7']);
  });

  test('King: moves one square diagonally without capturing, captures by short orthogonal leap', () => {
    const quiet = `5${KINGS.black}/8/8/8/3K4/8/8/K7[] w - - 0 1`;
    expect(movesFrom(engine, quiet, 'd4')).toEqual(['d4c3', 'd4c5', 'd4e3', 'd4e5']);
    const capture = `5${KINGS.black}/8/8/3p4/3K4/8/8/K7[] w - - 0 1`;
    expect(movesFrom(engine, capture, 'd4')).toEqual(['d4d6 xd5']);
  });

  test('Kings are not royal and there is no castling: a king may stand attacked', () => {
    // White's king on d4 can be taken (short leap d5-d3), yet White may make any move
    const fen = `7k/8/8/3k4/3K4/8/8/K7[] w - - 0 1`; // two kings a side, as in the start
    const moves = engine.moves(at(engine, fen));
    expect(moves.map((m) => m.uci)).toContain('d4d6');
    expect(moves.every((m) => !m.castle)).toBe(true);
  });

  test('Smasher: captures by approach — a slide stopping just before an enemy captures it', () => {
    expect(movesFrom(engine, `5${KINGS.black}/1p6/8/8/8/8/1R4p1/${KINGS.white}5[] w - - 0 1`, 'b2')).toEqual(['b2b6 xb7', 'b2f2 xg2']);
  });

  test('Leaper: the double knight leap is blocked by a friend on its midpoint and captures an enemy there', () => {
    expect(movesFrom(engine, `5${KINGS.black}/8/8/8/8/1P6/8/N4${KINGS.white}[] w - - 0 1`, 'a1')).not.toContain('a1c5');
    expect(movesFrom(engine, `5${KINGS.black}/8/8/8/8/8/2p5/N4${KINGS.white}[] w - - 0 1`, 'a1')).toEqual(['a1e3 xc2']);
  });

  test('Leaper: captures by long jump, landing on any empty square beyond at an even distance', () => {
    expect(movesFrom(engine, `5${KINGS.black}/8/8/8/p7/8/8/N4${KINGS.white}[] w - - 0 1`, 'a1')).toEqual(['a1a5 xa4', 'a1a7 xa4']);
  });

  test('Remover: captures without moving, removing every orthogonally adjacent enemy at once', () => {
    const moves = engine.moves(at(engine, `5${KINGS.black}/8/8/4p3/3pBp2/8/8/${KINGS.white}5[] w - - 0 1`)).filter((m) => m.from === 'e4');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ from: 'e4', to: 'e4', piece: 'B' });
    expect([...moves[0].captures].sort()).toEqual(['d4', 'e5', 'f4']);
  });

  test('Pawn: steps diagonally forward; two squares from its start rank over an empty square', () => {
    expect(movesFrom(engine, `5${KINGS.black}/8/8/8/8/8/1P6/${KINGS.white}5[] w - - 0 1`, 'b2')).toEqual(['b2a3', 'b2c3', 'b2d4']);
    expect(movesFrom(engine, `5${KINGS.black}/8/8/8/8/2p5/1P6/${KINGS.white}5[] w - - 0 1`, 'b2')).toEqual(['b2a3']);
  });

  test('Pawn: captures by short leap straight forward', () => {
    expect(movesFrom(engine, `5${KINGS.black}/8/8/8/8/3p4/3P4/${KINGS.white}5[] w - - 0 1`, 'd2')).toEqual(['d2d4 xd3']);
  });

  test('Pawn: custodian capture — after a pawn move, an adjacent enemy with a friend behind it is removed', () => {
    // c2-b3 flanks c3 between the pawn and the white pawn on d3 (pawn, enemy, friend)
    const fen = `5${KINGS.black}/8/8/8/8/2pP4/2P5/${KINGS.white}5[] w - - 0 1`;
    expect(movesFrom(engine, fen, 'c2')).toEqual(['c2b3 xc3', 'c2c4 xc3']);
  });

  test('Pawn: the custodian check sees the board after the move (pieces already captured are gone)', () => {
    // d2 leaps over d3 to d4: d3 is gone; c4 sits between d4 and the white leaper on b4
    const fen = `5${KINGS.black}/8/8/8/1Np5/3p4/3P4/${KINGS.white}5[] w - - 0 1`;
    expect(movesFrom(engine, fen, 'd2')).toEqual(['d2d4 xc4,d3']);
  });

  test('Pawn: en passant by short leap over the square the double step passed', () => {
    // Black pawn d6 has just gone b8... no: White b2-d4 passed c3; Black's pawn on c4 leaps c4-c2 over c3 and removes d4
    const fen = `5${KINGS.black}/8/8/8/2pP4/8/8/${KINGS.white}5[] b - c3 0 1`;
    expect(movesFrom(engine, fen, 'c4')).toEqual(['c4c2 xd4']);
  });

  test('Mandatory capture: when any capture exists, only captures are legal', () => {
    const fen = `5${KINGS.black}/8/8/8/8/3p4/3P4/${KINGS.white}5[] w - - 0 1`;
    const moves = engine.moves(at(engine, fen));
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m.captures.length > 0)).toBe(true);
  });

  test('Chains: after a capture the same piece must capture again; the whole chain is one move listing every landing', () => {
    const fen = `5${KINGS.black}/8/8/8/2p1p2N/8/8/${KINGS.white}5[] w - - 0 1`;
    const moves = engine.moves(at(engine, fen)).filter((m) => m.from === 'h4');
    expect(moves.map((m) => m.uci)).toEqual(['h4d4b4']);
    expect([...moves[0].captures].sort()).toEqual(['c4', 'e4']);
    const pos = at(engine, fen);
    expect(engine.playText(pos, 'h4d4b4')).toBeNull();
    expect(engine.fen(pos)).toBe(`5${KINGS.black}/8/8/8/1N6/8/8/${KINGS.white}5[] b - - 0 1`);
  });

  test('Promotion: on the last rank a pawn must promote into a captured piece of its own side; with none the move is illegal', () => {
    const none = `5${KINGS.black}/3P4/8/8/8/8/8/${KINGS.white}5[] w - - 0 1`;
    expect(movesFrom(engine, none, 'd7')).toEqual([]);
    const pool = `5${KINGS.black}/3P4/8/8/8/8/8/${KINGS.white}5[Nb] w - - 0 1`;
    expect(movesFrom(engine, pool, 'd7')).toEqual(['d7c8n', 'd7e8n']);
    const pos = at(engine, pool);
    expect(engine.playText(pos, 'd7c8n')).toBeNull();
    expect(engine.fen(pos)).toBe(`2N2${KINGS.black}/8/8/8/8/8/8/${KINGS.white}5[b] b - - 0 1`);
  });

  test('Chains: a capture a pawn could only make by promoting with nothing to promote into does not continue the chain', () => {
    // c5xc4 lands on c3; c3xc2 would reach c1, Black's last rank, with an empty pool: the chain stops on c3
    const fen = `${KINGS.black}5/8/8/2p5/2P5/8/2P5/5${KINGS.white}[] b - - 0 1`;
    expect(movesFrom(engine, fen, 'c5')).toEqual(['c5c3 xc4']);
    const withPool = `${KINGS.black}5/8/8/2p5/2P5/8/2P5/5${KINGS.white}[r] b - - 0 1`;
    expect(movesFrom(engine, withPool, 'c5')).toEqual(['c5c3c1r xc2,c4']);
  });

  test('Promotion: on the penultimate rank a pawn may promote', () => {
    expect(movesFrom(engine, `5${KINGS.black}/8/3P4/8/8/8/8/${KINGS.white}5[R] w - - 0 1`, 'd6')).toEqual(['d6c7', 'd6c7r', 'd6e7', 'd6e7r']);
  });

  test('Captured pieces join their side\'s pool', () => {
    const pos = at(engine, `5${KINGS.black}/8/8/8/8/3n4/3P4/${KINGS.white}5[] w - - 0 1`);
    expect(engine.playText(pos, 'd2d4')).toBeNull();
    expect(engine.fen(pos).split(' ')[0]).toMatch(/\[n\]$/);
  });

  test('Goal: capturing either enemy king wins, and the finished position has no moves', () => {
    const pos = at(engine, `7k/8/8/8/8/3k4/3P4/${KINGS.white}5[] w - - 0 1`);
    expect(engine.playText(pos, 'd2d4')).toBeNull();
    expect(engine.result(pos)).toEqual({ over: true, winner: 0, reason: 'capture' });
    expect(engine.moves(pos)).toEqual([]);
    expect(engine.perft(pos, 2)).toBe(0);
  });

  test('Goal: a stalemated player loses', () => {
    // Black's kings are boxed in by pawns they cannot take (kings capture orthogonally only)
    const pos = at(engine, `k6k/1P4P1/8/8/8/8/8/${KINGS.white}5[] b - - 0 1`);
    expect(engine.moves(pos)).toEqual([]);
    expect(engine.result(pos)).toEqual({ over: true, winner: 0, reason: 'stalemate' });
  });
});

describe('Interweave start perft (the variant issue; turns deduplicated by effect)', () => {
  const ROWS = [
    { depth: 1, nodes: 30 },
    { depth: 2, nodes: 888 },
    { depth: 3, nodes: 26318 },
    { depth: 4, nodes: 732258 },
  ];
  test.each(ROWS.flatMap((r) => [{ ...r, kind: 'interpreted' as const }, { ...r, kind: 'generated' as const }]))(
    '$kind depth $depth = $nodes',
    ({ kind, depth, nodes }) => {
      const engine = pair[kind];
      expect(engine.perft(engine.start(), depth)).toBe(nodes);
    },
  );
  // depth 5 is this engine's own figure (both engines agree on it); no outside source gives it
  test.runIf(LONG)('depth 5: both engines agree', () => {
    expect(pair.generated.perft(pair.generated.start(), 5)).toBe(pair.interpreted.perft(pair.interpreted.start(), 5));
  });
});
