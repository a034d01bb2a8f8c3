// A piece's rules in words, one sentence per plan node. Each node kind and each capture mode
// describes itself through a table keyed by its closed vocabulary (MOVE_NODE_KINDS,
// CAPTURE_MODES in runtime/plan/moves.ts), so a new kind or mode is a compile error here until it
// has words (DESIGN: "one class per rule element carrying … its English rendering").

import type { CaptureMode, HopNode, MoveNode, MoveNodeKind, Vector } from '../runtime/plan/moves.ts';
import type { PiecePlan } from '../runtime/plan/pieces.ts';
import { lamePhrase, numberWord, vectorsPhrase } from './movement.ts';

/** Words for a capture mode: a clause inside a move sentence, and the rule in one sentence. */
interface CaptureModeWords {
  /** Appended to a capturing move's sentence; empty for the orthodox mode. */
  readonly clause: string;
  /** The mode as a rule, for the variant's capture-modes line. */
  readonly rule: string;
}

export const CAPTURE_MODE_WORDS: Record<CaptureMode, CaptureModeWords> = {
  replace: { clause: '', rule: 'by replacement (landing on the enemy piece)' },
  approach: {
    clause: 'capturing by approach',
    rule: 'by approach (removing the enemy on the next square beyond the landing square, in the direction of travel)',
  },
  withdrawal: {
    clause: 'capturing by withdrawal',
    rule: 'by withdrawal (removing the enemy next to the start square, opposite to the direction of travel)',
  },
  jump: {
    clause: 'capturing by jumping over an enemy piece to an empty square beyond it',
    rule: 'by jumping (passing over an enemy piece to an empty square beyond it)',
  },
  shoot: {
    clause: 'capturing without moving (it stays on its square and the enemy piece it would land on is removed)',
    rule: 'without moving (shooting: the capturing piece stays on its square and the enemy piece it would land on is removed)',
  },
};

/** The capture mode of a node (the plan leaves it out for replacement). */
export function captureModeOf(node: MoveNode): CaptureMode {
  return node.captureMode;
}

/** The attributes that make two nodes say the same thing about different vectors. */
function groupKey(node: MoveNode): string {
  const shape = node.kind === 'leap' ? `lame=${node.lame}${node.legs ? '/legs' : ''}` : node.kind === 'ride' ? `range=${node.range}` : node.kind === 'hop' ? `after=${node.after}/${node.screenExcept ?? ''}` : '';
  const regions = `${node.to?.name ?? ''}/${node.from?.name ?? ''}/${node.captureExcept ?? ''}`;
  return [node.kind, shape, node.quiet, node.capture, node.initial, node.doubleStep, node.enPassant, captureModeOf(node), (node.ranks ?? []).join(' '), !!node.notInCheck, regions, node.noPromotion ?? false].join('|');
}

/** Nodes with the same attributes merged into one (their vectors joined), in plan order. */
export function mergeNodes(nodes: readonly MoveNode[]): MoveNode[] {
  const merged = new Map<string, MoveNode>();
  for (const node of nodes) {
    const k = groupKey(node);
    const seen = merged.get(k);
    merged.set(k, seen ? { ...seen, vectors: [...seen.vectors, ...node.vectors] } : node);
  }
  return [...merged.values()];
}

/** Who takes a double step en passant; rules.ts words it for en passant by any piece instead. */
export const PAWN_EN_PASSANT_WORDS = 'an enemy pawn may take it en passant on the square it passes over';

/** "Moves …" with the mode's words: without capturing, only capturing, or moves or captures. */
function moveSentence(node: MoveNode, where: string, names: readonly string[] = []): string {
  const verb = node.quiet && node.capture ? 'moves or captures' : 'moves';
  const parts = [`${verb} ${where}`];
  if (node.quiet && !node.capture) parts.push('without capturing');
  if (node.capture && !node.quiet) parts[0] += ' only when capturing';
  const clause = node.capture ? CAPTURE_MODE_WORDS[captureModeOf(node)].clause : '';
  if (clause) parts.push(clause);
  let text = parts.join(', ');
  if (node.to) text += `, only to a square of ${regionWords(node.to.name)}`;
  if (node.from) text += `, only from a square of ${regionWords(node.from.name)}`;
  if (node.captureExcept?.length && node.capture) text += `, never capturing ${pieceNames(node.captureExcept, names)}`;
  if (node.enPassant && node.capture) text += ', also en passant';
  if (node.ranks) text += `, only from its ${node.ranks.map((r) => ordinal(r + 1)).join(' or ')} rank`;
  if (node.notInCheck) text += ', only when not in check';
  if (node.doubleStep) text += `; ${PAWN_EN_PASSANT_WORDS}`;
  if (node.noPromotion) text += '; this move never promotes (where promotion is compulsory it is not possible)';
  return sentence(node.initial ? `only as its first move, it ${text}` : text);
}

