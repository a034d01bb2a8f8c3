// Capture rules applied to a freshly generated move list: colour binding, capture chains
// (a capture goes on while the capturing piece can capture again; the whole chain is one
// move, its record the concatenation of its steps' diffs), promotion on the chain's final
// square, mandatory capture, and one move per effect (same mover, final square, removed
// pieces and promotion).

import { choiceOpen } from './promotion-limits.ts';
import { keepOnePerEffect } from './chain-effects.ts';
import { CHAIN_STATE_LIMIT, ChainLimitExceeded, ChainStates } from './chain-states.ts';
import { makeFen } from '../state/fen-write.ts';
import type { MoveGenerator } from '../generate/generator.ts';
import { F_CAPTURE, F_DOUBLE_STEP, F_EN_PASSANT, M_COUNT, M_EP_A, M_EP_B, M_FLAGS, M_FROM, M_HEADER, M_PROMO, M_TO, promotionFlags, type MoveBuffer } from '../moves.ts';
import { EMPTY } from '../board/pieces.ts';
import type { Position } from '../state/position.ts';

/** The final list being built (offsets into the arena); one growing array, reused. */
let finals = new Int32Array(1024);
let finalCount = 0;

function pushFinal(off: number): void {
  if (finalCount >= finals.length) {
    const bigger = new Int32Array(finals.length * 2);
    bigger.set(finals);
    finals = bigger;
  }
  finals[finalCount++] = off;
}

/** Rewrites the list buf.offsets[first, buf.count) by the variant's capture rules. */
export function applyCaptureRules(pos: Position, gen: MoveGenerator, buf: MoveBuffer, first: number): void {
  const { capturesCompulsory, chains } = pos.t;
  const found = screen(pos, gen, buf, first);
  // with checkmate, a capture is compulsory only if it is legal: legality applies the rule after the royal test (runtime/legal/steps.ts)
  const compulsory = capturesCompulsory && (found & FOUND_CAPTURE) !== 0;
  // a list without captures or promotions (most of them) is already final
  if (chains && found !== 0) chainAll(pos, gen, buf, first, compulsory);
  else if (compulsory) keepCapturesOnly(buf, first);
  // without a capture there is no chain, and the generators list each move of a piece once
  if (chains && (found & FOUND_CAPTURE) !== 0) keepOnePerEffect(pos.side, buf, first);
}

const FOUND_CAPTURE = 1;
const FOUND_PROMOTION = 2;

/**
 * One pass over the list: drops the moves colour binding forbids (keeping the others' order),
 * and says whether a kept move captures and whether one ends where its mover promotes. A
 * generator that keeps colours leaves only its en-passant captures to test.
 */
function screen(pos: Position, gen: MoveGenerator, buf: MoveBuffer, first: number): number {
  const t = pos.t;
  const bound = t.plan.colourBound;
  const testAll = bound && gen.keepsColours !== true;
  const testEnPassant = bound && gen.keepsColours === true;
  const board = pos.board;
  const size = t.geo.size;
  const promotes = t.promotes;
  const zone = t.promoZone;
  const d = buf.data;
  const offsets = buf.offsets;
  const end = buf.count;
  let found = 0;
  let kept = first;
  for (let i = first; i < end; i++) {
    const off = offsets[i];
    const flags = d[off + M_FLAGS];
    if ((testAll || (testEnPassant && (flags & F_EN_PASSANT) !== 0)) && !colourKept(pos, d, off)) continue;
    offsets[kept++] = off;
    if (flags & F_CAPTURE) found |= FOUND_CAPTURE;
    const mover = board[d[off + M_FROM]];
    if (promotes[mover] && zone[mover * size + d[off + M_TO]] !== 0) found |= FOUND_PROMOTION;
  }
  buf.count = kept;
  return found;
}

/**
 * Replaces each capture by the chains it starts, and lists each move with its promotions on its
 * final square; with `compulsory` (mandatory capture), only the chains when there is one.
 */
function chainAll(pos: Position, gen: MoveGenerator, buf: MoveBuffer, first: number, compulsory: boolean): void {
  const end = buf.count;
  finalCount = 0;
  states.clear();
  let chained = false;
  for (let i = first; i < end; i++) {
    const off = buf.offsets[i];
    if (!(buf.data[off + M_FLAGS] & F_CAPTURE)) pushFinal(off);
    else if (extendChain(pos, gen, buf, off)) chained = true;
  }
  buf.count = first;
  // every chain is flagged a capture, and no other final is
  const capturesOnly = compulsory && chained;
  for (let i = 0; i < finalCount; i++) {
    if (capturesOnly && !(buf.data[finals[i] + M_FLAGS] & F_CAPTURE)) continue;
    promoteAtEnd(pos, buf, finals[i]);
  }
}

/**
 * Colour binding: the move ends on its start square's colour and removes only pieces on the
 * other colour. Only a capture removes an enemy (every writer flags it), so only a capture's
 * changes are read.
 */
function colourKept(pos: Position, data: Int32Array, off: number): boolean {
  const colour = pos.t.squareColour;
  const start = colour[data[off + M_FROM]];
  if (colour[data[off + M_TO]] !== start) return false;
  if (!(data[off + M_FLAGS] & F_CAPTURE)) return true;
  const end = off + M_HEADER + 3 * data[off + M_COUNT];
  for (let i = off + M_HEADER; i < end; i += 3) {
    const old = data[i + 1];
    if (old > 0 && (old & 1) !== pos.side && data[i + 2] === EMPTY && colour[data[i]] === start) return false;
  }
  return true;
}

/** The chain states of the position being generated (see chain-states.ts). */
const states = new ChainStates();

