// Variants of first-move rights (a piece's first move tracked in the position and the FEN),
// double steps from declared ranks, pawns on their own first rank, and the check-evasion rule
// of makpong, against Fairy-Stockfish (ffish): perft from the start position, then along seeded
// random games, in both engines, the legal moves and the game's result at every position and
// perft(1..3) at the last one. Deeper start rows and more games run with FAIRYFORGE_LONG=1.

import { describe, expect, test } from 'vitest';
import { compileSpec } from '../../../compiler/compile.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { compareRowsWithFfish, type FfishRow } from '../../oracle/ffish-rows.ts';
import { loadFfish } from '../../oracle/ffish.ts';
import { loadSpecData, loadSpecText } from '../../../plan-checks/load.ts';
import { enginePair, loadSpec } from '../../support.ts';

const ROWS: readonly FfishRow[] = [
  // makruk, the base of cambodian and makpong: a pawn promotes on the sixth rank; a king in check steps away
  { file: 'makruk', ffish: 'makruk', depth: 3, longDepth: 4, fens: ['4k3/8/8/2P5/8/8/8/R2K4 w - - 0 1', '3k4/8/8/8/8/8/8/r2K3R w - - 0 1'] },
  // makpong: the king in check stays (a rook checks from afar: only blocks and captures of it), may
  // take a lone adjacent checker, may not take one of two checkers; out of check it moves freely
  {
    file: 'makpong',
    ffish: 'makpong',
    depth: 3,
    longDepth: 4,
    fens: ['4k3/8/8/8/8/8/2R5/r2K4 w - - 0 1', '3k4/8/8/8/8/8/3r4/3K4 w - - 0 1', '3k4/8/8/8/8/4n3/3r4/3K4 w - - 0 1', '3k4/8/8/8/8/8/8/r1NK3R w - - 0 1', '3k4/8/8/8/8/8/8/3K3R w - - 0 1'],
  },
  // horde: double steps from the first rank (no en-passant target) and the second (ep on rank 3);
  // Black takes the last white piece (Black wins); White's pawns all blocked (stalemate, a draw)
  {
    file: 'horde',
    ffish: 'horde',
    depth: 3,
    longDepth: 4,
    fens: [
      '4k3/8/8/8/8/2p5/8/3P4 w - - 0 1',
      '4k3/8/8/8/2p5/8/3P4/8 w - - 0 1',
      '4k3/8/8/8/3pP3/8/8/8 b - e3 0 1',
      '4k3/8/8/8/8/8/1p6/P7 b - - 0 1',
      'k7/8/8/8/8/p7/P7/8 w - - 0 1',
    ],
  },
  // torpedo: double steps from the middle (ep along the way) and onto the last rank (promotion)
  {
    file: 'torpedo',
    ffish: 'torpedo',
    depth: 3,
    longDepth: 4,
    fens: ['4k3/8/8/8/3P4/8/8/4K3 w - - 0 1', '4k3/8/2p5/8/3P4/8/8/4K3 b - - 0 1', '3k4/8/1P6/8/8/8/8/4K3 w - - 0 1', '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1'],
  },
  // cambodian: a king that went d1-c2-d1 (no D right) may not leap, one that has not moved may;
  // not out of check; a rook moving onto the unmoved king's file takes its leap away (Fairy-
  // Stockfish's rule: Rh2-d2 below, then the black king's leap is gone); the met's leap over a
  // piece to an empty square, not onto one
  {
    file: 'cambodian',
    ffish: 'cambodian',
    depth: 3,
    longDepth: 4,
    fens: [
      'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Ede - 4 3',
      'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1',
      '4k3/8/8/8/8/8/8/r2K4 w D - 0 1',
      '4k3/8/8/8/8/8/7R/3K4 w De - 0 1',
      '4k3/4s3/8/8/7R/8/8/3K4 w e - 0 1',
      '3mk3/8/4p3/8/8/4P3/8/3KM3 w DEde - 0 1',
      '3mk3/4n3/8/8/8/8/4N3/3KM3 w DEde - 0 1',
    ],
  },
];

const ff = await loadFfish();

compareRowsWithFfish(ROWS, { plies: 80 });

