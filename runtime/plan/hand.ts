// Pieces in hand as plan data: where captures go and the rules restricting drops.

export const HAND_CAPTURES = ['capturer', 'none'] as const;
export type HandCaptures = (typeof HAND_CAPTURES)[number];

/**
 * A hand per side: pieces held off the board (counts per type, written `[QRbp]` after the FEN's
 * board) that the side may drop, as a move, on an empty square its drop rules allow.
 */
export interface HandPlan {
  readonly captures: HandCaptures;
  /**
   * A captured piece that was promoted goes to hand as the piece it promoted from (crazyhouse:
   * a queen that was a pawn returns as a pawn); the position tracks which pieces were promoted
   * and the FEN marks them `~`. False: it goes to hand as it is (loop).
   */
  readonly demote: boolean;
  /** Restrictions on where a piece in hand enters the board (drops and gating), each a rule of its own; what no rule forbids is allowed. */
  readonly rules: readonly DropRule[];
  /** Pieces in hand are never dropped (they enter only by gating). */
  readonly noDrops: boolean;
  /**
   * Gating (runtime/rules/gating.ts): a move that takes a piece off a gate (a first-move right marked
   * `gate`) may bring a piece from hand onto the square it leaves.
   */
  readonly gating: boolean;
  /** While a drop is legal only drops are (the setup phase of placement chess and sittuyin). */
  readonly mustDrop: boolean;
  /**
   * A piece in hand may also be dropped as its promoted form, on the squares the piece may be
   * dropped on (Kyoto shogi); the hand still holds the piece. False: drops are of the piece as it is.
   */
  readonly dropForms: boolean;
}

/**
 * The closed set of drop restrictions: `ranks` and `onlyRanks` (declared ranks), `region` and
 * `notRegion` (a declared region or listed squares), `bothColours` (a
 * side's pieces of a type end up on both colours), `immobile` (no square the piece
 * could never move from), `file` (at most n unpromoted pieces of the type on a file: nifu),
 * `mate` (a drop of the type that gives checkmate loses: uchifuzume, as Fairy-Stockfish scores it),
 * `check` (a drop of the type may not give check: runtime/rules/drop-checks.ts) and
 * `top` (gravity: only on White's first rank or right above an occupied square, connect four).
 */
export const DROP_RULE_KINDS = ['ranks', 'onlyRanks', 'region', 'notRegion', 'immobile', 'file', 'mate', 'bothColours', 'check', 'top'] as const;
export type DropRuleKind = (typeof DROP_RULE_KINDS)[number];

/**
 * Pieces of the types `pieces` may not be dropped on the ranks marked 1 (`ranks`), or only on
 * them (`onlyRanks`); ranks are counted from the dropping side: 0 = its first rank.
 */
export interface RanksDropRule {
  readonly kind: 'ranks' | 'onlyRanks';
  readonly pieces: readonly number[];
  readonly ranks: readonly (0 | 1)[];
}

/**
 * Pieces of the types `pieces` may be dropped only on `squares` (`region`), or not on them
 * (`notRegion`); board coordinates (file + rank * files) per side. `name` is the declared
 * region's, null where the spec listed the squares.
 */
export interface RegionDropRule {
  readonly kind: 'region' | 'notRegion';
  readonly pieces: readonly number[];
  readonly squares: readonly [white: readonly number[], black: readonly number[]];
  readonly name: string | null;
}

/** Pieces of the types `pieces` may not be dropped on a square from which none of their moves leads onto the board. */
export interface ImmobileDropRule {
  readonly kind: 'immobile';
  readonly pieces: readonly number[];
}

/** A piece of a type in `pieces` may not be dropped on a file where its side already has `count` of that type (nifu: 1). */
export interface FileDropRule {
  readonly kind: 'file';
  readonly pieces: readonly number[];
  readonly count: number;
}

/**
 * A drop of a type in `pieces` that checkmates loses for the side that dropped (uchifuzume): the
 * mated side wins. Fairy-Stockfish plays the drop and scores the mate so; a FEN carries no last
 * move, so a position read from one is plain checkmate.
 */
export interface MateDropRule {
  readonly kind: 'mate';
  readonly pieces: readonly number[];
}

export type DropRule = RanksDropRule | RegionDropRule | ImmobileDropRule | FileDropRule | MateDropRule | ColoursDropRule | CheckDropRule | TopDropRule;

/**
 * Gravity: a piece of a type in `pieces` may be dropped only on White's first rank or on a square
 * whose neighbour toward White's first rank is occupied (connect four; Fairy-Stockfish's
 * enclosingDrop = top). Decided by the position, in dropMoves.
 */
export interface TopDropRule {
  readonly kind: 'top';
  readonly pieces: readonly number[];
}

/** A drop of a type in `pieces` (or of its promoted form) may not leave an enemy royal piece attacked (Fairy-Stockfish's dropChecks = false). */
export interface CheckDropRule {
  readonly kind: 'check';
  readonly pieces: readonly number[];
}

/** A side's pieces of each type in `pieces`, dropped, end up on both colours (runtime/rules/drop-colours.ts). */
export interface ColoursDropRule {
  readonly kind: 'bothColours';
  readonly pieces: readonly number[];
}
