// The variant plan: the plain, serialisable data a spec compiles to, and the one input of
// both the interpreter and the code generator. Squares here are board coordinates
// (file + rank * files); the runtime maps them to its padded mailbox.

import type { GoalPlan, Outcome } from './goal.ts';
import type { HandPlan } from './hand.ts';
import type { Vector } from './moves.ts';
import type { CastlingPlan, FissionPlan, PiecePlan } from './pieces.ts';
import type { InPlacePromotionPlan, PromotionPlan } from './promotion.ts';

/** A named set of squares (compiler/regions.ts), in board coordinates, for each side (index by colour). */
export interface RegionPlan {
  readonly name: string;
  readonly squares: readonly [white: readonly number[], black: readonly number[]];
}

/** How pawn moves are written in SAN (see the schema's `notation`). */
export interface NotationPlan {
  /** Quiet pawn moves: the destination only (e4), or both squares (f2g3). */
  readonly pawnMoves: 'san' | 'from-to';
  /** Pawn captures: the pawn's file (exd5), or its letter like any other piece (Pxe6). */
  readonly pawnCaptures: 'file' | 'letter';
}

export interface VariantPlan {
  readonly name: string;
  readonly title: string;
  readonly files: number;
  readonly ranks: number;
  /** The spec's named regions (empty when it declares none). */
  readonly regions: readonly RegionPlan[];
  readonly pieces: readonly PiecePlan[];
  readonly castling: readonly CastlingPlan[];
  readonly promotion: PromotionPlan | null;
  readonly goal: GoalPlan;
  /** Half-moves without capture or pawn move after which a draw may be claimed; 0 = none. */
  readonly moveRule: number;
  /** Occurrences of a position that end the game (a draw unless the two fields below say otherwise); 0 = none. */
  readonly repetition: number;
  /** A repetition that is won or lost (runtime/rules/repetition.ts); null = it is a draw. */
  readonly repetitionOutcome: RepetitionOutcomePlan | null;
  /** In a repetition, a side that gave check with every one of its moves since the earliest counted occurrence loses (both: a draw). */
  readonly perpetualCheckLoses: boolean;
  readonly startFen: string;
  /** SAN for pawn moves (the spec's `notation`; orthodox SAN by default). */
  readonly notation: NotationPlan;
  /** Fission of compound pieces; null = compounds never split. */
  readonly fission: FissionPlan | null;
  /** When any capture is possible only captures are legal. */
  readonly mandatoryCapture: boolean;
  /** A capture goes on while the capturing piece can capture again (one move). */
  readonly chains: boolean;
  /** Moves end on their start square's colour and capture only on the other colour. */
  readonly colourBound: boolean;
  /** Pieces in hand and drops (runtime/rules/hand.ts); null = no hand (a promotion pool is `promotion.fromCaptured`). */
  readonly hand: HandPlan | null;
  /** A drop that completes a king and partner pair on their castling squares grants that right (placement chess). */
  readonly castlingByDrop: boolean;
  /** A side that castles takes from the opponent its right to the same wing (runtime/rules/castling-wings.ts). */
  readonly oppositeCastling: boolean;
  /** Promotion as a move of its own (sittuyin; runtime/rules/promotion-in-place.ts); null = none. */
  readonly promotionInPlace: InPlacePromotionPlan | null;
  /** Pieces of the start position whose first move is tracked (runtime/rules/first-moves.ts). */
  readonly firstMoveRights: readonly FirstMoveRightPlan[];
  /** `files`: the board is a cylinder, the first and last files adjacent (runtime/board/geometry.ts); null = flat. */
  readonly wrap: 'files' | null;
  /** Whose left and right Black's moves use: White's, the same for both sides, or its own (the spec's `leftRight`). */
  readonly leftRight: 'absolute' | 'relative';
  /** Captures explode (atomic chess, runtime/rules/explosion.ts); null = they do not. */
  readonly explosion: ExplosionPlan | null;
  /** Either side may pass instead of moving (runtime/rules/passing.ts). */
  readonly pass: boolean;
  /** A side with no legal move, not in check and with a piece on the board, passes instead of being stalemated (runtime/rules/passing.ts). */
  readonly stalematePass: boolean;
  /** En passant by any piece (runtime/rules/any-ep.ts); null = only pawns' double steps leave en-passant targets. */
  readonly anyEnPassant: AnyEnPassantPlan | null;
  /** Captures are legal only from this full move on (vchess's enpassant: 2; 1 = from the first). */
  readonly capturesFromMove: number;
}

/** What a repetition decides when it is not a draw. */
export interface RepetitionOutcomePlan {
  readonly outcome: Exclude<Outcome, 'draw'>;
  /** Whose outcome it is: the side to move in the repeated position's, or White's whoever is to move. */
  readonly of: 'to-move' | 'white';
}

/**
 * En passant by any piece (vchess's enpassant): a non-royal piece that rides over squares, or a
 * pawn's double step, leaves the squares it passed as targets for the very next move; an enemy
 * move that can capture and ends on one of them takes the piece that passed.
 */
export interface AnyEnPassantPlan {
  /** Leaps by which a piece may only take en passant (vchess: the king's knight move); empty = none. */
  readonly leaps: readonly AnyEnPassantLeap[];
}

/** A piece type and the leaps (White's view) it may make only to take en passant. */
export interface AnyEnPassantLeap {
  readonly piece: number;
  readonly vectors: readonly Vector[];
}

/**
 * A capture explodes: the capturing piece, the captured piece and every piece on the squares
 * `vectors` point at from the capture square (the capturer's landing square) are removed, except
 * pieces of the `immune` types on those surrounding squares.
 */
export interface ExplosionPlan {
  /** The blast's squares around the capture square (White's view; the atoms are symmetric). */
  readonly vectors: readonly Vector[];
  /** Piece type indexes the blast spares on the surrounding squares (atomic: the pawn). */
  readonly immune: readonly number[];
}

/** A piece of the start position with first-move rights: its `initial` moves need it not to have moved. */
export interface FirstMoveRightPlan {
  readonly color: 0 | 1;
  /** Its piece type index. */
  readonly type: number;
  /** Its start square (board coordinate). */
  readonly square: number;
  /** Its letter in the FEN's castling field: its file's letter, uppercase for White. */
  readonly fenChar: string;
  /** Enemy piece types that take the right away by moving to a square aiming at it on an empty board. */
  readonly aimedBy: readonly number[];
  /** Its square is a gate (hand `gating`, runtime/rules/gating.ts): its first move may bring a piece from hand there. */
  readonly gate: boolean;
}
