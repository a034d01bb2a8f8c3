// En passant by any piece (plan `anyEnPassant`; vchess's "enpassant" variant): a non-royal
// piece that rides over squares (a slider moving more than one square, a knightrider more than
// one knight step) or a pawn's double step leaves the squares it passed as targets for the very
// next move. An enemy move that can capture and ends on one of them takes the piece that passed:
// a quiet move of a piece that moves as it captures becomes that capture, and capture-only
// leaps (the pawn's diagonal step) and the plan's en-passant-only leaps (vchess: the king's
// knight move) land there to take it. A single leap passes nothing; a royal piece leaves no targets.
//
// The position keeps the passed squares as a line: the first one, the mailbox step between them
// and the square of the piece that passed (the victim), which ends the line. The FEN writes the
// first passed square and the victim's square (`c2d2`: a rook went b2-d2), as vchess does.
//
// Both the interpreter and the generated engines call `anyEnPassantMoves` after their own
// generation; it rewrites records in the move arena and writes new ones, allocating nothing.

import { F_CAPTURE, F_CASTLE, F_DOUBLE_STEP, F_DROP, F_EN_PASSANT, F_IRREVERSIBLE, F_PASS, F_PROMOTION, M_FLAGS, M_FROM, M_HEADER, M_TO, type MoveBuffer } from '../moves.ts';
import { removals, writeMove } from '../generate/landing.ts';
import { EMPTY, colorOf, pieceCode } from '../board/pieces.ts';
import type { VariantPlan } from '../plan/variant.ts';
import type { Position } from '../state/position.ts';
import type { Geometry } from '../board/geometry.ts';
import { clip } from '../../schema/quote.ts';

/** Flags of a record that passes nothing and takes nothing en passant. */
const NOT_A_PASSING_MOVE = F_CASTLE | F_DROP | F_PASS | F_PROMOTION;

/** The lookup tables of en passant by any piece, built once per variant. */
export class AnyEnPassantTables {
  /** Per piece code and displacement cell: the mailbox step of the squares that move passes, 0 = none. */
  readonly steps: Int32Array;
  /** Per colour: piece codes and mailbox offsets of the leaps that land on a passed square to take en passant. */
  readonly takerCodes: readonly [Int32Array, Int32Array];
  readonly takerOffsets: readonly [Int32Array, Int32Array];
  private readonly cells: number;

  constructor(
    plan: VariantPlan,
    readonly geo: Geometry,
    codes: number,
  ) {
    const width = 2 * geo.files - 1;
    this.cells = width * (2 * geo.ranks - 1);
    this.steps = new Int32Array(codes * this.cells);
    const anyEp = plan.anyEnPassant!;
    const takers: [number[], number[]][] = [
      [[], []],
      [[], []],
    ];
    plan.pieces.forEach((piece, type) => {
      for (const color of [0, 1]) {
        const code = pieceCode(type, color);
        if (!piece.royal) this.fillSteps(piece.moves, code, color);
        for (const node of piece.moves) {
          if (node.kind !== 'leap' || !node.capture || node.quiet) continue;
          for (const [dx, dy] of node.vectors) this.addTaker(takers[color], code, geo.offset(dx, dy, color));
        }
        for (const leap of anyEp.leaps) {
          if (leap.piece !== type) continue;
          for (const [dx, dy] of leap.vectors) this.addTaker(takers[color], code, geo.offset(dx, dy, color));
        }
      }
    });
    this.takerCodes = [Int32Array.from(takers[0][0]), Int32Array.from(takers[1][0])];
    this.takerOffsets = [Int32Array.from(takers[0][1]), Int32Array.from(takers[1][1])];
  }

  private addTaker(list: [number[], number[]], code: number, offset: number): void {
    list[0].push(code);
    list[1].push(offset);
  }