/** Piece types in words: "a cannon or a chariot". */
function pieceNames(types: readonly number[], names: readonly string[]): string {
  return types.map((t) => `a ${names[t] ?? `piece of type ${t + 1}`}`).join(' or ');
}

/** A region's name in words: "the palace", "the far side" (underscores read as spaces). */
function regionWords(name: string): string {
  return `the ${name.replace(/_/g, ' ')} region`;
}

/** A hopper's sentence: what it does by hopping, its lines, its screen, and where beyond the screen it lands. */
function hopSentence(node: HopNode, screens: (types: readonly number[]) => string): string {
  const verb = node.quiet && node.capture ? 'moves or captures' : node.capture ? 'captures' : 'moves, without capturing,';
  const only = node.quiet && node.capture ? '' : ' only';
  const except = node.screenExcept?.length ? `, not ${screens(node.screenExcept)}` : '';
  const beyond =
    node.after === 1
      ? 'landing on the square right behind it'
      : `landing ${node.after > 1 ? `up to ${numberWord(node.after)} squares` : 'any distance'} beyond it over empty squares`;
  let text = `${verb}${only} by hopping: ${vectorsPhrase(node.vectors, 0)} over empty squares to exactly one piece of either side (the screen${except}), ${beyond}`;
  if (node.to) text += `, only to a square of ${regionWords(node.to.name)}`;
  if (node.from) text += `, only from a square of ${regionWords(node.from.name)}`;
  if (node.captureExcept?.length && node.capture) text += `, never capturing ${screens(node.captureExcept)}`;
  return sentence(node.initial ? `only as its first move, it ${text}` : text);
}

function sentence(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Which squares a leap with `lamePath: orthogonal-first` passes (the janggi elephant). */
const legsPhrase = '(the squares of its path going first orthogonally, then diagonally)';

/** How each kind of node says what it does; exhaustive over MOVE_NODE_KINDS. */
const NODE_WORDS: { [K in MoveNodeKind]: (node: Extract<MoveNode, { kind: K }>, names: readonly string[]) => string } = {
  leap: (node, names) => moveSentence(node, [vectorsPhrase(node.vectors, 1), node.lame ? lamePhrase(node.vectors) : '', node.lame && node.legs ? legsPhrase : ''].filter(Boolean).join(' '), names),
  ride: (node, names) => moveSentence(node, vectorsPhrase(node.vectors, node.range), names),
  remove: (node) => sentence(`stays put and removes every enemy piece ${vectorsPhrase(node.vectors, 1)} from it, all at once`),
  hop: (node, names) => hopSentence(node, (types) => pieceNames(types, names)),
};

/** The sentence of one plan node (`names`: the variant's piece names, by type, for a hopper's screens). */
export function describeNode(node: MoveNode, names: readonly string[] = []): string {
  // each case hands the node to its own kind's entry
  switch (node.kind) {
    case 'leap':
      return NODE_WORDS.leap(node, names);
    case 'ride':
      return NODE_WORDS.ride(node, names);
    case 'remove':
      return NODE_WORDS.remove(node, names);
    case 'hop':
      return NODE_WORDS.hop(node, names);
  }
}

/** The custodian rule of a piece in words. */
function custodianSentence(lines: readonly Vector[]): string {
  return sentence(
    `after each of its moves, an enemy piece next to its landing square (${vectorsPhrase(lines, 1)}) with a friendly piece right behind it is removed (custodian capture)`,
  );
}

/**
 * A piece's rules, one sentence per element: royalty, then each (merged) move node, then its
 * custodian captures.
 */
export function describePiece(piece: PiecePlan, names: readonly string[] = []): string[] {
  const out: string[] = [];
  if (piece.royal) out.push('It is royal.');
  // a compound's fission nodes are described with the variant's fusion rule
  out.push(...mergeNodes(piece.moves.filter((n) => n.split === null)).map((n) => describeNode(n, names)));
  if (piece.custodian.length > 0) out.push(custodianSentence(piece.custodian));
  if (piece.moves.length === 0) out.push('It never moves.');
  return out;
}

/** "Pawn (P/p)". */
export function pieceLabel(piece: Pick<PiecePlan, 'name' | 'letter'>): string {
  return `${piece.name.charAt(0).toUpperCase()}${piece.name.slice(1)} (${piece.letter.toUpperCase()}/${piece.letter})`;
}

/** 1st, 2nd, 3rd, 4th … (a rank counted from the mover's side). */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}
