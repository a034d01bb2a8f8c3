// Per-variant lookup tables derived once from a plan: everything the position, the move
// generators (interpreted or generated) and the legality check index by square or piece code.

import { promotionLimitTable } from '../rules/promotion-limits.ts';
import { Geometry } from '../board/geometry.ts';
import { pieceCode, WHITE } from '../board/pieces.ts';
import { MAX_PIECE_TYPES } from '../../schema/piece-letters.ts';
import type { CastlingPlan } from '../plan/pieces.ts';
import type { VariantPlan } from '../plan/variant.ts';
import { ZobristKeys } from '../board/zobrist.ts';
import { checkByReplies, hasSeveralRoyals } from '../plan-facts.ts';
import type { Ending } from '../outcome/endings.ts';
import { firstField, parseBoardField, planShape } from '../../schema/fen-board.ts';
import { FirstMoveTables } from '../rules/first-moves.ts';
import { handTables, type HandTables } from '../rules/hand.ts';
import type { InPlaceTables } from '../rules/promotion-in-place.ts';
import type { Passage } from '../rules/passage.ts';
import type { Explosion } from '../rules/explosion.ts';
import type { AnyEnPassantTables } from '../rules/any-ep.ts';
import type { GatingTables } from '../rules/gating.ts';
import type { PseudoRoyals } from '../rules/pseudo-royal.ts';
import { buildMechanismTables, type MechanismTables } from './mechanism-tables.ts';
import { legalSteps, type LegalStepRun } from '../legal/steps.ts';
import { castlingRule } from '../rules/castling-rule.ts';

/** Hand counts 0 to 31 have keys beside the en-passant keys (as before hands could hold more); higher counts have theirs at the end. */
const POOL_KEYS_LOW = 32;

export interface CastlingRule extends CastlingPlan {
  /** The king's and rook's piece codes. */
  readonly king: number;
  readonly rook: number;
}

