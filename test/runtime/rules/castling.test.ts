// Castling of other shapes against Fairy-Stockfish (ffish): kings that castle three or four
// squares on 10-file boards (declared landing files), more than one partner type, perft from the
// start position, at castling's edges (through or into attack, blocked, either wing, the
// partner's own path attacked) and along seeded random games, in both engines, the legal moves
// and the game's result at every position and perft(1..3) at the last one. Deeper start rows
// and more games run with FAIRYFORGE_LONG=1.
//
// Castling for one side or one wing only (`castling.side`,
// `castling.wing`), said directly instead of faked with a start position that grants only some
// rights (which any FEN could grant again) or a dummy partner. The FEN's castling field takes and
// writes only the rights the variant has; a right it lacks is refused with the field named.
// Fairy-Stockfish has no such key, but its chess from a FEN granting only those rights plays the
// same moves: the oracle for perft from positions where the missing castling would be legal.

import { describe, expect, test } from 'vitest';
import { compareRowsWithFfish, type FfishRow } from '../../oracle/ffish-rows.ts';
import { loadFfish } from '../../oracle/ffish.ts';
import { join } from 'node:path';
import { describeRules } from '../../../compare/rules.ts';
import { compileSpec } from '../../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadVariant } from '../../../lib/index.ts';
import { loadSpecFile, loadSpecText } from '../../../plan-checks/load.ts';
import { enginePair, loadPlan, LONG, randomPlayout } from '../../support.ts';

// Castling positions on a 10x8 board with the king on `k` (file letter) and rooks on a and j.
const ROWS: readonly FfishRow[] = [
  {
    file: 'capablanca',
    ffish: 'capablanca',
    depth: 3,
    longDepth: 4,
    fens: [
      // both wings free; g1 attacked (the king passes it); i1 attacked (it lands there)
      'r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1',
      'r4k3r/6r3/10/10/10/10/10/R4K3R w KQ - 0 1',
      'r4k3r/8r1/10/10/10/10/10/R4K3R w KQ - 0 1',
      // b1 attacked (only the rook passes it: allowed), b1 occupied (blocked), the king in check
      'r4k3r/1r8/10/10/10/10/10/R4K3R w KQ - 0 1',
      'r4k3r/10/10/10/10/10/10/RN3K3R w KQkq - 0 1',
      'r4k3r/5r4/10/10/10/10/10/R4K3R w KQ - 0 1',
      // Black castles either way; h8 attacked (the rook lands there, the king passes it)
      'r4k3r/10/10/10/10/10/7R2/R4K3R b KQkq - 0 1',
    ],
  },
  {
    file: 'gothic',
    ffish: 'gothic',
    depth: 3,
    longDepth: 4,
    fens: ['r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1', 'r4k3r/3r6/10/10/10/10/10/R4K3R w KQ - 0 1', 'rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1'],
  },
  {
    file: 'embassy',
    ffish: 'embassy',
    depth: 3,
    longDepth: 4,
    fens: [
      // the king castles three squares from e1: to h1 or b1; h1 attacked; c1 attacked; a1 attacked
      'r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1',
      'r3k4r/7r2/10/10/10/10/10/R3K4R w KQ - 0 1',
      'r3k4r/2r7/10/10/10/10/10/R3K4R w KQ - 0 1',
      'r3k4r/r9/10/10/10/10/10/R3K4R w KQ - 0 1',
      'r3k4r/10/10/10/10/10/10/R3K2N1R w KQkq - 0 1',
    ],
  },
  {
    file: 'janus',
    ffish: 'janus',
    depth: 3,
    longDepth: 4,
    fens: [
      // four squares to i1 (h1 attacked: it passes), three to b1 (b1 attacked: it lands there)
      'r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1',
      'r3k4r/7r2/10/10/10/10/10/R3K4R w KQ - 0 1',
      'r3k4r/1r8/10/10/10/10/10/R3K4R w KQ - 0 1',
      'r3k4r/10/10/10/10/10/10/R3K4R b KQkq - 0 1',
    ],
  },
  {
    file: 'centaur',
    ffish: 'centaur',
    depth: 3,
    longDepth: 4,
    fens: [
      'r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1',
      // a centaur attacks h1 by its step; a centaur's knight leap attacks d1
      'r4k3r/10/10/10/10/10/7c2/R4K3R w KQ - 0 1',
      'r4k3r/10/10/10/10/10/1c8/R4K3R w KQ - 0 1',
    ],
  },
  {
    file: 'perfect',
    ffish: 'perfect',
    depth: 3,
    longDepth: 4,
    fens: [
      // kingside with the rook, queenside with the chancellor; the queenside blocked; d1 attacked
      'c3k2r/8/8/8/8/8/8/C3K2R w KQkq - 0 1',
      'c3k2r/8/8/8/8/8/8/CN2K2R w KQkq - 0 1',
      'c3k2r/3r4/8/8/8/8/8/C3K2R w KQkq - 0 1',
      'c3k2r/8/8/8/8/8/8/C3K2R b KQkq - 0 1',
      // a rook on a1 in the chancellor's place castles too (any partner type, the outermost)
      'r3k2c/8/8/8/8/8/8/R3K2C w KQkq - 0 1',
    ],
  },
];

