// Extinction at a count (runtime/outcome/endings.ts): a side with at most `count` pieces of the
// types, while its opponent has at least `opponentCount` (one more against the side to move with
// `claim`), as Fairy-Stockfish's extinctionPieceCount, extinctionOpponentPieceCount and
// extinctionClaim. Each spec is compared, interpreter and generated engine, with an ffish section
// written to say the same rule: the result, the legal moves and perft d1-3 at the count's edge.

import { describe, expect, test } from 'vitest';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadFfish } from '../../oracle/ffish.ts';
import { scoreText, specTextEngines } from '../../support.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig(`
[pxelim:giveaway]
extinctionValue = loss
stalemateValue = loss
extinctionPieceCount = 1
castling = false

[pxanti:giveaway]
blastOnCapture = true
castling = false
extinctionOpponentPieceCount = 1

[pxclaim:chess]
castling = false
extinctionValue = loss
extinctionPieceTypes = *
extinctionPieceCount = 1
extinctionOpponentPieceCount = 2
extinctionClaim = true

[pxtworooks:chess]
castling = false
extinctionValue = loss
extinctionPieceTypes = r
extinctionPieceCount = 1
`);

const SPECS: Readonly<Record<string, string>> = {
  // giveaway where a side down to one piece loses
  pxelim: `extends: antichess
name: pxelim
goal:
  type: conditions
  stalemate: loss
  conditions:
    - { type: extinction, count: 1, outcome: loss }
`,
  // atomic giveaway: losing every piece wins only while the opponent has one left
  pxanti: `extends: antichess
name: pxanti
explosion: { blast: [W, F], immune: [p] }
goal:
  type: conditions
  stalemate: win
  conditions:
    - { type: extinction, opponentCount: 1, outcome: win }
`,
  // the bare king as FSF's shatranj counts it: one piece left against two, the bared side to move may bare back
  pxclaim: `extends: chess
name: pxclaim
castling: null
goal:
  type: checkmate
  conditions:
    - { type: extinction, count: 1, opponentCount: 2, claim: true, outcome: loss }
start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
`,
  // a side with one rook or none loses
  pxtworooks: `extends: chess
name: pxtworooks
castling: null
goal:
  type: checkmate
  conditions:
    - { type: extinction, pieces: [r], count: 1, outcome: loss }
start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
`,
};

const ROWS: readonly (readonly [string, string, string])[] = [
  // White has two pieces and must take: after Rxa8 Black is down to one and loses at once
  ['pxelim', 'r6k/8/8/8/8/8/8/R6K w - - 0 1', '*'],
  ['pxelim', '7k/8/8/8/8/8/8/R6K b - - 0 1', '1-0'],
  // both down to one: the side that has just moved is looked at first (Black moved last)
  ['pxelim', '7k/8/8/8/8/8/8/7K w - - 0 1', '1-0'],
  ['pxelim', 'rn5k/8/8/8/8/8/8/RN5K w - - 0 1', '*'],
  // White has lost every piece while Black has one: White wins
  ['pxanti', '7k/8/8/8/8/8/8/8 b - - 0 1', '1-0'],
  // neither side has a piece (a blast took the last two): no extinction, the side to move cannot move and wins by stalemate
  ['pxanti', '8/8/8/8/8/8/8/8 b - - 0 1', '0-1'],
  // the capture that explodes both last pieces, and one that explodes White's alone
  ['pxanti', '8/8/8/8/8/8/1r6/1R6 w - - 0 1', '*'],
  ['pxanti', '8/8/8/8/8/8/1rn5/1R6 w - - 0 1', '*'],
  // Black bared with White to move: Black loses; Black to move may still bare White back
  ['pxclaim', '4k3/8/8/8/8/8/8/R3K3 w - - 0 1', '1-0'],
  ['pxclaim', '4k3/8/8/8/8/8/8/R3K3 b - - 0 1', '*'],
  ['pxclaim', '4k3/8/8/8/8/8/8/RR2K3 b - - 0 1', '1-0'],
  ['pxclaim', '4k3/8/8/8/8/8/r7/R3K3 b - - 0 1', '*'],
  ['pxclaim', '4k3/8/8/8/8/8/3r4/R3K3 w - - 0 1', '*'],
  // one rook each: both at the count, the side that has just moved (Black) loses first
  ['pxtworooks', 'r3k3/8/8/8/8/8/8/R3K3 w - - 0 1', '1-0'],
  ['pxtworooks', 'r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1', '*'],
  ['pxtworooks', 'r3k2r/8/8/8/8/8/8/R3K3 w - - 0 1', '0-1'],
];

const enginesOf = (name: string): Promise<Engine[]> => specTextEngines(SPECS[name]!, `${name}.yaml`);

describe.each(ROWS)('%s at %s', (name, fen, result) => {
  test(`result ${result}, legal moves and perft d1-3 are ffish's, both engines`, async () => {
    expect(ff.result(name, fen)).toBe(result);
    for (const e of await enginesOf(name)) {
      const p = e.parseFen(fen);
      if (!p.ok) throw new Error(p.error.message);
      expect(e.moves(p.pos).map((m) => m.uci).sort()).toEqual(result === '*' ? ff.legalMoves(name, fen) : []);
      expect(scoreText(e.result(p.pos, false))).toBe(result);
      for (let d = 1; d <= 3; d++) expect(e.perft(p.pos, d), `perft d${d}`).toBe(ff.perft(name, fen, d));
    }
  }, 60_000);
});
