// Perft for the peer engines (chessops, chess.js, ffish) that fairyforge's generated engines are benchmarked and checked against.
import { Chess as ChessopsChess } from 'chessops/chess';
import { perft as chessopsPerft } from 'chessops/debug';
import { parseFen } from 'chessops/fen';
import { Chess as ChessJs } from 'chess.js';
import type { Ffish } from '../test/oracle/ffish.ts';
import { loadFfish } from '../test/oracle/ffish.ts';
import type { Runner } from './harness.ts';

export type { Runner } from './harness.ts';

/**
 * chessops, through its own exported `perft` (chessops/debug): at depth 1 it sums the sizes of
 * `pos.allDests()` squaresets, counting each promotion as 4; above that it recurses with
 * pos.clone() + play().
 */
export const chessops: Runner = {
  name: 'chessops',
  variant: 'chess',
  perft(fen, depth) {
    const pos = ChessopsChess.fromSetup(parseFen(fen).unwrap()).unwrap();
    return chessopsPerft(pos, depth);
  },
};

/** chess.js through its public API: SAN moves(), move(san), undo(); the last ply is moves().length. */
export const chessjs: Runner = {
  name: 'chess.js',
  variant: 'chess',
  perft(fen, depth) {
    const game = new ChessJs(fen);
    const rec = (d: number): number => {
      const moves = game.moves({ verbose: false });
      if (d === 1) return moves.length;
      let nodes = 0;
      for (const san of moves) {
        game.move(san);
        nodes += rec(d - 1);
        game.undo();
      }
      return nodes;
    };
    return depth < 1 ? 1 : rec(depth);
  },
};

/**
 * chess.js's own perft(): internal pseudo-legal moves + make/unmake + king-attack test, no SAN.
 * Not bulk-counted (it makes every leaf move), but far faster than the public API; listed so the
 * comparison with chess.js is not only against its SAN overhead.
 */
export const chessjsBuiltin: Runner = {
  name: 'chess.js perft()',
  variant: 'chess',
  perft(fen, depth) {
    return new ChessJs(fen).perft(depth);
  },
};

/** ffish (Fairy-Stockfish WASM) playing `variant`; push/pop recursion, last ply from numberLegalMoves(). */
export function ffishRunner(ff: Ffish, variant = 'chess'): Runner {
  return { name: 'ffish', variant, perft: (fen, depth) => ff.perft(variant, fen, depth) };
}

/** All peers for orthodox chess plus ffish for each extra variant named (e.g. 'berolina'). */
export async function loadPeers(extraFfishVariants: readonly string[] = []): Promise<Runner[]> {
  const ff = await loadFfish();
  return [chessops, chessjs, chessjsBuiltin, ffishRunner(ff, 'chess'), ...extraFfishVariants.map((v) => ffishRunner(ff, v))];
}
