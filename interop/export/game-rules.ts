// Promotion, pieces in hand and drops: FSF's promotion options (pawn promotion into a choice,
// piece promotion into a promoted form), its drop options and their per-type switches.

import { boardRank, letters, refuse, set, type ExportContext } from './context.ts';
import { squareList } from './pieces.ts';
import { startCount, startSquares } from './start-squares.ts';

/** One colour's zone squares (board coordinates): 1 optional, 2 mandatory. */
function zoneSquares(ctx: ExportContext, colour: 0 | 1): Map<number, number> {
  const promotion = ctx.plan.promotion!;
  const out = new Map<number, number>();
  const rule = promotion.rules?.find((r) => r.color === colour);
  if (rule) rule.squares.forEach((z, c) => z > 0 && out.set(c, z));
  else
    promotion.zone.forEach((z, r) => {
      if (z > 0) for (let f = 0; f < ctx.plan.files; f++) out.set(f + boardRank(ctx, colour, r) * ctx.plan.files, z);
    });
  return out;
}

export function writePromotion(ctx: ExportContext): void {
  const promotion = ctx.plan.promotion;
  const promoting = ctx.plan.pieces.flatMap((p, i) => (p.promotes && p.demotesTo === null ? [i] : []));
  const pawns = promoting.filter((i) => ctx.plan.pieces[i].promotedForm === null);
  const formed = promoting.filter((i) => ctx.plan.pieces[i].promotedForm !== null);
  set(ctx, 'promotionPawnTypes', letters(ctx, pawns));
  if (!promotion) {
    set(ctx, 'promotionPieceTypes', '-');
    return;
  }
  for (const colour of [0, 1] as const) {
    const name = colour === 0 ? 'White' : 'Black';
    const zone = zoneSquares(ctx, colour);
    set(ctx, `promotionRegion${name}`, squareList(ctx.plan, zone.keys()));
    const rules = (promotion.rules ?? []).filter((r) => r.color === colour && pawns.includes(r.piece));
    const choices = rules.length > 0 ? rules[0].choices : promotion.choices;
    if (rules.some((r) => r.choices.join() !== choices.join())) refuse(ctx, 'promotion.rules', 'different promotion choices for different pieces of one side');
    set(ctx, `promotionPieceTypes${name}`, letters(ctx, choices));
  }
  const zone = [...zoneSquares(ctx, 0)];
  const optional = zone.some(([, z]) => z === 1);
  const lastRank = (c: number): boolean => Math.floor(c / ctx.plan.files) === ctx.plan.ranks - 1;
  if (pawns.length > 0) {
    set(ctx, 'mandatoryPawnPromotion', !optional);
    // with optional promotion FSF lets a pawn stay on the last rank unless immobilityIllegal bars the move
    // (export-fsf-semantics.test.ts); beyond the last rank its promotion is all optional or all compulsory
    if (optional && zone.some(([c, z]) => z === 2 && lastRank(c))) {
      set(ctx, 'immobilityIllegal', true);
      const hand = ctx.plan.hand;
      if (hand && !hand.noDrops && !hand.rules.some((r) => r.kind === 'immobile')) refuse(ctx, 'hand.drops', 'drops where a pawn could never move again, beside promotion compulsory only on the last rank');
    }
    if (optional && zone.some(([c, z]) => z === 2 && !lastRank(c))) refuse(ctx, 'promotion.zones', 'compulsory promotion on a rank before the last beside optional promotion');
    if (optional && !zone.some(([c]) => lastRank(c))) refuse(ctx, 'promotion.zones', 'optional promotion where the last rank is not in the zone');
  }
  if (formed.length > 0) {
    set(ctx, 'promotedPieceType', formed.map((i) => `${ctx.pieces[i].letter}:${ctx.pieces[ctx.plan.pieces[i].promotedForm!].letter}`).join(' '));
    set(ctx, 'mandatoryPiecePromotion', !optional);
    // where promotion is optional our forms must promote where the piece could never move again:
    // FSF's immobilityIllegal says so, but it also bars such drops, so the drop rules must bar them too
    if (optional) {
      set(ctx, 'immobilityIllegal', true);
      const hand = ctx.plan.hand;
      if (hand && !hand.noDrops && !hand.rules.some((r) => r.kind === 'immobile')) refuse(ctx, 'hand.drops', 'drops where a piece could never move again, beside promotion compulsory only there');
    }
    if (ctx.plan.pieces.some((p) => p.demotesTo !== null && p.promotes)) set(ctx, 'pieceDemotion', true);
    if (!promotion.fromZone) refuse(ctx, 'promotion', 'promotion into a form only by moves ending in the zone');
  }
  if (promotion.limits) {
    // FSF counts a type on the board, as our limits do (a form: its own FSF type, promotedPieceType's target)
    if (promotion.fromCaptured) refuse(ctx, 'promotion.limits', 'promotion limits beside promotion from captured pieces');
    set(ctx, 'promotionLimit', promotion.limits.map(({ type, max }) => `${ctx.pieces[type].letter}:${max}`).join(' '));
  } else if (promotion.fromCaptured) {
    // promotion into captured pieces only = fewer of the type on the board than at the start, while nothing else adds pieces
    if (ctx.plan.hand) refuse(ctx, 'promotion.fromCaptured', 'promotion from captured pieces with pieces in hand');
    const starts = startSquares(ctx.plan);
    set(ctx, 'promotionLimit', promotion.choices.map((t) => `${ctx.pieces[t].letter}:${startCount(starts, 0, ctx.plan.pieces[t].letter)}`).join(' '));
  }
}

