// A piece's moves (plan nodes) written as a Fairy-Stockfish Betza string, or the reasons they
// cannot be: FSF's Betza has leaps, lame leaps on N A D Z, riders on W F N, cannon and
// grasshopper hoppers on W and F lines, m/c modalities and initial moves, and nothing else.

import type { MoveNode, NodeRegion, Vector } from '../../runtime/plan/moves.ts';
import type { PiecePlan } from '../../runtime/plan/pieces.ts';
import { fsfMoves, moveKey, type MoveKey } from './fsf-betza.ts';

/** A piece's moves as FSF can say them, what they need beyond Betza, and what they cannot say. */
export interface PieceMoves {
  /** The move keys of the plan's moves (fsf-betza.ts). */
  readonly keys: Set<MoveKey>;
  /** FSF Betza for `keys`. */
  readonly betza: string;
  /** Its moves have initial moves (FSF allows them where `doubleStepRegion` says). */
  readonly initial: boolean;
  /** Ranks (counted from the mover's side, 0 = own first) its initial moves are limited to, or null: its start squares. */
  readonly initialRanks: readonly number[] | null;
  /** Initial quiet moves whose passed squares may not be taken en passant. */
  readonly unpassable: boolean;
  /** Its moves take en passant. */
  readonly enPassant: boolean;
  /** The region every move of it is confined to (FSF's mobilityRegion), or null. */
  readonly confined: NodeRegion | null;
  /** Its sideways moves only from `from` (the xiangqi soldier), or null. */
  readonly from: NodeRegion | null;
  /** What FSF cannot say about its moves, one phrase each. */
  readonly refused: readonly string[];
}

const ATOMS: Readonly<Record<string, string>> = { '1,0': 'W', '1,1': 'F', '2,0': 'D', '2,1': 'N', '2,2': 'A', '3,0': 'H', '3,1': 'C', '3,2': 'Z', '3,3': 'G' };

function atomOf([dx, dy]: Vector): { letter: string | undefined; first: number; second: number } {
  const first = Math.max(Math.abs(dx), Math.abs(dy));
  const second = Math.min(Math.abs(dx), Math.abs(dy));
  return { letter: ATOMS[`${first},${second}`], first, second };
}

/** The direction pair that selects exactly vector (dx, dy) of its atom in FSF's Betza. */
function directionOf([dx, dy]: Vector): string {
  const { first, second } = atomOf([dx, dy]);
  if (second === 0) return dy > 0 ? 'f' : dy < 0 ? 'b' : dx > 0 ? 'r' : 'l';
  if (first === second) return (dy > 0 ? 'f' : 'b') + (dx > 0 ? 'r' : 'l');
  // oblique: vertical-long images are named side first (rf: one right, two forward), the others forward/back first
  if (Math.abs(dy) > Math.abs(dx)) return (dx > 0 ? 'r' : 'l') + (dy > 0 ? 'f' : 'b');
  return (dy > 0 ? 'f' : 'b') + (dx > 0 ? 'r' : 'l');
}

function imageCount(first: number, second: number): number {
  return second === 0 || first === second ? 4 : 8;
}

interface Group {
  kind: 'step' | 'lame' | 'ride' | 'hop';
  atom: string;
  distance: number;
  initial: boolean;
  vectors: Map<string, { v: Vector; m: boolean; c: boolean }>;
}

/** The Betza letters of one group's moves, without direction (null: FSF has no such move). */
function atomText(g: Group): string | null {
  const a = g.atom;
  if (g.kind === 'step') return a;
  if (g.kind === 'lame') return 'NADZ'.includes(a) ? `n${a}` : null;
  if (g.kind === 'hop') return a === 'W' ? `${g.distance === 1 ? 'g' : 'p'}R` : a === 'F' ? `${g.distance === 1 ? 'g' : 'p'}B` : null;
  if (!'WFN'.includes(a) || g.distance > 9) return null;
  if (g.distance === 0) return a === 'W' ? 'R' : a === 'F' ? 'B' : 'NN';
  return `${a}${g.distance}`;
}

function groupText(g: Group): string | null {
  const letters = atomText(g);
  if (letters === null) return null;
  const byModality = new Map<string, Vector[]>();
  for (const { v, m, c } of g.vectors.values()) {
    const mod = m && c ? '' : m ? 'm' : 'c';
    byModality.set(mod, [...(byModality.get(mod) ?? []), v]);
  }
  const first = atomOf([...g.vectors.values()][0].v);
  let out = '';
  for (const [mod, vs] of byModality) {
    const dirs = vs.length === imageCount(first.first, first.second) ? '' : vs.map(directionOf).join('');
    out += `${g.initial ? 'i' : ''}${mod}${dirs}${letters}`;
  }
  return out;
}