export class VariantTables implements MechanismTables {
  readonly plan: VariantPlan;
  readonly geo: Geometry;
  readonly types: number;
  /** Number of piece codes (including 0 and the unused code 1). */
  readonly codes: number;
  readonly royal: Uint8Array;
  readonly pawn: Uint8Array;
  /** Its quiet moves reset the move-rule counter (plan `resetsMoveRule`, for both sides or the one it names), by piece code. */
  readonly resetsMoveRule: Uint8Array;
  /** It can be taken en passant: it has a double step (a `doubleStep` node), by piece code. */
  readonly passable: Uint8Array;
  /** Its capture moves take en passant (an `enPassant` node), by piece code. */
  readonly takesEnPassant: Uint8Array;
  /** Castling rules with mailbox squares, in the plan's order (bit i = rule i). */
  readonly castling: readonly CastlingRule[];
  /** Castling-rights mask kept when a square is touched by a move. */
  readonly castleKeep: Int32Array;
  /** Promotion zone by piece code and square: 0 none, 1 optional, 2 mandatory (index code * size + sq). */
  readonly promoZone: Uint8Array;
  /** Piece codes a promoting piece may become, by its piece code (empty for pieces that do not promote). */
  readonly promoChoices: readonly Int32Array[];
  readonly promotes: Uint8Array;
  /**
   * 1 for a reverting form and its piece (spec `reverts`, Kyoto shogi): their promotions can be
   * undone by moving, so they keep the move-rule count, as Fairy-Stockfish counts piece demotion.
   */
  readonly flips: Uint8Array;
  /**
   * Where a move starting in the zone may promote too (plan `promotion.fromZone`, shogi): the zone
   * by code and start square, the same table as `promoZone`; null when only the landing square counts.
   */
  readonly promoFrom: Uint8Array | null;
  /** 1 where a piece of this code stands in the start position (index code * size + sq). */
  readonly initial: Uint8Array;
  readonly zobrist: ZobristKeys;
  /** Zobrist misc index of the first en-passant key (one per square). */
  readonly epKeyBase: number;
  /** The paths royal moves pass over, when the goal has `safePassage`; null otherwise. */
  readonly passage!: Passage | null;
  /** Square colour (0/1) by mailbox index, for colour binding. */
  readonly squareColour: Uint8Array;
  /** 1 for codes that go to their side's promotion pool when captured (promotion from captured pieces). */
  readonly poolable: Uint8Array;
  /** By piece code, the limit on promotion into it (runtime/rules/promotion-limits.ts, 0 = none); null without limits. */
  readonly promoLimit: Int32Array | null;
  /** The hand's uses: capture to hand, drops, the promotion pool (runtime/rules/hand.ts). */
  readonly hand: HandTables;
  /** Promotion as a move of its own (runtime/rules/promotion-in-place.ts); null = none. */
  readonly inPlace!: InPlaceTables | null;
  /** 1 for codes whose capture wins (goal `capture`). */
  readonly goalTarget: Uint8Array;
  /** Custodian lines as mailbox offsets, by piece code (empty: none). */
  readonly custodian: readonly Int32Array[];
  /** Whether any rule beyond single-step legality applies (chains, mandatory capture, colour binding). */
  readonly capturePostProcess: boolean;
  /** Whether make/unmake must keep a promotion pool or watch for goal captures. */
  readonly captureEffects: boolean;
  /** Whether royal safety is tested by the enemy's replies rather than the attack tables (runtime/legal/royal-replies.ts). */
  readonly checkByReplies: boolean;
  /** Whether a side may have more than one royal piece (runtime/rules/royals.ts); Position.royalSq serves otherwise. */
  readonly severalRoyals: boolean;
  /** The goal's ending conditions (runtime/outcome/endings.ts); null when it has none. */
  readonly endings!: readonly Ending[] | null;
  /** The groups of pseudo-royal types (runtime/rules/pseudo-royal.ts); null when none. */
  readonly pseudoRoyal!: PseudoRoyals | null;
  /** Checks a side must give to end the game (a `checks` condition), 0 when checks are not counted. */
  readonly checkGoal: number;
  /** Zobrist misc index of the first checks-given key (by side, then count). */
  readonly checksKeyBase: number;
  /** First-move rights (runtime/rules/first-moves.ts): bits by square, tracked codes, aim table. */
  readonly firstMoves: FirstMoveTables;
  /** Whether the plan has first-move rights (make/unmake keep the position's mask). */
  readonly hasFirstMoves: boolean;
  /** Zobrist misc index of the first first-move-right key (one per right). */
  readonly firstMoveKeyBase: number;
  /**
   * The most pieces a position may hold, on the board and in the hands together (runtime/state/fen.ts
   * refuses more): twice the board's squares where the variant keeps a hand, else 31. Captures
   * and drops move pieces between board and hand and promotion changes their type, so no game
   * grows past it, and a hand of one type holds at most this many: the pool keys count that far.
   */
  readonly handCapacity: number;
  /** Zobrist misc index of the first pool key for hand counts above 31 (per code, then count). */
  private readonly poolKeyBaseHigh: number;
  /** Captures explode (runtime/rules/explosion.ts); null when they do not. */
  readonly explosion!: Explosion | null;
  /** Gating from hand (runtime/rules/gating.ts); null without it. */
  readonly gating!: GatingTables | null;
  /**
   * A capture may empty its victim's square without filling it (explosions, shooting), so it may
   * open a line to a royal piece from any square: legality's alignment shortcut skips captures.
   */
  readonly capturesOpenLines: boolean;
  /** En passant by any piece (runtime/rules/any-ep.ts); null when only pawns' double steps leave targets. */
  readonly anyEp!: AnyEnPassantTables | null;
  /** The steps of legality this variant takes, in order (runtime/legal/steps.ts); built last, from the tables above. */
  readonly legalSteps: readonly LegalStepRun[];
  /** The capture rules make captures compulsory by themselves (plan `mandatoryCapture` without checkmate, where legality does it after the royal test). */
  readonly capturesCompulsory: boolean;
  /** Capture chains (plan `chains`): promotion waits for a chain's final square. */
  readonly chains: boolean;

