// The plan interpreter: walks each piece's move nodes as data. It is the reference
// implementation the generated engines are tested against, so it favours plainness.
//
// It generates pseudo-legal moves only (castling already with its safe squares unattacked);
// legality is runtime/legal/legal.ts, shared with the generated engines: the variant's capture rules
// first (colour binding, capture chains, mandatory capture), then, in a checkmate variant only,
// each move is applied to the board alone, the mover's royal square is tested with the reverse
// attack tables (runtime/legal/attacks.ts; where those cannot see a capture mode, the move is made and
// the enemy's replies are searched instead, runtime/legal/royal-replies.ts), and the board is restored; a royal piece's move of
// more than one square also needs safe passage where the goal asks for it. The generated engines
// skip that test for moves the alignment shortcut proves safe; the interpreter has no shortcut
// (alignment null), so the equality property checks the shortcut. With goal capture there is no
// royal test: a king may be left attacked, and taking it ends the game.

import type { MoveGenerator } from './generator.ts';
import { castlingMoves, doubleStep, enPassant, isEnPassantTarget, land, landUnpromoted } from './landing.ts';
import type { MoveBuffer } from '../moves.ts';
import { EMPTY, OFFBOARD } from '../board/pieces.ts';
import type { MoveNode, MoveNodeKind, Vector } from '../plan/moves.ts';
import { LIST_STRIDE, type Position } from '../state/position.ts';
import type { VariantTables } from '../tables/tables.ts';
import { AttackTables } from '../legal/attacks.ts';
import { approachRide, jumpLeap, jumpRide, removeAround, shoot, withdrawalRide } from './captures.ts';
import { leapSquares, passedSquares } from './paths.ts';
import { canSplit, fuse, fusionCodes, split } from '../rules/fusion.ts';
import { pieceCode } from '../board/pieces.ts';
import { dropDuplicates } from './duplicates.ts';
import { initialAllowed, moverInCheck, rankMask } from './move-origin.ts';
import { dropMoves } from '../rules/hand.ts';
import { inPlacePromotions } from '../rules/promotion-in-place.ts';
import { regionMask } from '../rules/confinement.ts';
import { typeCodes } from '../rules/hoppers.ts';
import { anyEnPassantMoves } from '../rules/any-ep.ts';

/** A move node with its vectors turned into mailbox offsets for one colour. */
interface OrientedNode {
  readonly node: MoveNode;
  readonly offsets: Int32Array;
  /** Per vector, the offsets of the squares passed over (lame leaps and double steps). */
  readonly paths: readonly Int32Array[];
  /** Per vector, the offset of its midpoint (jumping leaps; 0 when the vector has none). */
  readonly halves: Int32Array;
  /** The squares it may start from by its `ranks` (runtime/generate/move-origin.ts); null = any. */
  readonly origin: Uint8Array | null;
  /** Where the move may end / start (plan `to`, `from`), null = anywhere. */
  readonly toMask: Uint8Array | null;
  readonly fromMask: Uint8Array | null;
  /** By piece code, 1 where that piece may not be a hopper's screen (null = any may). */
  readonly noScreen: Uint8Array | null;
  /** By piece code, 1 where the node may not capture that piece (null = any enemy). */
  readonly noCapture: Uint8Array | null;
}

type NodeRunner = (this: Interpreter, pos: Position, buf: MoveBuffer, o: OrientedNode, from: number, code: number) => void;

export class Interpreter implements MoveGenerator {
  private readonly nodes: OrientedNode[][][]; // [color][type]
  private readonly attacks: AttackTables;
  readonly alignment: readonly Uint8Array[] | null;
  /** Compound code by (mover code * codes + partner code), 0 = no fusion. */
  private readonly fuseInto: Int32Array;
  /** By piece code: the piece's nodes may give one move twice (plan `overlaps`). */
  private readonly overlapping: Uint8Array;

  constructor(readonly t: VariantTables) {
    this.fuseInto = fusionCodes(t);
    this.overlapping = new Uint8Array(t.codes);
    t.plan.pieces.forEach((p, type) => [0, 1].forEach((c) => (this.overlapping[pieceCode(type, c)] = p.overlaps ? 1 : 0)));
    this.nodes = [0, 1].map((c) => t.plan.pieces.map((p) => p.moves.map((n) => orient(t, n, c))));
    this.attacks = new AttackTables(t);
    // No alignment shortcut: legal.ts gives every move the attack test, so the equality
    // property against the generated engines (which use it) also checks that it is sound.
    this.alignment = null;
  }

