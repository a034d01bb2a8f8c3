// Game results in orthodox chess: checkmate, stalemate, the 50-move rule and threefold
// repetition, each on a hand-built position or game.

import { describe, expect, test } from 'vitest';
import { resultJson, resultText } from '../../../runtime/outcome/result.ts';
import { enginePair } from '../../support.ts';

const { generated: chess } = await enginePair('chess');

function at(fen: string) {
  const r = chess.parseFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.pos;
}

describe('game results', () => {
  test("checkmate: fool's mate ends the game, Black wins", () => {
    const pos = chess.start();
    for (const m of ['f3', 'e5', 'g4', 'Qh4#']) expect(chess.playText(pos, m)).toBeNull();
    expect(chess.result(pos)).toEqual({ over: true, winner: 1, reason: 'checkmate' });
    expect(chess.moves(pos)).toEqual([]);
  });

  test('stalemate: no legal move and not in check is a draw', () => {
    expect(chess.result(at('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'))).toEqual({ over: true, winner: null, reason: 'stalemate' });
  });

  test('50-move rule: 100 half-moves without capture or pawn move draw; perft ignores it', () => {
    const pos = at('4k3/8/8/8/8/8/8/R3K3 w - - 99 80');
    expect(chess.result(pos).over).toBe(false);
    expect(chess.playText(pos, 'Ra2')).toBeNull();
    expect(chess.result(pos)).toEqual({ over: true, winner: null, reason: 'move-rule' });
    expect(chess.perft(pos, 1)).toBeGreaterThan(0);
  });

  test('threefold repetition: the third occurrence draws', () => {
    const pos = chess.start();
    for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']) expect(chess.playText(pos, m)).toBeNull();
    expect(chess.result(pos).over).toBe(false);
    expect(chess.playText(pos, 'Ng8')).toBeNull();
    expect(chess.result(pos)).toEqual({ over: true, winner: null, reason: 'repetition' });
  });

  test('an illegal move is refused with a message and leaves the position unchanged', () => {
    const pos = chess.start();
    const before = chess.fen(pos);
    expect(chess.playText(pos, 'e2e5')).toMatch(/"e2e5" is not a legal move here/);
    expect(chess.fen(pos)).toBe(before);
  });
});

// One rule for every ending: once the game is over, by any rule, no move is accepted, and the
// refusal names the result.
describe('no move after any ending', () => {
  const over = (moves: readonly string[], fen: string | undefined) => {
    const pos = fen ? at(fen) : chess.start();
    for (const m of moves) expect(chess.playText(pos, m)).toBeNull();
    return pos;
  };
  test.each([
    ['checkmate', ['f3', 'e5', 'g4', 'Qh4#'], undefined, 'a3', /0-1 \(Black wins by checkmate\)/],
    ['stalemate', [], '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', 'Kh8', /1\/2-1\/2 \(draw by stalemate\)/],
    ['the move rule', ['Ra2'], '4k3/8/8/8/8/8/8/R3K3 w - - 99 80', 'Ke7', /1\/2-1\/2 \(draw by the 50-move rule\)/],
    ['repetition', ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8'], undefined, 'e4', /1\/2-1\/2 \(draw by repetition\)/],
  ])('after %s a move is refused, naming the result, and the position is unchanged', (_ending, moves, fen, move, result) => {
    const pos = over(moves, fen);
    const before = chess.fen(pos);
    const error = chess.playText(pos, move);
    expect(error).toMatch(/the game is over/);
    expect(error).toMatch(result);
    expect(chess.fen(pos)).toBe(before);
  });
});

describe('a result in words and JSON', () => {
  test('JSON names the winner by colour, never by number', () => {
    expect(resultJson({ over: true, winner: 1, reason: 'checkmate' })).toEqual({
      over: true,
      winner: 'black',
      reason: 'checkmate',
      text: '0-1 (Black wins by checkmate)',
    });
    expect(resultJson({ over: true, winner: 0, reason: 'capture' }).winner).toBe('white');
    expect(resultJson({ over: true, winner: null, reason: 'stalemate' }).winner).toBeNull();
    expect(resultJson({ over: false })).toEqual({ over: false, winner: null, reason: null, text: '* (game in progress)' });
  });

  test('the draw rules name their numbers from the plan', () => {
    expect(resultText({ over: true, winner: null, reason: 'move-rule' }, chess.plan)).toBe('1/2-1/2 (draw by the 50-move rule)');
    expect(resultText({ over: true, winner: null, reason: 'repetition' }, chess.plan)).toBe('1/2-1/2 (draw by repetition)');
  });
});
