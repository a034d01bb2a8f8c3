// Extinction counts the hand: a side whose only pieces of the condition's types are in its hand
// has not lost, for it may drop them again, as Fairy-Stockfish counts pieces in hand
// (count_with_hand). Compared with ffish on crazyhouse with extinction of the queen (a
// variants.ini section `[xext:crazyhouse]` with `extinctionValue = loss`,
// `extinctionPieceTypes = q`), both engines.

import { expect, test } from 'vitest';
import { compileSpec } from '../../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { loadFfish } from '../../oracle/ffish.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig('[xext:crazyhouse]\nextinctionValue = loss\nextinctionPieceTypes = q\n');

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
