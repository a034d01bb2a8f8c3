// FSF's square sets (`*8` a rank, `a*` a file, `e4` a square, `-` none) and how the language says
// a pair of them, one per side: as ranks counted from each side, or as a region.

export interface Board {
  readonly files: number;
  readonly ranks: number;
}

/** The squares of an FSF square set, as [file, rank] from 1, or why it is malformed. */
export function readSquares(value: string, board: Board): Set<string> | string {
  const out = new Set<string>();
  for (const token of value.split(/\s+/).filter((t) => t !== '')) {
    if (token === '-') break;
    const rank = /^\*(\d{1,2})$/.exec(token);
    const file = /^([a-zA-Z])\*$/.exec(token);
    const square = /^([a-zA-Z])(\d{1,2})$/.exec(token);
    if (rank) for (let f = 1; f <= board.files; f++) out.add(name(f, Number(rank[1])));
    else if (file) for (let r = 1; r <= board.ranks; r++) out.add(name(file[1]!.toLowerCase().charCodeAt(0) - 96, r));
    else if (square) out.add(name(square[1]!.toLowerCase().charCodeAt(0) - 96, Number(square[2])));
    else return `${token} is not a square, *rank or file*`;
  }
  for (const s of out) {
    const { f, r } = coords(s);
    if (f > board.files || r > board.ranks) out.delete(s);
  }
  return out;
}

function name(f: number, r: number): string {
  return `${String.fromCharCode(96 + f)}${r}`;
}

function coords(s: string): { f: number; r: number } {
  return { f: s.charCodeAt(0) - 96, r: Number(s.slice(1)) };
}

/** FSF's own board (the large-board build ffish is): its wildcards span all of it, beyond a smaller variant's board. */
export const FSF_BOARD: Board = { files: 12, ranks: 10 };

/** Whether an FSF square set names squares off `board` (`*5` is the whole rank of FSF's own board): squares that stay empty. */
export function reachesOffBoard(value: string, board: Board): boolean {
  return value
    .split(/\s+/)
    .filter((t) => t !== '' && t !== '-')
    .some((token) => {
      if (/^\*\d{1,2}$/.test(token)) return board.files < FSF_BOARD.files;
      if (/^[a-zA-Z]\*$/.test(token)) return board.ranks < FSF_BOARD.ranks;
      const square = /^([a-zA-Z])(\d{1,2})$/.exec(token);
      return square !== null && (square[1]!.toLowerCase().charCodeAt(0) - 96 > board.files || Number(square[2]) > board.ranks);
    });
}

/** Every square of the board. */
export function allSquares(board: Board): Set<string> {
  return readSquares(Array.from({ length: board.ranks }, (_, i) => `*${i + 1}`).join(' '), board) as Set<string>;
}

/** The square seen from Black's side. */
export function mirrorSquare(s: string, board: Board): string {
  const { f, r } = coords(s);
  return name(f, board.ranks + 1 - r);
}

/** Sorted squares, a1 b1 … by rank then file. */
export function sortedSquares(set: ReadonlySet<string>): string[] {
  return [...set].sort((a, b) => coords(a).r - coords(b).r || coords(a).f - coords(b).f);
}

/** The ranks (from White's side) a set fills completely, or undefined when it is not whole ranks. */
export function wholeRanks(set: ReadonlySet<string>, board: Board): number[] | undefined {
  const ranks = [...new Set([...set].map((s) => coords(s).r))].sort((a, b) => a - b);
  const count = ranks.length * board.files;
  return count === set.size ? ranks : undefined;
}

/** How a White set and a Black set relate: Black's the mirror of White's, the same squares, or neither. */
export function relation(white: ReadonlySet<string>, black: ReadonlySet<string>, board: Board): 'mirror' | 'same' | 'other' {
  const mirrored = new Set([...white].map((s) => mirrorSquare(s, board)));
  if (mirrored.size === black.size && [...mirrored].every((s) => black.has(s))) return 'mirror';
  if (white.size === black.size && [...white].every((s) => black.has(s))) return 'same';
  return 'other';
}
