// FSF's connection goals as `connect` conditions: connectN (a row of adjacent pieces), connectNxN
// (a square block) and collinearN (pieces anywhere on one line), over connectPieceTypes, along the
// lines connectHorizontal/Vertical/Diagonal allow, each with connectValue as the outcome for the
// side that has just moved (FSF looks at that side only, as the condition does).

import { readInt, type BuildContext, type Spec } from './context.ts';
import { longestConnect, type ConnectDirectionName } from '../../schema/connect-fit.ts';

const SHAPES = [
  ['connectN', 'row'],
  ['connectNxN', 'block'],
  ['collinearN', 'line'],
] as const;

/** The section's connection conditions (none where it sets no connection goal). */
export function connectConditions(ctx: BuildContext): Spec[] {
  const set = SHAPES.map(([key, shape]) => ({ shape, count: readInt(ctx.opt(key), 0, 0, 16, ctx.refuse) })).filter((s) => s.count > 0);
  if (set.length === 0) return [];
  const outcome = connectOutcome(ctx);
  // unset: every piece. FSF reads a written `*` as its ALL_PIECES type, which no piece of the
  // variant is, so its trimmed set is empty (ffish agrees): like `-`, no piece counts
  const typesGiven = ctx.opt('connectPieceTypes');
  const all = typesGiven === undefined;
  const pieces = all || typesGiven.value.trim() === '*' ? [] : ctx.letters('connectPieceTypes', []);
  // no piece counts: the shapes never form
  if (!all && pieces.length === 0) return [];
  const directions = [
    ctx.bool('connectHorizontal', true) && 'horizontal',
    ctx.bool('connectVertical', true) && 'vertical',
    ctx.bool('connectDiagonal', true) && 'diagonal',
  ].filter((d): d is ConnectDirectionName => d !== false);
  const out: Spec[] = [];
  for (const { shape, count } of set) {
    // a shape longer than every line of its directions (none: a row along no line) never forms; a block needs no lines
    if (count > longestConnect(ctx.board.files, ctx.board.ranks, shape, directions)) continue;
    const cond: Spec = { type: 'connect', shape, count };
    if (!all) cond.pieces = pieces;
    if (shape !== 'block' && directions.length < 3) cond.directions = directions;
    cond.outcome = outcome;
    out.push(cond);
  }
  return out;
}

/** connectValue, the outcome for the side that connected: FSF's default is a win. */
function connectOutcome(ctx: BuildContext): string {
  const o = ctx.opt('connectValue');
  const v = o?.value.trim() ?? 'win';
  if (v === 'win' || v === 'loss' || v === 'draw') return v;
  ctx.refuse(o, `${v} is not one of win, loss, draw`);
  return 'win';
}
