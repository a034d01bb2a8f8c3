// The drop rule `noCheck` (Fairy-Stockfish's dropChecks = false: xiangqihouse, atomiczh): a drop
// of a listed piece, or of its promoted form, may not leave an enemy royal piece attacked, mate
// or not. A move on the board may still check. The test is the check test of every move
// (runtime/legal/checks-given.ts), run only on the drops of the listed pieces.

import { pieceCode } from '../board/pieces.ts';
import type { MoveGenerator } from '../generate/generator.ts';
import { F_DROP, M_FLAGS, M_HEADER, type MoveBuffer } from '../moves.ts';
import type { Position } from '../state/position.ts';
import type { VariantTables } from '../tables/tables.ts';
import { givesCheck } from '../legal/checks-given.ts';

/** By piece code put on the board by a drop: 1 where the drop may not give check; null where no `check` drop rule exists. */
export function quietDropCodes(t: VariantTables): Uint8Array | null {
  const rules = t.plan.hand?.rules.filter((r) => r.kind === 'check') ?? [];
  if (rules.length === 0) return null;
  const codes = new Uint8Array(t.codes);
  for (const rule of rules) {
    for (const type of rule.pieces) {
      for (const c of [0, 1]) {
        const code = pieceCode(type, c);
        codes[code] = 1;
        const form = t.hand.dropForm[code];
        if (form) codes[form] = 1;
      }
    }
  }
  return codes;
}

/** Drops the moves `first`..`buf.count` of `buf` that drop a piece of `codes` and give check. */
export function keepQuietDrops(pos: Position, gen: MoveGenerator, buf: MoveBuffer, first: number, codes: Uint8Array): void {
  const data = buf.data;
  let kept = first;
  for (let i = first; i < buf.count; i++) {
    const off = buf.offsets[i];
    // a drop's one diff triplet puts its piece on the square: (sq, empty, piece)
    const barred = (data[off + M_FLAGS] & F_DROP) !== 0 && codes[data[off + M_HEADER + 2]] === 1 && givesCheck(pos, gen, data, off);
    if (!barred) buf.offsets[kept++] = off;
  }
  buf.count = kept;
}
