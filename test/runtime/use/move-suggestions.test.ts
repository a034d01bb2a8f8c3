// A move text that names no legal move is refused with the legal moves nearest to it (edit
// distance on SAN and UCI text, a named square and the named piece counting as nearer), a
// handful at most; and moves are listed in a fixed order for a person (pawns, then pieces by
// letter, each by SAN). Orthodox chess, positions after well-known openings.

import { describe, expect, test } from 'vitest';
import { sortedForListing } from '../../../runtime/use/move-order.ts';
import { editDistance, nearestMoves, SUGGESTIONS } from '../../../runtime/use/move-suggestions.ts';
import { enginePair } from '../../support.ts';

const { generated: chess } = await enginePair('chess');

function after(...moves: string[]) {
  const pos = chess.start();
  for (const m of moves) expect(chess.playText(pos, m)).toBeNull();
  return pos;
}

const nearest = (text: string, ...moves: string[]): string[] => nearestMoves(chess.moves(after(...moves)), text).map((m) => m.san);

describe('the legal moves nearest to a refused text', () => {
  test('edit distance counts insertions, deletions and substitutions', () => {
    expect(editDistance('e4', 'exd5')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'Nf3')).toBe(3);
  });

  test('"e4" with the pawn already on e4 suggests that pawn\'s moves first', () => {
    expect(nearest('e4', 'e4', 'd5').slice(0, 2)).toEqual(['e5', 'exd5']);
  });

  test('UCI text to a square the pawn cannot reach suggests its moves from that square', () => {
    expect(nearest('e2e5').slice(0, 2)).toEqual(['e3', 'e4']);
  });

  test('a knight move to a square no knight reaches suggests the knight moves and the move to that square', () => {
    const near = nearest('Nf4');
    expect(near.slice(0, 2).sort()).toEqual(['Nf3', 'f4']);
    expect(near.slice(2, 4)).toEqual(['Na3', 'Nc3']);
  });

  test('at most a handful, and the error says so with an ellipsis', () => {
    expect(nearest('zz')).toHaveLength(SUGGESTIONS);
    const pos = after('e4', 'd5');
    expect(chess.playText(pos, 'e4')).toBe('"e4" is not a legal move here (nearest legal: e5, exd5, a4, b4, c4, …)');
  });
});

describe('moves listed for a person', () => {
  test('pawn moves first, then each piece by letter, each by SAN', () => {
    expect(sortedForListing(chess.moves(chess.start())).map((m) => m.san).join(' ')).toBe('a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4 Na3 Nc3 Nf3 Nh3');
    const italian = sortedForListing(chess.moves(after('e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6'))).map((m) => m.san);
    const pieces = italian.map((san) => (/^[A-Z]/.test(san) ? san[0] : ''));
    expect(pieces).toEqual([...pieces].sort());
    expect(italian).toContain('O-O');
  });
});