  /** Rides of more than one step, and pawns' double steps, pass the squares between. */
  private fillSteps(moves: VariantPlan['pieces'][number]['moves'], code: number, color: number): void {
    const longest = Math.max(this.geo.files, this.geo.ranks);
    for (const node of moves) {
      for (const [dx, dy] of node.vectors) {
        if (node.kind === 'ride' && node.quiet) {
          const range = node.range > 0 ? Math.min(node.range, longest) : longest;
          for (let k = 2; k <= range; k++) this.setStep(code, k * dx, k * dy, color, dx, dy);
        } else if (node.kind === 'leap' && node.doubleStep) {
          const g = gcd(Math.abs(dx), Math.abs(dy));
          if (g > 1) this.setStep(code, dx, dy, color, dx / g, dy / g);
        }
      }
    }
  }

  private setStep(code: number, dx: number, dy: number, color: number, sx: number, sy: number): void {
    const cell = this.cell(color === 1 && this.geo.relativeSides ? -dx : dx, color === 0 ? dy : -dy);
    if (cell >= 0) this.steps[code * this.cells + cell] = this.geo.offset(sx, sy, color);
  }

  /** The displacement cell of (dx, dy) as seen on the board, -1 when no move of this board has it. */
  private cell(dx: number, dy: number): number {
    const { files, ranks } = this.geo;
    if (Math.abs(dx) >= files || Math.abs(dy) >= ranks) return -1;
    return dx + files - 1 + (dy + ranks - 1) * (2 * files - 1);
  }

