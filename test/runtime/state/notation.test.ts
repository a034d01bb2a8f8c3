// Move text as PGN writes it: check and annotation suffixes, castling with zeros; a check or
// mate mark must be true, and empty text is refused. Each case on orthodox chess.

import { describe, expect, test } from 'vitest';
import { enginePair } from '../../support.ts';

const { generated: chess } = await enginePair('chess');

/** Plays `moves` from the start; returns the FEN, or throws the first refusal. */
function play(...moves: string[]): string {
  const pos = chess.start();
  for (const m of moves) {
    const error = chess.playText(pos, m);
    if (error !== null) throw new Error(error);
  }
  return chess.fen(pos);
}

const ITALIAN = ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6'];

describe('move text PGN allows', () => {
  test.each([
    ['castling with zeros', [...ITALIAN, '0-0'], [...ITALIAN, 'O-O']],
    ['castling with letters', [...ITALIAN, 'O-O'], [...ITALIAN, 'e1g1']],
    ['annotations', ['e4!!', 'e5??', 'Nf3!?', 'Nc6?!', 'Bc4!', 'Nf6?'], ITALIAN],
    ['annotation after a castling', [...ITALIAN, '0-0!'], [...ITALIAN, 'O-O']],
    ['a true check mark, then an annotation', ['e4', 'f5', 'Qh5+!'], ['e4', 'f5', 'Qh5']],
    ['a true mate mark', ['f3', 'e5', 'g4', 'Qh4#'], ['f3', 'e5', 'g4', 'd8h4']],
    ['a check mark on a mate', ['f3', 'e5', 'g4', 'Qh4+'], ['f3', 'e5', 'g4', 'Qh4']],
    ['UCI text with a suffix', ['e2e4!', 'e7e5'], ['e4', 'e5']],
  ])('%s', (_case, moves, same) => {
    expect(play(...moves)).toBe(play(...same));
  });
});

describe('move text that is refused, with the position unchanged', () => {
  test.each([
    ['empty text', ['e4', ''], /^"" is empty: give a move as SAN \(Nf3\) or UCI-like text \(g1f3\)$/],
    ['blank text', ['  '], /is empty: give a move/],
    // after e4 and Nc3 both knights reach e2: SAN without the disambiguation fits both
    ['SAN without the disambiguation two knights need', ['e4', 'e5', 'Nc3', 'Nc6', 'Ne2'], /^"Ne2" is ambiguous: it could be (Nce2 or Nge2|Nge2 or Nce2)$/],
    ['an annotated ambiguous SAN', ['e4', 'e5', 'Nc3', 'Nc6', 'Ne2!'], /^"Ne2!" is ambiguous: it could be (Nce2 or Nge2|Nge2 or Nce2)$/],
    ['a check mark on a quiet move', ['e4+'], /"e4\+" is not a legal move here: it marks a check, but e4 gives none/],
    ['a mate mark on a check', ['e4', 'f5', 'Qh5#'], /marks a checkmate, but Qh5\+ is not mate/],
    ['castling that is not legal', ['0-0'], /"0-0" is not a legal move here/],
    ['two annotations', ['e4!!?'], /"e4!!\?" is not a legal move here/],
  ])('%s', (_case, moves, message) => {
    const pos = chess.start();
    const last = moves[moves.length - 1];
    for (const m of moves.slice(0, -1)) expect(chess.playText(pos, m)).toBeNull();
    const before = chess.fen(pos);
    expect(chess.playText(pos, last)).toMatch(message);
    expect(chess.fen(pos)).toBe(before);
  });
});
