// Fusion and fission as move diffs, written the same way by the interpreter and the generated
// engines: a fusion empties the mover's square and turns the partner into the compound
// (from: B→0, to: K→Pontiff); a fission leaves one component on the compound's square and
// puts the other where it moved (from: Q→R, to: 0→B). Neither is a capture.

import type { MoveGenerator } from '../generate/generator.ts';
import { F_GATE, M_COUNT, M_FLAGS, M_FROM, M_HEADER, M_TO, type MoveBuffer } from '../moves.ts';
import { EMPTY, pieceCode } from '../board/pieces.ts';
import type { Position } from '../state/position.ts';
import type { VariantTables } from '../tables/tables.ts';

/** The mover `code` on `from` moves onto its partner `partner` on `to`; they become `compound`. */
export function fuse(buf: MoveBuffer, from: number, to: number, code: number, partner: number, compound: number): void {
  buf.begin(from, to, 0);
  buf.change(from, code, EMPTY);
  buf.change(to, partner, compound);
  buf.commit();
}

/** The compound `code` on `from` splits: `moved` goes to the empty `to`, `stays` remains on `from`. */
export function split(buf: MoveBuffer, from: number, to: number, code: number, stays: number, moved: number): void {
  buf.begin(from, to, 0);
  buf.change(from, code, stays);
  buf.change(to, EMPTY, moved);
  buf.commit();
}

/** Whether the compound on `from` (of colour `color`) may split now: fission's condition. */
export function canSplit(pos: Position, gen: MoveGenerator, from: number, color: number): boolean {
  return pos.t.plan.fission?.whenAttacked === true || !gen.attacked(pos, from, color ^ 1);
}

/** Compound codes by (mover code * codes + partner code), 0 where the two do not combine. */
export function fusionCodes(t: VariantTables): Int32Array {
  const table = new Int32Array(t.codes * t.codes);
  t.plan.pieces.forEach((piece, type) => {
    for (const f of piece.fusions) {
      for (const c of [0, 1]) table[pieceCode(type, c) * t.codes + pieceCode(f.partner, c)] = pieceCode(f.compound, c);
    }
  });
  return table;
}

/**
 * The piece a fission move puts on its destination (the component that moved away), or 0 when
 * the record is not a fission: a fission is the one shape of move that leaves a piece on its
 * start square while also putting one on a different destination.
 */
export function splitPieceOf(data: Int32Array, off: number): number {
  const from = data[off + M_FROM];
  const to = data[off + M_TO];
  // a gated move also leaves a piece on its start square: the one from hand (runtime/rules/gating.ts)
  if (from === to || data[off + M_FLAGS] & F_GATE) return 0;
  let left = EMPTY;
  let landed = EMPTY;
  const end = off + M_HEADER + 3 * data[off + M_COUNT];
  for (let i = off + M_HEADER; i < end; i += 3) {
    if (data[i] === from) left = data[i + 2];
    else if (data[i] === to) landed = data[i + 2];
  }
  return left !== EMPTY && landed !== EMPTY ? landed : 0;
}
