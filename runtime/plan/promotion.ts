// Promotion as plan data: by zone into choices, each piece's own rules, and promotion in place.

import type { NodeRegion } from './moves.ts';

export interface PromotionPlan {
  /** For each rank counted from the mover's side (0 = own first rank): 0 none, 1 optional, 2 mandatory. */
  readonly zone: readonly (0 | 1 | 2)[];
  /** Piece type indexes a promoting piece may become. */
  readonly choices: readonly number[];
  /** Only into the side's own captured pieces of those types (a pool kept in the position). */
  readonly fromCaptured: boolean;
  /**
   * Promotion into a type only while the promoting side has fewer than `max` of it on the board
   * (runtime/rules/promotion-limits.ts; a promoted form is a type of its own); null = no limit.
   */
  readonly limits: readonly PromotionLimit[] | null;
  /**
   * Each promoting piece's own promotion, by side: present when the spec gives pieces or sides
   * their own choices (`promotion.rules`) or a zone as a region; it then covers every promoting
   * piece of both sides and `zone`/`choices` only say the defaults. Null = every promoting
   * piece promotes by `zone` into `choices`.
   */
  readonly rules: readonly PromotionRulePlan[] | null;
  /**
   * A move that starts in the mover's zone may promote too, wherever it ends, as shogi's pieces
   * promote (pieces with a promoted form); false = only moves ending in the zone (every other plan).
   */
  readonly fromZone: boolean;
}

/** A cap on promotion into one piece type (a choice or a promoted form). */
export interface PromotionLimit {
  readonly type: number;
  readonly max: number;
}

/** How one promoting piece of one side promotes (compiler/promotion.ts). */
export interface PromotionRulePlan {
  /** The piece type index and side (0 = White). */
  readonly piece: number;
  readonly color: 0 | 1;
  /** Piece type indexes it may become. */
  readonly choices: readonly number[];
  /** Zone by board coordinate (file + rank * files): 0 none, 1 optional, 2 mandatory. */
  readonly squares: readonly (0 | 1 | 2)[];
}


/** Pieces of `pieces` in `region` become `into` where they stand or one attack of it away (runtime/rules/promotion-in-place.ts). */
export interface InPlacePromotionPlan {
  readonly pieces: readonly number[];
  readonly into: number;
  readonly region: NodeRegion;
  /** A side's last promoting piece may promote anywhere. */
  readonly lastAnywhere: boolean;
  /** Fewer `into` pieces than this on the board to promote; 0 = no limit. */
  readonly limit: number;
}
