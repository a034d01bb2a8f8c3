// FSF's extinction rule as the goal's extinction conditions. FSF looks at each listed piece type
// (`*`: all pieces together) on its own: a side with at most extinctionPieceCount of it, on the
// board and in hand, while the other side has at least extinctionOpponentPieceCount (one more
// against the side to move with extinctionClaim), gets extinctionValue. So each type is one
// condition, whose letters are the piece's and those of the promoted forms FSF gives that type
// (promotedPieceType g:k makes a promoted g a king). With extinctionPseudoRoyal the same count
// + 1 makes the pieces royal, and the count ends nothing unless captures explode (the
// language's pseudoRoyal says the same); a royal type is royal already, so it leaves its group.

import { readInt, type BuildContext, type Spec } from './context.ts';

/** The extinction conditions of the section, or none where it sets no extinctionValue. */
export function extinctionConditions(ctx: BuildContext, pieces: readonly Spec[], outcome: string): Spec[] {
  if (outcome === 'none') return [];
  const count = readInt(ctx.opt('extinctionPieceCount'), 0, 0, 1000, ctx.refuse);
  const opponentCount = readInt(ctx.opt('extinctionOpponentPieceCount'), 0, 0, 1000, ctx.refuse);
  const claim = ctx.bool('extinctionClaim', false);
  const pseudo = ctx.bool('extinctionPseudoRoyal', false);
  const o = ctx.opt('extinctionPieceTypes');
  const all = o !== undefined && o.value.trim() === '*';
  if (pseudo && (all || !o)) {
    ctx.refuse(ctx.opt('extinctionPseudoRoyal'), 'pseudo-royal pieces of every type together are not in the language');
    return [];
  }
  const royal = new Set(pieces.filter((p) => p.royal === true).map((p) => String(p.letter)));
  const groups = all || !o ? [undefined] : ctx.letters('extinctionPieceTypes', []).map((type) => lettersOfType(ctx, pieces, type));
  const out: Spec[] = [];
  for (const letters of groups) {
    // FSF's KING is royal whatever the rule says: a pseudo-royal group keeps the other letters of its type
    const listed = pseudo && letters ? letters.filter((l) => !royal.has(l)) : letters;
    if (listed !== undefined && listed.length === 0) continue;
    const cond: Spec = { type: 'extinction' };
    if (listed !== undefined) cond.pieces = listed;
    if (count > 0) cond.count = count;
    if (opponentCount > 0) cond.opponentCount = opponentCount;
    if (claim) cond.claim = true;
    if (pseudo) cond.pseudoRoyal = true;
    cond.outcome = outcome;
    out.push(cond);
  }
  return out;
}

/** The letters of the pieces that are FSF's type `type`: its piece's, and `+x` for each piece promoted into it. */
export function lettersOfType(ctx: BuildContext, pieces: readonly Spec[], type: string): string[] {
  const out = pieces.some((p) => p.letter === type) ? [type] : [];
  for (const pair of (ctx.opt('promotedPieceType')?.value ?? '').trim().split(/\s+/)) {
    const m = /^([a-zA-Z]):([a-zA-Z])$/.exec(pair);
    if (!m || m[2]!.toLowerCase() !== type) continue;
    const from = pieces.find((p) => p.letter === m[1]!.toLowerCase());
    if (from?.promoted !== undefined) out.push(`+${String(from.letter)}`);
  }
  return out;
}