  constructor(plan: VariantPlan, geo: Geometry = Geometry.forPlan(plan)) {
    // promoted forms (runtime/rules/promoted.ts) take no letter, so they are not counted against the 26
    if (plan.pieces.filter((p) => p.demotesTo === null).length > MAX_PIECE_TYPES) throw new Error(`at most ${MAX_PIECE_TYPES} piece types`);
    this.plan = plan;
    this.geo = geo;
    this.types = plan.pieces.length;
    this.codes = 2 * (this.types + 1);
    this.royal = new Uint8Array(this.codes);
    this.pawn = new Uint8Array(this.codes);
    this.resetsMoveRule = new Uint8Array(this.codes);
    this.passable = new Uint8Array(this.codes);
    this.takesEnPassant = new Uint8Array(this.codes);
    this.promotes = new Uint8Array(this.codes);
    for (let t = 0; t < this.types; t++) {
      for (let c = 0; c < 2; c++) {
        const code = pieceCode(t, c);
        this.royal[code] = plan.pieces[t].royal ? 1 : 0;
        const piece = plan.pieces[t];
        this.pawn[code] = piece.pawn ? 1 : 0;
        this.resetsMoveRule[code] = piece.resetsMoveRule === true || piece.resetsMoveRule === (c === WHITE ? 'white' : 'black') ? 1 : 0;
        this.passable[code] = piece.moves.some((n) => n.doubleStep) ? 1 : 0;
        this.takesEnPassant[code] = piece.moves.some((n) => n.enPassant) ? 1 : 0;
        this.promotes[code] = plan.pieces[t].promotes ? 1 : 0;
      }
    }
    this.flips = new Uint8Array(this.codes);
    plan.pieces.forEach((p, form) => {
      if (p.demotesTo === null || !p.promotes) return;
      for (const type of [form, p.demotesTo]) for (let c = 0; c < 2; c++) this.flips[pieceCode(type, c)] = 1;
    });
    this.castling = plan.castling.map((c) => this.castlingRule(c));
    this.castleKeep = new Int32Array(geo.size).fill(-1);
    this.castling.forEach((rule, bit) => {
      this.castleKeep[rule.kingFrom] &= ~(1 << bit);
      this.castleKeep[rule.rookFrom] &= ~(1 << bit);
    });
    this.promoZone = new Uint8Array(this.codes * geo.size);
    this.promoChoices = Array.from({ length: this.codes }, () => new Int32Array(0));
    if (plan.promotion) this.fillPromotion(plan, this.promoChoices as Int32Array[]);
    this.promoFrom = plan.promotion?.fromZone ? this.promoZone : null;
    this.initial = new Uint8Array(this.codes * geo.size);
    this.fillInitial(plan);
    this.epKeyBase = 16;
    this.squareColour = new Uint8Array(geo.size);
    for (const sq of geo.squares) this.squareColour[sq] = (geo.fileOf(sq) + geo.rankOf(sq)) & 1;
    this.poolable = new Uint8Array(this.codes);
    if (plan.promotion?.fromCaptured) for (const type of promotionChoiceTypes(plan)) for (const c of [0, 1]) this.poolable[pieceCode(type, c)] = 1;
    this.hand = handTables(plan, geo, this.codes, this.poolable);
    this.promoLimit = promotionLimitTable(plan, this.codes);
    this.goalTarget = new Uint8Array(this.codes);
    if (plan.goal.kind === 'capture' && plan.goal.target >= 0) for (const c of [0, 1]) this.goalTarget[pieceCode(plan.goal.target, c)] = 1;
    this.custodian = Array.from({ length: this.codes }, (_, code) => {
      const piece = code >= 2 ? plan.pieces[(code >> 1) - 1] : undefined;
      return Int32Array.from(piece?.custodian ?? [], ([dx, dy]) => geo.offset(dx, dy, code & 1));
    });
    this.capturePostProcess = !!(plan.chains || plan.mandatoryCapture || plan.colourBound);
    this.captureEffects = !!plan.promotion?.fromCaptured || plan.goal.kind === 'capture' || !!plan.hand;
    this.checkByReplies = checkByReplies(plan);
    this.severalRoyals = hasSeveralRoyals(plan);
    const conditions = plan.goal.conditions;
    this.checkGoal = conditions.find((c) => c.kind === 'checks')?.count ?? 0;
    this.checksKeyBase = this.epKeyBase + geo.size + 2 * this.codes * POOL_KEYS_LOW;
    this.firstMoves = new FirstMoveTables(plan, geo, this.codes);
    this.hasFirstMoves = this.firstMoves.rights.length > 0;
    this.firstMoveKeyBase = this.checksKeyBase + (this.checkGoal > 0 ? 2 * (this.checkGoal + 1) : 0);
    this.handCapacity = plan.hand ? Math.max(POOL_KEYS_LOW - 1, 2 * geo.files * geo.ranks) : POOL_KEYS_LOW - 1;
    this.poolKeyBaseHigh = this.firstMoveKeyBase + this.firstMoves.rights.length;
    const highKeys = this.codes * (this.handCapacity - (POOL_KEYS_LOW - 1));
    // the checks, first-move and high pool keys come last, so the keys of every other index are as they were
    this.zobrist = new ZobristKeys(geo.size, this.codes, this.poolKeyBaseHigh + highKeys);
    // each mechanism's own tables (runtime/tables/mechanism-tables.ts), from the core tables above
    Object.assign(this, buildMechanismTables(this));
    this.capturesOpenLines = this.explosion !== null || plan.pieces.some((p) => p.moves.some((n) => n.captureMode === 'shoot'));
    this.chains = plan.chains;
    this.capturesCompulsory = plan.mandatoryCapture && plan.goal.kind !== 'checkmate';
    this.legalSteps = legalSteps(this);
  }

