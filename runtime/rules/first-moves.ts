// First-move rights (`firstMoveRights`, Cambodian chess): the `initial` moves of such a piece need
// it not to have moved yet, not merely to stand on a start square of its type (a king that went
// d1-c2-d1 may not leap). Each such piece of the start position has one bit in the position's
// `firstMoves` mask, kept in make/unmake and the hash; the FEN's castling field names the file of
// each piece that still has it (Fairy-Stockfish's gating letters). A move that touches the
// piece's start square (it moves away, or is captured there) clears the bit, and so may an enemy
// piece that moves to a square aiming at it (`lostWhenAimedBy`).

import type { Geometry } from '../board/geometry.ts';
import { M_COUNT, M_HEADER, M_TO } from '../moves.ts';
import { pieceCode } from '../board/pieces.ts';
import type { MoveNode } from '../plan/moves.ts';
import type { FirstMoveRightPlan, VariantPlan } from '../plan/variant.ts';

export class FirstMoveTables {
  /** The plan's rights, bit i for right i. */
  readonly rights: readonly FirstMoveRightPlan[];
  /** The bit of the right whose piece starts on each mailbox square, 0 for none. */
  readonly bit: Int32Array;
  /** 1 for piece codes whose `initial` moves read the rights instead of the start squares. */
  readonly tracked: Uint8Array;
  /** Bits an enemy right loses when the piece of code c lands on square s (index c * size + s); null when no right can be aimed at. */
  readonly aim: Int32Array | null;
  /** Mailbox square of each right's piece. */
  readonly squares: Int32Array;

  constructor(plan: VariantPlan, geo: Geometry, codes: number) {
    this.rights = plan.firstMoveRights;
    this.bit = new Int32Array(geo.size);
    this.tracked = new Uint8Array(codes);
    this.squares = Int32Array.from(this.rights, (r) => geo.squares[r.square]);
    this.rights.forEach((r, i) => {
      this.bit[this.squares[i]] = 1 << i;
      this.tracked[pieceCode(r.type, r.color)] = 1;
    });
    this.aim = this.rights.some((r) => r.aimedBy.length > 0) ? this.aimTable(plan, geo, codes) : null;
  }

  private aimTable(plan: VariantPlan, geo: Geometry, codes: number): Int32Array {
    const aim = new Int32Array(codes * geo.size);
    this.rights.forEach((r, i) => {
      for (const type of r.aimedBy) {
        const code = pieceCode(type, r.color ^ 1);
        for (const node of plan.pieces[type].moves) {
          if (!node.capture) continue;
          for (const sq of geo.squares) if (aimsAt(geo, node, r.color ^ 1, sq, this.squares[i])) aim[code * geo.size + sq] |= 1 << i;
        }
      }
    });
    return aim;
  }

  /** The rights after the move record at `off` has been applied to `board`. */
  after(rights: number, data: Int32Array, off: number, board: Int8Array, size: number): number {
    const end = off + M_HEADER + 3 * data[off + M_COUNT];
    for (let i = off + M_HEADER; i < end; i += 3) rights &= ~this.bit[data[i]];
    if (this.aim !== null) {
      const to = data[off + M_TO];
      const piece = board[to];
      if (piece > 0) rights &= ~this.aim[piece * size + to];
    }
    return rights;
  }
}

/** Whether a node of a piece of `color` on `from` would reach `target` on an empty board. */
function aimsAt(geo: Geometry, node: MoveNode, color: number, from: number, target: number): boolean {
  if (from === target) return false;
  const range = node.kind === 'ride' ? (node.range === 0 ? geo.files + geo.ranks : node.range) : 1;
  for (const [dx, dy] of node.vectors) {
    const step = geo.offset(dx, dy, color);
    let sq = from;
    for (let k = 0; k < range; k++) {
      sq += step;
      if (!geo.onBoard(sq)) break;
      if (sq === target) return true;
    }
  }
  return false;
}
