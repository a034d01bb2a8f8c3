// A move's landings (runtime/state/notation.ts): the squares its piece lands on, in order, so
// that a board can enter a capture chain landing by landing and a caller need not read them
// back out of the move's text.

import { expect, test } from 'vitest';
import { loadVariant } from '../../../lib/index.ts';

test('an Interweave chain lists each landing; its UCI text is the start square and those landings', async () => {
  const interweave = await loadVariant('interweave');
  const fen = '5k1k/8/8/8/2p1p2N/8/8/K1K5[] w - - 0 1';
  const chain = interweave.moves(fen).filter((m) => m.from === 'h4');
  expect(chain.map((m) => [m.uci, m.landings, [...m.captures].sort()])).toEqual([['h4d4b4', ['d4', 'b4'], ['c4', 'e4']]]);
});

test('an ordinary move lands on its target, a drop on its square, a capture without moving on its start square', async () => {
  const chess = await loadVariant('chess');
  expect(chess.moves().find((m) => m.uci === 'g1f3')?.landings).toEqual(['f3']);
  const castle = chess.moves('4k3/8/8/8/8/8/8/4K2R w K - 0 1').find((m) => m.san === 'O-O');
  expect(castle?.landings).toEqual(['g1']);
  const crazyhouse = await loadVariant('crazyhouse');
  const drop = crazyhouse.moves('4k3/8/8/8/8/8/8/4K3[N] w - - 0 1').find((m) => m.uci === 'N@c3');
  expect(drop?.landings).toEqual(['c3']);
  const interweave = await loadVariant('interweave');
  const remover = interweave.moves('5k1k/8/8/4p3/4Bp2/8/8/K1K5[] w - - 0 1').filter((m) => m.from === 'e4');
  expect(remover.map((m) => [m.landings, [...m.captures].sort()])).toEqual([[['e4'], ['e5', 'f4']]]);
});