  /** Zobrist misc index for `count` pieces of `code` in a hand, 0 to `handCapacity` (the first 32 counts have the older keys). */
  poolKey(code: number, count: number): number {
    if (count < POOL_KEYS_LOW) return this.epKeyBase + this.geo.size + code * POOL_KEYS_LOW + count;
    const high = this.handCapacity - (POOL_KEYS_LOW - 1);
    return this.poolKeyBaseHigh + code * high + Math.min(count, this.handCapacity) - POOL_KEYS_LOW;
  }

  private castlingRule(c: CastlingPlan): CastlingRule {
    const sq = (coord: number): number => this.geo.squares[coord];
    const squares = { kingFrom: sq(c.kingFrom), kingTo: sq(c.kingTo), rookFrom: sq(c.rookFrom), rookTo: sq(c.rookTo), empty: c.empty.map(sq), safe: c.safe.map(sq) };
    return castlingRule({ ...c, ...squares }, pieceCode(c.rookType, c.color));
  }

  /** Each promoting piece code's zone and choices: its own rule where the plan has `rules`, else the defaults. */
  private fillPromotion(plan: VariantPlan, choices: Int32Array[]): void {
    const promotion = plan.promotion!;
    const { geo } = this;
    const fill = (code: number, types: readonly number[], zoneAt: (coord: number) => number): void => {
      choices[code] = Int32Array.from(types, (t) => pieceCode(t, code & 1));
      for (let coord = 0; coord < geo.squares.length; coord++) this.promoZone[code * geo.size + geo.squares[coord]] = zoneAt(coord);
    };
    if (promotion.rules) {
      for (const r of promotion.rules) fill(pieceCode(r.piece, r.color), r.choices, (coord) => r.squares[coord] ?? 0);
      return;
    }
    for (let type = 0; type < this.types; type++) {
      if (!plan.pieces[type].promotes) continue;
      for (let c = 0; c < 2; c++) {
        fill(pieceCode(type, c), promotion.choices, (coord) => {
          const rank = Math.floor(coord / geo.files);
          return promotion.zone[c === 0 ? rank : geo.ranks - 1 - rank] ?? 0;
        });
      }
    }
  }

  private fillInitial(plan: VariantPlan): void {
    const field = parseBoardField(firstField(plan.startFen).text, planShape(plan));
    for (const p of field.pieces) this.initial[pieceCode(p.type, p.color) * this.geo.size + this.geo.mailbox(p.file, p.rank)] = 1;
  }
}

/** Every piece type some promotion may yield (the defaults and each piece's own rule). */
export function promotionChoiceTypes(plan: VariantPlan): number[] {
  const promotion = plan.promotion;
  if (!promotion) return [];
  return [...new Set([...promotion.choices, ...(promotion.rules ?? []).flatMap((r) => r.choices)])];
}
