// Region goals as FSF's flag goal: flagPiece (or a flag piece per side), each side's flag region,
// flagMove, flagPieceSafe, flagPieceCount and flagPieceBlockedWin. FSF has one flag goal, so two
// region conditions export only as its two halves: one holding for White alone (Black's region
// empty), the other for Black alone, alike but for their pieces.

import type { ConditionPlan } from '../../runtime/plan/goal.ts';
import { letters, refuse, set, type ExportContext } from './context.ts';
import { squareList } from './pieces.ts';

type Region = ConditionPlan & { kind: 'region' };

const blackOf = (c: Region): readonly number[] => c.blackSquares ?? c.squares;

/** The two conditions as one flag goal with a piece per side, or null when they are not its halves. */
function halves(regions: readonly Region[]): { white: Region; black: Region } | null {
  if (regions.length !== 2) return null;
  const white = regions.find((c) => blackOf(c).length === 0);
  const black = regions.find((c) => c.squares.length === 0);
  if (!white || !black || white === black) return null;
  const rules = (c: Region): string => [c.outcome, c.count, c.blocked, c.answer, c.safe].join();
  return rules(white) === rules(black) && !white.answer && !white.safe ? { white, black } : null;
}

export function writeFlag(ctx: ExportContext, regions: readonly Region[]): void {
  if (regions.length === 0) return;
  const pair = halves(regions);
  if (regions.length > 1 && !pair) refuse(ctx, 'goal.conditions', 'more than one region goal (other than one per side)');
  const white = pair?.white ?? regions[0];
  const black = pair?.black ?? regions[0];
  for (const c of [white, black]) {
    if (c.outcome !== 'win') refuse(ctx, 'goal.conditions', `a region goal whose outcome is ${c.outcome}`);
    if (c.pieces.length !== 1) refuse(ctx, 'goal.conditions', 'a region goal for several piece types');
  }
  if (white === black) set(ctx, 'flagPiece', letters(ctx, white.pieces));
  else {
    set(ctx, 'flagPieceWhite', letters(ctx, white.pieces));
    set(ctx, 'flagPieceBlack', letters(ctx, black.pieces));
  }
  // FSF's *N spans its whole internal rank, squares off the board that stay empty: a blocked region lists its squares
  const list = (coords: readonly number[]): string => squareList(ctx.plan, coords, !white.blocked);
  set(ctx, 'flagRegionWhite', list(white.squares));
  set(ctx, 'flagRegionBlack', list(blackOf(black)));
  if (white.answer) set(ctx, 'flagMove', true);
  if (white.safe) set(ctx, 'flagPieceSafe', true);
  if (white.count !== 1) set(ctx, 'flagPieceCount', white.count);
  if (white.blocked) set(ctx, 'flagPieceBlockedWin', true);
}
