// Endings count the hand (runtime/outcome/endings.ts): a piece in hand may be dropped again, so
// it counts as on the board for extinction and for a bare king, as Fairy-Stockfish counts pieces
// in hand (count_with_hand). Compared with ffish on crazyhouse sections of its own.
//
// Extinction counts the hand: a side whose only pieces of the condition's types are in its hand
// has not lost, for it may drop them again, as Fairy-Stockfish counts pieces in hand
// (count_with_hand). Compared with ffish on crazyhouse with extinction of the queen (a
// variants.ini section `[xext:crazyhouse]` with `extinctionValue = loss`,
// `extinctionPieceTypes = q`), both engines.
//
// A bare king counts the hand: a side whose king stands alone on the board but holds a piece in
// hand is not bare, for it may drop it, as extinction counts the hand. Fairy-Stockfish's bare king
// is an extinction of every piece type down to one (`extinctionPieceTypes = *`,
// `extinctionPieceCount = 1`), counted with the hand: compared with ffish where a piece is in hand.
// (Without one, fairyforge's bare king gives the bared side its move to bare back, as shatranj's;
// FSF's extinction form ends at once, so those rows are not FSF's.)

import { expect, test } from 'vitest';
import { compileSpec } from '../../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { loadFfish } from '../../oracle/ffish.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig('[xext:crazyhouse]\nextinctionValue = loss\nextinctionPieceTypes = q\n');
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig('[barehouse:crazyhouse]\nextinctionValue = loss\nextinctionPieceTypes = *\nextinctionPieceCount = 1\n');

const XEXT = 'extends: crazyhouse\nname: xext\ngoal:\n  type: checkmate\n  conditions:\n    - { type: extinction, pieces: [q], outcome: loss }\n';

test.each([
  // Black's queen is in its hand (taken back from White): the game goes on, 54 moves, Q@d8 among them
  ['rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[q] b KQkq - 0 1', false],
  // no queen on the board nor in hand: Black has lost
  ['rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] b KQkq - 0 1', true],
  // White's queen in hand too, Black's on the board: neither is extinct
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR[Q] w KQkq - 0 1', false],
])('%s: over = %s, the legal moves and the result are ffish\'s', async (fen, over) => {
  const r = loadSpecText(XEXT, 'xext.yaml');
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  const plan = compileSpec(r.spec);
  expect(ff.isGameOver('xext', fen)).toBe(over);
  for (const engine of [new Engine(plan), new Engine(plan, await loadGeneratedFactory(plan, 'xext.yaml'))]) {
    const p = engine.parseFen(fen);
    if (!p.ok) throw new Error(p.error.message);
    expect(engine.moves(p.pos).map((m) => m.uci).sort()).toEqual(over ? [] : ff.legalMoves('xext', fen));
    expect(engine.result(p.pos, false).over).toBe(over);
  }
});

const BAREHOUSE = 'extends: crazyhouse\nname: barehouse\ngoal:\n  type: checkmate\n  conditions:\n    - { type: bare, pieces: [k], outcome: loss }\n';

function engine(): Engine {
  const r = loadSpecText(BAREHOUSE, 'barehouse.yaml');
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return new Engine(compileSpec(r.spec));
}

test.each([
  // White's king is alone on the board, its queen in hand: not bare, the game goes on (19 moves for Black)
  '4k3/8/8/8/8/8/r7/4K3[Q] b - - 0 1',
  '4k3/8/8/8/8/8/r7/4K3[Q] w - - 0 1',
  // Black's king alone with a knight in hand, White to move
  '4k3/8/8/8/8/8/8/R3K3[n] w - - 0 1',
])('%s: a king with a piece in hand is not bare; perft 1 and 2 are ffish\'s', (fen) => {
  const e = engine();
  const r = e.parseFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  expect(e.perft(r.pos, 1)).toBeGreaterThan(0);
  expect(e.perft(r.pos, 1)).toBe(ff.perft('barehouse', fen, 1));
  expect(e.perft(r.pos, 2)).toBe(ff.perft('barehouse', fen, 2));
});
