// The hand in words (the rule line 'Hand and drops' of compare/rules.ts): where captured pieces
// go, drops and their restrictions, gating.

import type { RegionDropRule } from '../runtime/plan/hand.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import { capitalise, orList, pieceName, rankName, squareName, withArticle } from './rule-words.ts';

/** Ranks as words, counted from the dropping side (0 = its first rank). */
function rankList(marked: readonly (0 | 1)[], ranks: number): string {
  return orList(marked.flatMap((m, i) => (m ? [i === 0 ? 'its own first rank' : rankName(i, ranks)] : [])));
}

/** Where a region drop rule points, in words: a declared region (each side's own) by name, listed squares by name. */
function dropRegionWords(plan: VariantPlan, r: RegionDropRule): string {
  const [white, black] = r.squares;
  const listed = (coords: readonly number[]): string => orList(coords.map((c) => squareName(plan, c)));
  if (r.name === null) return `on ${listed(white)}`;
  const region = `in the region '${r.name}'`;
  if (white.length > 8) return `${region} (each side its own)`;
  const same = white.length === black.length && white.every((c, i) => c === black[i]);
  return same ? `${region} (${listed(white)})` : `${region} (White's ${listed(white)}; Black's ${listed(black)})`;
}

/** The hand: where captured pieces go, drops and their restrictions (runtime/hand.ts). */
export function hand(plan: VariantPlan): string {
  const h = plan.hand;
  if (!h) {
    return plan.promotion?.fromCaptured
      ? "A captured piece goes to its owner's pool, from which a promotion may bring it back (see Promotion); nothing is dropped."
      : 'There is no hand: a captured piece leaves the game.';
  }
  const forms = plan.pieces.some((p) => p.demotesTo !== null);
  const captured =
    h.captures === 'capturer'
      ? `A captured piece changes sides and goes to the capturer's hand${h.demote ? '; a promoted piece (marked ~ in the FEN: Q~) goes there as the piece it promoted from' : forms ? '; a promoted form (+P) goes there unpromoted, as the piece it is a form of' : ', as the piece it is (a promoted piece stays promoted)'}.`
      : 'A captured piece leaves the game; the hands hold only what the start position gives.';
  const rules = h.rules.map((r) => {
    const who = capitalise(withArticle(orList(r.pieces.map((t) => pieceName(plan, t)))));
    switch (r.kind) {
      case 'ranks':
        return `${who} may not ${h.gating ? 'enter, dropped or gated,' : 'be dropped'} on ${rankList(r.ranks, plan.ranks)}.`;
      case 'region':
      case 'notRegion':
        return `${who} may ${r.kind === 'region' ? '' : 'not '}${h.gating ? 'enter, dropped or gated,' : 'be dropped'} ${r.kind === 'region' ? 'only ' : ''}${dropRegionWords(plan, r)}.`;
      case 'immobile':
        return `${who} may not be dropped where it could never move again.`;
      case 'onlyRanks':
        return `${who} may be dropped only on ${rankList(r.ranks, plan.ranks)}.`;
      case 'bothColours':
        return `A side's ${orList(r.pieces.map((t) => `${pieceName(plan, t)}s`), 'and')} (on the board and in hand) must stand half on light and half on dark squares: no drop may make that impossible.`;
      case 'file':
        return `${who} may not be dropped on a file where its side already has ${r.count === 1 ? 'one' : r.count} (unpromoted).`;
      case 'check':
        return `${who} may not be dropped to give check (a move on the board may).`;
      case 'mate':
        return `${who} dropped to give checkmate loses the game for the side that dropped it (the mated side wins).`;
      case 'top':
        return `${who} falls when dropped: it may be dropped only on the first rank or right above an occupied square (White's first rank is the bottom for both sides).`;
    }
  });
  const drops = h.noDrops ? [] : ['Instead of moving, a side may drop a piece from its hand on any empty square (written P@e4); a drop may block a check or give one, and never captures.'];
  const must = h.mustDrop
    ? ['A side that can drop must drop: while it holds pieces and any drop is legal, nothing on the board moves (a setup phase, the hands starting full); then the game goes on with moves.']
    : [];
  const formDrops = h.dropForms ? ['A piece with a promoted form may also be dropped as that form, where the piece may be (written +P@e4).'] : [];
  return [captured, ...drops, ...formDrops, ...must, ...gatingWords(plan), ...rules].join(' ');
}

/** Gating from hand (runtime/gating.ts), in words; none without it. */
function gatingWords(plan: VariantPlan): string[] {
  if (!plan.hand?.gating) return [];
  const types = [...new Set(plan.firstMoveRights.filter((r) => r.gate).map((r) => r.type))];
  const lapse = plan.hand.captures === 'none' ? ' A side whose hand is empty loses its gates (the hand never refills).' : '';
  return [
    `Gating: when ${withArticle(orList(types.map((t) => pieceName(plan, t))))} leaves its start square for the first time, a piece from the mover's hand may enter on the square it leaves, in the same move (written b1c3h, Nc3/H); after castling, on the king's or the partner's start square (e1g1h, O-O/He1; h1e1h, O-O/Hh1), one piece only.`,
    `A square is a gate while its piece has not moved: the FEN's castling field writes its file letter (KQBCDFGkqbcdfg), and it is lost when the piece moves or is captured there. The move must be legal without the piece entering: a gate never covers a check, though the piece entering may give one.${lapse}`,
  ];
}
