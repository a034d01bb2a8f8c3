// Capture modes in words (the rule line 'Capture modes' of compare/rules.ts): how pieces capture,
// removal, custodian capture, en passant (by pawns or by any piece), captures barred early,
// explosions.

import type { Vector } from '../runtime/plan/moves.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import { CAPTURE_MODE_WORDS, captureModeOf } from './pieces.ts';
import { orList, pieceName } from './rule-words.ts';

export function captureModes(plan: VariantPlan): string {
  const nodes = plan.pieces.flatMap((p) => p.moves);
  const modes = [...new Set(nodes.filter((n) => n.capture && n.kind !== 'remove').map(captureModeOf))].map((m) => CAPTURE_MODE_WORDS[m].rule);
  const extra: string[] = [];
  const removers = plan.pieces.filter((p) => p.moves.some((n) => n.kind === 'remove')).map((p) => p.name);
  if (removers.length) extra.push(`removal without moving (${orList(removers, 'and')})`);
  const custodians = plan.pieces.filter((p) => p.custodian.length > 0).map((p) => p.name);
  if (custodians.length) extra.push(`custodian capture (${orList(custodians, 'and')})`);
  const ep = plan.pieces.filter((p) => p.moves.some((n) => n.enPassant && n.capture)).map((p) => p.name);
  if (plan.anyEnPassant) extra.push('en passant by any piece, of any piece');
  else if (ep.length) extra.push(`en passant (${orList(ep, 'and')})`);
  if (modes.length + extra.length === 0) return 'Nothing is ever captured.';
  return `Pieces capture ${orList(modes, 'and')}${extra.length ? `; also ${orList(extra, 'and')}` : ''}.${anyEnPassant(plan)}${capturesFrom(plan)}${explosion(plan)}`;
}

/** En passant by any piece (runtime/any-ep.ts), after the capture modes; empty without it. */
function anyEnPassant(plan: VariantPlan): string {
  const anyEp = plan.anyEnPassant;
  if (!anyEp) return '';
  const leaps = anyEp.leaps.map((l) => ` The ${pieceName(plan, l.piece)} may also take en passant, and only so, by a leap of ${orList(l.vectors.map(([x, y]) => `(${x}, ${y})`))}.`).join('');
  return (
    ' A piece other than a royal one that moves over squares (a rider going more than one step, a pawn\'s double step; a single leap passes nothing) leaves the squares it passed as en-passant targets for the next move only:' +
    ' an enemy move that can capture and ends on one of them takes that piece, a pawn by its capture-only move and any other piece by its ordinary move.' +
    leaps
  );
}

/** Captures allowed only from some full move on (plan `capturesFromMove`); empty from the first. */
function capturesFrom(plan: VariantPlan): string {
  const from = plan.capturesFromMove;
  return from <= 1 ? '' : ` No capture is allowed before full move ${from}${from === 2 ? ' (none on either side\'s first move)' : ''}.`;
}

/** The blast's squares in words: "the eight squares around it" for the king's neighbourhood. */
function blastWords(vectors: readonly Vector[]): string {
  const ring = vectors.length === 8 && vectors.every(([x, y]) => Math.max(Math.abs(x), Math.abs(y)) === 1);
  if (ring) return 'the eight squares around the capture square';
  return `the squares ${orList(vectors.map(([x, y]) => `(${x}, ${y})`), 'and')} from the capture square`;
}

/** Explosions (runtime/explosion.ts), after the capture modes; empty when captures do not explode. */
function explosion(plan: VariantPlan): string {
  const e = plan.explosion;
  if (!e) return '';
  const immune = e.immune.length ? `, except ${orList(e.immune.map((t) => `${pieceName(plan, t)}s`), 'and')} there` : '';
  const hand = plan.hand?.captures === 'capturer' ? ' Every piece an explosion removes, of either colour, the capturer too, goes to the hand of its owner\'s opponent.' : '';
  return ` Every capture explodes: the capturing piece, the captured piece and every piece of either colour on ${blastWords(e.vectors)} (where the capturer lands, also for en passant) are removed${immune}.${hand}`;
}
