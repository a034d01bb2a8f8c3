// Checks the ffish oracle loader against known perft figures, so oracle-based tests can trust it.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFfish, type Ffish } from './ffish.ts';

const CHESS_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('ffish oracle', () => {
  let ff: Ffish;
  beforeAll(async () => {
    ff = await loadFfish();
  });

  it('loads once and restores fetch', async () => {
    expect(await loadFfish()).toBe(ff);
    expect(typeof globalThis.fetch).toBe('function');
    expect(ff.variants()).toEqual(expect.arrayContaining(['chess', 'berolina']));
  });

  it('chess start perft(3) = 8902', () => {
    expect(ff.startFen('chess')).toBe(CHESS_START);
    expect(ff.perft('chess', CHESS_START, 3)).toBe(8902);
  });

  it('berolina start perft 1..3 = 30, 900, 28328', () => {
    const fen = ff.startFen('berolina');
    expect([1, 2, 3].map((d) => ff.perft('berolina', fen, d))).toEqual([30, 900, 28328]);
  });

  it('legal moves are sorted UCI; fenAfter and isGameOver work', () => {
    const moves = ff.legalMoves('chess', CHESS_START);
    expect(moves).toHaveLength(20);
    expect(moves).toEqual([...moves].sort());
    expect(moves).toContain('e2e4');
    const fen = ff.fenAfter('chess', CHESS_START, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
    expect(ff.isGameOver('chess', fen)).toBe(true);
    expect(ff.isGameOver('chess', CHESS_START)).toBe(false);
    expect(() => ff.fenAfter('chess', CHESS_START, ['e2e5'])).toThrow(/illegal/);
  });
});
