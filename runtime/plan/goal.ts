// The goal as plan data: how the game is won, stalemate's result, and the further ending conditions.

/** `conditions`: no checkmate and no royal piece, the game ends only by its conditions and stalemate. */
export const GOAL_KINDS = ['checkmate', 'capture', 'conditions'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];
/** `count`: the side with fewer pieces wins, equal counts draw (suicide chess). */
export const STALEMATE_RESULTS = ['draw', 'loss', 'win', 'count'] as const;
export type StalemateResult = (typeof STALEMATE_RESULTS)[number];
export const OUTCOMES = ['win', 'loss', 'draw'] as const;
/** A condition's result for the side it is about. */
export type Outcome = (typeof OUTCOMES)[number];

export const CONDITION_KINDS = ['checks', 'region', 'extinction', 'bare', 'connect', 'castled', 'castlingLost'] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

/** A side that has given `count` checks (the position counts them; the FEN writes those still to give). */
export interface ChecksCondition {
  readonly kind: 'checks';
  readonly count: number;
  readonly outcome: Outcome;
}

/** A side with a piece of one of the types `pieces` on one of `squares` (board coordinates). */
export interface RegionCondition {
  readonly kind: 'region';
  /** The piece types any one of which on the region fulfils the condition (the spec's `piece` or `pieces`). */
  readonly pieces: readonly number[];
  readonly squares: readonly number[];
  /** Black's squares where they differ from White's (a condition naming a mirrored region); null = `squares`. */
  readonly blackSquares: readonly number[] | null;
  /** The region's name in words (e.g. "the hill"); null = its squares. */
  readonly name: string | null;
  /** Black may answer White's arrival by arriving on its next move: a draw (racing kings). */
  readonly answer: boolean;
  /**
   * The piece counts only where no enemy piece attacks it (dobutsu's try, Fairy-Stockfish's
   * flagPieceSafe); both sides holding it at once is a draw. False: wherever it stands.
   */
  readonly safe: boolean;
  /** How many of the side's pieces of the types must stand on its region at once (kono: 7); 1 = any one. */
  readonly count: number;
  /**
   * The condition also holds for the side that has just moved when one of its pieces of the types
   * stands on its region and every square of the region is occupied (Fairy-Stockfish's
   * flagPieceBlockedWin). False: only `count` decides.
   */
  readonly blocked: boolean;
  readonly outcome: Outcome;
}

/** A side with at most `count` pieces of the types `pieces` left (empty = of any type), on the board and in hand. */
export interface ExtinctionCondition {
  readonly kind: 'extinction';
  readonly pieces: readonly number[];
  /** The most pieces of the types a side may have and be extinct (0: none left). */
  readonly count: number;
  /** The fewest pieces of the types its opponent must have for the condition to hold. */
  readonly opponentCount: number;
  /** The side to move is extinct only when its opponent has more than `opponentCount` (it may take one first). */
  readonly claim: boolean;
  /**
   * While a side has at most `count` + 1 pieces of the types on the board, they are royal
   * (runtime/rules/pseudo-royal.ts, Fairy-Stockfish's extinctionPseudoRoyal); the count then ends
   * the game only where an explosion may take them.
   */
  readonly pseudoRoyal: boolean;
  readonly outcome: Outcome;
}

/**
 * A side that has just moved and has nothing but pieces of the types `pieces` (its king), while
 * the side to move has more: looked at after the bared side's own move (it may bare back first).
 */
export interface BareCondition {
  readonly kind: 'bare';
  readonly pieces: readonly number[];
  readonly outcome: Outcome;
}

/** The shapes of a connection goal: adjacent in a row, anywhere on one line, a square block. */
export const CONNECT_SHAPES = ['row', 'line', 'block'] as const;
export type ConnectShape = (typeof CONNECT_SHAPES)[number];
/** The lines a row or a line runs along: ranks, files, both diagonals. */
export const CONNECT_DIRECTIONS = ['horizontal', 'vertical', 'diagonal'] as const;
export type ConnectDirection = (typeof CONNECT_DIRECTIONS)[number];

/**
 * A side that has just moved with its pieces of the types `pieces` in a shape (runtime/rules/connect.ts):
 * `count` adjacent along one of `directions` (row), `count` anywhere on one such line (line), or a
 * `count`×`count` block. Only the side that moved is looked at, as Fairy-Stockfish does.
 */
export interface ConnectCondition {
  readonly kind: 'connect';
  readonly shape: ConnectShape;
  readonly count: number;
  /** The piece types that count; empty = every type of the side. */
  readonly pieces: readonly number[];
  /** The lines of a row or a line (none for a block). */
  readonly directions: readonly ConnectDirection[];
  readonly outcome: Outcome;
}

/**
 * Castling as an ending (Fairy-Stockfish's castlingWins): `castled`, the side whose move has just
 * castled to one of the wings; `castlingLost`, a side that holds none of its rights to them.
 */
export interface CastlingCondition {
  readonly kind: 'castled' | 'castlingLost';
  /** The wings: +1 towards the last file (kingside), -1 towards the a-file (queenside). */
  readonly wings: readonly (1 | -1)[];
  /** The one side the condition is about (0 = White); null = both. */
  readonly side: 0 | 1 | null;
  readonly outcome: Outcome;
}


export type ConditionPlan = ChecksCondition | RegionCondition | ExtinctionCondition | BareCondition | ConnectCondition | CastlingCondition;

export interface GoalPlan {
  readonly kind: GoalKind;
  /** Piece type index whose capture wins, for `capture`. */
  readonly target: number;
  /** Result for the side to move when it has no legal move and is not in check. */
  readonly stalemate: StalemateResult;
  /** A move that gives check is illegal (racing kings). */
  readonly noChecks: boolean;
  /** A move that gives check is illegal unless it checkmates (checkless chess, runtime/rules/checkless.ts). */
  readonly checkless: boolean;
  /**
   * A royal piece in check may not move, except to capture the only checking piece (makpong,
   * runtime/legal/check-evasion.ts).
   */
  readonly checkedRoyalStays: boolean;
  /**
   * The royal pieces may not face each other on a file with nothing between (xiangqi's flying
   * general): each royal piece attacks along its file like a rook, for royal safety only.
   */
  readonly flyingGeneral: boolean;
  /**
   * Bikjang (janggi): the side to move that finds the royal pieces facing each other on a line
   * with nothing between must break it or pass, and may pass even in check (runtime/rules/bikjang.ts).
   */
  readonly bikjang: boolean;
  /**
   * A game the rules end without a winner (passing, the move rule, a repetition, a drawn
   * stalemate) is decided by material (piece `points`), Black adding `komi`; null = a draw.
   */
  readonly counting: { readonly komi: number } | null;
  /** Result for the checkmated side. */
  readonly checkmated: Outcome;
  /** Further endings, looked at in every position before its moves. */
  readonly conditions: readonly ConditionPlan[];
  /**
   * A royal piece moving more than one square may not pass over an attacked square (see
   * runtime/rules/passage.ts).
   */
  readonly safePassage: boolean;
}
