// The drop rule `noCheck`: a drop of a listed piece may not give check, a move on the board still
// may (Fairy-Stockfish's dropChecks = false, xiangqihouse). Compared with ffish on crazyhouse and
// on xiangqi with drops, both with dropChecks = false, in both engines; then the rule for some
// pieces only, which FSF cannot say, interpreter against generated engine.

import { describe, expect, test } from 'vitest';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadFfish } from '../../oracle/ffish.ts';
import { specTextEngines } from '../../support.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig(
  '[ffdczh:crazyhouse]\ndropChecks = false\n\n[ffdcxq:xiangqi]\npieceDrops = true\ncapturesToHand = true\ndropChecks = false\n',
);

const ZH = `extends: crazyhouse
name: ffdczh
hand:
  captures: capturer
  demote: true
  drops:
    - { rule: notOnRanks, pieces: [p], ranks: [1, -1] }
    - { rule: noCheck, pieces: [p, n, b, r, q] }
`;
const XQ = 'extends: xiangqi\nname: ffdcxq\nhand:\n  captures: capturer\n  drops:\n    - { rule: noCheck, pieces: [r, n, b, a, c, p] }\n';
// only the queen's drops may not check
const QUEEN_ONLY = ZH.replace('pieces: [p, n, b, r, q]', 'pieces: [q]');

const engines = specTextEngines;

function moves(engine: Engine, fen: string): string[] {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return engine.moves(r.pos).map((m) => m.uci).sort();
}

function perft(engine: Engine, fen: string, depth: number): number {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return engine.perft(r.pos, depth);
}

describe('crazyhouse with dropChecks = false (ffish)', () => {
  test.each([
    // a queen in hand: no drop on the king's lines, the king's moves as ever
    ['4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1', 'Q@d5'],
    ['4k3/8/8/8/8/8/8/4K3[Qq] b - - 0 1', 'Q@d4'],
    // a knight and a pawn: no drop a knight's leap or a pawn's capture away from the king
    ['4k3/8/8/8/8/8/8/4K3[NPnp] w - - 0 1', 'N@e5'],
    // in check: a drop that blocks is legal unless it checks back (the bishop on d7 would)
    ['4k3/8/8/8/8/8/8/r3K3[BRbr] w - - 0 1', 'R@d1'],
    // a move on the board may still check
    ['4k3/8/8/8/8/8/8/R3K3[Q] w - - 0 1', 'a1a8'],
  ])('%s: the legal moves are ffish\'s', async (fen, sample) => {
    const expected = ff.legalMoves('ffdczh', fen);
    for (const engine of await engines(ZH, 'ffdczh.yaml')) expect(moves(engine, fen)).toEqual(expected);
    // the sample is legal, and a checking drop of its kind is not
    expect(expected).toContain(sample);
  });

  test('the barred drops are the checking ones', () => {
    const fen = '4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1';
    const legal = new Set(ff.legalMoves('ffdczh', fen));
    for (const sq of ['e2', 'e7', 'a4', 'h5', 'd8', 'f7']) expect(legal.has(`Q@${sq}`)).toBe(false);
    expect(legal.has('Q@d6')).toBe(true);
  });

  test.each([
    ['r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[QNq] w KQkq - 0 1', 2],
    ['4k3/8/8/8/8/8/8/r3K3[BRNbrn] w - - 0 1', 2],
  ])('%s: perft to depth %i equals ffish', async (fen, depth) => {
    for (const engine of await engines(ZH, 'ffdczh.yaml')) {
      for (let d = 1; d <= depth; d++) expect(perft(engine, fen, d)).toBe(ff.perft('ffdczh', fen, d));
    }
  });
});

describe('xiangqi with drops and dropChecks = false (ffish)', () => {
  test.each([
    // a chariot, a horse and a cannon in hand, kings off one file
    ['3k5/9/9/9/9/9/9/9/9/5K3[RNC] w - - 0 1'],
    ['3k5/9/9/9/9/9/9/9/9/5K3[rnc] b - - 0 1'],
    // a cannon's screen: a cannon already on the file, a drop between it and the king would check by screen
    ['3k5/9/9/9/9/9/9/3C5/9/5K3[P] w - - 0 1'],
  ])('%s: the legal moves are ffish\'s', async (fen) => {
    const expected = ff.legalMoves('ffdcxq', fen);
    for (const engine of await engines(XQ, 'ffdcxq.yaml')) expect(moves(engine, fen)).toEqual(expected);
  });
});

describe('noCheck for some pieces only', () => {
  test('a queen may not be dropped to check, a rook may', async () => {
    const fen = '4k3/8/8/8/8/8/8/4K3[QR] w - - 0 1';
    const lists = await Promise.all((await engines(QUEEN_ONLY, 'ffdczhq.yaml')).map((e) => moves(e, fen)));
    expect(lists[0]).toEqual(lists[1]);
    expect(lists[0]).toContain('R@e7');
    expect(lists[0]).not.toContain('Q@e7');
    expect(lists[0]).toContain('Q@d6');
  });
});