export function writeHand(ctx: ExportContext): void {
  const hand = ctx.plan.hand;
  if (!hand) return;
  set(ctx, 'pieceDrops', !hand.noDrops);
  set(ctx, 'capturesToHand', hand.captures === 'capturer');
  const pawnPromotes = ctx.plan.pieces.some((p) => p.promotes && p.promotedForm === null && p.demotesTo === null);
  if (hand.captures === 'capturer' && pawnPromotes && !hand.demote) set(ctx, 'dropLoop', true);
  if (hand.gating) {
    set(ctx, 'gating', true);
    set(ctx, 'seirawanGating', true);
  }
  if (hand.mustDrop) set(ctx, 'mustDrop', true);
  if (hand.dropForms) set(ctx, 'dropPromoted', true);
  const handTypes = ctx.plan.pieces.flatMap((p, i) => (p.demotesTo === null ? [i] : []));
  const pawnType = ctx.pieces.findIndex((p) => p.key === 'pawn');
  const banned = new Set<number>();
  const all = Array.from({ length: ctx.plan.files * ctx.plan.ranks }, (_, c) => c);
  const region: [Set<number>, Set<number>] = [new Set(all), new Set(all)];
  for (const rule of hand.rules) {
    const only = (name: string): boolean => rule.pieces.length === 1 && ctx.pieces[rule.pieces[0]].key === name;
    const everyPiece = handTypes.every((t) => rule.pieces.includes(t) || ctx.plan.pieces[t].royal);
    switch (rule.kind) {
      case 'ranks':
      case 'onlyRanks':
      case 'region':
      case 'notRegion': {
        if (rule.kind === 'ranks' && only('pawn')) {
          rule.ranks.forEach((b, r) => b && banned.add(r));
          break;
        }
        if (!everyPiece) {
          refuse(ctx, 'hand.drops', `a ${rule.kind} drop rule for some piece types only (FSF's drop region is for every piece)`);
          break;
        }
        for (const colour of [0, 1] as const) {
          const inside = (c: number): boolean => {
            if (rule.kind === 'region' || rule.kind === 'notRegion') return rule.squares[colour].includes(c);
            if (rule.kind !== 'ranks' && rule.kind !== 'onlyRanks') return false;
            const r = Math.floor(c / ctx.plan.files);
            return rule.ranks[colour === 0 ? r : ctx.plan.ranks - 1 - r] === 1;
          };
          const keep = rule.kind === 'onlyRanks' || rule.kind === 'region';
          for (const c of all) if (inside(c) !== keep) region[colour].delete(c);
        }
        break;
      }
      case 'immobile':
        set(ctx, 'immobilityIllegal', true);
        break;
      case 'file':
        if (rule.pieces.length !== 1) refuse(ctx, 'hand.drops', 'a perFile drop rule for more than one piece type');
        set(ctx, 'dropNoDoubled', letters(ctx, rule.pieces));
        if (rule.count !== 1) set(ctx, 'dropNoDoubledCount', rule.count);
        break;
      case 'mate':
        if (only('shogiPawn')) set(ctx, 'shogiPawnDropMateIllegal', true);
        else refuse(ctx, 'hand.drops', 'noMate for a piece that is not a shogi pawn (fW)');
        break;
      case 'check':
        // FSF's dropChecks is for every drop
        if (everyPiece) set(ctx, 'dropChecks', false);
        else refuse(ctx, 'hand.drops', 'a noCheck drop rule for some piece types only (FSF bars checks by every drop or none)');
        break;
      case 'bothColours':
        if (only('bishop')) set(ctx, 'dropOppositeColoredBishop', true);
        else refuse(ctx, 'hand.drops', 'bothColours for a piece that is not a bishop (B)');
        break;
      case 'top':
        // FSF's gravity (enclosingDrop = top) binds every drop
        if (everyPiece) set(ctx, 'enclosingDrop', 'top');
        else refuse(ctx, 'hand.drops', "an onTop drop rule for some piece types only (FSF's enclosingDrop is for every piece)");
        break;
    }
  }
  if (region[0].size < all.length || region[1].size < all.length) {
    set(ctx, 'dropRegionWhite', squareList(ctx.plan, region[0]));
    set(ctx, 'dropRegionBlack', squareList(ctx.plan, region[1]));
  }
  if (pawnType >= 0) writePawnDrops(ctx, banned);
}

/** FSF bars its pawn from drops on the first rank and in the promotion zone unless told otherwise; ours lists its ranks. */
function writePawnDrops(ctx: ExportContext, banned: Set<number>): void {
  const zoneRanks = new Set<number>();
  (ctx.plan.promotion?.zone ?? []).forEach((z, r) => z > 0 && zoneRanks.add(r));
  set(ctx, 'firstRankPawnDrops', !banned.has(0));
  const zoneBanned = zoneRanks.size > 0 && [...zoneRanks].every((r) => banned.has(r));
  set(ctx, 'promotionZonePawnDrops', !zoneBanned);
  const expected = new Set([...(banned.has(0) ? [0] : []), ...(zoneBanned ? zoneRanks : [])]);
  if ([...banned].some((r) => !expected.has(r))) refuse(ctx, 'hand.drops', 'pawn drops barred from ranks other than the first and the promotion zone');
}
