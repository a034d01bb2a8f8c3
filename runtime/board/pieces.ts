// Piece codes on the mailbox: 0 empty, -1 off the board, otherwise ((type + 1) << 1) | colour,
// so its colour is its low bit (and a code would fit an Int8Array for up to 62 types).

export const EMPTY = 0;
export const OFFBOARD = -1;
export const WHITE = 0;
export const BLACK = 1;
/**
 * The most piece types a variant has: a type is named by one ASCII letter, unique regardless of
 * case (case tells the colour in a FEN), so there are 26. The schema states it (`pieces.maxItems`
 * in schema/variant.schema.json; a test holds the two equal) and the tables refuse a plan beyond it.
 */
export const MAX_PIECE_TYPES = 26;

export function pieceCode(type: number, color: number): number {
  return ((type + 1) << 1) | color;
}

export function typeOf(code: number): number {
  return (code >> 1) - 1;
}

export function colorOf(code: number): number {
  return code & 1;
}
