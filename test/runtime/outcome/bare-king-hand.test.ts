// A bare king counts the hand: a side whose king stands alone on the board but holds a piece in
// hand is not bare, for it may drop it, as extinction counts the hand. Fairy-Stockfish's bare king
// is an extinction of every piece type down to one (`extinctionPieceTypes = *`,
// `extinctionPieceCount = 1`), counted with the hand: compared with ffish where a piece is in hand.
// (Without one, fairyforge's bare king gives the bared side its move to bare back, as shatranj's;
// FSF's extinction form ends at once, so those rows are not FSF's.)

import { expect, test } from 'vitest';
import { compileSpec } from '../../../compiler/compile.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { loadFfish } from '../../oracle/ffish.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig('[barehouse:crazyhouse]\nextinctionValue = loss\nextinctionPieceTypes = *\nextinctionPieceCount = 1\n');

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
