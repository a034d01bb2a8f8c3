// Rule diagrams as data: a board, the piece whose moves are shown, and its marked squares —
// quiet destinations, capture destinations, and the squares of pieces a capture removes away
// from its destination (en passant, approach, jump …), all read from the engine's MoveInfo.
// By default the piece stands alone near the centre of an empty board, with enemy pieces
// placed where the plan says it can capture; the moves shown are then its movement (no
// royal piece limits them), as a rule page's diagram shows them.

import { Engine } from '../runtime/use/engine.ts';
import { squareNameOf } from '../runtime/board/geometry.ts';
import { boardProblemMessage, firstField, parseBoardField, planShape, type BoardField } from '../schema/fen-board.ts';
import type { MoveInfo } from '../runtime/state/notation.ts';
import type { CaptureMode, MoveNode, Vector } from '../runtime/plan/moves.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import { clip, quote } from '../schema/quote.ts';
import type { Example } from '../schema/spec-types.ts';
import { captureModeOf } from './pieces.ts';

/** A piece on a diagram: its square and its FEN letter (uppercase = White). */
export interface DiagramPiece {
  readonly square: string;
  readonly letter: string;
}

/** A rule diagram: everything an SVG needs, and what `--format json` gives programs. */
export interface Diagram {
  readonly files: number;
  readonly ranks: number;
  readonly pieces: readonly DiagramPiece[];
  /** The square of the piece whose moves are marked. */
  readonly subject: string;
  /** Destinations of moves that capture nothing. */
  readonly quiet: readonly string[];
  /** Destinations of moves that capture. */
  readonly captures: readonly string[];
  /** Squares of pieces removed by a capture other than on its destination. */
  readonly captured: readonly string[];
  readonly caption: string;
}

export type DiagramResult = { ok: true; diagram: Diagram } | { ok: false; error: string };

const fail = (error: string): DiagramResult => ({ ok: false, error });

/** The board field of `fen` read against the plan's board and letters (runtime/state/fen-board.ts). */
function readBoard(plan: VariantPlan, fen: string): BoardField {
  return parseBoardField(firstField(fen).text, planShape(plan));
}

/** The pieces of a board field (a pool in brackets is not on the board). */
export function piecesOf(field: BoardField): DiagramPiece[] {
  return field.pieces.map((p) => ({ square: squareNameOf(p.file, p.rank), letter: p.letter }));
}

/** The squares marked for the moves of the piece on `from`, each list sorted and unique. */
export function marksOf(moves: readonly MoveInfo[], from: string): Pick<Diagram, 'quiet' | 'captures' | 'captured'> {
  const mine = moves.filter((m) => m.from === from);
  const uniq = (xs: string[]): string[] => [...new Set(xs)].sort(bySquare);
  const captures = uniq(mine.filter((m) => m.captures.length > 0).map((m) => m.to));
  const quiet = uniq(mine.filter((m) => m.captures.length === 0).map((m) => m.to));
  const captured = uniq(mine.flatMap((m) => m.captures.filter((c) => c !== m.to)));
  return { quiet, captures, captured };
}

/** Board order: a1, b1, …, then the next rank. */
export function bySquare(a: string, b: string): number {
  const rank = Number(a.slice(1)) - Number(b.slice(1));
  return rank !== 0 ? rank : a.charCodeAt(0) - b.charCodeAt(0);
}

/** A FEN board field for pieces on a board. */
export function boardFen(pieces: readonly DiagramPiece[], files: number, ranks: number): string {
  const at = new Map(pieces.map((p) => [p.square, p.letter]));
  const rows: string[] = [];
  for (let r = ranks - 1; r >= 0; r--) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < files; f++) {
      const letter = at.get(squareNameOf(f, r));
      if (letter === undefined) empty++;
      else {
        row += (empty ? String(empty) : '') + letter;
        empty = 0;
      }
    }
    rows.push(row + (empty ? String(empty) : ''));
  }
  return rows.join('/');
}

/**
 * The plan with nothing that limits movement beyond the pieces themselves: no royal piece, no
 * checkmate, no compulsory capture. Diagrams of a piece's movement are computed on it.
 */
export function movementPlan(plan: VariantPlan): VariantPlan {
  return {
    ...plan,
    pieces: plan.pieces.map((p) => ({ ...p, royal: false })),
    goal: { ...plan.goal, kind: 'capture', target: -1 },
    mandatoryCapture: false,
  };
}

