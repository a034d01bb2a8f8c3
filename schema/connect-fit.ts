// Whether a connection goal's shape fits on a board at all: a row or a line needs a line of its
// directions as long as its count (a rank has `files` squares, a file `ranks`, the longest
// diagonal the smaller of the two), a block a square of its count. A shape that cannot fit never
// forms: loading refuses it, and the importer leaves out an FSF goal that could never end a game.

export type ConnectDirectionName = 'horizontal' | 'vertical' | 'diagonal';

/** The longest line of the directions on a files×ranks board (a block: the largest square's side). */
export function longestConnect(files: number, ranks: number, shape: 'row' | 'line' | 'block', directions: readonly ConnectDirectionName[]): number {
  if (shape === 'block') return Math.min(files, ranks);
  const length = { horizontal: files, vertical: ranks, diagonal: Math.min(files, ranks) } as const;
  return Math.max(0, ...directions.map((d) => length[d]));
}
