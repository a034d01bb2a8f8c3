// Where Fairy-Stockfish's own documentation (the comments of its src/variants.ini) says less than
// the engine does, and the exporter relies on what the engine does (issue #26: "find out which the
// engine does and say so"). Each case loads a small section into ffish and asserts the engine's
// behaviour, which the comment leaves out.

import { describe, expect, test } from 'vitest';
import { loadFfish } from '../oracle/ffish.ts';

const ff = await loadFfish();

function movesOf(section: string, text: string, fen: string): string[] {
  ff.raw.loadVariantConfig(`[${section}]\n${text.trim()}\nstartFen = ${fen}\n`);
  return ff.legalMoves(section, fen);
}

describe('FSF engine behaviour the variants.ini comments do not state', () => {
  test('immobilityIllegal ("pieces may not move to squares where they can never move from") also bars drops there', () => {
    const base = 'maxFile = 5\nmaxRank = 5\nking = k\nshogiPawn = p\npieceDrops = true\ncastling = false\ndoubleStep = false\npromotionPawnTypes = -';
    const fen = '4k/5/5/5/K4[P] w - - 0 1';
    const free = movesOf('probe-immobility-off', base, fen);
    const barred = movesOf('probe-immobility-on', `${base}\nimmobilityIllegal = true`, fen);
    expect(free).toContain('P@b5');
    expect(barred.filter((m) => m.endsWith('5'))).toEqual([]);
    expect(barred.length).toBe(free.length - 4);
  });

  test('mandatoryPawnPromotion = false lets a pawn stay unpromoted even on the last rank; immobilityIllegal is what forbids it there', () => {
    // the exporter writes optional promotion that is compulsory on the last rank (grand chess) as both options
    const text = 'king = k\npawn = p\nqueen = q\ncastling = false\npromotionRegionWhite = *7 *8\npromotionPieceTypes = q\nmandatoryPawnPromotion = false';
    const moves = movesOf('probe-promotion-a', text, '4k3/8/P7/1P6/8/8/8/4K3 w - - 0 1');
    expect(moves).toContain('a6a7');
    expect(moves).toContain('a6a7q');
    const lastRank = '4k3/P7/8/8/8/8/8/4K3 w - - 0 1';
    expect(movesOf('probe-promotion-b', text, lastRank)).toContain('a7a8');
    const forced = movesOf('probe-promotion-c', `${text}\nimmobilityIllegal = true`, lastRank);
    expect(forced).toContain('a7a8q');
    expect(forced).not.toContain('a7a8');
  });

  test('doubleStepRegion ("region where pawn double steps are allowed") is where every piece type may make its initial (i) Betza moves', () => {
    const text = 'king = k\ncustomPiece1 = a:mfWifmnD\ncastling = false';
    const fen = '4k3/8/8/8/8/8/A7/4K3 w - - 0 1';
    expect(movesOf('probe-initial-off', `${text}\ndoubleStepRegionWhite = -`, fen).filter((m) => m.startsWith('a2'))).toEqual(['a2a3']);
    expect(movesOf('probe-initial-on', `${text}\ndoubleStepRegionWhite = *2`, fen).filter((m) => m.startsWith('a2'))).toEqual(['a2a3', 'a2a4']);
  });

  test('a section without a parent starts from no pieces at all (variant.h\'s defaults list the chess pieces; the template clears them)', () => {
    ff.raw.loadVariantConfig('[probe-template]\nking = k\nstartFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n');
    expect(ff.raw.validateFen('4k3/8/8/8/8/8/8/4K2N w - - 0 1', 'probe-template')).toBeLessThan(1);
    expect(ff.raw.validateFen('4k3/8/8/8/8/8/8/4K3 w - - 0 1', 'probe-template')).toBe(1);
  });
});
