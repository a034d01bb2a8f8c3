// The moves of `fairyforge play`'s arguments: one or several per argument, as typed or pasted
// from PGN. Every step is linear in the text's length, however hostile the text.

import { UserError } from './errors.ts';

/** PGN's game termination markers, which may end a pasted game's movetext. */
const TERMINATIONS: readonly string[] = ['1-0', '0-1', '1/2-1/2', '*'];

/**
 * Splits move arguments into moves, allowing them quoted together and pasted from PGN: move
 * numbers (`1. e4 e5 2.Nf3`, `1...e5`), `{comments}`, NAGs (`$1`) and a final termination
 * marker (`1-0`, returned apart so it can be checked against the game). An empty or blank
 * argument, or arguments holding no move at all, are usage errors: `play chess ""` must not
 * pass as a game of no moves.
 */
export function moveTokens(args: string[]): { moves: string[]; termination?: string } {
  const blank = args.findIndex((a) => a.trim() === '');
  if (blank >= 0) throw UserError.usage(`move argument ${blank + 1} is empty; give moves such as e2e4 or e4`);
  const moves = withoutComments(args.join(' '))
    .split(/\s+/)
    .map((t) => t.replace(/^\d+\.+/, ''))
    .filter((t) => t !== '' && !/^\$\d+$/.test(t));
  const termination = TERMINATIONS.includes(moves[moves.length - 1]) ? moves.pop() : undefined;
  if (moves.length === 0) throw UserError.usage('no moves given; give moves such as e2e4 or e4');
  return { moves, termination };
}

/**
 * Move text with its `{comments}` blanked out, in one pass (a regex such as /\{[^}]*\}/g takes
 * quadratic time over many unclosed braces); a comment left open is a usage error.
 */
function withoutComments(text: string): string {
  const parts: string[] = [];
  let at = 0;
  for (let open = text.indexOf('{'); open >= 0; open = text.indexOf('{', at)) {
    const close = text.indexOf('}', open + 1);
    if (close < 0) throw UserError.usage(`the comment opened by '{' at character ${open + 1} of the moves is not closed with '}'`);
    parts.push(text.slice(at, open));
    at = close + 1;
  }
  parts.push(text.slice(at));
  return parts.join(' ');
}
