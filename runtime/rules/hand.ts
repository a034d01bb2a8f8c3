// The hand: pieces a side holds off the board, counted per piece code in the position (one
// Int32Array, hashed per count like every other state). Its uses, each declared in the plan:
//  - capture to hand (plan `hand.captures: capturer`): a captured piece joins the capturer's
//    hand, changing sides — as the piece it promoted from where `hand.demote` says so (the
//    position then tracks, per square, what each promoted piece was);
//  - drops (plan `hand`): a move that puts a piece from the mover's hand on an empty square the
//    drop rules (ranks, regions, gravity, ...) and the piece's confinement allow (or its promoted form, with `dropForms`); a diff of one square, flagged
//    F_DROP, so make takes the piece out of the hand;
//  - the promotion pool (`promotion.fromCaptured`, Interweave and Grand): a captured piece joins
//    its owner's hand, and promotion takes it back out; nothing is dropped.
//  - a setup phase (plan `hand.mustDrop`, runtime/rules/must-drop.ts): the hands start full and, while a
//    side can drop, it must, on the squares its drop rules allow (placement chess, sittuyin).
// This module derives the tables those uses read and writes the drop moves of both engines.

import { F_DROP, F_IRREVERSIBLE, type MoveBuffer } from '../moves.ts';
import { EMPTY, pieceCode } from '../board/pieces.ts';
import { coloursAllow } from './drop-colours.ts';
import type { DropRule } from '../plan/hand.ts';
import type { VariantPlan } from '../plan/variant.ts';
import { LIST_STRIDE, type Position } from '../state/position.ts';
import { mobileFrom } from './promoted.ts';
import type { Geometry } from '../board/geometry.ts';

export interface HandTables {
  /** By captured piece code (or, for a demoted piece, the code it promoted from): the code joining a hand, 0 = none. */
  readonly toHand: Int32Array;
  /** 1 for codes a hand may hold: their counts are hashed and written in the FEN. */
  readonly held: Uint8Array;
  /** Whether the side to move may drop pieces from its hand. */
  readonly drops: boolean;
  /** Per piece code, the mailbox squares it may enter from hand on, by a drop or by gating (empty when it is never held). */
  readonly dropSquares: readonly Int16Array[];
  /** Whether the position tracks promoted pieces (capture to hand with demotion). */
  readonly tracksPromoted: boolean;
  /** Per colour, the code a promoted piece of that colour returns to (the promoting type), 0 if none. */
  readonly unpromoted: Int32Array;
  /** By piece code: how many of it a side may have on one file before it may not be dropped there (drop rule `file`), 0 = no limit. */
  readonly fileLimit: Int32Array;
  /** By piece code: a drop of it that checkmates loses for the dropper (drop rule `mate`). */
  readonly mateLoses: Uint8Array;
  /** By piece code in hand: the code of its promoted form, dropped too where the plan says `dropForms` (0 = none). */
  readonly dropForm: Int32Array;
  /** By piece code a drop puts on the board: the code it takes out of the hand (a form's piece, else itself). */
  readonly heldAs: Int32Array;
  /** File index by mailbox square, and a scratch count per file for `fileLimit` (reused, so drops allocate nothing). */
  readonly fileOf: Int8Array;
  readonly fileCounts: Int32Array;
  /** By piece code, 1 for the types a `bothColours` drop rule binds (runtime/rules/drop-colours.ts); all 0 without one. */
  readonly colourBound: Uint8Array;
  /** Whether any type is colour-bound, so that each drop asks runtime/rules/drop-colours.ts. */
  readonly coloursRule: boolean;
  /** By piece code, 1 for the types an `onTop` drop rule makes fall (gravity); all 0 without one. */
  readonly falls: Uint8Array;
  /** Whether any type falls, so that each drop looks below its square. */
  readonly gravity: boolean;
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
  const fileLimit = new Int32Array(codes);
  const mateLoses = new Uint8Array(codes);
  const dropForm = new Int32Array(codes);
  const heldAs = Int32Array.from({ length: codes }, (_, code) => code);
  plan.pieces.forEach((piece, type) => {
    // a royal piece is never captured; it is held only where a setup phase starts it in hand
    if (!hand || (piece.royal && !hand.mustDrop)) return;
    for (const c of [0, 1]) {
      const code = pieceCode(type, c);
      // a promoted form goes to hand as the piece it is a form of (runtime/rules/promoted.ts), and is never held
      if (piece.demotesTo !== null) {
        if (hand.captures === 'capturer') toHand[code] = pieceCode(piece.demotesTo, c) ^ 1;
        continue;
      }
      held[code] = 1;
      // the capturer is the other colour: flipping the low bit changes sides
      if (hand.captures === 'capturer') toHand[code] = code ^ 1;
      dropSquares[code] = Int16Array.from(geo.squares.filter((sq) => dropAllowed(plan, geo, type, c, sq)));
      if (hand.dropForms && piece.promotedForm !== null) {
        dropForm[code] = pieceCode(piece.promotedForm, c);
        heldAs[dropForm[code]] = code;
      }
      for (const rule of hand.rules) {
        if (!rule.pieces.includes(type)) continue;
        if (rule.kind === 'file') fileLimit[code] = rule.count;
        if (rule.kind === 'mate') mateLoses[code] = 1;
      }
    }
  });
  const fileOf = new Int8Array(geo.size);
  for (const sq of geo.squares) fileOf[sq] = geo.fileOf(sq);
  const promoting = plan.pieces.findIndex((p) => p.promotes);
  const tracksPromoted = !!hand?.demote && promoting >= 0;
  const unpromoted = Int32Array.from([0, 1], (c) => (tracksPromoted ? pieceCode(promoting, c) : 0));
  const colourBound = new Uint8Array(codes);
  for (const rule of hand?.rules ?? []) {
    if (rule.kind === 'bothColours') for (const type of rule.pieces) for (const c of [0, 1]) colourBound[pieceCode(type, c)] = 1;
  }
  const coloursRule = colourBound.some((b) => b === 1);
  const falls = new Uint8Array(codes);
  for (const rule of hand?.rules ?? []) {
    if (rule.kind === 'top') for (const type of rule.pieces) for (const c of [0, 1]) falls[pieceCode(type, c)] = 1;
  }
  const gravity = falls.some((b) => b === 1);
  return { toHand, held, drops: !!hand && !hand.noDrops, dropSquares, tracksPromoted, unpromoted, fileLimit, mateLoses, dropForm, heldAs, fileOf, fileCounts: new Int32Array(geo.files), colourBound, coloursRule, falls, gravity };
}