const ff = await loadFfish();

const PLIES = 60;

compareRowsWithFfish(ROWS);

// Fischer-random (chess960) positions of orthodox chess against ffish's `chess` in its chess960
// mode: castling rights by outermost rook (X-FEN KQkq) and by file (Shredder-FEN), the king and
// rook starting on or passing each other's squares, the king staying put; castling written as
// the king taking its rook (e1h1). Positions from the published chess960 perft suite and the
// castling's edges.
const CHESS960: readonly string[] = [
  'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9',
  '2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9',
  'b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9',
  '1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9',
  // king b1 between its rooks: queenside the king goes right to c1, the rook from a1 to d1
  'rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1',
  'rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1',
  // the king stays on g1 (only the rook moves), and its rook lands where the king stood
  '1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1',
  // inner rooks named by file (X-FEN), a rook between the king and its landing square
  '2r1kr2/8/8/8/8/8/8/1R2K1R1 w GBfc - 0 1',
  // the orthodox arrangement, written the chess960 way
  'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
  // a1 rook attacked by the b-file rook: the rook's own square may be attacked; d1 attacked bars it
  'rk5r/1r6/8/8/8/8/8/RK5R w KQ - 0 1',
  'r1k4r/8/8/8/8/8/8/1R1K3R w Qk - 0 1',
  'rk5r/3r4/8/8/8/8/8/R1K4R w KQ - 0 1',
];

/** ffish's chess960 board: legal moves sorted, and perft to `depth`. */
function ffish960(fen: string, depth: number): { moves: string[]; nodes: number } {
  const board = new ff.raw.Board('chess', fen, true);
  const perft = (d: number): number => {
    if (d === 1) return board.numberLegalMoves();
    let nodes = 0;
    for (const move of board.legalMoves().trim().split(/\s+/).filter(Boolean)) {
      board.push(move);
      nodes += perft(d - 1);
      board.pop();
    }
    return nodes;
  };
  try {
    const moves = board.legalMoves().trim();
    return { moves: moves === '' ? [] : moves.split(/\s+/).sort(), nodes: depth === 0 ? 1 : perft(depth) };
  } finally {
    board.delete();
  }
}