/**
 * Continues the capture `off` with every further capture of the same piece and pushes each
 * finished chain; returns whether any was pushed. A continuation counts only if it can be
 * completed legally (a pawn that would have to promote with nothing to promote into cannot
 * make that capture), so a chain ends where no further capture is possible. A state reached
 * before by another order of the same captures is not explored again: its chains have the
 * same effects as the ones already pushed, which keepOnePerEffect would drop.
 */
function extendChain(pos: Position, gen: MoveGenerator, buf: MoveBuffer, off: number): boolean {
  const from = buf.data[off + M_FROM];
  const to = buf.data[off + M_TO];
  const squares = (from << 16) | to;
  pos.make(buf.data, off);
  const hashLo = pos.hashLo;
  const hashHi = pos.hashHi;
  const known = states.get(squares, hashLo, hashHi);
  if (known >= 0) {
    pos.unmake(buf.data, off);
    return known === 1;
  }
  const mark = buf.count;
  gen.generateFrom(pos, buf, to);
  // generating may have grown the arena: buf.data is read afresh after it
  pos.unmake(buf.data, off);
  const result = continueChain(pos, gen, buf, off, mark);
  if (states.size >= CHAIN_STATE_LIMIT) throw new ChainLimitExceeded(pos.t.geo.name(from), makeFen(pos));
  states.set(squares, hashLo, hashHi, result);
  return result;
}

/** Extends `off` by each capture step listed from `mark`, or ends the chain there; pops the steps. */
function continueChain(pos: Position, gen: MoveGenerator, buf: MoveBuffer, off: number, mark: number): boolean {
  const stepsEnd = buf.count;
  const top = buf.top;
  const pushed = finalCount;
  let continued = false;
  for (let j = mark; j < stepsEnd; j++) {
    const step = buf.offsets[j];
    if (!(buf.data[step + M_FLAGS] & F_CAPTURE)) continue;
    const chain = concat(buf, off, step);
    if (pos.t.plan.colourBound && !colourKept(pos, buf.data, chain)) continue;
    if (extendChain(pos, gen, buf, chain)) continued = true;
  }
  buf.count = mark;
  // the chain records written above are referenced only by finals pushed since
  if (finalCount === pushed) buf.top = top;
  if (continued) return true;
  if (!canEndOn(pos, buf.data, off)) return false;
  pushFinal(off);
  return true;
}

/** Whether a move may end where `off` ends: not a compulsory promotion with nothing to promote into. */
function canEndOn(pos: Position, d: Int32Array, off: number): boolean {
  const t = pos.t;
  const mover = pos.board[d[off + M_FROM]];
  if (!t.promotes[mover] || t.promoZone[mover * t.geo.size + d[off + M_TO]] !== 2) return true;
  const choices = t.promoChoices[mover];
  for (let i = 0; i < choices.length; i++) if (choiceOpen(pos, choices[i])) return true;
  return false;
}

/** Appends a record that does `a` then `b` (both by the same mover), without listing it. */
function concat(buf: MoveBuffer, a: number, b: number): number {
  const na = buf.data[a + M_COUNT];
  const nb = buf.data[b + M_COUNT];
  buf.reserve(M_HEADER + 3 * (na + nb));
  const d = buf.data;
  const o = buf.top;
  d.copyWithin(o, a, a + M_HEADER + 3 * na);
  d.copyWithin(o + M_HEADER + 3 * na, b + M_HEADER, b + M_HEADER + 3 * nb);
  d[o + M_TO] = d[b + M_TO];
  d[o + M_FLAGS] = (d[a + M_FLAGS] | d[b + M_FLAGS]) & ~F_DOUBLE_STEP;
  d[o + M_COUNT] = na + nb;
  buf.top = o + M_HEADER + 3 * (na + nb);
  return o;
}

/** Lists `off`, or its promotions when the mover promotes on the chain's final square. */
function promoteAtEnd(pos: Position, buf: MoveBuffer, off: number): void {
  const t = pos.t;
  const mover = pos.board[buf.data[off + M_FROM]];
  const to = buf.data[off + M_TO];
  const zone = t.promotes[mover] ? t.promoZone[mover * t.geo.size + to] : 0;
  if (zone !== 2) buf.list(off);
  if (zone === 0) return;
  const choices = t.promoChoices[mover];
  for (let i = 0; i < choices.length; i++) {
    if (!choiceOpen(pos, choices[i])) continue;
    const n = buf.data[off + M_COUNT];
    buf.reserve(M_HEADER + 3 * (n + 1));
    const d = buf.data;
    const o = buf.top;
    d.copyWithin(o, off, off + M_HEADER + 3 * n);
    // the chain's record may be a pawn's double step (a quiet move is a chain of one)
    d[o + M_FLAGS] = promotionFlags(d[o + M_FLAGS]);
    d[o + M_EP_A] = d[o + M_EP_B] = -1;
    d[o + M_PROMO] = choices[i];
    const last = o + M_HEADER + 3 * n;
    d[last] = to;
    d[last + 1] = mover;
    d[last + 2] = choices[i];
    d[o + M_COUNT] = n + 1;
    buf.top = last + 3;
    buf.list(o);
  }
}

export function keepCapturesOnly(buf: MoveBuffer, first: number): void {
  let any = false;
  for (let i = first; i < buf.count && !any; i++) any = (buf.data[buf.offsets[i] + M_FLAGS] & F_CAPTURE) !== 0;
  if (!any) return;
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = buf.offsets[i];
    if (buf.data[off + M_FLAGS] & F_CAPTURE) buf.offsets[kept++] = off;
  }
  buf.count = kept;
}
