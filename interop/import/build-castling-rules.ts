// FSF's rules about castling wings: oppositeCastling (a side that castles takes the opponent's
// right to the same wing: castling.opposite) and castlingWins (the listed rights, K Q k q, are
// won by castling with them and lost by losing them all: a `castled` win and a `castlingLost`
// loss for each side that has some, castled first, as FSF looks at the castling before the rights
// it removes).

import type { BuildContext, Spec } from './context.ts';

const RIGHTS: Readonly<Record<string, readonly [side: 'white' | 'black', wing: 'kingside' | 'queenside']>> = {
  K: ['white', 'kingside'],
  Q: ['white', 'queenside'],
  k: ['black', 'kingside'],
  q: ['black', 'queenside'],
};

/** Sets castling.opposite and the castling endings of the goal in `rules` (castling, goal). */
export function buildCastlingRules(ctx: BuildContext, rules: Spec): void {
  const castling = rules.castling as Spec | undefined;
  if (ctx.bool('oppositeCastling', false) && castling) castling.opposite = true;
  const o = ctx.opt('castlingWins');
  const letters = (o?.value ?? '-').replace(/\s+/g, '');
  if (letters === '-' || letters === '') return;
  const wings: Record<'white' | 'black', string[]> = { white: [], black: [] };
  for (const c of letters) {
    const right = RIGHTS[c];
    if (!right) return ctx.refuse(o, `${c} is not one of K, Q, k, q`);
    if (!wings[right[0]].includes(right[1])) wings[right[0]].push(right[1]);
  }
  // no castling: no side holds the rights, and FSF ends the game in the start position
  if (!castling) return ctx.refuse(o, 'winning by castling where castling is off');
  const goal = rules.goal as Spec;
  const sides: { side?: string; wings: string[] }[] =
    wings.white.length > 0 && wings.white.join() === wings.black.join()
      ? [{ wings: wings.white }]
      : (['white', 'black'] as const).filter((s) => wings[s].length > 0).map((s) => ({ side: s, wings: wings[s] }));
  const conditions = [...((goal.conditions as Spec[] | undefined) ?? [])];
  for (const s of sides) {
    // each condition its own lists, so that the YAML writer writes them out rather than as aliases
    const which = (): Spec => ({ ...(s.wings.length < 2 ? { wings: [...s.wings] } : {}), ...(s.side ? { side: s.side } : {}) });
    conditions.push({ type: 'castled', ...which(), outcome: 'win' }, { type: 'castlingLost', ...which(), outcome: 'loss' });
  }
  goal.conditions = conditions;
}
