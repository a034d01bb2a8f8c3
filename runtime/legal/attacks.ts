// Reverse attack tables: to ask "does colour c attack this square", look outwards from the
// square along every vector some enemy piece captures by, instead of generating its moves.
// Only replacement captures (and shooting, which attacks the same squares) are in the tables: where a checkmate variant has other capture modes
// (or chains, colour binding), royal safety asks the enemy's replies instead (royal-replies.ts).
// Castling's safe squares and fission's `whenAttacked` ask the same tables in any variant (rule
// checkmate-capture-rules refuses castling and safe passage where the tables cannot see a capture).
// Each entry keeps its node's start restrictions (`initial` with first-move rights, `ranks`,
// `from`, `notInCheck`; runtime/generate/move-origin.ts), so a piece attacks exactly where one of its
// pseudo-legal captures would land.

import { regionMask } from '../rules/confinement.ts';
import { hopperSquare, typeCodes, type HopAttacks } from '../rules/hoppers.ts';
import { initialAllowed, rankMask, type EntryStarts } from '../generate/move-origin.ts';
import { leapSquares } from '../generate/paths.ts';
import { EMPTY, OFFBOARD, pieceCode } from '../board/pieces.ts';
import type { HopNode, MoveNode, NodeRegion, Vector } from '../plan/moves.ts';
import type { Position } from '../state/position.ts';
import type { VariantTables } from '../tables/tables.ts';

/** Leaper attacks of one colour: attacker at sq - offset[i] with piece code code[i]. */
export interface LeapAttacks extends EntryStarts {
  offsets: Int32Array;
  codes: Int32Array;
  /** Squares that must be empty between attacker and target (relative to the attacker), per entry. */
  paths: Int32Array[];
  /** Squares the entry may capture on (a confined move), null = any; squares it may start from, null = any. */
  toMasks: (Uint8Array | null)[];
  fromMasks: (Uint8Array | null)[];
  /** The regions those masks come from (for generated code, which names them). */
  toRegions: (NodeRegion | null)[];
  fromRegions: (NodeRegion | null)[];
  /** By piece code: 1 where the entry may not capture that piece (null = any enemy). */
  noCapture: (Uint8Array | null)[];
}

/** Rider attacks of one colour, one entry per (direction, range): codes that ride it in `mask`. */
export interface RideAttacks extends EntryStarts {
  steps: Int32Array;
  ranges: Int32Array;
  masks: Uint8Array[];
  /** As for leaps: where the entry may capture and start from (null = anywhere), and the regions they come from. */
  toMasks: (Uint8Array | null)[];
  fromMasks: (Uint8Array | null)[];
  toRegions: (NodeRegion | null)[];
  fromRegions: (NodeRegion | null)[];
  noCapture: (Uint8Array | null)[];
}

export class AttackTables {
  readonly leaps: LeapAttacks[];
  readonly rides: RideAttacks[];
  readonly hops: HopAttacks[];
  /**
   * By attacking colour, indexed by (square - royal square + size): 1 where a piece standing
   * there could be shielding the royal from a rider of that colour. A move from any other
   * square cannot expose the royal, unless some capture is lame (vacating can open a leg).
   */
  readonly aligned: Uint8Array[];
  /**
   * Whether `aligned` is a sound shortcut for this variant: no lame capturing leaps (vacating can
   * open a leg) and no capturing hoppers (moving onto a line can make a screen).
   */
  readonly alignmentShortcut: boolean;

  constructor(private readonly t: VariantTables) {
    this.leaps = [0, 1].map((c) => this.leapTable(c));
    this.rides = [0, 1].map((c) => this.rideTable(c));
    this.hops = [0, 1].map((c) => this.hopTable(c));
    this.aligned = this.rides.map((r) => this.alignedTable(r));
    // on a cylinder a line's offsets do not say which squares it crosses
    this.alignmentShortcut = !t.geo.wrap && this.leaps.every((l) => l.paths.every((p) => p.length === 0)) && this.hops.every((h) => h.steps.length === 0);
  }

  private alignedTable(r: RideAttacks): Uint8Array {
    const size = this.t.geo.size;
    const table = new Uint8Array(2 * size + 1);
    for (let i = 0; i < r.steps.length; i++) {
      for (let k = 1; k < r.ranges[i] && k * Math.abs(r.steps[i]) <= size; k++) table[size - k * r.steps[i]] = 1;
    }
    return table;
  }