  generate(pos: Position, buf: MoveBuffer): void {
    const c = pos.side;
    const n = pos.listCount[c];
    const generated = buf.count;
    for (let i = 0; i < n; i++) {
      const sq = pos.list[c * LIST_STRIDE + i];
      const code = pos.board[sq];
      const nodes = this.nodes[c][(code >> 1) - 1];
      const first = buf.count;
      for (let k = 0; k < nodes.length; k++) this.runNode(pos, buf, nodes[k], sq, code);
      if (this.overlapping[code]) dropDuplicates(buf, first);
    }
    if (this.t.castling.length) castlingMoves(pos, buf, this);
    if (this.t.hand.drops) dropMoves(pos, buf);
    if (this.t.anyEp !== null) anyEnPassantMoves(pos, buf, generated);
    if (this.t.inPlace !== null) inPlacePromotions(pos, buf, this);
  }

  attacked(pos: Position, sq: number, by: number, plain = false): boolean {
    return this.attacks.attacked(pos, sq, by, plain);
  }

  private runNode(pos: Position, buf: MoveBuffer, o: OrientedNode, from: number, code: number): void {
    if (o.node.initial && !initialAllowed(pos, from, code)) return;
    if (o.origin !== null && !o.origin[from]) return;
    if (o.node.notInCheck && moverInCheck(pos, this)) return;
    if (o.fromMask !== null && !o.fromMask[from]) return;
    if (o.node.split !== null && !canSplit(pos, this, from, code & 1)) return;
    this.runners[o.node.kind].call(this, pos, buf, o, from, code);
  }

  /** One case per plan node kind; the registry test checks the emitter has the same kinds. */
  readonly runners: Record<MoveNodeKind, NodeRunner> = {
    leap: this.leap,
    ride: this.ride,
    remove: this.remove,
    hop: this.hop,
  };

  /** Pseudo-legal moves of the one piece on `sq` (capture chains continue with these). */
  generateFrom(pos: Position, buf: MoveBuffer, sq: number): void {
    const code = pos.board[sq];
    const nodes = this.nodes[code & 1][(code >> 1) - 1];
    const first = buf.count;
    for (let k = 0; k < nodes.length; k++) this.runNode(pos, buf, nodes[k], sq, code);
    if (this.overlapping[code]) dropDuplicates(buf, first);
  }

  private remove(pos: Position, buf: MoveBuffer, o: OrientedNode, from: number, code: number): void {
    removeAround(pos, buf, from, code, o.offsets);
  }

  /** Leaps and rides whose capture mode is not replacement. */
  private special(pos: Position, buf: MoveBuffer, o: OrientedNode, from: number, code: number): void {
    const node = o.node;
    const range = node.kind === 'ride' ? node.range : 1;
    for (let v = 0; v < o.offsets.length; v++) {
      const step = o.offsets[v];
      switch (node.captureMode) {
        case 'jump':
          if (node.kind === 'leap') jumpLeap(pos, buf, from, code, step, o.halves[v], node.quiet, node.capture, node.enPassant);
          else jumpRide(pos, buf, from, code, step, range, node.quiet, node.capture);
          break;
        case 'approach':
          approachRide(pos, buf, from, code, step, range, node.quiet, node.capture);
          break;
        case 'withdrawal':
          withdrawalRide(pos, buf, from, code, step, range, node.quiet, node.capture);
          break;
        case 'replace':
        case 'shoot':
          throw new Error(`bug: ${node.captureMode} capture reached the special writer`);
      }
    }
  }

  private leap(pos: Position, buf: MoveBuffer, o: OrientedNode, from: number, code: number): void {
    if (needsOwnWalk(o.node)) return this.special(pos, buf, o, from, code);
    const board = pos.board;
    const node = o.node;
    const canon = this.t.geo.canon;
    for (let v = 0; v < o.offsets.length; v++) {
      const to = canon[from + o.offsets[v]];
      const target = board[to];
      if (target === OFFBOARD) continue;
      if (node.kind === 'leap' && node.lame && !pathClear(board, canon, from, o.paths[v])) continue;
      this.arrive(pos, buf, o, v, from, to, code, target);
    }
  }

  private ride(pos: Position, buf: MoveBuffer, o: OrientedNode, from: number, code: number): void {
    if (needsOwnWalk(o.node)) return this.special(pos, buf, o, from, code);
    const board = pos.board;
    const canon = this.t.geo.canon;
    const range = o.node.kind === 'ride' && o.node.range > 0 ? o.node.range : 1 << 30;
    for (let v = 0; v < o.offsets.length; v++) {
      const step = o.offsets[v];
      let to = from;
      // on a cylinder a sideways line comes back to the rider's own square, which stops it
      for (let k = 0; k < range; k++) {
        to = canon[to + step];
        const target = board[to];
        if (target === OFFBOARD) break;
        this.arrive(pos, buf, o, v, from, to, code, target);
        if (target !== EMPTY) break;
      }
    }
  }

