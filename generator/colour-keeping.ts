// Colour binding in generated engines: the emitter writes no move that lands on the other colour
// (emit/context.ts, changesColour). Where, besides, every removal a plan's moves can make is of a
// piece on the other colour, the engine declares it (MoveGenerator.keepsColours) and the capture
// rules test colours only for its en-passant captures, whose victim stands where the enemy's
// double step put it. Decided on the plan, default-deny: every field present in the plan, in
// each piece and in each move node must be claimed below, with the reason it keeps colours; a
// field nobody has claimed (castling, explosions, fission, fusion, drops, a mechanism added
// later, ...) turns the optimisation off, so a forgotten entry costs speed, never correctness.

import { atDefault } from '../runtime/plan/canonical.ts';
import type { PlanPartName } from '../runtime/plan/defaults.ts';
import type { MoveNode, Vector } from '../runtime/plan/moves.ts';
import type { PiecePlan } from '../runtime/plan/pieces.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';

/** A vector that goes to the other colour (colours are file + rank parity). */
const odd = ([dx, dy]: Vector): boolean => ((dx + dy) & 1) === 1;

/** A claim on one field: `true` when its mere presence keeps colours, else the test of its value. */
type Claim<T> = true | ((value: T) => boolean);

/** The claims on an object's fields; a field without one may not be present. */
type Claims<T> = { readonly [K in keyof T]?: Claim<NonNullable<T[K]>> };

/** Absent: `undefined`, `null`, `false` or an empty list. */
const absent = (value: unknown): boolean => value === undefined || value === null || value === false || (Array.isArray(value) && value.length === 0);

/** Whether every field of `object` that is in use (present and not at its default, runtime/plan/defaults.ts) is claimed, and its claim holds. */
function claimed<T extends object>(object: T, claims: Claims<T>, part: PlanPartName): boolean {
  return Object.entries(object).every(([key, value]) => {
    if (absent(value) || atDefault(part, object as Record<string, unknown>, key)) return true;
    const claim = (claims as Record<string, Claim<unknown> | undefined>)[key];
    return claim === true || (claim !== undefined && claim(value));
  });
}

/** The plan's fields that keep colours. */
const PLAN_CLAIMS: Claims<VariantPlan> = {
  // what the variant is called and how its board, start and notation are written: no moves
  name: true,
  title: true,
  files: true,
  ranks: true,
  startFen: true,
  notation: true,
  // the premise
  colourBound: true,
  // each piece is judged by its own claims
  pieces: (pieces) => pieces.every(pieceKeeps),
  // promotion changes what lands, not where, and removes nothing
  promotion: true,
  // results, the move rule and repetition end the game; they write no move
  goal: true,
  moveRule: true,
  repetition: true,
  repetitionOutcome: true,
  perpetualCheckLoses: true,
  // these only forbid moves the pieces' nodes write
  mandatoryCapture: true,
  regions: true,
  firstMoveRights: true,
  capturesFromMove: true,
  // a capture chain goes on by the piece's own node moves, each judged by its claims
  chains: true,
};

/** A piece's fields that keep colours. */
const PIECE_CLAIMS: Claims<PiecePlan> = {
  name: true,
  letter: true,
  royal: true,
  pawn: true,
  resetsMoveRule: true,
  promotes: true,
  points: true,
  value: true,
  moves: (moves) => moves.every(nodeKeeps),
  // a custodian capture removes the enemy one line step from the landing square
  custodian: (lines) => lines.every(odd),
  // the copies of a move two atoms give are dropped; no move is added
  overlaps: true,
};

/** A move node's fields that keep colours: its walk and captures are judged together by walkKeeps. */
const NODE_CLAIMS: Claims<MoveNode> & Claims<{ lame: boolean; legs: unknown; range: number; after: number; screenExcept: unknown }> = {
  kind: true,
  vectors: true,
  range: true,
  lame: true,
  legs: true,
  after: true,
  quiet: true,
  capture: true,
  captureMode: true,
  // start and landing restrictions only forbid moves
  initial: true,
  ranks: true,
  notInCheck: true,
  to: true,
  from: true,
  captureExcept: true,
  screenExcept: true,
  noPromotion: true,
  // a double step is a leap judged as one; en passant is the screen's one test
  doubleStep: true,
  enPassant: true,
  // the move of a compound's component is judged by its vectors like any other
  component: true,
};

/** Whether the generated engine of `plan` writes only moves colour binding keeps, en passant aside. */
export function keepsColours(plan: VariantPlan): boolean {
  return plan.colourBound && claimed(plan, PLAN_CLAIMS, 'variant');
}

function pieceKeeps(piece: PiecePlan): boolean {
  return claimed(piece, PIECE_CLAIMS, 'piece');
}

function nodeKeeps(node: MoveNode): boolean {
  return claimed(node, NODE_CLAIMS, 'move') && walkKeeps(node);
}

/**
 * Whether a node's moves land on their start colour and remove only pieces on the other. A
 * replacement capture removes nothing: its piece is replaced on the landing square.
 */
function walkKeeps(node: MoveNode): boolean {
  if (node.kind === 'remove') return node.vectors.every(odd);
  // a hopper's walk lands wherever its line goes, the other colour included when its steps change colour
  if (node.kind === 'hop') return node.captureMode === 'replace' && !node.vectors.some(odd);
  switch (node.captureMode) {
    case 'replace':
      // a leap to the other colour is not written; a line of such steps would be
      return node.kind === 'leap' || !node.vectors.some(odd);
    case 'jump':
      // a leap over its midpoint (one to the other colour is not written); a line takes only at odd distances
      if (node.kind === 'leap') return !node.capture || node.vectors.every((v) => odd(v) || (Number.isInteger(v[0] / 2) && Number.isInteger(v[1] / 2) && odd([v[0] / 2, v[1] / 2])));
      return !node.capture || node.vectors.every(odd);
    case 'approach':
    case 'withdrawal':
      // lines of odd steps land at even distances, so the enemy one step further or behind is on the other colour
      return !node.capture || node.vectors.every(odd);
    case 'shoot':
      return false;
  }
}