  /** Whether colour `by` could capture on `sq`; `plain`: leaving out its `notInCheck` captures (runtime/generate/move-origin.ts). */
  attacked(pos: Position, sq: number, by: number, plain = false): boolean {
    const board = pos.board;
    const canon = this.t.geo.canon;
    const l = this.leaps[by];
    for (let i = 0; i < l.offsets.length; i++) {
      const from = canon[sq - l.offsets[i]];
      if (board[from] !== l.codes[i]) continue;
      const path = l.paths[i];
      let clear = true;
      for (let k = 0; k < path.length; k++) if (board[canon[from + path[k]]] !== EMPTY) clear = false;
      if (!clear) continue;
      if (!inMask(l.toMasks[i], sq) || !inMask(l.fromMasks[i], from) || !capturable(l.noCapture[i], board[sq])) continue;
      if (this.mayStart(l, i, pos, from, board[from], by, plain)) return true;
    }
    const r = this.rides[by];
    for (let i = 0; i < r.steps.length; i++) {
      const step = r.steps[i];
      let s = sq;
      for (let k = 0; k < r.ranges[i]; k++) {
        s = canon[s - step];
        const p = board[s];
        if (p === EMPTY) continue;
        if (p !== OFFBOARD && r.masks[i][p] && inMask(r.toMasks[i], sq) && inMask(r.fromMasks[i], s) && capturable(r.noCapture[i], board[sq]) && this.mayStart(r, i, pos, s, p, by, plain)) return true;
        break;
      }
    }
    const h = this.hops[by];
    for (let i = 0; i < h.steps.length; i++) {
      const from = hopperSquare(board, h, i, sq);
      if (from >= 0 && this.mayStart(h, i, pos, from, board[from], by, plain)) return true;
    }
    return false;
  }

  /** Entry `i`'s start restrictions, as move generation asks them of the piece `code` on `from` (runtime/generate/interpreter.ts runNode). */
  private mayStart(e: EntryStarts, i: number, pos: Position, from: number, code: number, by: number, plain: boolean): boolean {
    if (e.initialOnly[i] && !initialAllowed(pos, from, code)) return false;
    if (!inMask(e.origins[i], from)) return false;
    if (!e.notInCheck[i]) return true;
    if (plain) return false;
    const royal = pos.royalSq[by];
    return royal < 0 || !this.attacked(pos, royal, by ^ 1, true);
  }

  private leapTable(c: number): LeapAttacks {
    const offsets: number[] = [];
    const codes: number[] = [];
    const paths: Int32Array[] = [];
    const starts = startLists();
    const toMasks: (Uint8Array | null)[] = [];
    const fromMasks: (Uint8Array | null)[] = [];
    const toRegions: (NodeRegion | null)[] = [];
    const fromRegions: (NodeRegion | null)[] = [];
    const noCapture: (Uint8Array | null)[] = [];
    const { geo } = this.t;
    this.t.plan.pieces.forEach((piece, type) => {
      for (const node of piece.moves) {
        if (node.kind !== 'leap' || !node.capture || (node.captureMode !== 'replace' && node.captureMode !== 'shoot')) continue;
        const toMask = regionMask(geo, node.to, c);
        const fromMask = regionMask(geo, node.from, c);
        const origin = rankMask(this.t, node, c);
        node.vectors.forEach((v, i) => {
          starts.add(node, origin);
          toMasks.push(toMask);
          fromMasks.push(fromMask);
          toRegions.push(node.to);
          fromRegions.push(node.from);
          noCapture.push(node.captureExcept ? typeCodes(this.t, node.captureExcept) : null);
          offsets.push(geo.offset(v[0], v[1], c));
          codes.push(pieceCode(type, c));
          const path = node.lame ? leapSquares(node, i).map(([x, y]) => geo.offset(x, y, c)) : [];
          paths.push(Int32Array.from(path));
        });
      }
    });
    return {
      offsets: Int32Array.from(offsets),
      codes: Int32Array.from(codes),
      paths,
      ...starts.done(),
      toMasks,
      fromMasks,
      toRegions,
      fromRegions,
      noCapture,
    };
  }

