// A position drawn for the terminal: ranks from the top, files lettered below, any board up to
// 16x16. The six orthodox pieces (by their names) are drawn as the Unicode chess symbols, every
// other piece as its FEN letter (uppercase White); empty squares as a dot. Each square is two
// columns wide, so a 16-file board fits in 40 columns.

import type { Position } from '../runtime/state/position.ts';

const SYMBOLS: Readonly<Record<string, readonly [white: string, black: string]>> = {
  king: ['♔', '♚'],
  queen: ['♕', '♛'],
  rook: ['♖', '♜'],
  bishop: ['♗', '♝'],
  knight: ['♘', '♞'],
  pawn: ['♙', '♟'],
};

const FILES = 'abcdefghijklmnop';

/** What stands for the piece of code `code` on the board. */
function glyph(pos: Position, code: number, unicode: boolean): string {
  const piece = pos.t.plan.pieces[(code >> 1) - 1];
  const white = (code & 1) === 0;
  const symbol = unicode ? SYMBOLS[piece.name] : undefined;
  if (symbol) return symbol[white ? 0 : 1];
  return white ? piece.letter.toUpperCase() : piece.letter;
}

/** The board as lines of text; `flipped` puts Black at the bottom. */
export function boardLines(pos: Position, options: { flipped?: boolean; unicode?: boolean } = {}): string[] {
  const { geo } = pos.t;
  const unicode = options.unicode ?? true;
  const ranks = Array.from({ length: geo.ranks }, (_, i) => geo.ranks - 1 - i);
  const files = Array.from({ length: geo.files }, (_, i) => i);
  if (options.flipped) {
    ranks.reverse();
    files.reverse();
  }
  const lines = ranks.map((r) => {
    const cells = files.map((f) => {
      const code = pos.board[geo.mailbox(f, r)];
      return code > 0 ? glyph(pos, code, unicode) : '·';
    });
    return `${String(r + 1).padStart(2)} ${cells.join(' ')}`;
  });
  lines.push(`   ${files.map((f) => FILES[f]).join(' ')}`);
  return lines;
}
