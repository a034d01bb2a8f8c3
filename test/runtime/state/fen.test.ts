// FEN: round-trips over random game positions, and a corpus of impossible FENs, each
// rejected with the field at fault named.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatFenError } from '../../../runtime/state/fen.ts';
import { enginePair, LONG, randomPlayout } from '../../support.ts';

const { interpreted: chess } = await enginePair('chess');
const { interpreted: interweave } = await enginePair('interweave');
const { interpreted: fusion } = await enginePair('fusion');

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
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1', field: 'castling', message: /castling right "K" needs White's rook on the kingside of e1/ },
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
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Q] w KQkq - 0 1', field: 'pool', message: /keeps no pool/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[ w KQkq - 0 1', field: 'board', message: /optionally followed by a pool in brackets/ },
  { fen: 'rnbqkbnr/pppppppp/8/8/8/008/PPPPPPPP/RNBQKBNR w KQkq - 0 1', field: 'board', message: /rank 3: a run of empty squares cannot be 0/ },
  { fen: `rnbqkbnr/pppppppp/8/8/8/${'9'.repeat(400)}/PPPPPPPP/RNBQKBNR w KQkq - 0 1`, field: 'board', message: /rank 3: a run of 400 digits is longer than any board \("99999999…"; this board has 8 files\)$/ },
  // material no game reaches: a pawn is never created
  { fen: 'rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1', field: 'board', message: /White's pawn \(P\): 9 on the board but the start position has 8, and no move creates one/ },
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

describe('material beyond the start position and the rules', () => {
  const K = '5k1k/8/8/8/8/8/8/K1K5';
  test.each([
    // Interweave: captured pieces enter their side's pool and promotion takes them out again
    { fen: `${K}[${'R'.repeat(38)}] w - - 0 1`, field: 'pool', message: /^White's smasher \(R\): 38 in the pool and 0 on the board but the start position has 2, and only captured pieces enter the pool$/ },
    { fen: `${K}[RRR] w - - 0 1`, field: 'pool', message: /White's smasher \(R\): 3 in the pool/ },
    { fen: `r4k1k/8/8/8/8/8/8/K1K5[rr] w - - 0 1`, field: 'pool', message: /Black's smasher \(r\): 2 in the pool and 1 on the board but the start position has 2/ },
    { fen: `rrr2k1k/8/8/8/8/8/8/K1K5[] w - - 0 1`, field: 'board', message: /Black's smasher \(r\): 3 on the board but the start position has 2, and promotion only returns captured pieces/ },
    { fen: `k1k2k1k/8/8/8/8/8/8/K1K5[] w - - 0 1`, field: 'board', message: /Black's king \(k\): 4 on the board but the start position has 2, and no move creates one/ },
    { fen: `5k1k/8/8/8/8/8/PPPPPPPP/K1K1P3[] w - - 0 1`, field: 'board', message: /own first rank/ },
    { fen: `5k1k/8/8/8/8/P7/PPPPPPPP/K1K5[] w - - 0 1`, field: 'board', message: /White's pawn \(P\): 9 on the board/ },
  ])('interweave $field: $fen', ({ fen, field, message }) => {
    const r = interweave.parseFen(fen);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.field).toBe(field);
    expect(r.error.message).toMatch(message);
  });

  test('interweave: a pool up to the start count less the board parses, and round-trips', () => {
    for (const fen of [`${K}[RRNNBB] w - - 0 1`, `r4k1k/8/8/8/8/8/8/K1K5[RRr] b - - 0 1`]) {
      const r = interweave.parseFen(fen);
      if (!r.ok) throw new Error(`${fen}: ${formatFenError(r.error)}`);
      expect(interweave.fen(r.pos)).toBe(fen);
    }
  });

  test('composed positions stay open: extra pieces that are not pawns, pool or goal pieces parse', () => {
    // an extra queen with every pawn on the board cannot arise, but stub starts and rule
    // diagrams compose such positions, so only pawns, pool and goal pieces are counted
    expect(chess.parseFen('rnbqkbnr/pppppppp/8/8/8/Q7/PPPPPPPP/RNBQKBNR w KQkq - 0 1').ok).toBe(true);
    // Fusion: a fused Marshall (the b1 knight onto the a1 rook) is its two units
    expect(fusion.parseFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/M1BQKBNR w Kkq - 0 1').ok).toBe(true);
  });

  test('a pawn never stands behind the rank its side starts on', async () => {
    const { loadSpecText } = await import('../../../plan-checks/load.ts');
    const { compileSpec } = await import('../../../compiler/compile.ts');
    const { Engine } = await import('../../../runtime/use/engine.ts');
    const text = [
      'name: third',
      'board: { files: 4, ranks: 6 }',
      'pieces:',
      '  - { name: king, letter: k, royal: true, betza: K }',
      '  - { name: pawn, letter: p, pawn: true, betza: fmWfcF }',
      '  - { name: rook, letter: r, betza: R }',
      'promotion: { choices: [r] }',
      'start: "k3/4/pppp/PPPP/4/3K w - - 0 1"',
    ].join('\n');
    const loaded = loadSpecText(text, 'third.yaml');
    if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('; '));
    const engine = new Engine(compileSpec(loaded.spec));
    const r = engine.parseFen('k3/4/ppp1/PPP1/3P/3K w - - 0 1');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(formatFenError(r.error)).toBe("invalid FEN (board field): pawn P on d2 stands behind rank 3, where White's start, and it never moves backward");
    const black = engine.parseFen('k3/3p/ppp1/PPPP/4/3K w - - 0 1');
    expect(!black.ok && black.error.message).toBe("pawn p on d5 stands behind rank 4, where Black's start, and it never moves backward");
    expect(engine.parseFen('k3/4/ppp1/PPP1/3p/3K w - - 0 1').ok).toBe(true);
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
  test('the passing pawn\'s square may be listed with it, after it or first (FSF lists its custom pawns\' squares in square order: d5d6)', () => {
    const fen = (ep: string): string => `rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq ${ep} 0 3`;
    for (const field of ['d6d5', 'd5d6']) {
      const r = chess.parseFen(fen(field));
      if (!r.ok) throw new Error(r.error.message);
      expect(chess.fen(r.pos)).toBe(fen('d6'));
      expect(chess.moves(r.pos).find((m) => m.uci === 'e5d6')?.captures).toEqual(['d5']);
    }
  });
});
