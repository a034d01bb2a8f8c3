// Regions: named sets of squares declared once in the spec (`regions`) and named by the rules that
// use them (a piece confined to its palace, a promotion zone, a goal's hill). A region is written
// from White's side; Black's is the same squares seen from Black's side, so one declaration serves
// both (a part with `mirror: false` is the same squares for both sides, like racing kings' last rank;
// a part with a `side` is that side's squares only, so a region may have its own squares per side).

import type { Region, RegionPart } from './spec-types.ts';

/** The board coordinate (file + rank * files) of a square name such as `e4`. */
export function squareCoord(name: string, files: number): number {
  return name.charCodeAt(0) - 97 + (Number(name.slice(1)) - 1) * files;
}

interface Board {
  readonly files: number;
  readonly ranks: number;
}

/** The parts of a region (a single part or a list of them, whose union the region is). */
export function regionParts(region: Region): readonly RegionPart[] {
  return Array.isArray(region) ? region : [region];
}

/** White's squares of one part, as board coordinates (file + rank * files), or null if it leaves the board. */
function partSquares(part: RegionPart, board: Board): number[] {
  const [f0, f1] = part.files ? part.files.map((f) => f.charCodeAt(0) - 97) : [0, board.files - 1];
  const [r0, r1] = part.ranks ? part.ranks.map((r) => r - 1) : [0, board.ranks - 1];
  const out: number[] = [];
  if (part.files || part.ranks) {
    for (let r = r0; r <= r1; r++) for (let f = f0; f <= f1; f++) out.push(f + r * board.files);
  }
  for (const s of part.squares ?? []) out.push(squareCoord(s, board.files));
  return out;
}

/** A coordinate seen from Black's side: the same file, the rank counted from the other end. */
function mirrored(coord: number, board: Board): number {
  const file = coord % board.files;
  const rank = (coord - file) / board.files;
  return file + (board.ranks - 1 - rank) * board.files;
}

/** Both sides' squares of a region, sorted and without repeats. */
export function regionSquares(region: Region, board: Board): readonly [readonly number[], readonly number[]] {
  const white = new Set<number>();
  const black = new Set<number>();
  for (const part of regionParts(region)) {
    for (const coord of partSquares(part, board)) {
      // a part of one side's region is that side's squares as written
      if (part.side === 'white') white.add(coord);
      else if (part.side === 'black') black.add(coord);
      else {
        white.add(coord);
        black.add(part.mirror === false ? coord : mirrored(coord, board));
      }
    }
  }
  const sorted = (s: Set<number>): number[] => [...s].sort((a, b) => a - b);
  return [sorted(white), sorted(black)];
}
