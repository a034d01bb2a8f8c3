// Pseudo-royal groups (runtime/rules/pseudo-royal.ts): each pseudo-royal extinction condition's
// pieces are royal while their side has at most `count` + 1 of them on the board, several groups
// stand beside each other and beside a royal king, a dropped one is royal at once, a royal king
// castles through no attack, and the count
// ends nothing (a side without the pieces plays on), as Fairy-Stockfish's extinctionPseudoRoyal.
// Each spec is compared, interpreter and generated engine, with an ffish section written to say
// the same rule: legal moves, the result and perft d1-3 at positions where the rule decides.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compileSpec } from '../../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { loadFfish } from '../../oracle/ffish.ts';
import { scoreText, specTextEngines } from '../../support.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig(`
[pxtwo:chess]
king = -
commoner = k
castling = false
extinctionValue = loss
extinctionPseudoRoyal = true
extinctionPieceTypes = k
extinctionPieceCount = 1

[pxmaha:chess]
amazon = m
castling = false
startFen = rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w - - 0 1
extinctionValue = loss
extinctionPieceTypes = m
extinctionPseudoRoyal = true

[pxgroups:chess]
castling = false
extinctionValue = loss
extinctionPieceTypes = qr
extinctionPseudoRoyal = true

[pxcastle:chess]
king = -
commoner = k
castlingKingPiece = k
extinctionValue = loss
extinctionPseudoRoyal = true
extinctionPieceTypes = k

[pxzh:crazyhouse]
king = -
commoner = k
castling = false
extinctionValue = loss
extinctionPseudoRoyal = true
extinctionPieceTypes = k
`);

const SPECS: Readonly<Record<string, string>> = {
  // two kings each, both royal (count 1: royal while a side has at most 2)
  pxtwo: `extends: chess
name: pxtwo
pieces:
  - { name: king, letter: k, betza: K }
castling: null
goal:
  type: checkmate
  conditions:
    - { type: extinction, pieces: [k], count: 1, pseudoRoyal: true, outcome: loss }
start: "rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1"
`,
  // White's lone amazon is royal beside Black's royal king; Black has no amazon and plays on
  pxmaha: `extends: chess
name: pxmaha
pieces:
  - { name: amazon, letter: m, betza: QN }
castling: null
goal:
  type: checkmate
  conditions:
    - { type: extinction, pieces: [m], pseudoRoyal: true, outcome: loss }
start: "rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w - - 0 1"
`,
  // two groups beside the king: the lone queen is royal, a rook only once its partner is gone
  pxgroups: `extends: chess
name: pxgroups
castling: null
goal:
  type: checkmate
  conditions:
    - { type: extinction, pieces: [q], pseudoRoyal: true, outcome: loss }
    - { type: extinction, pieces: [r], pseudoRoyal: true, outcome: loss }
start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
`,
  // the commoner king castles, out of, through and into no attack only while it is royal
  pxcastle: `extends: chess
name: pxcastle
pieces:
  - { name: king, letter: k, betza: K }
goal:
  type: checkmate
  conditions:
    - { type: extinction, pieces: [k], pseudoRoyal: true, outcome: loss }
`,
  // crazyhouse whose kings are commoners, the last one royal; a king dropped is royal at once
  pxzh: `extends: crazyhouse
name: pxzh
pieces:
  - { name: king, letter: k, betza: K }
castling: null
goal:
  type: checkmate
  conditions:
    - { type: extinction, pieces: [k], pseudoRoyal: true, outcome: loss }