describe('chess960 positions = Fairy-Stockfish chess, chess960 mode', () => {
  test.each(CHESS960)('moves, FEN and perft d1-3: %s', async (fen) => {
    const { interpreted, generated } = await enginePair('chess');
    for (const engine of [interpreted, generated]) {
      const pos = engine.parseFen(fen, { chess960: true });
      if (!pos.ok) throw new Error(pos.error.message);
      expect(engine.fen(pos.pos), 'the FEN reads back as written').toBe(fen);
      expect(engine.moves(pos.pos).map((m) => m.uci).sort()).toEqual(ffish960(fen, 0).moves);
      for (let d = 1; d <= 3; d++) expect(engine.perft(pos.pos, d), `perft d${d}`).toBe(ffish960(fen, d).nodes);
    }
  }, 120_000);

  test(`random games from chess960 start positions: moves at every position, perft d1-3 at the last`, async () => {
    const { interpreted, generated } = await enginePair('chess');
    const starts = CHESS960.slice(0, LONG ? CHESS960.length : 3);
    for (const [i, start] of starts.entries()) {
      const begin = generated.parseFen(start, { chess960: true });
      if (!begin.ok) throw new Error(begin.error.message);
      const fens: string[] = [];
      randomPlayout(generated, begin.pos, 104_729 * (i + 1), PLIES, (p) => fens.push(generated.fen(p)));
      for (const fen of fens) {
        const pos = interpreted.parseFen(fen, { chess960: true });
        if (!pos.ok) throw new Error(`${fen}: ${pos.error.message}`);
        expect(interpreted.moves(pos.pos).map((m) => m.uci).sort(), fen).toEqual(ffish960(fen, 0).moves);
      }
      const last = fens[fens.length - 1];
      const pos = interpreted.parseFen(last, { chess960: true });
      if (!pos.ok) throw new Error(pos.error.message);
      for (let d = 1; d <= 3; d++) expect(interpreted.perft(pos.pos, d), `perft d${d} of ${last}`).toBe(ffish960(last, d).nodes);
    }
  }, LONG ? 30 * 60_000 : 120_000);

  test('castling fields: X-FEN writes KQkq for the outermost rook and the file of an inner one, Shredder-FEN files throughout', async () => {
    const { interpreted } = await enginePair('chess');
    const written = (fen: string): string => {
      const pos = interpreted.parseFen(fen);
      if (!pos.ok) throw new Error(pos.error.message);
      return interpreted.fen(pos.pos).split(' ')[2];
    };
    expect(written('r1k4r/8/8/8/8/8/8/1R1K3R w Bk - 0 1')).toBe('Qk');
    expect(written('2r1kr2/8/8/8/8/8/8/1R2K1R1 w BGcf - 0 1')).toBe('GBfc');
    expect(written('2r1kr1r/8/8/8/8/8/8/1R2K1RR w Gq - 0 1')).toBe('Gq');
    expect(written('r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1')).toBe('HAha');
    const bad = interpreted.parseFen('r3k2r/8/8/8/8/8/8/R3K2R w C - 0 1');
    expect(bad.ok ? '' : bad.error.message).toMatch(/castling right "C" needs White's rook on c1/);
  });

  test('castling text: king takes rook in chess960, the landing square in orthodox chess; SAN O-O either way', async () => {
    const { interpreted } = await enginePair('chess');
    const orthodox = interpreted.parseFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    const random = interpreted.parseFen('1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1');
    if (!orthodox.ok || !random.ok) throw new Error('FEN');
    const castles = (pos: typeof orthodox.pos): string[] => interpreted.moves(pos).filter((m) => m.castle).map((m) => `${m.uci} ${m.san}`).sort();
    expect(castles(orthodox.pos)).toEqual(['e1c1 O-O-O', 'e1g1 O-O']);
    expect(castles(random.pos)).toEqual(['g1b1 O-O-O', 'g1h1 O-O']);
  });
});

describe('describe words the castling', () => {
  const castlingLine = (name: string): string => describeRules(loadPlan(name)).find((l) => l.key === 'castling')?.text ?? '';

  // Janus chess's rules: the king goes from e1 to i1 (four squares) or b1 (three), the rooks to h1 and c1
  test('janus: the king\'s and rooks\' squares and how far the king moves', () => {
    const text = castlingLine('janus');
    expect(text).toContain('with the rook on j1, the king moves four squares to i1 and the rook lands on h1');
    expect(text).toContain('with the rook on a1, the king moves three squares to b1 and the rook lands on c1');
    expect(text).toContain('Black the same from e8');
  });

  test('perfect: the chancellor castles queenside, and either partner type may', () => {
    const text = castlingLine('perfect');
    expect(text).toContain('with the chancellor on a1, the king moves two squares to c1 and the chancellor lands on d1');
    expect(text).toContain('A rook or a chancellor may be the partner');
  });
});

// Castling off the edge rank (`rank: 2`): shako's king and rooks, on a spec of its own without
// shako's cannons, against ffish's `shako` in positions without cannons (the bundled shako, with
// its cannons, is compared in test/oracle/xiangqi.test.ts).
describe('castling on the second rank = Fairy-Stockfish shako without cannons', () => {
  const SHAKO = [
    '10/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/10 w KQkq - 0 1',
    // both wings; g2 attacked (the king passes it); Black castles on its second rank (rank 9)
    '10/1r3k2r1/10/10/10/10/10/10/1R3K2R1/10 w KQkq - 0 1',
    '10/1r3k2r1/6r3/10/10/10/10/10/1R3K2R1/10 w KQ - 0 1',
    '10/1r3k2r1/10/10/10/10/10/3R6/1R3K2R1/10 b KQkq - 0 1',
    // elephants on the edge files of rank 1 and 10 are no partners
    'e9/1r3k2r1/10/10/10/10/10/10/1R3K2R1/E9 w KQkq - 0 1',
  ];
  const file = join(import.meta.dirname, '..', '..', 'fixtures', 'shako-castling.yaml');

  test.each(SHAKO)('moves and perft d1-3, both engines: %s', async (fen) => {
    const loaded = loadSpecFile(file);
    if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('; '));
    const plan = compileSpec(loaded.spec);
    for (const engine of [new Engine(plan), new Engine(plan, await loadGeneratedFactory(plan, file))]) {
      const pos = engine.parseFen(fen);
      if (!pos.ok) throw new Error(pos.error.message);
      expect(engine.moves(pos.pos).map((m) => m.uci).sort()).toEqual(ff.legalMoves('shako', fen));
      for (let d = 1; d <= 3; d++) expect(engine.perft(pos.pos, d), `perft d${d}`).toBe(ff.perft('shako', fen, d));
    }
  }, 120_000);
});