/** The central square a lone piece is shown on: d4 on 8×8. */
export function centralSquare(plan: VariantPlan): string {
  return squareNameOf(Math.floor((plan.files - 1) / 2), Math.floor((plan.ranks - 1) / 2));
}

/**
 * Where a confined piece is shown (every move bound to one region, as the xiangqi general to its
 * palace): White's square of the region nearest all its others, so its moves show; null otherwise.
 */
function regionHome(plan: VariantPlan, moves: readonly MoveNode[]): string | null {
  const region = moves[0]?.to;
  if (!region || moves.some((n) => n.to?.name !== region.name)) return null;
  const squares = region.squares[0].map((c): [number, number] => [c % plan.files, Math.floor(c / plan.files)]);
  const spread = ([f, r]: [number, number]): number => squares.reduce((sum, [g, q]) => sum + Math.abs(f - g) + Math.abs(r - q), 0);
  const home = squares.reduce((best, sq) => (spread(sq) < spread(best) ? sq : best));
  return squareNameOf(home[0], home[1]);
}

function coordsOf(square: string): [number, number] {
  return [square.charCodeAt(0) - 97, Number(square.slice(1)) - 1];
}

/**
 * Where an enemy stands, relative to the mover, to be taken by a capture of this mode along
 * `v` landing `d` steps out (a leap: d = 1); null when the mode has no victim square there.
 * Exhaustive over CAPTURE_MODES, so a new mode decides where its victim goes.
 */
const VICTIM_OFFSET: Record<CaptureMode, (v: Vector, d: number, ride: boolean) => Vector | null> = {
  replace: (v, d) => [v[0] * d, v[1] * d],
  // the shooter stays put, its victim is where a replacement capture would land
  shoot: (v, d) => [v[0] * d, v[1] * d],
  approach: (v, d) => [v[0] * (d + 1), v[1] * (d + 1)],
  withdrawal: (v) => [-v[0], -v[1]],
  // a rider jumps the square before its landing square; a leaper, the midpoint of its leap
  jump: (v, d, ride) => (ride ? (d > 1 ? [v[0] * (d - 1), v[1] * (d - 1)] : null) : v[0] % 2 === 0 && v[1] % 2 === 0 ? [v[0] / 2, v[1] / 2] : null),
};

/** Where the plan says the piece on `from` could capture: squares for enemy pieces. */
function victimSquares(plan: VariantPlan, nodes: readonly MoveNode[], from: string): string[] {
  const [f0, r0] = coordsOf(from);
  const on = (f: number, r: number): boolean => f >= 0 && r >= 0 && f < plan.files && r < plan.ranks;
  const out: string[] = [];
  for (const node of nodes) {
    if (!node.capture && node.kind !== 'remove') continue;
    // a capture-only move shows every victim; a move that may also be quiet, every other one
    const shown = node.vectors.filter((_, i) => !node.quiet || node.kind === 'remove' || i % 2 === 1);
    if (node.kind === 'hop') {
      // a screen on every line; a victim on each (capture only) or every other one (else a quiet landing)
      node.vectors.forEach((v, i) => out.push(...hopSquares(on, f0, r0, v, node.after, !node.quiet || i % 2 === 1)));
      continue;
    }
    for (const v of shown) {
      const ride = node.kind === 'ride';
      const offset = node.kind === 'remove' ? v : VICTIM_OFFSET[captureModeOf(node)](v, ride ? furthest(on, f0, r0, v, 2) : 1, ride);
      if (offset && on(f0 + offset[0], r0 + offset[1])) out.push(squareNameOf(f0 + offset[0], r0 + offset[1]));
    }
  }
  return out;
}

/**
 * A hopper's screen and victim along `v`: the screen two squares out (so the squares before it
 * show), the victim right behind it (a grasshopper) or as far beyond as the board allows, up to two
 * squares (a cannon, so its reach beyond the screen shows); nothing where the line is too short.
 */
function hopSquares(on: (f: number, r: number) => boolean, f0: number, r0: number, v: Vector, after: number, victim: boolean): string[] {
  const room = furthest(on, f0, r0, v, after === 1 ? 3 : 4);
  const screen = room >= 3 ? 2 : 1;
  if (room <= screen) return [];
  const square = (k: number): string => squareNameOf(f0 + v[0] * k, r0 + v[1] * k);
  return victim ? [square(screen), square(after === 1 ? screen + 1 : room)] : [square(screen)];
}

