// One move per effect (DESIGN.md: a move is identified by its effect): two capture chains that
// start on the same square, end on the same square with the same promotion and remove the same
// enemy pieces are the same move, whatever the order of their captures. The first of each is
// kept. Kept moves are chained by final square in stamped typed arrays; only moves that share
// start, end and promotion compare their removed squares, first by an unordered sum of their
// mixes, then exactly, so equal sums never merge two moves. No allocation.

import { M_COUNT, M_FROM, M_HEADER, M_PROMO, M_TO, type MoveBuffer } from '../moves.ts';
import { EMPTY } from '../board/pieces.ts';

/**
 * The kept moves by final square: heads[to] is the newest kept move ending on `to` (an index
 * into buf.offsets, valid when its stamp is current), next[k] the one kept before k with the
 * same final square, -1 at the end. Most lists have one move per final square and start.
 */
let heads = new Int32Array(1024);
let headStamps = new Uint32Array(1024);
let next = new Int32Array(256);
/** By kept index: its removed-squares sum, valid when its sumStamps entry is current. */
let sums = new Int32Array(256);
let sumStamps = new Uint32Array(256);
let stamp = 0;

/** Keeps the first move of each effect among buf.offsets[first, buf.count); `side` is the mover. */
export function keepOnePerEffect(side: number, buf: MoveBuffer, first: number): void {
  const n = buf.count - first;
  if (n < 2) return;
  if (n > next.length) growLists(n);
  if (++stamp === 0xffffffff) {
    headStamps.fill(0);
    sumStamps.fill(0);
    stamp = 1;
  }
  const offsets = buf.offsets;
  const data = buf.data;
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = offsets[i];
    const to = data[off + M_TO];
    if (to >= heads.length) growHeads(to + 1);
    let k = headStamps[to] === stamp ? heads[to] : -1;
    let sum = 0;
    let summed = false;
    // the removed squares are compared only between moves with the same start, end and
    // promotion (chains to one square), first by their sums, then exactly
    for (; k >= 0; k = next[k]) {
      const other = offsets[first + k];
      if (data[other + M_FROM] !== data[off + M_FROM] || data[other + M_PROMO] !== data[off + M_PROMO]) continue;
      if (!summed) {
        sum = removedSum(side, data, off);
        summed = true;
      }
      if (sumStamps[k] !== stamp) {
        sums[k] = removedSum(side, data, other);
        sumStamps[k] = stamp;
      }
      if (sums[k] === sum && sameRemoved(side, data, other, off)) break;
    }
    if (k >= 0) continue;
    const index = kept - first;
    next[index] = headStamps[to] === stamp ? heads[to] : -1;
    heads[to] = index;
    headStamps[to] = stamp;
    if (summed) {
      sums[index] = sum;
      sumStamps[index] = stamp;
    }
    offsets[kept++] = off;
  }
  buf.count = kept;
}

function growLists(n: number): void {
  let size = next.length;
  while (size < n) size *= 2;
  next = new Int32Array(size);
  sums = new Int32Array(size);
  sumStamps = new Uint32Array(size);
  headStamps.fill(0);
  stamp = 0;
}

function growHeads(n: number): void {
  let size = heads.length;
  while (size < n) size *= 2;
  const stamps = new Uint32Array(size);
  stamps.set(headStamps);
  const bigger = new Int32Array(size);
  bigger.set(heads);
  heads = bigger;
  headStamps = stamps;
}

/** Whether the change at `i` removes an enemy of `side` (an enemy piece becomes empty). */
function removes(side: number, data: Int32Array, i: number): boolean {
  const old = data[i + 1];
  return old > 0 && (old & 1) !== side && data[i + 2] === EMPTY;
}

function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return x ^ (x >>> 16);
}

/** The removed squares as an unordered sum of their mixes (equal sets, equal sums). */
function removedSum(side: number, data: Int32Array, off: number): number {
  let sum = 0;
  const end = off + M_HEADER + 3 * data[off + M_COUNT];
  for (let i = off + M_HEADER; i < end; i += 3) if (removes(side, data, i)) sum = (sum + mix(data[i] + 1)) | 0;
  return sum;
}

/** Exactly: the same set of removed squares (a square is removed at most once in a record). */
function sameRemoved(side: number, data: Int32Array, a: number, b: number): boolean {
  const endA = a + M_HEADER + 3 * data[a + M_COUNT];
  const endB = b + M_HEADER + 3 * data[b + M_COUNT];
  let removedA = 0;
  for (let i = a + M_HEADER; i < endA; i += 3) {
    if (!removes(side, data, i)) continue;
    removedA++;
    if (!removedIn(side, data, b + M_HEADER, endB, data[i])) return false;
  }
  let removedB = 0;
  for (let i = b + M_HEADER; i < endB; i += 3) if (removes(side, data, i)) removedB++;
  return removedA === removedB;
}

function removedIn(side: number, data: Int32Array, from: number, end: number, sq: number): boolean {
  for (let i = from; i < end; i += 3) if (data[i] === sq && removes(side, data, i)) return true;
  return false;
}
