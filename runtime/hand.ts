// The hand: pieces a side holds off the board, counted per piece code in the position (one
// Int32Array, hashed per count like every other state). Its uses, each declared in the plan:
//  - capture to hand (plan `hand.captures: capturer`): a captured piece joins the capturer's
//    hand, changing sides — as the piece it promoted from where `hand.demote` says so (the
//    position then tracks, per square, what each promoted piece was);
//  - drops (plan `hand`): a move that puts a piece from the mover's hand on an empty square the
//    drop rules allow; a diff of one square, flagged F_DROP, so make takes it out of the hand;
//  - the promotion pool (`promotion.fromCaptured`, Interweave and Grand): a captured piece joins
//    its owner's hand, and promotion takes it back out; nothing is dropped.
//  - a setup phase (plan `hand.mustDrop`, runtime/must-drop.ts): the hands start full and, while a
//    side can drop, it must, on the squares its drop rules allow (placement chess, sittuyin).
// This module derives the tables those uses read and writes the drop moves of both engines.

import { F_DROP, F_IRREVERSIBLE, type MoveBuffer } from './moves.ts';
import { EMPTY, pieceCode } from './pieces.ts';
import { coloursAllow } from './drop-colours.ts';
import type { DropRule, VariantPlan } from './plan.ts';
import type { Position } from './position.ts';
import type { Geometry } from './geometry.ts';

export interface HandTables {
  /** By captured piece code (or, for a demoted piece, the code it promoted from): the code joining a hand, 0 = none. */
  readonly toHand: Int32Array;
  /** 1 for codes a hand may hold: their counts are hashed and written in the FEN. */
  readonly held: Uint8Array;
  /** Whether the side to move may drop pieces from its hand. */
  readonly drops: boolean;
  /** Per piece code, the mailbox squares it may be dropped on (empty when it is never dropped). */
  readonly dropSquares: readonly Int16Array[];
  /** Whether the position tracks promoted pieces (capture to hand with demotion). */
  readonly tracksPromoted: boolean;
  /** Per colour, the code a promoted piece of that colour returns to (the promoting type), 0 if none. */
  readonly unpromoted: Int32Array;
  /** By piece code, 1 for the types a `bothColours` drop rule binds (runtime/drop-colours.ts); all 0 without one. */
  readonly colourBound: Uint8Array;
  /** Whether any type is colour-bound, so that each drop asks runtime/drop-colours.ts. */
  readonly coloursRule: boolean;
}

/** The hand tables of a plan; `poolable` marks the promotion pool's codes (promotion from captured pieces). */
export function handTables(plan: VariantPlan, geo: Geometry, codes: number, poolable: Uint8Array): HandTables {
  const hand = plan.hand;
  const toHand = new Int32Array(codes);
  const held = new Uint8Array(codes);
  const dropSquares: Int16Array[] = Array.from({ length: codes }, () => new Int16Array(0));
  for (let code = 2; code < codes; code++) {
    if (poolable[code]) {
      toHand[code] = code;
      held[code] = 1;
    }
  }
  plan.pieces.forEach((piece, type) => {
    // a royal piece is never captured; it is held only where a setup phase starts it in hand
    if (!hand || (piece.royal && !hand.mustDrop)) return;
    for (const c of [0, 1]) {
      const code = pieceCode(type, c);
      held[code] = 1;
      // the capturer is the other colour: flipping the low bit changes sides
      if (hand.captures === 'capturer') toHand[code] = code ^ 1;
      dropSquares[code] = Int16Array.from(geo.squares.filter((sq) => dropAllowed(hand.rules, geo, type, c, sq)));
    }
  });
  const promoting = plan.pieces.findIndex((p) => p.promotes);
  const tracksPromoted = !!hand?.demote && promoting >= 0;
  const unpromoted = Int32Array.from([0, 1], (c) => (tracksPromoted ? pieceCode(promoting, c) : 0));
  const colourBound = new Uint8Array(codes);
  for (const rule of hand?.rules ?? []) {
    if (rule.kind === 'bothColours') for (const type of rule.pieces) for (const c of [0, 1]) colourBound[pieceCode(type, c)] = 1;
  }
  const coloursRule = colourBound.some((b) => b === 1);
  return { toHand, held, drops: !!hand, dropSquares, tracksPromoted, unpromoted, colourBound, coloursRule };
}

/** Whether no drop rule forbids a piece of `type` and colour `c` on mailbox square `sq`. */
function dropAllowed(rules: readonly DropRule[], geo: Geometry, type: number, c: number, sq: number): boolean {
  const rank = c === 0 ? geo.rankOf(sq) : geo.ranks - 1 - geo.rankOf(sq);
  return rules.every((rule) => {
    switch (rule.kind) {
      case 'ranks':
        return !(rule.pieces.includes(type) && rule.ranks[rank] === 1);
      case 'onlyRanks':
        return !rule.pieces.includes(type) || rule.ranks[rank] === 1;
      case 'bothColours':
        return true; // it depends on the position: the drop writer asks runtime/drop-colours.ts
    }
  });
}

/** Whether a piece of `code` may be dropped on `sq` (and so may stand where no move brings it). */
export function isDropSquare(h: HandTables, code: number, sq: number): boolean {
  return h.dropSquares[code].includes(sq);
}

/** Appends the drops of the side to move: each piece type in its hand on each empty square its rules allow. */
export function dropMoves(pos: Position, buf: MoveBuffer): void {
  const t = pos.t;
  const squaresByCode = t.hand.dropSquares;
  const board = pos.board;
  const hand = pos.hand;
  const colours = t.hand.coloursRule;
  for (let code = 2 + pos.side; code < t.codes; code += 2) {
    if (hand[code] <= 0) continue;
    const squares = squaresByCode[code];
    for (let i = 0; i < squares.length; i++) {
      const sq = squares[i];
      if (board[sq] === EMPTY && (!colours || coloursAllow(pos, code, sq))) buf.drop(sq, code, F_DROP | F_IRREVERSIBLE);
    }
  }
}