/** Reads a piece's plan nodes into FSF Betza and the rules beside it. */
export function pieceMoves(piece: PiecePlan): PieceMoves {
  const refused: string[] = [];
  const groups = new Map<string, Group>();
  const keys = new Set<MoveKey>();
  let initial = false;
  let initialRanks: number[] | null = null;
  let unpassable = false;
  let enPassant = false;
  const tos = new Set<string>();
  let confined: NodeRegion | null = null;
  let from: NodeRegion | null = null;
  const add = (node: MoveNode, kind: Group['kind'], distance: number, v: Vector): void => {
    const { letter } = atomOf(v);
    if (letter === undefined) {
      const [a, b] = [Math.abs(v[0]), Math.abs(v[1])].sort((x, y) => x - y);
      refused.push(`a (${a}, ${b}) leap, which no Betza atom of FSF's names`);
      return;
    }
    const initialMove = node.initial || node.ranks !== null;
    const id = `${kind} ${letter} ${distance} ${initialMove}`;
    let g = groups.get(id);
    if (!g) groups.set(id, (g = { kind, atom: letter, distance, initial: initialMove, vectors: new Map() }));
    const cell = g.vectors.get(`${v[0]},${v[1]}`) ?? { v, m: false, c: false };
    cell.m ||= node.quiet;
    cell.c ||= node.capture;
    g.vectors.set(`${v[0]},${v[1]}`, cell);
    if (node.quiet) keys.add(moveKey(kind, v[0], v[1], 'm', distance, initialMove));
    if (node.capture) keys.add(moveKey(kind, v[0], v[1], 'c', distance, initialMove));
  };
  for (const node of piece.moves) {
    if (node.kind === 'remove') refused.push('remove capture (the piece stays and removes the enemies around it)');
    else if (node.captureMode !== 'replace') refused.push(`${node.captureMode} capture`);
    if (node.notInCheck) refused.push('a move not allowed while in check');
    if (node.noPromotion) refused.push('a move that never promotes');
    if (node.captureExcept) refused.push('a move that may not capture some piece types');
    if (node.fuse || node.split !== null) continue; // fusion is refused as a whole
    if (node.kind === 'hop' && node.screenExcept) refused.push('a hopper that may not hop over some piece types');
    if (node.to) tos.add(node.to.name);
    if (node.from) {
      if (from && from.name !== node.from.name) refused.push('moves allowed only from different regions');
      from = node.from;
    }
    // a move allowed only from some ranks is what FSF's initial moves are: allowed inside doubleStepRegion
    const initialMove = node.initial || node.ranks !== null;
    if (initialMove) {
      initial = true;
      if (node.ranks) initialRanks = [...new Set([...(initialRanks ?? []), ...node.ranks])];
      if (node.quiet && !node.doubleStep && piece.pawn) unpassable = true;
    }
    if (node.enPassant) enPassant = true;
    for (const v of node.vectors) {
      if (node.kind === 'leap') {
        const { letter } = atomOf(v);
        if (node.lame && node.legs && letter !== 'Z' && letter !== 'N') refused.push(`a lame ${letter} leap passing orthogonal squares first`);
        if (node.lame && !node.legs && letter === 'Z') refused.push('a lame Z leap along the straight line (FSF passes orthogonal squares first)');
        add(node, node.lame ? 'lame' : 'step', 0, v);
      } else if (node.kind === 'ride') add(node, node.range === 1 ? 'step' : 'ride', node.range === 1 ? 0 : node.range, v);
      else if (node.kind === 'hop') {
        if (node.after > 1) refused.push('a hopper landing more than one square but not any distance beyond its screen');
        else add(node, 'hop', node.after, v);
      }
    }
  }
  if (tos.size > 1 || (tos.size === 1 && piece.moves.some((n) => n.to === null))) refused.push('moves confined to different regions');
  else if (tos.size === 1) confined = piece.moves[0].to;
  let betza = '';
  for (const g of groups.values()) {
    const text = groupText(g);
    if (text === null) refused.push(`${g.kind === 'hop' ? 'a hopper' : g.kind === 'lame' ? 'a lame leap' : 'a rider'} on ${g.atom} lines${g.kind === 'ride' ? ` (range ${g.distance || 'unlimited'})` : ''}`);
    else betza += text;
  }
  if (refused.length === 0) {
    const back = fsfMoves(betza);
    if (back.size !== keys.size || [...keys].some((k) => !back.has(k))) refused.push(`moves that FSF's Betza reads otherwise (${betza})`);
  }
  return { keys, betza, initial, initialRanks, unpassable, enPassant, confined, from, refused: [...new Set(refused)] };
}
