// FEN: round-trips over random game positions, and a corpus of impossible FENs, each
// rejected with the field at fault named.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatFenError } from '../runtime/fen.ts';
import { enginePair, LONG, randomPlayout } from './support.ts';

const { interpreted: chess } = await enginePair('chess');

describe('FEN round-trip', () => {
  test('makeFen(parseFen(f)) = f for every position of random chess games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const pos = chess.start();
        randomPlayout(chess, pos, seed, 80, (p) => {
          const fen = chess.fen(p);
          const again = chess.parseFen(fen);
          if (!again.ok) throw new Error(`${fen}: ${again.error.message}`);
          expect(chess.fen(again.pos)).toBe(fen);
          expect([again.pos.hashLo, again.pos.hashHi]).toEqual([p.hashLo, p.hashHi]);
        });
      }),
      { numRuns: LONG ? 500 : 20, seed: 42 },
    );
  });
});

interface BadFen {
  readonly fen: string;
  readonly field: string;
  readonly message: RegExp;
}

const BAD_FENS: readonly BadFen[] = [
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1', field: 'board', message: /expected 8 ranks/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1', field: 'board', message: /expected 8 ranks/ },
  { fen: 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', field: 'board', message: /rank 6 has 9 squares/ },
  { fen: 'rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', field: 'board', message: /rank 7 has 7 squares/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1', field: 'board', message: /unknown piece "X"/ },
  { fen: 'rnbqkbnr/pppppppp/8/3?4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', field: 'board', message: /unknown piece "\?"/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1', field: 'board', message: /White has no royal piece/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/4K3/PPPPPPPP/RNBQKBNR w kq - 0 1', field: 'board', message: /White has 2 royal pieces/ },
  { fen: 'rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1', field: 'board', message: /must already have promoted/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/PNBQKBNR w Kkq - 0 1', field: 'board', message: /own first rank/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1', field: 'side', message: /expected "w" or "b"/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1', field: 'side', message: /expected "w" or "b"/ },
  // Black just moved and left its king attacked by the h5 queen: White would capture the king
  { fen: 'rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 0 1', field: 'side', message: /White to move, but Black's king on e8 is attacked/ },
  { fen: '4k3/8/8/8/8/8/8/4RK2 w - - 0 1', field: 'side', message: /the side that has just moved cannot be in check/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1', field: 'castling', message: /unknown castling right "x"/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1', field: 'castling', message: /repeated/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1', field: 'castling', message: /needs the king on e1 and the rook on h1/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1', field: 'ep', message: /"e9" is not a square of this 8x8 board/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq zz 0 1', field: 'ep', message: /expected "-" or square names/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1', field: 'ep', message: /can have passed over e3/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1', field: 'ep', message: /can have passed over e3/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1', field: 'halfmove', message: /non-negative whole number/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1', field: 'halfmove', message: /non-negative whole number/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0', field: 'fullmove', message: /whole number from 1/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra', field: 'fullmove', message: /at most 6/ },
  { fen: 'rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', field: 'board', message: /cannot be 0/ },
  { fen: '', field: 'board', message: /expected 8 ranks/ },
];

describe('impossible FENs are rejected, naming the field', () => {
  test.each(BAD_FENS)('$field: $fen', ({ fen, field, message }) => {
    const r = chess.parseFen(fen);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.field).toBe(field);
    expect(r.error.message).toMatch(message);
    expect(formatFenError(r.error)).toMatch(new RegExp(`^invalid FEN \\(${field} field\\): `));
    expect(formatFenError(r.error)).not.toContain('\n');
  });
});

describe('en passant field', () => {
  test('the square passed over is written after a double step, and ep captures follow from it', () => {
    const pos = chess.start();
    for (const m of ['e2e4', 'a7a6', 'e4e5', 'd7d5']) expect(chess.playText(pos, m)).toBeNull();
    expect(chess.fen(pos)).toBe('rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3');
    const ep = chess.moves(pos).find((m) => m.uci === 'e5d6');
    expect(ep?.captures).toEqual(['d5']);
  });
});
