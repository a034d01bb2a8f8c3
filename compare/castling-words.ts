// Castling in words (the rule line 'Castling' of compare/rules.ts): orthodox castling in one
// sentence, any other shape wing by wing with its squares, and castling gained by drops.

import type { VariantPlan } from '../runtime/plan/variant.ts';
import { castlingScope } from './castling-scope.ts';
import { numberWord } from './movement.ts';
import { capitalise, orList, pieceName, squareName, withArticle } from './rule-words.ts';

/** Castling as in orthodox chess: on the first rank, two squares, one partner type. */
function orthodoxCastling(plan: VariantPlan): boolean {
  return plan.castling.every(
    (c) =>
      Math.abs((c.kingTo % plan.files) - (c.kingFrom % plan.files)) === 2 &&
      !c.partners &&
      c.rookType === plan.castling[0].rookType &&
      Math.floor(c.kingFrom / plan.files) === (c.color === 0 ? 0 : plan.ranks - 1),
  );
}

/** Castling of another shape, wing by wing from White's side: the squares and how far the king goes. */
function declaredCastling(plan: VariantPlan): string {
  const white = plan.castling.filter((c) => c.color === 0);
  const rules = white.length > 0 ? white : plan.castling;
  const first = rules[0];
  const king = pieceName(plan, first.kingType);
  const sq = (coord: number): string => squareName(plan, coord);
  const wings = rules.map((c) => {
    const far = Math.abs((c.kingTo % plan.files) - (c.kingFrom % plan.files));
    const rook = pieceName(plan, c.rookType);
    return `with the ${rook} on ${sq(c.rookFrom)}, the ${king} moves ${numberWord(far)} square${far === 1 ? '' : 's'} to ${sq(c.kingTo)} and the ${rook} lands on ${sq(c.rookTo)}`;
  });
  const side = first.color === 0 ? 'Black' : 'White';
  const other = plan.castling.find((c) => c.color !== first.color);
  const partners = first.partners ? ` ${capitalise(orList(first.partners.map((t) => withArticle(pieceName(plan, t)))))} may be the partner: the outermost on a wing castles there.` : '';
  const safe = first.safe.length > 0 ? `the ${king} may not stand on, pass or reach an attacked square` : `the ${king} may castle out of, through or into attack`;
  return (
    `The ${king} castles from ${sq(first.kingFrom)}: ${wings.join('; or ')}` +
    (other ? ` (${side} the same from ${sq(other.kingFrom)}).` : '.') +
    partners +
    ` Neither may have moved, every square both pass or land on must be empty, and ${safe}.` +
    ` In Fischer-random positions they start where the FEN's castling field says and land on the same squares.`
  );
}

export function castling(plan: VariantPlan): string {
  if (plan.castling.length === 0) return 'There is no castling.';
  const scope = castlingScope(plan);
  // opposite castling: the opponent's right to the wing a side castled to is gone
  const opposite = plan.oppositeCastling ? ' Once a side has castled, the other may not castle to the same wing.' : '';
  const text = orthodoxOrDeclaredCastling(plan) + (scope && ` ${scope}`) + opposite;
  if (!plan.castlingByDrop) return text;
  const rule = plan.castling[0];
  return `${text} The right is gained by drops: a side may castle once it has dropped its ${pieceName(plan, rule.kingType)} on its castling square with a ${pieceName(plan, rule.rookType)} on that wing's partner square, in either order (and neither has moved since).`;
}

function orthodoxOrDeclaredCastling(plan: VariantPlan): string {
  if (!orthodoxCastling(plan)) return declaredCastling(plan);
  const rule = plan.castling[0];
  const sides = new Set(plan.castling.filter((c) => c.color === rule.color).map((c) => c.fenChar)).size;
  const rook = pieceName(plan, rule.rookType);
  const which = sides > 1 ? `either ${rook}` : `the ${rook}`;
  const king = pieceName(plan, rule.kingType);
  return (
    `The ${king} may castle with ${which}: it moves two squares towards the ${rook}, which jumps over it; ` +
    `neither may have moved, the squares between them must be empty, and the ${king} may not stand on, pass or reach an attacked square.`
  );
}