start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w - - 0 1"
`,
};

const ROWS: readonly (readonly [string, string, string])[] = [
  // both kings on the first rank, the rook checks one: moving either leaves the other attacked, mate
  ['pxtwo', '4k3/8/8/8/8/8/8/r2KK3 w - - 0 1', '0-1'],
  ['pxtwo', '3kk3/8/8/8/8/8/8/r2KK3 w - - 0 1', '0-1'],
  // three kings: none royal, any may be left attacked
  ['pxtwo', '3kkk2/8/8/8/8/8/8/r2KKK2 w - - 0 1', '*'],
  // a king may take the rook that checks its partner
  ['pxtwo', '3kk3/8/8/8/8/8/8/2rKK3 w - - 0 1', '*'],
  ['pxtwo', 'rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1', '*'],
  // the amazon is checked by the rook; Black's king is royal as always
  ['pxmaha', 'rnbqkbnr/pppppppp/8/8/8/8/8/r3M3 w - - 0 1', '*'],
  ['pxmaha', 'rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w - - 0 1', '*'],
  ['pxmaha', '4k3/8/8/8/8/8/4M3/8 b - - 0 1', '*'],
  // the amazon in the corner, checked by a guarded queen, every square it could reach covered: checkmated though
  // White has no king; without the rook on a2 it escapes up the a-file
  ['pxmaha', '7k/8/8/8/8/8/rq6/Mr6 w - - 0 1', '0-1'],
  ['pxmaha', '7k/8/8/8/8/8/1q6/Mr6 w - - 0 1', '*'],
  // the lone queen is checked by the bishop; the two rooks may be left attacked
  ['pxgroups', '4k3/8/8/8/b7/8/8/R2QK2R w - - 0 1', '*'],
  ['pxgroups', '4k3/8/8/8/8/8/8/r2QK2R w - - 0 1', '*'],
  // one rook left: it is royal, checked by the rook on h8
  ['pxgroups', '4k2r/8/8/8/8/8/8/3QK2R w - - 0 1', '*'],
  // the royal king may not castle out of check (e2), through an attacked square (f2) or into one (g2);
  // with a second king it is not royal and castles whatever attacks it
  ['pxcastle', 'r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1', '*'],
  ['pxcastle', 'r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1', '*'],
  ['pxcastle', 'r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1', '*'],
  ['pxcastle', 'r3k2r/8/8/8/8/8/5r2/R3K1KR w KQkq - 0 1', '*'],
  // two kings on the board (not royal), one in hand: a dropped king is royal at once
  ['pxzh', '4k3/8/8/8/8/8/8/r3K1K1[K] w - - 0 1', '*'],
  ['pxzh', '4k3/8/8/8/8/8/8/r3K3[K] w - - 0 1', '*'],
];

const enginesOf = (name: string): Promise<Engine[]> => specTextEngines(SPECS[name]!, `${name}.yaml`);

describe.each(ROWS)('%s at %s', (name, fen, result) => {
  test(`result ${result}, legal moves and perft d1-3 are ffish's, both engines`, async () => {
    expect(ff.result(name, fen)).toBe(result);
    for (const e of await enginesOf(name)) {
      const p = e.parseFen(fen);
      if (!p.ok) throw new Error(p.error.message);
      expect(e.moves(p.pos).map((m) => m.uci).sort()).toEqual(ff.legalMoves(name, fen));
      expect(scoreText(e.result(p.pos, false))).toBe(result);
      for (let d = 1; d <= 3; d++) expect(e.perft(p.pos, d), `perft d${d}`).toBe(ff.perft(name, fen, d));
    }
  }, 60_000);
});

test('a promotion that adds a second piece of a lone group must still keep the first safe (as ffish 0.7.10 plays it; FSF HEAD lifts the royalty then)', async () => {
  // sho shogi: the elephant on g6 may promote into a second prince on g7, but the king on e2 stays in check
  const fen = '4k4/9/9/6E2/9/9/9/r3K4/9 w - - 0 1';
  const r = loadSpecText(readFileSync(new URL('../../../variants/shoshogi.yaml', import.meta.url), 'utf8'), 'shoshogi.yaml');
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  const plan = compileSpec(r.spec);
  for (const e of [new Engine(plan), new Engine(plan, await loadGeneratedFactory(plan, 'shoshogi.yaml'))]) {
    const p = e.parseFen(fen);
    if (!p.ok) throw new Error(p.error.message);
    expect(e.moves(p.pos).map((m) => m.uci).sort()).toEqual(ff.legalMoves('shoshogi', fen));
  }
  expect(ff.legalMoves('shoshogi', fen).some((m) => m.startsWith('g6'))).toBe(false);
}, 60_000);
