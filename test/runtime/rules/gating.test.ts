// Gating (runtime/rules/gating.ts) against Fairy-Stockfish (ffish): Seirawan chess and S-House. The
// start FEN, perft from the start in both engines, positions at the rules' edges (perft d1-3, the
// legal moves with their SAN, the FEN read back), the FEN after given moves, and seeded random
// games comparing the legal moves, the result and the FEN after every move. Deeper rows and more
// games run with FAIRYFORGE_LONG=1.
//
// The rules' edges: a piece that has moved and come back opens no gate; castling gates on the
// king's or the rook's square, one piece; a gate is lost when its piece moves or is captured there;
// a gated piece may give check but cannot cover one (the move must be legal without it: S-Chess's
// rules as pychess.org and H. G. Muller state them, and Fairy-Stockfish's legality, which only
// looks at the gated piece for the checks it gives); pawns promote to hawk and elephant; in
// Seirawan chess an empty hand's gates are no longer written (it never refills), in S-House they
// are (captures refill it), and S-House's pawns are neither dropped nor gated on the first rank.

import { describe, expect, test } from 'vitest';
import { loadFfish } from '../../oracle/ffish.ts';
import { boardFen, compareHandRowsWithFfish, type HandRow } from '../../oracle/hand-rows.ts';
import { loadSpecData } from '../../../plan-checks/load.ts';
import { enginePair, loadSpec } from '../../support.ts';

const ROWS: readonly HandRow[] = [
  {
    file: 'seirawan',
    depth: 3,
    longDepth: 4,
    fens: [
      // the b1 knight went out and back: it opens no gate (no C letter... no B letter), the g1 knight does
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQCDFGkqbcdfg - 4 3',
      // castling gates on the king's square (e1g1h, O-O/He1) or the rook's (h1e1h, O-O/Hh1), one piece
      'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQkq - 0 1',
      'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] b KQkq - 0 1',
      // gating gives check: the elephant entering on e1 checks along the e-file (Kd1/E+, O-O/Ee1+)
      '4k3/8/8/8/8/8/8/4K2R[HEhe] w K - 0 1',
      // a gate cannot cover a check: the pinned d1 queen may move along the pin only, gate or no gate
      'rnbqkbnr/pppppppp/8/8/8/8/8/r2QK3[HEhe] w D - 0 1',
      // in check along the first rank, Kf1 stays illegal with a piece entering on e1 behind it
      'rnbqkbnr/pppppppp/8/8/8/8/8/r3K3[HEhe] w E - 0 1',
      // one piece left in hand; the rooks' and king's gates stand for castling rights KQ
      'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[He] w KQkq - 0 1',
      // promotion to the hawk and the elephant too
      '1n2k3/P7/8/8/8/8/8/4K3[] w - - 0 1',
      // the king has moved (no castling), the rooks keep their gates: written as their files
      'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4K1R[HEhe] w AHkq - 2 2',
      // gates read as Fairy-Stockfish reads them: the king's and a rook's gates (EH) are castling
      // right K; Black's hand is empty for good, so its letters name castling partners (ah: kq)
      'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[H] w EHah - 0 1',
    ],
    lines: [
      // gating, and the gate letters it takes away (the knight's, then a rook's lost to a capture)
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1', ['g2g3', 'b7b6', 'f1g2h', 'c8b7', 'g2b7', 'b8c6e', 'b7a8']],
      // castling that gates on the rook's square, then on the king's
      ['r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQkq - 0 1', ['h1e1h', 'e8c8e', 'f1e1']],
      // the last piece in hand enters: the gates of the empty hand are no longer written
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[He] w KQBCDFGkqbcdfg - 0 1', ['b1c3h', 'b8c6e', 'g1f3']],
    ],
  },
  {
    file: 'shouse',
    depth: 3,
    // 36,857,065 nodes (native Fairy-Stockfish agrees): minutes, in the long run only
    longDepth: 4,
    fens: [
      // a captured rook in hand: gated by castling (e1g1r) or dropped; a pawn never on rank 1 (no gating it either)
      '4k3/8/8/8/8/8/8/R3K2R[RP] w KQ - 0 1',
      // the hand is empty, the gates stay (a capture may refill it): written as castling rights
      'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[] w KQkq - 0 1',
      // a drop may block the rook's check; a gate cannot cover it
      'rnbqkbnr/pppppppp/8/8/8/8/8/r3K3[HEhe] w E - 0 1',
      'rnbqkbnr/pppppppp/8/8/8/8/8/r2QK3[HE] w D - 0 1',
      // gating gives check
      '4k3/8/8/8/8/8/8/4K2R[E] w K - 0 1',
      // a promoted elephant taken goes to hand as a pawn
      '3k4/8/8/8/8/8/8/3e~K3[] w - - 0 1',
    ],
    lines: [
      // the knight takes a rook and gates nothing; castling then gates that rook on e1
      ['4k3/8/8/8/8/2r5/8/1N2K2R[] w KB - 0 1', ['b1c3', 'e8d8', 'e1g1r']],
      ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1', ['e2e4', 'H@e5', 'g1f3e', 'e5c3', 'd2c3', 'E@d4', 'H@e3']],
    ],
  },
];

const ff = await loadFfish();