/** The largest number of steps up to `max` along `v` that stays on the board. */
function furthest(on: (f: number, r: number) => boolean, f: number, r: number, v: Vector, max: number): number {
  let d = 0;
  while (d < max && on(f + v[0] * (d + 1), r + v[1] * (d + 1))) d++;
  return Math.max(d, 1);
}

/** The enemy piece placed as a victim: a pawn-like piece if there is one. */
function victimLetter(plan: VariantPlan): string {
  const piece = plan.pieces.find((p) => p.pawn) ?? plan.pieces.find((p) => !p.royal) ?? plan.pieces[0];
  return piece.letter;
}

/**
 * The default diagram of a piece: alone on `square` (default: central) of an empty board,
 * White, with enemy victims where it can capture, its movement marked.
 */
export function pieceDiagram(plan: VariantPlan, letter: string, square?: string): DiagramResult {
  const piece = plan.pieces.find((p) => p.letter === letter.toLowerCase());
  if (!piece) return fail(`no piece ${quote(letter)} in ${plan.name} (pieces: ${plan.pieces.map((p) => p.letter).join('')})`);
  const at = square ?? regionHome(plan, piece.moves) ?? centralSquare(plan);
  const engine = new Engine(movementPlan(plan));
  const victim = victimLetter(plan);
  const pawnVictim = plan.pieces.find((p) => p.letter === victim)?.pawn === true;
  const victims = [...new Set(victimSquares(plan, piece.moves, at))]
    .filter((s) => s !== at && !(pawnVictim && (s.slice(1) === '1' || Number(s.slice(1)) === plan.ranks)))
    .map((s) => ({ square: s, letter: victim }));
  const pieces = [{ square: at, letter: piece.letter.toUpperCase() }, ...victims];
  const caption = `${piece.name.charAt(0).toUpperCase()}${piece.name.slice(1)} on ${at}: moves and captures`;
  return diagramOf(engine, `${boardFen(pieces, plan.files, plan.ranks)} w - - 0 1`, at, caption);
}

/** The diagram of the piece on `square` (default: the first of `letter`) in a FEN, with its legal moves. */
export function fenDiagram(engine: Engine, fen: string, letter: string | undefined, square: string | undefined): DiagramResult {
  const plan = engine.plan;
  const fields = fen.trim().split(/\s+/);
  const field = readBoard(plan, fen);
  if (field.problems.length > 0) return fail(`invalid FEN (board field): ${boardProblemMessage(field.problems[0], planShape(plan))}`);
  const board = piecesOf(field);
  const at =
    square ??
    board.filter((p) => letter !== undefined && p.letter.toLowerCase() === letter.toLowerCase()).sort((a, b) => Number(b.letter < 'a') - Number(a.letter < 'a'))[0]
      ?.square;
  if (at === undefined) return fail(`no piece ${quote(letter ?? '')} on the board of ${clip(fields[0], 200)}`);
  const mover = board.find((p) => p.square === at);
  if (!mover) return fail(`no piece on ${quote(at)} in ${clip(fields[0], 200)}`);
  const side = mover.letter === mover.letter.toUpperCase() ? 'w' : 'b';
  const full = fields.length > 1 ? fen : `${fields[0]} ${side} - - 0 1`;
  return diagramOf(engine, full, at, `Moves of the piece on ${at}`);
}

/** A spec's rule diagram (`examples`), with the moves the engine finds from its square. */
export function exampleDiagram(engine: Engine, example: Example): DiagramResult {
  const made = fenDiagram(engine, example.fen, undefined, example.square);
  if (!made.ok) return made;
  return { ok: true, diagram: { ...made.diagram, caption: example.caption ?? made.diagram.caption } };
}

function diagramOf(engine: Engine, fen: string, at: string, caption: string): DiagramResult {
  const plan = engine.plan;
  if (!/^[a-p]([1-9]|1[0-6])$/.test(at) || coordsOf(at)[0] >= plan.files || coordsOf(at)[1] >= plan.ranks) {
    return fail(`${quote(at)} is not a square of the ${plan.files}x${plan.ranks} board`);
  }
  const parsed = engine.parseFen(fen, { diagram: true });
  if (!parsed.ok) return fail(`invalid FEN (${parsed.error.field} field): ${parsed.error.message}`);
  const marks = marksOf(engine.moves(parsed.pos), at);
  return { ok: true, diagram: { files: plan.files, ranks: plan.ranks, pieces: piecesOf(readBoard(plan, fen)), subject: at, ...marks, caption } };
}
