// Passing: FSF's pass (either side may pass) and passOnStalemate (a side passes only where it
// would be stalemated), each for both sides; a rule for one side only is refused.

import type { BuildContext, Spec } from './context.ts';

/** Writes `pass` or `stalematePass` into the rules `out`. */
export function passing(ctx: BuildContext, out: Spec): void {
  if (ctx.bool('pass', false)) out.pass = true;
  else if (stalematePass(ctx)) out.stalematePass = true;
}

/** FSF's passOnStalemate, for both sides (passOnStalemateWhite/Black override it per side); one side only is refused. */
function stalematePass(ctx: BuildContext): boolean {
  const both = ctx.bool('passOnStalemate', false);
  const white = ctx.opt('passOnStalemateWhite') ? ctx.bool('passOnStalemateWhite', false) : both;
  const black = ctx.opt('passOnStalemateBlack') ? ctx.bool('passOnStalemateBlack', false) : both;
  if (white !== black) ctx.refuse(ctx.opt('passOnStalemateWhite') ?? ctx.opt('passOnStalemateBlack'), 'passing when stalemated for one side only is not in the language');
  return white && black;
}
