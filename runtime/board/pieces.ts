// Piece codes on the mailbox: 0 empty, -1 off the board, otherwise ((type + 1) << 1) | colour,
// so its colour is its low bit (and a code would fit an Int8Array for up to 62 types).

export const EMPTY = 0;
export const OFFBOARD = -1;
export const WHITE = 0;
export const BLACK = 1;
export function pieceCode(type: number, color: number): number {
  return ((type + 1) << 1) | color;
}

export function typeOf(code: number): number {
  return (code >> 1) - 1;
}

export function colorOf(code: number): number {
  return code & 1;
}
