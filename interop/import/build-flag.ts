// FSF's flag goal (capture the flag) as region conditions: each side's flag piece on its flag
// region wins, possibly only with flagPieceCount of them there at once, or (flagPieceBlockedWin)
// with one there while the region has no empty square. The regions are mirrored, the same, or a
// part per side; different flag pieces per side make one condition per side, on that side's part.

import { readInt, sideRegion, type BuildContext, type Spec } from './context.ts';
import { reachesOffBoard, relation, sortedSquares } from './squares.ts';
import { lettersOfType } from './build-extinction.ts';

/**
 * The option FSF's reader leaves in force among keys it reads into one field in this order: the
 * one from the latest layer (a section parses its options over its parent's), and within a layer
 * the last one read.
 */
export function lastGiven(ctx: BuildContext, keys: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const k of keys) {
    const o = ctx.opt(k);
    if (o && (best === undefined || (o.layer ?? 0) >= (ctx.opt(best)!.layer ?? 0))) best = k;
  }
  return best;
}

/** The option holding one side's flag region: FSF reads whiteFlag, then flagRegion, then flagRegionWhite (likewise Black's). */
function flagKey(ctx: BuildContext, side: 'White' | 'Black'): string | undefined {
  return lastGiven(ctx, [`${side.toLowerCase()}Flag`, 'flagRegion', `flagRegion${side}`]);
}

function flagSquares(ctx: BuildContext, side: 'White' | 'Black'): Set<string> {
  const key = flagKey(ctx, side);
  return key ? ctx.squares(key, new Set()) : new Set();
}

/**
 * Whether FSF's blocked win can happen: a region that names squares off the board (a `*5`
 * wildcard on a board narrower than FSF's own) always has an empty square there, so it is never
 * filled. Undefined (refused) where that holds for one side only.
 */
function blockable(ctx: BuildContext, white: Set<string>, black: Set<string>): boolean | undefined {
  const sides = (['White', 'Black'] as const).filter((side) => (side === 'White' ? white : black).size > 0);
  const off = sides.map((side) => reachesOffBoard(ctx.opt(flagKey(ctx, side)!)!.value, ctx.board));
  if (off.every((o) => o)) return false;
  return off.every((o) => !o) ? true : undefined;
}

/** The flag piece letters of one side: flagPiece, then flagPiece<Side>; `*` (the default) is every piece. */
function flagLetters(ctx: BuildContext, pieces: readonly Spec[], side: 'White' | 'Black'): string[] {
  const key = lastGiven(ctx, ['flagPiece', `flagPiece${side}`]);
  const o = key ? ctx.opt(key) : undefined;
  if (!o || o.value.trim() === '*') return ctx.state.pieces.map((p) => p.letter);
  // a piece promoted into the flag type is of that type in FSF (backrank's promoted queen is a king)
  return [...new Set(ctx.letters(key!, []).flatMap((l) => lettersOfType(ctx, pieces, l)))];
}

/** The region conditions of the section's flag goal; none without a flag region. */
export function flagConditions(ctx: BuildContext, pieces: readonly Spec[]): Spec[] {
  const white = flagSquares(ctx, 'White');
  const black = flagSquares(ctx, 'Black');
  if (white.size === 0 && black.size === 0) return [];
  const count = readInt(ctx.opt('flagPieceCount'), 1, 1, 256, ctx.refuse);
  const filled = ctx.bool('flagPieceBlockedWin', false) ? blockable(ctx, white, black) : false;
  if (filled === undefined) {
    ctx.refuse(ctx.opt('flagPieceBlockedWin'), 'a blocked flag win that one side can never have (its region reaches off the board) is not in the language');
    return [];
  }
  const blocked = filled;
  const answer = ctx.bool('flagMove', false);
  const safe = ctx.bool('flagPieceSafe', false);
  if ((count > 1 || blocked) && (answer || safe)) {
    ctx.refuse(ctx.opt(count > 1 ? 'flagPieceCount' : 'flagPieceBlockedWin'), 'a flag win by several pieces or by blocking, with flagMove or flagPieceSafe, is not in the language');
    return [];
  }
  const rules: Spec = {
    ...(answer && { answer: true }),
    ...(safe && { safe: true }),
    ...(count > 1 && { count }),
    ...(blocked && { blocked: true }),
    outcome: 'win',
  };
  const flags = { White: flagLetters(ctx, pieces, 'White'), Black: flagLetters(ctx, pieces, 'Black') };
  const named = (letters: string[]): Spec => (letters.length === 1 ? { piece: letters[0] } : { pieces: letters });
  if (flags.White.join() === flags.Black.join()) {
    const where = relation(white, black, ctx.board) === 'same' ? { squares: sortedSquares(white) } : { region: sideRegion(ctx, 'flag', white, black) };
    return [{ type: 'region', ...named(flags.White), ...where, ...rules }];
  }
  // a flag piece per side: each side's condition on its own part only (answering and safety pair the sides, so they stay out)
  if (answer || safe) {
    ctx.refuse(ctx.opt('flagPieceWhite') ?? ctx.opt('flagPieceBlack'), 'different flag pieces per side, with flagMove or flagPieceSafe, are not in the language');
    return [];
  }
  const none = new Set<string>();
  return [
    ...(white.size > 0 ? [{ type: 'region', ...named(flags.White), region: sideRegion(ctx, 'white_flag', white, none), ...rules }] : []),
    ...(black.size > 0 ? [{ type: 'region', ...named(flags.Black), region: sideRegion(ctx, 'black_flag', none, black), ...rules }] : []),
  ];
}