  /** The mailbox step of the squares a move of `code` from `from` to `to` passes, 0 = none. */
  stepOf(code: number, from: number, to: number): number {
    const geo = this.geo;
    const cell = this.cell(geo.fileOf(to) - geo.fileOf(from), geo.rankOf(to) - geo.rankOf(from));
    return cell < 0 ? 0 : this.steps[code * this.cells + cell];
  }
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Make's part: the squares the move at `off` (already on the board) passed, as a line. Returns
 * the line's mailbox step, 0 when the move passed nothing; the mover's square is `data[off + M_TO]`.
 */
export function passedStep(pos: Position, data: Int32Array, off: number): number {
  if (data[off + M_FLAGS] & NOT_A_PASSING_MOVE) return 0;
  // the first change of every record is the mover leaving its square
  const code = data[off + M_HEADER + 1];
  return pos.t.anyEp!.stepOf(code, data[off + M_FROM], data[off + M_TO]);
}

/** Whether empty `sq` is one of the squares the last move passed. */
export function isPassedSquare(pos: Position, sq: number): boolean {
  const step = pos.passStep;
  if (step === 0) return false;
  const d = sq - pos.passFirst;
  if (d % step !== 0) return false;
  const k = d / step;
  return k >= 0 && k < (pos.passVictim - pos.passFirst) / step;
}

/**
 * The en-passant captures of the side to move, after its ordinary moves `first`..`buf.count`:
 * quiet moves of pieces that move as they capture, onto a passed square, become captures of the
 * piece that passed; capture-only and en-passant-only leaps that land on a passed square are added.
 */
export function anyEnPassantMoves(pos: Position, buf: MoveBuffer, first: number): void {
  const step = pos.passStep;
  if (step === 0) return;
  const victim = pos.passVictim;
  const board = pos.board;
  const taken = board[victim];
  if (taken <= 0 || colorOf(taken) === pos.side) return;
  // a piece whose capture moves take en passant (a pawn) takes by them, not by its quiet moves
  const takesByCapture = pos.t.takesEnPassant;
  const end = buf.count;
  for (let i = first; i < end; i++) {
    const off = buf.offsets[i];
    const d = buf.data;
    if (d[off + M_FLAGS] & (F_CAPTURE | F_CASTLE | F_DROP | F_PASS)) continue;
    if (takesByCapture[board[d[off + M_FROM]]] || !isPassedSquare(pos, d[off + M_TO])) continue;
    buf.offsets[i] = rewriteAsCapture(buf, off, victim, taken);
  }
  const tables = pos.t.anyEp!;
  const codes = tables.takerCodes[pos.side];
  const offsets = tables.takerOffsets[pos.side];
  for (let sq = pos.passFirst; sq !== victim; sq += step) {
    for (let j = 0; j < codes.length; j++) {
      const from = sq - offsets[j];
      if (board[from] !== codes[j]) continue;
      removals.count = 1;
      removals.squares[0] = victim;
      writeMove(pos, buf, from, sq, codes[j], EMPTY, F_EN_PASSANT);
    }
  }
}

/** A copy of the quiet record at `off`, written at the arena's top, that also removes the victim. */
function rewriteAsCapture(buf: MoveBuffer, off: number, victim: number, taken: number): number {
  const copy = buf.copyWithChange(off, victim, taken, EMPTY);
  const d = buf.data;
  d[copy + M_FLAGS] = (d[copy + M_FLAGS] | F_CAPTURE | F_EN_PASSANT | F_IRREVERSIBLE) & ~F_DOUBLE_STEP;
  return copy;
}

/** The FEN's en-passant field: the first passed square and the victim's square, or `-`. */
export function makeAnyEnPassant(pos: Position): string {
  if (pos.passStep === 0) return '-';
  return pos.t.geo.name(pos.passFirst) + pos.t.geo.name(pos.passVictim);
}

/**
 * Reads the en-passant field: `-`, the first passed square and the square of the piece that
 * passed (`c2d2`), or a lone square a pawn's double step passed (chess's `e3`). Returns an error.
 */
export function parseAnyEnPassant(pos: Position, field: string, pawnVictims: (passed: number) => number[]): string | null {
  if (field === '-') return null;
  const geo = pos.t.geo;
  const names = field.match(/[a-p](?:1[0-6]|[1-9])/g);
  if (!names || names.join('') !== field || names.length > 2) return `expected "-", a square like "e3", or the first square passed and the square of the piece that passed, like "c2d2", got "${clip(field)}"`;
  const squares = names.map((n) => geo.parse(n));
  const bad = squares.findIndex((s) => s < 0);
  if (bad >= 0) return `"${clip(names[bad])}" is not a square of this ${geo.files}x${geo.ranks} board`;
  let victim: number;
  if (squares.length === 1) {
    const found = pawnVictims(squares[0]);
    if (found.length !== 1) return `no one pawn of the side that just moved can have passed over ${names[0]} alone; write the square of the piece that passed after it`;
    victim = found[0];
  } else victim = squares[1];
  const problem = passedLine(pos, squares[0], victim);
  if (problem !== null) return problem;
  return null;
}

/** Sets the position's passed line from `first` to `victim`, or says why no move of the side that just moved passed so. */
function passedLine(pos: Position, first: number, victim: number): string | null {
  const geo = pos.t.geo;
  const code = pos.board[victim];
  const mover = pos.side ^ 1;
  const what = `${geo.name(first)}${geo.name(victim)}`;
  if (code <= 0 || colorOf(code) !== mover) return `"${what}": no piece of the side that just moved stands on ${geo.name(victim)}`;
  const [fx, fy, vx, vy] = [geo.fileOf(first), geo.rankOf(first), geo.fileOf(victim), geo.rankOf(victim)];
  const g = gcd(Math.abs(vx - fx), Math.abs(vy - fy));
  const sx = g === 0 ? 0 : (vx - fx) / g;
  const sy = g === 0 ? 0 : (vy - fy) / g;
  const from = geo.mailbox(fx - sx, fy - sy);
  const onBoard = fx - sx >= 0 && fx - sx < geo.files && fy - sy >= 0 && fy - sy < geo.ranks;
  const step = onBoard ? pos.t.anyEp!.stepOf(code, from, victim) : 0;
  if (step === 0 || step !== geo.mailbox(fx + sx, fy + sy) - first || pos.board[from] !== EMPTY) {
    return `"${what}": the piece on ${geo.name(victim)} cannot have passed ${geo.name(first)} on its last move`;
  }
  for (let sq = first; sq !== victim; sq += step) if (pos.board[sq] !== EMPTY) return `"${what}": the passed square ${geo.name(sq)} is not empty`;
  pos.passFirst = first;
  pos.passStep = step;
  pos.passVictim = victim;
  return null;
}