  /** Along each vector over empty squares to the screen, then beyond it as a rider of `after` steps. */
  private hop(pos: Position, buf: MoveBuffer, o: OrientedNode, from: number, code: number): void {
    const board = pos.board;
    const node = o.node;
    const after = node.kind === 'hop' && node.after > 0 ? node.after : 1 << 30;
    for (let v = 0; v < o.offsets.length; v++) {
      const step = o.offsets[v];
      let to = from + step;
      while (board[to] === EMPTY) to += step;
      const screen = board[to];
      if (screen === OFFBOARD || (o.noScreen !== null && o.noScreen[screen])) continue;
      for (let k = 0; k < after; k++) {
        to += step;
        const target = board[to];
        if (target === OFFBOARD) break;
        this.arrive(pos, buf, o, v, from, to, code, target);
        if (target !== EMPTY) break;
      }
    }
  }

  /**
   * The mover reaches `to` holding `target`: write the quiet move or the capture it allows (a
   * fission node only splits onto an empty square; a fusing node also combines with a partner).
   */
  private arrive(pos: Position, buf: MoveBuffer, o: OrientedNode, v: number, from: number, to: number, code: number, target: number): void {
    const node = o.node;
    if (o.toMask !== null && !o.toMask[to]) return;
    if (node.split !== null) {
      if (target === EMPTY) split(buf, from, to, code, pieceCode(node.split, code & 1), pieceCode(node.component!, code & 1));
      return;
    }
    if (target === EMPTY) {
      if (node.quiet) {
        if (node.doubleStep) {
          const path = o.paths[v];
          const canon = this.t.geo.canon;
          doubleStep(pos, buf, from, to, code, canon[from + path[0]], path.length > 1 ? canon[from + path[1]] : -1);
        } else if (node.noPromotion) landUnpromoted(pos, buf, from, to, code, EMPTY);
        else land(pos, buf, from, to, code, EMPTY);
      } else if (node.enPassant && isEnPassantTarget(pos, to)) {
        if (node.captureMode === 'shoot') shoot(pos, buf, from, to, pos.epVictim);
        else enPassant(pos, buf, from, to, code);
      }
      return;
    }
    if (node.capture && (target & 1) !== (code & 1) && (o.noCapture === null || !o.noCapture[target])) {
      if (node.captureMode === 'shoot') shoot(pos, buf, from, to, to);
      else if (node.noPromotion) landUnpromoted(pos, buf, from, to, code, target);
      else land(pos, buf, from, to, code, target);
    }
    if (node.fuse && (target & 1) === (code & 1) && this.fuseInto[code * this.t.codes + target]) {
      fuse(buf, from, to, code, target, this.fuseInto[code * this.t.codes + target]);
    }
  }
}

/** Whether a node's captures need their own walk (approach, withdrawal, jump); shooting walks as replacement does. */
function needsOwnWalk(node: MoveNode): boolean {
  return node.captureMode !== 'replace' && node.captureMode !== 'shoot';
}

function orient(t: VariantTables, node: MoveNode, color: number): OrientedNode {
  const { geo } = t;
  const toOffset = ([dx, dy]: Vector): number => geo.offset(dx, dy, color);
  return {
    node,
    offsets: Int32Array.from(node.vectors, toOffset),
    paths: node.vectors.map((v, i) => Int32Array.from(node.kind === 'leap' ? leapSquares(node, i) : passedSquares(v), toOffset)),
    halves: Int32Array.from(node.vectors, ([dx, dy]) => (dx % 2 === 0 && dy % 2 === 0 ? toOffset([dx / 2, dy / 2]) : 0)),
    origin: rankMask(t, node, color),
    toMask: regionMask(geo, node.to, color),
    fromMask: regionMask(geo, node.from, color),
    noScreen: node.kind === 'hop' && node.screenExcept ? typeCodes(t, node.screenExcept) : null,
    noCapture: node.captureExcept ? typeCodes(t, node.captureExcept) : null,
  };
}

function pathClear(board: Int8Array, canon: Int32Array, from: number, path: Int32Array): boolean {
  for (let i = 0; i < path.length; i++) if (board[canon[from + path[i]]] !== EMPTY) return false;
  return true;
}

