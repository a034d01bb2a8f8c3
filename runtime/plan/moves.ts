// Move nodes: how a piece moves, as plan data (one interpreter case and one emitter case per kind).
// Squares here are board coordinates (file + rank * files); the runtime maps them to its padded mailbox.

/** Kinds of plan node that produce moves; each has one interpreter case and one emitter case. */
export const MOVE_NODE_KINDS = ['leap', 'ride', 'remove', 'hop'] as const;
export type MoveNodeKind = (typeof MOVE_NODE_KINDS)[number];

/** How a leap or ride captures, besides landing on the enemy (see the schema's captureMode); `shoot`: the capturer stays put. */
export const CAPTURE_MODES = ['replace', 'approach', 'withdrawal', 'jump', 'shoot'] as const;
export type CaptureMode = (typeof CAPTURE_MODES)[number];

/** A direction vector as seen by White: dx towards the h-file, dy towards Black. */
export type Vector = readonly [dx: number, dy: number];

interface MoveNodeBase {
  /** Direction vectors (White's view; Black's are mirrored vertically). */
  readonly vectors: readonly Vector[];
  /** The move may go to an empty square. */
  readonly quiet: boolean;
  /** The move may capture by replacement (landing on the enemy). */
  readonly capture: boolean;
  /** Only from the piece's start position (it has not moved yet). */
  readonly initial: boolean;
  /**
   * A quiet move of a passable piece (a pawn) over at least one square: the squares passed over
   * become en-passant targets for the opponent's next move.
   */
  readonly doubleStep: boolean;
  /** Capturing moves of a piece that takes en passant (a pawn) may also land on an en-passant target and take the piece that passed it. */
  readonly enPassant: boolean;
  /** On a compound piece: the component (piece type index) this move comes from; null on other pieces. */
  readonly component: number | null;
  /**
   * A fission move of a compound: component `component` moves away by this node to an empty
   * square and the piece type `split` stays behind (the node makes no other move). Null: not a fission move.
   */
  readonly split: number | null;
  /** Reaching a friendly piece that is a partner in the piece's `fusions` combines the two there. */
  readonly fuse: boolean;
  /** How the move captures. */
  readonly captureMode: CaptureMode;
  /** Only from these ranks, counted from the mover's side (0 = own first rank); null = from any. */
  readonly ranks: readonly number[] | null;
  /** Not while the mover's side is in check. */
  readonly notInCheck: boolean;
  /** The move may end only inside this region (confinement: a palace, a side of the river); null = anywhere. */
  readonly to: NodeRegion | null;
  /** The move may start only inside this region (the soldier's sideways step across the river); null = anywhere. */
  readonly from: NodeRegion | null;
  /**
   * The move never promotes (Balaklava's pawn reaching the last rank by a knight move): where the
   * mover's promotion is optional it stays as it is, where compulsory the move is not possible.
   * False: the move promotes as the piece does.
   */
  readonly noPromotion: boolean;
  /** Piece types the move may not capture (the janggi cannon never takes a cannon); null = any enemy. */
  readonly captureExcept: readonly number[] | null;
}

/** A region a move node is bound to: its name (for words) and each side's squares (board coordinates). */
export interface NodeRegion {
  readonly name: string;
  readonly squares: readonly [white: readonly number[], black: readonly number[]];
}

/** A single jump by each vector; with `lame`, the squares between must be empty. */
export interface LeapNode extends MoveNodeBase {
  readonly kind: 'leap';
  readonly lame: boolean;
  /**
   * Per vector, the squares a lame leap passes over, where they are not the straight line's
   * (`lamePath: orthogonal-first`, the janggi elephant); null = runtime/generate/paths.ts passedSquares.
   */
  readonly legs: readonly (readonly Vector[])[] | null;
}

/** Repeated steps along each vector through empty squares, up to `range` steps (0 = unlimited). */
export interface RideNode extends MoveNodeBase {
  readonly kind: 'ride';
  readonly range: number;
}

/** The piece stays put and removes every enemy on the squares its vectors point at, at once. */
export interface RemoveNode extends MoveNodeBase {
  readonly kind: 'remove';
}

/**
 * A hopper (Betza p, g): along each vector over empty squares to exactly one piece (the screen),
 * then beyond it over empty squares to its landing square, which it may reach quietly or by
 * capturing (replacement). The cannon lands any distance beyond (`after` 0), the grasshopper on
 * the square right behind the screen (`after` 1).
 */
export interface HopNode extends MoveNodeBase {
  readonly kind: 'hop';
  /** Squares it may go beyond the screen: 0 = any number, n = up to n. */
  readonly after: number;
  /** Piece types that may not serve as its screen; null = any piece. */
  readonly screenExcept: readonly number[] | null;
}

export type MoveNode = LeapNode | RideNode | RemoveNode | HopNode;
