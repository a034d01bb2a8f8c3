// Safe passage (`goal.safePassage`, Fusion chess): a royal piece moving more than one square
// may not pass over an attacked square. The squares are tested on the board before the move
// with the royal piece lifted off its start square, so an enemy line through that square
// counts. A rider passes the squares between its start and end; a leap passes the squares of
// an ordering of its orthogonal and diagonal unit steps — a knight leap goes one orthogonal
// then one diagonal step, or the reverse — and every ordering is an alternative path. A move
// is barred only when each of its paths passes an attacked square. Attacks are not affected.

import type { MoveGenerator } from '../generate/generator.ts';
import { F_CASTLE, M_COUNT, M_FLAGS, M_FROM, M_HEADER, M_TO } from '../moves.ts';
import { EMPTY, pieceCode } from '../board/pieces.ts';
import type { MoveNode, Vector } from '../plan/moves.ts';
import type { Position } from '../state/position.ts';
import type { VariantTables } from '../tables/tables.ts';

/** Per royal piece code and displacement, the alternative paths (mailbox offsets from the start). */
export class Passage {
  private readonly paths = new Map<number, Int32Array[]>();
  private readonly size: number;

  constructor(private readonly t: VariantTables) {
    this.size = t.geo.size;
    t.plan.pieces.forEach((piece, type) => {
      if (!piece.royal) return;
      for (const c of [0, 1]) this.addPiece(pieceCode(type, c), piece.moves, c);
    });
  }

  private key(code: number, displacement: number): number {
    return code * (2 * this.size + 1) + displacement + this.size;
  }

  private addPiece(code: number, nodes: readonly MoveNode[], color: number): void {
    const { geo } = this.t;
    const alternatives = new Map<number, Vector[][]>();
    const add = (end: Vector, path: Vector[]): void => {
      const d = geo.offset(end[0], end[1], color);
      alternatives.set(d, [...(alternatives.get(d) ?? []), path]);
    };
    for (const node of nodes) {
      if (node.split !== null) continue; // the component that moves away is not this piece
      for (const v of node.vectors) {
        if (node.kind === 'leap') for (const path of leapPaths(v)) add(v, path);
        else if (node.kind === 'ride') {
          const range = node.range > 0 ? node.range : Math.max(geo.files, geo.ranks);
          for (let k = 1; k <= range; k++) add([v[0] * k, v[1] * k], Array.from({ length: k - 1 }, (_, i): Vector => [v[0] * (i + 1), v[1] * (i + 1)]));
        }
      }
    }
    for (const [d, paths] of alternatives) {
      if (paths.some((p) => p.length === 0)) continue; // some way of making it passes nothing
      this.paths.set(this.key(code, d), paths.map((p) => Int32Array.from(p, ([x, y]) => geo.offset(x, y, color))));
    }
  }

  /** Whether the move record at `off` (its mover royal) passes over no attacked square on some path. */
  allows(pos: Position, gen: MoveGenerator, data: Int32Array, off: number): boolean {
    if (data[off + M_FLAGS] & F_CASTLE) return true; // castling has its own safe squares
    const from = data[off + M_FROM];
    const to = data[off + M_TO];
    const paths = this.paths.get(this.key(landedOn(data, off, to), to - from));
    if (paths === undefined) return true;
    const board = pos.board;
    const royal = board[from];
    const them = (royal & 1) ^ 1;
    board[from] = EMPTY;
    let ok = false;
    for (let i = 0; i < paths.length && !ok; i++) {
      ok = true;
      for (let k = 0; k < paths[i].length && ok; k++) if (gen.attacked(pos, from + paths[i][k], them)) ok = false;
    }
    board[from] = royal;
    return ok;
  }
}

/** The piece the record puts on `to`. */
function landedOn(data: Int32Array, off: number, to: number): number {
  const end = off + M_HEADER + 3 * data[off + M_COUNT];
  for (let i = off + M_HEADER; i < end; i += 3) if (data[i] === to) return data[i + 2];
  return EMPTY;
}

/**
 * The paths of a leap (dx, dy): every ordering of its |dx - dy| orthogonal and min(|dx|, |dy|)
 * diagonal unit steps, as the squares passed (the end excluded). A unit leap passes nothing.
 */
export function leapPaths([dx, dy]: Vector): Vector[][] {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  const diagonal: Vector = [Math.sign(dx), Math.sign(dy)];
  const orthogonal: Vector = ax > ay ? [Math.sign(dx), 0] : [0, Math.sign(dy)];
  const paths = new Map<string, Vector[]>();
  const walk = (diagonals: number, orthogonals: number, path: Vector[]): void => {
    if (diagonals === 0 && orthogonals === 0) {
      const passed = path.slice(0, -1);
      paths.set(JSON.stringify(passed), passed);
      return;
    }
    const [x, y] = path.length ? path[path.length - 1] : [0, 0];
    if (diagonals > 0) walk(diagonals - 1, orthogonals, [...path, [x + diagonal[0], y + diagonal[1]]]);
    if (orthogonals > 0) walk(diagonals, orthogonals - 1, [...path, [x + orthogonal[0], y + orthogonal[1]]]);
  };
  walk(Math.min(ax, ay), Math.abs(ax - ay), []);
  return [...paths.values()];
}
