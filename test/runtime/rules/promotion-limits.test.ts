// `promotion.limits`: promotion into a type only while the side has fewer than its limit on the
// board (Fairy-Stockfish's promotionLimit). Compared with ffish on grand with a hand (grandhouse:
// FSF's grand limits, which a hand makes differ from grand's pool of captured pieces), in both
// engines: the queen is barred while one stands on the board, not while one is in hand; two rooks
// bar the rook. A promoted form's limit counts the form (shogun's kind), in both engines.

import { describe, expect, test } from 'vitest';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadFfish } from '../../oracle/ffish.ts';
import { specTextEngines } from '../../support.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig('[ffplgh:grand]\npieceDrops = true\ncapturesToHand = true\n');

const GRANDHOUSE = `extends: grand
name: ffplgh
promotion:
  fromCaptured: false
  limits: { a: 1, c: 1, q: 1, r: 2, b: 2, n: 2 }
hand:
  captures: capturer
  demote: true
  drops:
    - { rule: notOnRanks, pieces: [p], ranks: [1, -3, -2, -1] }
    - { rule: notImmobile, pieces: [p, n, b, r, q, a, c, k] }
`;

// a knight promotes on the last three ranks into a centaur-like form, only while none stands
const FORMS = `extends: chess
name: ffplform
pieces:
  - name: knight
    letter: n
    betza: N
    promoted: { name: centaur, betza: KN }
promotion:
  pieces: [n]
  zones: [{ rank: -3, mandatory: false }, { rank: -2, mandatory: false }, { rank: -1, mandatory: false }]
  choices: null
  limits: { "+n": 1 }
`;

const engines = specTextEngines;

function position(engine: Engine, fen: string) {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return r.pos;
}

describe('grand with a hand: promotion limits by the pieces on the board (ffish)', () => {
  test.each([
    // a queen on the board: no promotion into a queen on the last rank (compulsory there)
    ['4k5/P9/10/10/10/10/10/10/4K5/Q9[] w - - 0 1', ['a9a10a', 'a9a10b', 'a9a10c', 'a9a10n', 'a9a10r']],
    // a queen in hand does not count; two rooks on the board bar the rook
    ['4k5/P9/10/10/10/10/10/10/4K5/RR8[Q] w - - 0 1', ['a9a10a', 'a9a10b', 'a9a10c', 'a9a10n', 'a9a10q']],
    // queen, chancellor and archbishop on the board: on the optional rank, the pawn may stay a pawn
    ['4k5/10/P9/10/10/10/10/10/4K5/QCA7[] w - - 0 1', ['a8a9', 'a8a9b', 'a8a9n', 'a8a9r']],
  ])('%s: the legal moves and perft are ffish\'s', async (fen, pawnMoves) => {
    const expected = ff.legalMoves('ffplgh', fen).sort();
    expect(expected.filter((m) => /^a[89]a/.test(m))).toEqual(pawnMoves);
    for (const engine of await engines(GRANDHOUSE, 'ffplgh.yaml')) {
      const pos = position(engine, fen);
      expect(engine.moves(pos).map((m) => m.uci).sort()).toEqual(expected);
      for (let d = 1; d <= 2; d++) expect(engine.perft(pos, d)).toBe(ff.perft('ffplgh', fen, d));
    }
  });

  test('with every choice at its limit, a pawn may not step onto the last rank', async () => {
    const fen = '4k5/P9/10/10/10/10/10/10/4K5/QCARRBBNN1[] w - - 0 1';
    const expected = ff.legalMoves('ffplgh', fen);
    expect(expected.some((m) => m.startsWith('a9a10'))).toBe(false);
    for (const engine of await engines(GRANDHOUSE, 'ffplgh.yaml')) expect(engine.moves(position(engine, fen)).map((m) => m.uci).sort()).toEqual([...expected].sort());
  });
});

describe('a limit on a promoted form counts the form', () => {
  test.each([
    // no form on the board: the knight entering the zone may promote
    ['4k3/8/8/8/2N5/8/8/4K3 w - - 0 1', true],
    // one form (+N) on the board already: it may not
    ['4k3/8/8/8/2N5/8/8/+N3K3 w - - 0 1', false],
    // Black's form does not count for White
    ['+n3k3/8/8/8/2N5/8/8/4K3 w - - 0 1', true],
  ])('%s: the knight may promote: %s', async (fen, may) => {
    const lists = (await engines(FORMS, 'ffplform.yaml')).map((e) => e.moves(position(e, fen)).map((m) => m.uci).sort());
    expect(lists[0]).toEqual(lists[1]);
    expect(lists[0]).toContain('c4d6');
    expect(lists[0]!.includes('c4d6+')).toBe(may);
  });
});
