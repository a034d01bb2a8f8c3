// Reverse attack tables: to ask "does colour c attack this square", look outwards from the
// square along every vector some enemy piece captures by, instead of generating its moves.
// Only replacement captures (and shooting, which attacks the same squares) are in the tables: where a checkmate variant has other capture modes
// (or chains, colour binding), royal safety asks the enemy's replies instead (royal-replies.ts).
// Castling's safe squares and fission's `whenAttacked` ask the same tables in any variant (rule
// checkmate-capture-rules refuses castling and safe passage where the tables cannot see a capture).

import { passedSquares } from './paths.ts';
import { EMPTY, OFFBOARD, pieceCode } from './pieces.ts';
import type { Position } from './position.ts';
import type { VariantTables } from './tables.ts';

/** Leaper attacks of one colour: attacker at sq - offset[i] with piece code code[i]. */
export interface LeapAttacks {
  offsets: Int32Array;
  codes: Int32Array;
  /** Squares that must be empty between attacker and target (relative to the attacker), per entry. */
  paths: Int32Array[];
  /** Entry is an initial-only capture: the attacker must stand on a start square. */
  initialOnly: Uint8Array;
}

/** Rider attacks of one colour, one entry per (direction, range): codes that ride it in `mask`. */
export interface RideAttacks {
  steps: Int32Array;
  ranges: Int32Array;
  masks: Uint8Array[];
  /** Entry is an initial-only capture: the attacker must stand on a start square. */
  initialOnly: Uint8Array;
}

export class AttackTables {
  readonly leaps: LeapAttacks[];
  readonly rides: RideAttacks[];
  /**
   * By attacking colour, indexed by (square - royal square + size): 1 where a piece standing
   * there could be shielding the royal from a rider of that colour. A move from any other
   * square cannot expose the royal, unless some capture is lame (vacating can open a leg).
   */
  readonly aligned: Uint8Array[];
  /** Whether `aligned` is a sound shortcut for this variant (no lame capturing leaps). */
  readonly alignmentShortcut: boolean;

  constructor(private readonly t: VariantTables) {
    this.leaps = [0, 1].map((c) => this.leapTable(c));
    this.rides = [0, 1].map((c) => this.rideTable(c));
    this.aligned = this.rides.map((r) => this.alignedTable(r));
    // on a cylinder a line's offsets do not say which squares it crosses
    this.alignmentShortcut = !t.geo.wrap && this.leaps.every((l) => l.paths.every((p) => p.length === 0));
  }

  private alignedTable(r: RideAttacks): Uint8Array {
    const size = this.t.geo.size;
    const table = new Uint8Array(2 * size + 1);
    for (let i = 0; i < r.steps.length; i++) {
      for (let k = 1; k < r.ranges[i] && k * Math.abs(r.steps[i]) <= size; k++) table[size - k * r.steps[i]] = 1;
    }
    return table;
  }

  attacked(pos: Position, sq: number, by: number): boolean {
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
      if (l.initialOnly[i] && !this.t.initial[l.codes[i] * this.t.geo.size + from]) continue;
      return true;
    }
    const r = this.rides[by];
    for (let i = 0; i < r.steps.length; i++) {
      const step = r.steps[i];
      let s = sq;
      for (let k = 0; k < r.ranges[i]; k++) {
        s = canon[s - step];
        const p = board[s];
        if (p === EMPTY) continue;
        if (p !== OFFBOARD && r.masks[i][p] && (!r.initialOnly[i] || this.t.initial[p * this.t.geo.size + s])) return true;
        break;
      }
    }
    return false;
  }

  private leapTable(c: number): LeapAttacks {
    const offsets: number[] = [];
    const codes: number[] = [];
    const paths: Int32Array[] = [];
    const initialOnly: number[] = [];
    const { geo } = this.t;
    this.t.plan.pieces.forEach((piece, type) => {
      for (const node of piece.moves) {
        if (node.kind !== 'leap' || !node.capture || (node.captureMode && node.captureMode !== 'shoot')) continue;
        for (const v of node.vectors) {
          offsets.push(geo.offset(v[0], v[1], c));
          codes.push(pieceCode(type, c));
          const path = node.lame ? passedSquares(v).map(([x, y]) => geo.offset(x, y, c)) : [];
          paths.push(Int32Array.from(path));
          initialOnly.push(node.initial ? 1 : 0);
        }
      }
    });
    return {
      offsets: Int32Array.from(offsets),
      codes: Int32Array.from(codes),
      paths,
      initialOnly: Uint8Array.from(initialOnly),
    };
  }

  private rideTable(c: number): RideAttacks {
    const byKey = new Map<string, { step: number; range: number; initial: boolean; mask: Uint8Array }>();
    const { geo } = this.t;
    this.t.plan.pieces.forEach((piece, type) => {
      for (const node of piece.moves) {
        if (node.kind !== 'ride' || !node.capture || (node.captureMode && node.captureMode !== 'shoot')) continue;
        const range = node.range > 0 ? node.range : Math.max(geo.files, geo.ranks);
        for (const v of node.vectors) {
          const step = geo.offset(v[0], v[1], c);
          const key = `${step}/${range}/${node.initial}`;
          let entry = byKey.get(key);
          if (!entry) byKey.set(key, (entry = { step, range, initial: node.initial, mask: new Uint8Array(this.t.codes) }));
          entry.mask[pieceCode(type, c)] = 1;
        }
      }
    });
    const entries = [...byKey.values()];
    return {
      steps: Int32Array.from(entries, (e) => e.step),
      ranges: Int32Array.from(entries, (e) => e.range),
      masks: entries.map((e) => e.mask),
      initialOnly: Uint8Array.from(entries, (e) => (e.initial ? 1 : 0)),
    };
  }
}
