// Pieces and castling as plan data: each piece type's moves and traits, its fusions, and the
// castling rules resolved against the start position.

import type { MoveNode, Vector } from './moves.ts';

export interface PiecePlan {
  readonly name: string;
  /** Lowercase letter; White's pieces are written uppercase in FEN. */
  readonly letter: string;
  readonly royal: boolean;
  readonly pawn: boolean;
  /** Its quiet moves reset the move-rule counter (the spec's `resetsMoveRule`; by default `pawn`): both sides' (true) or one side's. */
  readonly resetsMoveRule: boolean | 'white' | 'black';
  /** Promotes on reaching the promotion zone. */
  readonly promotes: boolean;
  /** The piece's worth in counting material (plan goal `counting`). */
  readonly points: number;
  readonly moves: readonly MoveNode[];
  /** A compound piece: the piece type indexes of its components (it moves as either); null on other pieces. */
  readonly components: readonly number[] | null;
  /** What this piece becomes by moving (with a `fuse` node) onto a friendly piece of type `partner`. */
  readonly fusions: readonly FusionPlan[];
  /** Lines of custodian capture after each of its moves (White's view); empty = none. */
  readonly custodian: readonly Vector[];
  /** The spec's `value:` (centipawns) for the engine's evaluation; null = estimated (search/values.ts). */
  readonly value: number | null;
  /**
   * Two of its nodes can still make one move twice (compiler/overlap.ts): the engines drop
   * the piece's duplicate moves after generating them. False: its nodes never overlap.
   */
  readonly overlaps: boolean;
  /**
   * Its promoted form (shogi): the type index of the piece it becomes by promoting, a type of its
   * own appended after the spec's pieces and written `+` and this piece's letter. Null = none.
   */
  readonly promotedForm: number | null;
  /**
   * On a promoted form: the type index of the piece it is a form of (captured, it goes to hand as
   * that piece). A form that `promotes` turns back into that piece (spec `reverts`: Kyoto shogi). Null on other pieces.
   */
  readonly demotesTo: number | null;
}

/** One row of the combination table, seen from the moving piece. */
export interface FusionPlan {
  /** Type index of the friendly piece moved onto. */
  readonly partner: number;
  /** Type index of the compound the two become. */
  readonly compound: number;
}

/** Fission of compound pieces (present when the variant has it). */
export interface FissionPlan {
  /** A compound may split even when an enemy piece attacks its square. */
  readonly whenAttacked: boolean;
}

export interface CastlingPlan {
  /** 0 = White, 1 = Black. */
  readonly color: 0 | 1;
  /** The character that stands for this right in a FEN castling field. */
  readonly fenChar: string;
  /** Piece type indexes of the castling king and rook. */
  readonly kingType: number;
  readonly rookType: number;
  /**
   * Every piece type that may castle as the partner (the spec's `partners`), where there is more
   * than one; null = `rookType` alone.
   */
  readonly partners: readonly number[] | null;
  readonly kingFrom: number;
  readonly kingTo: number;
  readonly rookFrom: number;
  readonly rookTo: number;
  /** Squares that must be empty (other than the king's and rook's own). */
  readonly empty: readonly number[];
  /** Squares the king stands on, passes or reaches, none of which may be attacked. */
  readonly safe: readonly number[];
}