describe('first-move rights are the piece\'s own history, not its square', () => {
  test('cambodian: a king that went d1-c2-d1 may not leap; the FEN drops its D as ffish does', async () => {
    const { interpreted, generated } = await enginePair('cambodian');
    const start = ff.startFen('cambodian');
    const played = ['d1c2', 'a6a5', 'c2d1', 'a5a4'];
    const theirs = ff.fenAfter('cambodian', start, played);
    for (const engine of [interpreted, generated]) {
      const pos = engine.start();
      for (const uci of played) {
        const move = engine.moves(pos).find((m) => m.uci === uci);
        if (!move) throw new Error(`${uci} is not legal`);
        engine.play(pos, move);
      }
      expect(engine.fen(pos)).toBe(theirs);
      expect(theirs.split(' ')[2]).toBe('Ede');
      expect(engine.moves(pos).map((m) => m.uci)).not.toContain('d1b2');
      expect(engine.moves(pos).map((m) => m.uci).sort()).toEqual(ff.legalMoves('cambodian', theirs));
    }
  });

  test('the rights are in the hash: the same board with and without them differs', async () => {
    const { interpreted } = await enginePair('cambodian');
    const a = interpreted.parseFen('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1');
    const b = interpreted.parseFen('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Ede - 0 1');
    if (!a.ok || !b.ok) throw new Error('FEN');
    expect(a.pos.hashLo === b.pos.hashLo && a.pos.hashHi === b.pos.hashHi).toBe(false);
  });

  test.each([
    ['rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEdeX - 0 1', /unknown castling or first-move right "X"/],
    ['rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSK1SNR w DEde - 0 1', /first-move right "E" needs the met M on e1/],
    ['rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DDe - 0 1', /first-move right "D" is repeated/],
  ])('FEN %s is refused', async (fen, message) => {
    const { interpreted } = await enginePair('cambodian');
    const r = interpreted.parseFen(fen);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});

// Castling and first-move rights in one variant share the FEN's castling field: a file letter may
// be a first-move right (the queen on d1 that has not moved) or an X-FEN castling right (an inner
// rook on d1); the board tells them apart, as it can hold only one of them on d1.
describe('castling and first-move rights share the castling field', () => {
  const text = [
    'extends: chess',
    'name: leapingqueen',
    'pieces:',
    '  - { name: queen, letter: q, betza: Q, moves: [{ atom: N, directions: [f], mode: move, initial: true }] }',
    'firstMoveRights: [{ piece: q }]',
    'start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQDkqd - 0 1"',
  ].join('\n');
  const engine = async (): Promise<Engine> => {
    const loaded = loadSpecText(text, 'leapingqueen.yaml');
    if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('; '));
    return new Engine(compileSpec(loaded.spec));
  };

  test.each([
    // the queen's right D beside KQ (the queen on d1 bars castling queenside)
    ['4k3/8/8/8/8/8/8/R2QK2R w KQD - 0 1', ['e1g1', 'd1c3', 'd1e3']],
    // D is the inner rook on d1 (X-FEN), castling queenside with it: before, read as the queen's right and refused
    // (file letters make it a Fischer-random position: castling is written king-takes-rook)
    ['4k3/8/8/8/8/8/8/R2RK2R w KD - 0 1', ['e1d1', 'e1h1']],
    // Shredder letters for both rooks, then the queen's right
    ['4k3/8/8/8/8/8/8/R2QK2R w HAD - 0 1', ['e1h1', 'd1c3', 'd1e3']],
  ])('%s reads back, with its castling and first-move moves', async (fen, special) => {
    const e = await engine();
    const r = e.parseFen(fen);
    if (!r.ok) throw new Error(r.error.message);
    expect(e.fen(r.pos)).toBe(fen);
    const ucis = e.moves(r.pos).map((m) => m.uci);
    for (const uci of special) expect(ucis, uci).toContain(uci);
    if (!special.includes('d1c3')) expect(ucis).not.toContain('d1c3');
  });
});

describe('semantic checks of first-move rights and move ranks', () => {
  const base = loadSpec('cambodian');
  const codes = (extra: object): string[] => {
    const r = loadSpecData({ ...base, name: 'probe', examples: [], ...extra }, 'probe.yaml');
    return r.ok ? [] : r.diagnostics.map((d) => d.code ?? d.message);
  };
  test.each([
    [{ firstMoveRights: [{ piece: 'x' }] }, 'first-move-piece'],
    [{ firstMoveRights: [{ piece: 'k', lostWhenAimedBy: ['z'] }] }, 'first-move-piece'],
    [{ firstMoveRights: [{ piece: 'p' }, { piece: 'r' }] }, 'first-move-fen'],
    [{ pieces: base.pieces.map((p) => (p.letter === 'p' ? { ...p, moves: [{ atom: 'D', directions: ['f'], mode: 'move', ranks: [9] }] } : p)) }, 'move-ranks'],
    [{ captureRules: { mandatory: true, chains: true } }, 'checkmate-capture-rules'],
  ])('%j is refused (%s)', (extra, code) => {
    expect(codes(extra)).toContain(code);
  });
  test('the bundled spec passes', () => {
    expect(codes({})).toEqual([]);
  });
  test('a first move that captures is accepted now that the attack tables read the rights (test/runtime/legal/attacks.test.ts)', () => {
    expect(codes({ firstMoveRights: [{ piece: 'k' }], pieces: base.pieces.map((p) => (p.letter === 'k' ? { ...p, moves: [{ atom: 'N', initial: true }] } : p)) })).not.toContain('first-move-capture');
  });
});
