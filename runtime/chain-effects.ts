// One move per effect (DESIGN.md: a move is identified by its effect): two capture chains that
// start on the same square, end on the same square with the same promotion and remove the same
// enemy pieces are the same move, whatever the order of their captures. The first of each is
// kept. Moves are looked up in a small open-addressed table by start, end and promotion (most
// lists have each once); only moves that share those compare their removed squares, first by
// an unordered sum of them, then exactly, so a hash collision never merges two moves. No allocation.

import { M_COUNT, M_FROM, M_HEADER, M_PROMO, M_TO, type MoveBuffer } from './moves.ts';
import { EMPTY } from './pieces.ts';

/** By table slot: the index into buf.offsets of the kept move, valid when its stamp is current. */
let slots = new Int32Array(256);
let hashes = new Int32Array(256);
/** By table slot: the kept move's removed-squares sum, valid when its sumStamps entry is current. */
let sums = new Int32Array(256);
let sumStamps = new Uint32Array(256);
let stamps = new Uint32Array(256);
let stamp = 0;

/** Keeps the first move of each effect among buf.offsets[first, buf.count); `side` is the mover. */
export function keepOnePerEffect(side: number, buf: MoveBuffer, first: number): void {
  const n = buf.count - first;
  if (n < 2) return;
  if (2 * n > slots.length) grow(2 * n);
  if (++stamp === 0xffffffff) {
    stamps.fill(0);
    sumStamps.fill(0);
    stamp = 1;
  }
  const mask = slots.length - 1;
  const offsets = buf.offsets;
  const data = buf.data;
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = offsets[i];
    // the table is keyed by start, end and promotion; the removed squares are compared only
    // between moves that share those (chains to one square), first by their sums
    const h = mix(data[off + M_FROM] ^ Math.imul(data[off + M_TO], 0x9e3779b1) ^ Math.imul(data[off + M_PROMO], 0x85ebca6b));
    let s = h & mask;
    let sum = 0;
    let summed = false;
    let duplicate = false;
    for (; stamps[s] === stamp; s = (s + 1) & mask) {
      if (hashes[s] !== h) continue;
      const other = offsets[slots[s]];
      if (!sameSquares(data, other, off)) continue;
      if (!summed) {
        sum = removedSum(side, data, off);
        summed = true;
      }
      if (sumStamps[s] !== stamp) {
        sums[s] = removedSum(side, data, other);
        sumStamps[s] = stamp;
      }
      if (sums[s] === sum && sameRemoved(side, data, other, off)) {
        duplicate = true;
        break;
      }
    }
    if (duplicate) continue;
    stamps[s] = stamp;
    hashes[s] = h;
    slots[s] = kept;
    if (summed) {
      sums[s] = sum;
      sumStamps[s] = stamp;
    }
    offsets[kept++] = off;
  }
  buf.count = kept;
}

/** A power of two of at least `n` slots. */
function grow(n: number): void {
  let size = slots.length;
  while (size < n) size *= 2;
  slots = new Int32Array(size);
  hashes = new Int32Array(size);
  sums = new Int32Array(size);
  sumStamps = new Uint32Array(size);
  stamps = new Uint32Array(size);
  stamp = 0;
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

function sameSquares(data: Int32Array, a: number, b: number): boolean {
  return data[a + M_FROM] === data[b + M_FROM] && data[a + M_TO] === data[b + M_TO] && data[a + M_PROMO] === data[b + M_PROMO];
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
