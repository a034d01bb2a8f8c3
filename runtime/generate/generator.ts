// The interface every move generator implements, interpreted or generated: pseudo-legal
// moves of the side to move, and the attack test that legality and castling rely on.

import type { MoveBuffer } from '../moves.ts';
import type { Position } from '../state/position.ts';

export interface MoveGenerator {
  /** Appends every pseudo-legal move of the side to move to `buf`. */
  generate(pos: Position, buf: MoveBuffer): void;
  /** Appends the pseudo-legal moves of the one piece on `sq` (capture chains continue with these). */
  generateFrom(pos: Position, buf: MoveBuffer, sq: number): void;
  /**
   * Whether a piece of colour `by` could capture on `sq` if an enemy stood there. `plain`: by
   * captures that are not `notInCheck` ones only (runtime/generate/move-origin.ts, moverInCheck).
   */
  attacked(pos: Position, sq: number, by: number, plain?: boolean): boolean;
  /**
   * Squares aligned with a royal piece by an enemy rider (see AttackTables.aligned), by
   * attacking colour; null when the variant's captures make that shortcut unsound.
   */
  readonly alignment: readonly Uint8Array[] | null;
  /**
   * Under colour binding, true when every move it writes, en passant aside, ends on its start
   * square's colour and removes only pieces on the other colour (generator/colour-keeping.ts):
   * the capture rules then test the colours of its en-passant captures only. Absent = test all.
   */
  readonly keepsColours?: boolean;
}