// ffish's validateFen refuses the castling field Fairy-Stockfish's own boards write once a king
// has moved and its rooks keep their gates (AHkq: "the WHITE KING has moved"), while its boards
// read it back as written; so perft and the FEN after moves are taken from boards opened directly.
const split = (s: string): string[] => (s.trim() === '' ? [] : s.trim().split(/\s+/));

function ffishPerft(variant: string, fen: string, depth: number): number {
  const board = new ff.raw.Board(variant, fen);
  const count = (d: number): number => {
    if (d === 1) return board.numberLegalMoves();
    let nodes = 0;
    for (const move of split(board.legalMoves())) {
      board.push(move);
      nodes += count(d - 1);
      board.pop();
    }
    return nodes;
  };
  try {
    return count(depth);
  } finally {
    board.delete();
  }
}

function ffishFenAfter(variant: string, fen: string, moves: readonly string[]): string {
  const board = new ff.raw.Board(variant, fen);
  try {
    for (const move of moves) if (!split(board.legalMoves()).includes(move) || !board.push(move)) throw new Error(`ffish: illegal move ${move} from ${fen}`);
    return board.fen();
  } finally {
    board.delete();
  }
}

compareHandRowsWithFfish(ROWS, {
  // ffish's startingFen is the variant's text ([HEhe]); its board writes the hands in its piece order
  boardStart: true,
  startCheck: (row, fen) => expect(boardFen(row.file, ff.startFen(row.file))).toBe(fen),
  readBack: { fen: boardFen, message: 'the FEN reads back as ffish writes it' },
  // Fairy-Stockfish writes the en-passant square only when a capture there is possible
  ignoreEp: true,
  oracle: { perft: ffishPerft, fenAfter: ffishFenAfter },
  // the games must have gated, or they test nothing of it
  gamesCheck: (played) => expect(played.flat().filter((m) => /^[a-h]\d[a-h]\d[a-z]$/.test(m) && !/[a-h]7[a-h]8|[a-h]2[a-h]1/.test(m)).length).toBeGreaterThan(0),
});

test('a gated move as the library gives it: from, to, the piece moved, SAN Nc3/H', async () => {
  const { interpreted } = await enginePair('seirawan');
  const pos = interpreted.start();
  const gated = interpreted.moves(pos).find((m) => m.uci === 'b1c3h');
  expect(gated).toMatchObject({ uci: 'b1c3h', from: 'b1', to: 'c3', piece: 'N', captures: [], promotion: null, san: 'Nc3/H' });
  expect(interpreted.playText(pos, 'Nc3/H')).toBeNull();
  expect(interpreted.fen(pos)).toBe('rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/RHBQKBNR[Eeh] b KQCDFGkqbcdfg - 1 1');
});

describe('the gates are the position\'s own: hashed, restored by unmake', () => {
  test('a position with a gate differs in hash from one without', async () => {
    const { interpreted } = await enginePair('seirawan');
    const a = interpreted.parseFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1');
    const b = interpreted.parseFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQCDFGkqbcdfg - 0 1');
    if (!a.ok || !b.ok) throw new Error('FEN');
    expect([a.pos.hashLo, a.pos.hashHi]).not.toEqual([b.pos.hashLo, b.pos.hashHi]);
  });

  test('make and unmake of every gated move keep the incremental hash equal to the recomputed one', async () => {
    const { interpreted, generated } = await enginePair('shouse');
    for (const engine of [interpreted, generated]) {
      const r = engine.parseFen('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQkq - 0 1');
      if (!r.ok) throw new Error(r.error.message);
      const pos = r.pos;
      const before = engine.fen(pos);
      for (const m of engine.moves(pos).filter((x) => /[he]$/.test(x.uci))) {
        engine.play(pos, m);
        expect([pos.hashLo, pos.hashHi], m.uci).toEqual(pos.computeHash());
        engine.undo(pos);
        expect(engine.fen(pos)).toBe(before);
      }
    }
  });
});

describe('semantic checks of gating', () => {
  const base = loadSpec('seirawan');
  const codes = (extra: object): string[] => {
    const r = loadSpecData({ ...base, name: 'probe', examples: [], ...extra }, 'probe.yaml');
    return r.ok ? [] : r.diagnostics.map((d) => d.code ?? d.message);
  };
  test.each([
    [{ hand: { ...base.hand, gating: ['x'] } }, 'gating-piece'],
    [{ hand: { captures: 'none', dropping: false } }, 'hand-enter'],
    // two rooks of one side on the a-file: their gates cannot be told apart in the castling field
    [{ start: 'rnbqkbnr/pppppppp/8/8/8/8/RPPPPPPP/RNBQKBN1[HEhe] w Qkq - 0 1', castling: undefined }, 'first-move-fen'],
  ])('%j is refused (%s)', (extra, code) => {
    expect(codes(extra)).toContain(code);
  });
  test('the bundled spec passes', () => {
    expect(codes({})).toEqual([]);
  });
});

describe('FENs with gates no game reaches are refused, naming the field', () => {
  test.each([
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR[HEhe] w KQBkq - 0 1', /first-move right "B" needs the knight N on b1/],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBBkq - 0 1', /first-move right "B" is repeated/],
    ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQZkq - 0 1', /"Z"/],
  ])('%s', async (fen, message) => {
    const { interpreted } = await enginePair('seirawan');
    const r = interpreted.parseFen(fen);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.field).toBe('castling');
    expect(r.error.message).toMatch(message);
  });
});
