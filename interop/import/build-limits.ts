// FSF's promotionLimit (`q:1 r:2`): promotion into a piece type only while the side has fewer
// than N of that type on the board. FSF counts by type, so a type reached by a pawn's promotion
// (a choice) is counted as itself, and one reached by a piece's promotion (promotedPieceType
// n:g) as the forms that stand for it: the language's `promotion.limits` keys `g` and `+n`.
// Where a limited type could stand both as itself and as a form the two counts differ: refused.
// FSF writes its pawn type's piece promotion (promotedPieceType p:c) without the limit's test, so
// a limit on the pawn's form binds nothing there, and none is written.

import type { BuildContext, Spec } from './context.ts';

/** The section's promotion limits as `promotion.limits`, or undefined where it sets none that matter. */
export function promotionLimits(ctx: BuildContext, choices: readonly string[]): Spec | undefined {
  const o = ctx.opt('promotionLimit');
  if (!o || o.value.trim() === '') return undefined;
  const pawn = ctx.state.pieces.find((p) => p.type === 'pawn')?.letter;
  const pairs = formPairs(ctx).filter(([from]) => from !== pawn);
  const board = (ctx.opt('startFen')?.value ?? '').trim().split(/\s+/)[0]!.replace(/\+[A-Za-z]/g, '').toLowerCase();
  const out: Spec = {};
  for (const item of o.value.trim().split(/\s+/)) {
    const m = /^([a-zA-Z]):(\d+)$/.exec(item);
    if (!m || Number(m[2]) < 1 || Number(m[2]) > 64) {
      ctx.refuse(o, `${item} is not type:count with a count from 1 to 64`);
      continue;
    }
    const letter = m[1]!.toLowerCase();
    if (!ctx.state.pieces.some((p) => p.letter === letter)) {
      ctx.refuse(o, `${letter} is no piece of the variant`);
      continue;
    }
    const max = Number(m[2]);
    const forms = pairs.filter(([, to]) => to === letter).map(([from]) => `+${from}`);
    const itself = choices.includes(letter);
    if (forms.length > 0 && (itself || board.includes(letter))) {
      ctx.refuse(o, `a limit on ${letter}, which stands both as itself and as a promoted form, is not in the language (FSF counts both)`);
      continue;
    }
    if (itself) out[letter] = max;
    for (const form of forms) out[form] = max;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** promotedPieceType's from:to letter pairs (lowercase). */
function formPairs(ctx: BuildContext): [string, string][] {
  const v = ctx.opt('promotedPieceType')?.value.trim() ?? '';
  return v.split(/\s+/).flatMap((pair) => {
    const m = /^([a-zA-Z]):([a-zA-Z])$/.exec(pair);
    return m ? [[m[1]!.toLowerCase(), m[2]!.toLowerCase()] as [string, string]] : [];
  });
}
