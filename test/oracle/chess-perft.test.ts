// Orthodox chess perft against the chessprogramming wiki's published tables
// (https://www.chessprogramming.org/Perft_Results), in both engines.

import { describe, expect, test } from 'vitest';
import { enginePair, perftCases, type PerftRow } from '../support.ts';

const ROWS: readonly PerftRow[] = [
  {
    name: 'initial position (CPW)',
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    nodes: [20, 400, 8902, 197281, 4865609, 119060324],
    quickDepth: 4,
  },
  {
    name: 'Kiwipete by Peter McKenzie (CPW position 2)',
    fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    nodes: [48, 2039, 97862, 4085603, 193690690],
    quickDepth: 3,
  },
  { name: 'CPW position 3', fen: '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', nodes: [14, 191, 2812, 43238, 674624, 11030083], quickDepth: 4 },
  {
    name: 'CPW position 4',
    fen: 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
    nodes: [6, 264, 9467, 422333, 15833292],
    quickDepth: 3,
  },
  {
    name: 'CPW position 4, mirrored',
    fen: 'r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1',
    nodes: [6, 264, 9467, 422333, 15833292],
    quickDepth: 3,
  },
  {
    name: 'CPW position 5',
    fen: 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
    nodes: [44, 1486, 62379, 2103487, 89941194],
    quickDepth: 3,
  },
  {
    name: 'CPW position 6 by Steven Edwards',
    fen: 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
    nodes: [46, 2079, 89890, 3894594, 164075551],
    quickDepth: 3,
  },
];

const pair = await enginePair('chess');

/**
 * The long run's deepest rows: the interpreter counts Kiwipete perft(5) (193,690,690 leaves) in
 * ~106 s on the 2-core machine with a second test running, close to the 120 s default.
 */
const DEEP_ROW_MS = 600_000;

describe.each(['interpreted', 'generated'] as const)('chess perft, %s engine', (kind) => {
  const engine = pair[kind];
  const cases = perftCases(ROWS);
  test.each(cases)('$name depth $depth = $nodes', ({ fen, depth, nodes }) => {
    const r = engine.parseFen(fen);
    if (!r.ok) throw new Error(r.error.message);
    expect(engine.perft(r.pos, depth)).toBe(nodes);
    expect(engine.fen(r.pos)).toBe(fen);
  }, DEEP_ROW_MS);
});