/**
 * The board coordinates a confined piece of `type` and colour `c` may stand on: the union of its
 * moves' `to` regions where every move has one (the xiangqi advisor's palace), null otherwise. A
 * drop, like a move, may not put it elsewhere (Fairy-Stockfish drops such a piece only in its
 * mobility region).
 */
export function confinedSquares(plan: VariantPlan, type: number, c: number): Set<number> | null {
  const moves = plan.pieces[type].moves;
  if (moves.length === 0 || moves.some((n) => n.to === null)) return null;
  return new Set(moves.flatMap((n) => n.to!.squares[c]));
}

/** Whether no square-bound drop rule, nor the piece's confinement, forbids a piece of `type` and colour `c` on mailbox square `sq`. */
function dropAllowed(plan: VariantPlan, geo: Geometry, type: number, c: number, sq: number): boolean {
  const rank = c === 0 ? geo.rankOf(sq) : geo.ranks - 1 - geo.rankOf(sq);
  const coord = geo.fileOf(sq) + geo.rankOf(sq) * geo.files;
  const confined = confinedSquares(plan, type, c);
  if (confined !== null && !confined.has(coord)) return false;
  return plan.hand!.rules.every((rule: DropRule) => {
    if (!rule.pieces.includes(type)) return true;
    switch (rule.kind) {
      case 'ranks':
        return rule.ranks[rank] !== 1;
      case 'onlyRanks':
        return rule.ranks[rank] === 1;
      case 'region':
        return rule.squares[c].includes(coord);
      case 'notRegion':
        return !rule.squares[c].includes(coord);
      case 'immobile':
        return mobileFrom(plan.pieces[type], coord, c, geo.files, geo.ranks, geo.relativeSides);
      case 'file':
      case 'mate':
      case 'bothColours':
      case 'top':
      case 'check':
        // decided by the position (dropMoves), by legality (runtime/rules/drop-checks.ts) and by the result (runtime/legal/legal.ts)
        return true;
    }
  });
}

/** Whether a piece of `code` may be dropped on `sq` (and so may stand where no move brings it). */
export function isDropSquare(h: HandTables, code: number, sq: number): boolean {
  return h.dropSquares[code].includes(sq);
}

/**
 * Appends the drops of the side to move: each piece type in its hand on each empty square its
 * rules allow, and its promoted form on the same squares where forms may be dropped.
 */
export function dropMoves(pos: Position, buf: MoveBuffer): void {
  const t = pos.t;
  const squaresByCode = t.hand.dropSquares;
  const board = pos.board;
  const hand = pos.hand;
  const colours = t.hand.coloursRule;
  const gravity = t.hand.gravity;
  for (let code = 2 + pos.side; code < t.codes; code += 2) {
    if (hand[code] <= 0) continue;
    const squares = squaresByCode[code];
    const limit = t.hand.fileLimit[code];
    if (limit > 0) countByFile(pos, code);
    const fileOf = t.hand.fileOf;
    const counts = t.hand.fileCounts;
    const form = t.hand.dropForm[code];
    for (let i = 0; i < squares.length; i++) {
      const sq = squares[i];
      if (board[sq] !== EMPTY || (limit > 0 && counts[fileOf[sq]] >= limit) || (colours && !coloursAllow(pos, code, sq))) continue;
      if (gravity && t.hand.falls[code] && !onPile(pos, sq)) continue;
      buf.drop(sq, code, F_DROP | F_IRREVERSIBLE);
      if (form) buf.drop(sq, form, F_DROP | F_IRREVERSIBLE);
    }
  }
}

/**
 * Whether a falling piece comes to rest on `sq`: right above an occupied square (a piece or a
 * wall), or on the first rank, whose square below is the mailbox border (never empty).
 */
function onPile(pos: Position, sq: number): boolean {
  return pos.board[sq - pos.t.geo.stride] !== EMPTY;
}

/** Counts the pieces of `code` (unpromoted: a promoted form has a code of its own) on each file, into the tables' scratch counts. */
function countByFile(pos: Position, code: number): void {
  const h = pos.t.hand;
  const counts = h.fileCounts;
  counts.fill(0);
  const c = code & 1;
  const n = pos.listCount[c];
  for (let i = 0; i < n; i++) {
    const sq = pos.list[c * LIST_STRIDE + i];
    if (pos.board[sq] === code) counts[h.fileOf[sq]]++;
  }
}

/** Whether the last move dropped a piece whose checkmate loses for the dropper (drop rule `mate`: uchifuzume). */
export function lastDropMateLoses(pos: Position): boolean {
  const code = pos.lastDrop();
  return code > 0 && pos.t.hand.mateLoses[code] === 1;
}