  private rideTable(c: number): RideAttacks {
    type Entry = { step: number; range: number; node?: MoveNode; mask: Uint8Array; to: NodeRegion | null; from: NodeRegion | null; except: readonly number[] | null };
    const byKey = new Map<string, Entry>();
    const { geo } = this.t;
    const longest = Math.max(geo.files, geo.ranks);
    const add = (type: number, v: Vector, range: number, node?: MoveNode): void => {
      const step = geo.offset(v[0], v[1], c);
      const key = `${step}/${range}/${startKey(node)}/${node?.to?.name ?? ''}/${node?.from?.name ?? ''}/${node?.captureExcept ?? ''}`;
      let entry = byKey.get(key);
      if (!entry) byKey.set(key, (entry = { step, range, node, mask: new Uint8Array(this.t.codes), to: node?.to ?? null, from: node?.from ?? null, except: node?.captureExcept ?? null }));
      entry.mask[pieceCode(type, c)] = 1;
    };
    this.t.plan.pieces.forEach((piece, type) => {
      for (const node of piece.moves) {
        if (node.kind !== 'ride' || !node.capture || (node.captureMode !== 'replace' && node.captureMode !== 'shoot')) continue;
        for (const v of node.vectors) add(type, v, node.range > 0 ? node.range : longest, node);
      }
      // the flying general: a royal piece sees along its file, for royal safety (runtime/plan/goal.ts)
      if (this.t.plan.goal.flyingGeneral && piece.royal) for (const v of [[0, 1], [0, -1]] as const) add(type, v, longest);
    });
    const entries = [...byKey.values()];
    const starts = startLists();
    for (const e of entries) starts.add(e.node, e.node ? rankMask(this.t, e.node, c) : null);
    return {
      steps: Int32Array.from(entries, (e) => e.step),
      ranges: Int32Array.from(entries, (e) => e.range),
      masks: entries.map((e) => e.mask),
      ...starts.done(),
      toMasks: entries.map((e) => regionMask(geo, e.to, c)),
      fromMasks: entries.map((e) => regionMask(geo, e.from, c)),
      toRegions: entries.map((e) => e.to),
      fromRegions: entries.map((e) => e.from),
      noCapture: entries.map((e) => (e.except ? typeCodes(this.t, e.except) : null)),
    };
  }

  private hopTable(c: number): HopAttacks {
    type Entry = { step: number; after: number; mask: Uint8Array; node: HopNode };
    const byKey = new Map<string, Entry>();
    const { geo } = this.t;
    this.t.plan.pieces.forEach((piece, type) => {
      for (const node of piece.moves) {
        if (node.kind !== 'hop' || !node.capture) continue;
        for (const v of node.vectors) {
          const step = geo.offset(v[0], v[1], c);
          const key = `${step}/${node.after}/${node.screenExcept ?? ''}/${node.to?.name ?? ''}/${node.from?.name ?? ''}/${node.captureExcept ?? ''}/${startKey(node)}`;
          let entry = byKey.get(key);
          if (!entry) byKey.set(key, (entry = { step, after: node.after, mask: new Uint8Array(this.t.codes), node }));
          entry.mask[pieceCode(type, c)] = 1;
        }
      }
    });
    const entries = [...byKey.values()];
    const starts = startLists();
    for (const e of entries) starts.add(e.node, rankMask(this.t, e.node, c));
    return {
      ...starts.done(),
      steps: Int32Array.from(entries, (e) => e.step),
      afters: Int32Array.from(entries, (e) => e.after),
      masks: entries.map((e) => e.mask),
      noScreen: entries.map((e) => (e.node.screenExcept ? typeCodes(this.t, e.node.screenExcept) : null)),
      toMasks: entries.map((e) => regionMask(geo, e.node.to, c)),
      fromMasks: entries.map((e) => regionMask(geo, e.node.from, c)),
      toRegions: entries.map((e) => e.node.to),
      fromRegions: entries.map((e) => e.node.from),
      noCapture: entries.map((e) => (e.node.captureExcept ? typeCodes(this.t, e.node.captureExcept) : null)),
    };
  }
}

/** What of a node's start restrictions tells entries apart (nodes that agree on it may share an entry); none: unrestricted. */
function startKey(node: MoveNode | undefined): string {
  return `${node?.initial ?? false}/${node?.ranks ?? ''}/${node?.notInCheck ?? false}`;
}

/** EntryStarts built entry by entry: `add` one per entry (no node: no restriction), then `done`. */
function startLists(): { add: (node: MoveNode | undefined, origin: Uint8Array | null) => void; done: () => EntryStarts } {
  const initialOnly: number[] = [];
  const origins: (Uint8Array | null)[] = [];
  const notInCheck: number[] = [];
  return {
    add(node, origin) {
      initialOnly.push(node?.initial ? 1 : 0);
      origins.push(origin);
      notInCheck.push(node?.notInCheck ? 1 : 0);
    },
    done: () => ({ initialOnly: Uint8Array.from(initialOnly), origins, notInCheck: Uint8Array.from(notInCheck) }),
  };
}

/** Whether an entry with this capture rule may take what stands on the square (an empty square: may). */
function capturable(noCapture: Uint8Array | null, piece: number): boolean {
  return noCapture === null || piece <= 0 || noCapture[piece] === 0;
}

function inMask(mask: Uint8Array | null, sq: number): boolean {
  return mask === null || mask[sq] === 1;
}