/** Both kings and all four rooks on their squares, nothing between: every castling is legal for the side to move. */
const OPEN = 'r3k2r/8/8/8/8/8/8/R3K2R';

function variant(castling: string, rights: string): string {
  return `name: onewing\nextends: chess\ncastling: ${castling}\nstart: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ${rights} - 0 1"\n`;
}

const CASES = [
  { what: 'kingside only', castling: '{ king: k, rook: r, wing: kingside }', rights: 'Kk', lacking: 'Q', words: /Castling is kingside only\s+\(towards\s+the\s+h-file:\s+O-O;\s+never\s+O-O-O\)\./ },
  { what: 'queenside only', castling: '{ king: k, rook: r, wing: queenside }', rights: 'Qq', lacking: 'K', words: /Castling is queenside only\s+\(towards\s+the\s+a-file:\s+O-O-O;\s+never\s+O-O\)\./ },
  { what: 'White only', castling: '{ king: k, rook: r, side: white }', rights: 'KQ', lacking: 'k', words: /either rook[^]*Only\s+White\s+castles\./ },
] as const;

describe.each(CASES)('castling $what', ({ castling, rights, lacking, words }) => {
  test.each(['interpreted', 'generated'] as const)('%s: perft as ffish chess with only those rights, from positions where the others would castle', async (engine) => {
    const v = await loadVariant(variant(castling, rights), { engine });
    for (const side of ['w', 'b']) {
      const fen = `${OPEN} ${side} ${rights} - 0 1`;
      expect(v.perft(3, fen)).toBe(ff.perft('chess', fen, 3));
    }
    // and those rights are all it has: the missing castling would change the count
    expect(ff.perft('chess', `${OPEN} w KQkq - 0 1`, 3)).not.toBe(ff.perft('chess', `${OPEN} w ${rights} - 0 1`, 3));
  });

  test('the FEN castling field takes and writes only the rights that exist', async () => {
    const v = await loadVariant(variant(castling, rights), { engine: 'interpreted' });
    expect(v.parseFen(`${OPEN} w ${rights} - 0 1`)).toEqual({ ok: true, fen: `${OPEN} w ${rights} - 0 1` });
    const refused = v.parseFen(`${OPEN} w KQkq - 0 1`);
    expect(refused).toMatchObject({ ok: false, field: 'castling' });
    expect(refused.ok ? '' : refused.message).toContain(`castling right "${lacking}"`);
    expect(v.describe()).toMatch(words);
  });
});

describe('one-sided castling in the spec', () => {
  test('a start position granting a right the castling lacks is refused at castling, naming the key', () => {
    const r = loadSpecText(variant('{ king: k, rook: r, wing: kingside }', 'KQkq'), 'onewing.yaml');
    expect(r.ok).toBe(false);
    const lines = r.ok ? [] : r.diagnostics.map((d) => `${d.line}:${d.col}: ${d.message}`);
    expect(lines.join('\n')).toMatch(/^3:1: castling cannot be resolved from the start position: the start position grants castling right 'Q', but castling goes to the kingside only \(`wing: kingside`\)/m);
  });

  test('the FEN names the side that never castles', async () => {
    const v = await loadVariant(variant('{ king: k, rook: r, side: black }', 'kq'), { engine: 'interpreted' });
    expect(v.parseFen(`${OPEN} w K - 0 1`)).toEqual({ ok: false, field: 'castling', message: 'castling right "K": White never castles in this variant (expected "-" or some of "kq")' });
  });
});
