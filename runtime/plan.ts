// The variant plan: the plain, serialisable data a spec compiles to, and the one input of
// both the interpreter and the code generator. Squares here are board coordinates
// (file + rank * files); the runtime maps them to its padded mailbox.

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
  /** On a compound piece: the component (piece type index) this move comes from. */
  readonly component?: number;
  /**
   * A fission move of a compound: component `component` moves away by this node to an empty
   * square and the piece type `split` stays behind (the node makes no other move).
   */
  readonly split?: number;
  /** Reaching a friendly piece that is a partner in the piece's `fusions` combines the two there. */
  readonly fuse?: boolean;
  /** How the move captures; absent = replace (so orthodox plans, and their fingerprints, stay as they were). */
  readonly captureMode?: CaptureMode;
  /** Only from these ranks, counted from the mover's side (0 = own first rank); absent = from any. */
  readonly ranks?: readonly number[];
  /** Not while the mover's side is in check; absent = false. */
  readonly notInCheck?: boolean;
  /** The move may end only inside this region (confinement: a palace, a side of the river); absent = anywhere. */
  readonly to?: NodeRegion;
  /** The move may start only inside this region (the soldier's sideways step across the river); absent = anywhere. */
  readonly from?: NodeRegion;
  /**
   * The move never promotes (Balaklava's pawn reaching the last rank by a knight move): where the
   * mover's promotion is optional it stays as it is, where compulsory the move is not possible.
   * Absent = the move promotes as the piece does.
   */
  readonly noPromotion?: boolean;
  /** Piece types the move may not capture (the janggi cannon never takes a cannon); absent = any enemy. */
  readonly captureExcept?: readonly number[];
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
   * (`lamePath: orthogonal-first`, the janggi elephant); absent = runtime/generate/paths.ts passedSquares.
   */
  readonly legs?: readonly (readonly Vector[])[];
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
  /** Piece types that may not serve as its screen; absent = any piece. */
  readonly screenExcept?: readonly number[];
}

export type MoveNode = LeapNode | RideNode | RemoveNode | HopNode;

export interface PiecePlan {
  readonly name: string;
  /** Lowercase letter; White's pieces are written uppercase in FEN. */
  readonly letter: string;
  readonly royal: boolean;
  readonly pawn: boolean;
  /** Its quiet moves reset the move-rule counter (the spec's `resetsMoveRule`); absent = `pawn`. */
  readonly resetsMoveRule?: boolean;
  /** Promotes on reaching the promotion zone. */
  readonly promotes: boolean;
  /** The piece's worth in counting material (plan goal `counting`); absent = 0. */
  readonly points?: number;
  readonly moves: readonly MoveNode[];
  /** A compound piece: the piece type indexes of its components (it moves as either). */
  readonly components?: readonly number[];
  /** What this piece becomes by moving (with a `fuse` node) onto a friendly piece of type `partner`. */
  readonly fusions?: readonly FusionPlan[];
  /** Lines of custodian capture after each of its moves (White's view); absent = none. */
  readonly custodian?: readonly Vector[];
  /** The spec's `value:` (centipawns) for the engine's evaluation; absent = estimated (search/values.ts). */
  readonly value?: number;
  /**
   * Two of its nodes can still make one move twice (compiler/overlap.ts): the engines drop
   * the piece's duplicate moves after generating them. Absent = its nodes never overlap.
   */
  readonly overlaps?: boolean;
  /**
   * Its promoted form (shogi): the type index of the piece it becomes by promoting, a type of its
   * own appended after the spec's pieces and written `+` and this piece's letter. Absent = none.
   */
  readonly promotedForm?: number;
  /**
   * On a promoted form: the type index of the piece it is a form of (captured, it goes to hand as
   * that piece). A form that `promotes` turns back into that piece (spec `reverts`: Kyoto shogi).
   */
  readonly demotesTo?: number;
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
   * than one; absent = `rookType` alone.
   */
  readonly partners?: readonly number[];
  readonly kingFrom: number;
  readonly kingTo: number;
  readonly rookFrom: number;
  readonly rookTo: number;
  /** Squares that must be empty (other than the king's and rook's own). */
  readonly empty: readonly number[];
  /** Squares the king stands on, passes or reaches, none of which may be attacked. */
  readonly safe: readonly number[];
}

/** `conditions`: no checkmate and no royal piece, the game ends only by its conditions and stalemate. */
export const GOAL_KINDS = ['checkmate', 'capture', 'conditions'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];
/** `count`: the side with fewer pieces wins, equal counts draw (suicide chess). */
export const STALEMATE_RESULTS = ['draw', 'loss', 'win', 'count'] as const;
export type StalemateResult = (typeof STALEMATE_RESULTS)[number];
export const OUTCOMES = ['win', 'loss', 'draw'] as const;
/** A condition's result for the side it is about. */
export type Outcome = (typeof OUTCOMES)[number];

export const CONDITION_KINDS = ['checks', 'region', 'extinction', 'bare'] as const;
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
  /** Black's squares where they differ from White's (a condition naming a mirrored region); absent = `squares`. */
  readonly blackSquares?: readonly number[];
  /** The region's name in words (e.g. "the hill"); absent = its squares. */
  readonly name?: string;
  /** Black may answer White's arrival by arriving on its next move: a draw (racing kings). */
  readonly answer?: boolean;
  /**
   * The piece counts only where no enemy piece attacks it (dobutsu's try, Fairy-Stockfish's
   * flagPieceSafe); both sides holding it at once is a draw. Absent = wherever it stands.
   */
  readonly safe?: boolean;
  readonly outcome: Outcome;
}

/** A side with no piece of the types `pieces` left (empty = no piece at all). */
export interface ExtinctionCondition {
  readonly kind: 'extinction';
  readonly pieces: readonly number[];
  /**
   * While a side has exactly one piece of the types, it is royal (runtime/rules/pseudo-royal.ts,
   * Fairy-Stockfish's extinctionPseudoRoyal); absent = none is.
   */
  readonly pseudoRoyal?: boolean;
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

export type ConditionPlan = ChecksCondition | RegionCondition | ExtinctionCondition | BareCondition;

export interface GoalPlan {
  readonly kind: GoalKind;
  /** Piece type index whose capture wins, for `capture`. */
  readonly target: number;
  /** Result for the side to move when it has no legal move and is not in check. */
  readonly stalemate: StalemateResult;
  /** A move that gives check is illegal (racing kings); absent = false. */
  readonly noChecks?: boolean;
  /** A move that gives check is illegal unless it checkmates (checkless chess, runtime/rules/checkless.ts); absent = false. */
  readonly checkless?: boolean;
  /**
   * A royal piece in check may not move, except to capture the only checking piece (makpong,
   * runtime/legal/check-evasion.ts); absent = false.
   */
  readonly checkedRoyalStays?: boolean;
  /**
   * The royal pieces may not face each other on a file with nothing between (xiangqi's flying
   * general): each royal piece attacks along its file like a rook, for royal safety only; absent = false.
   */
  readonly flyingGeneral?: boolean;
  /**
   * Bikjang (janggi): the side to move that finds the royal pieces facing each other on a line
   * with nothing between must break it or pass, and may pass even in check (runtime/rules/bikjang.ts); absent = false.
   */
  readonly bikjang?: boolean;
  /** A game that passing ends is decided by material (piece `points`), Black adding `komi`; absent = a draw. */
  readonly counting?: { readonly komi: number };
  /** Result for the checkmated side; absent = loss. */
  readonly checkmated?: Outcome;
  /** Further endings, looked at in every position before its moves; absent = none. */
  readonly conditions?: readonly ConditionPlan[];
  /**
   * A royal piece moving more than one square may not pass over an attacked square (see
   * runtime/rules/passage.ts); absent = it may.
   */
  readonly safePassage?: boolean;
}

/** A named set of squares (compiler/regions.ts), in board coordinates, for each side (index by colour). */
export interface RegionPlan {
  readonly name: string;
  readonly squares: readonly [white: readonly number[], black: readonly number[]];
}

export interface PromotionPlan {
  /** For each rank counted from the mover's side (0 = own first rank): 0 none, 1 optional, 2 mandatory. */
  readonly zone: readonly (0 | 1 | 2)[];
  /** Piece type indexes a promoting piece may become. */
  readonly choices: readonly number[];
  /** Only into the side's own captured pieces of those types (a pool kept in the position). */
  readonly fromCaptured?: boolean;
  /**
   * Each promoting piece's own promotion, by side: present when the spec gives pieces or sides
   * their own choices (`promotion.rules`) or a zone as a region; it then covers every promoting
   * piece of both sides and `zone`/`choices` only say the defaults. Absent = every promoting
   * piece promotes by `zone` into `choices` (so other plans stay as they were).
   */
  readonly rules?: readonly PromotionRulePlan[];
  /**
   * A move that starts in the mover's zone may promote too, wherever it ends, as shogi's pieces
   * promote (pieces with a promoted form); absent = only moves ending in the zone (every other plan).
   */
  readonly fromZone?: boolean;
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
  /** The spec's named regions; absent when it declares none (so other plans stay as they were). */
  readonly regions?: readonly RegionPlan[];
  readonly pieces: readonly PiecePlan[];
  readonly castling: readonly CastlingPlan[];
  readonly promotion: PromotionPlan | null;
  readonly goal: GoalPlan;
  /** Half-moves without capture or pawn move after which a draw may be claimed; 0 = none. */
  readonly moveRule: number;
  /** Occurrences of a position that make a draw; 0 = none. */
  readonly repetition: number;
  readonly startFen: string;
  /**
   * SAN for pawn moves; absent = orthodox SAN. Present only when the spec says `notation`, so
   * the plans (and engine fingerprints) of variants that do not are unchanged.
   */
  readonly notation?: NotationPlan;
  /** Fission of compound pieces; absent = compounds never split. */
  readonly fission?: FissionPlan;
  /** When any capture is possible only captures are legal; absent = false. */
  readonly mandatoryCapture?: boolean;
  /** A capture goes on while the capturing piece can capture again (one move); absent = false. */
  readonly chains?: boolean;
  /** Moves end on their start square's colour and capture only on the other colour; absent = false. */
  readonly colourBound?: boolean;
  /** Pieces in hand and drops (runtime/rules/hand.ts); absent = no hand (a promotion pool is `promotion.fromCaptured`). */
  readonly hand?: HandPlan;
  /** A drop that completes a king and partner pair on their castling squares grants that right (placement chess); absent = never. */
  readonly castlingByDrop?: boolean;
  /** Promotion as a move of its own (sittuyin; runtime/rules/promotion-in-place.ts); absent = none. */
  readonly promotionInPlace?: InPlacePromotionPlan;
  /** Pieces of the start position whose first move is tracked (runtime/rules/first-moves.ts); absent = none. */
  readonly firstMoveRights?: readonly FirstMoveRightPlan[];
  /** `files`: the board is a cylinder, the first and last files adjacent (runtime/board/geometry.ts); absent = flat. */
  readonly wrap?: 'files';
  /** Black's left and right are its own (the spec's `leftRight: relative`); absent = White's, the same for both sides. */
  readonly leftRight?: 'relative';
  /** Captures explode (atomic chess, runtime/rules/explosion.ts); absent = they do not. */
  readonly explosion?: ExplosionPlan;
  /** Either side may pass instead of moving (runtime/rules/passing.ts); absent = false. */
  readonly pass?: boolean;
  /** En passant by any piece (runtime/rules/any-ep.ts); absent = only pawns' double steps leave en-passant targets. */
  readonly anyEnPassant?: AnyEnPassantPlan;
  /** Captures are legal only from this full move on (vchess's enpassant: 2); absent = from the first. */
  readonly capturesFromMove?: number;
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
  /** Enemy piece types that take the right away by moving to a square aiming at it on an empty board; absent = none. */
  readonly aimedBy?: readonly number[];
  /** Its square is a gate (hand `gating`, runtime/rules/gating.ts): its first move may bring a piece from hand there; absent = not a gate. */
  readonly gate?: true;
}

/** Where a captured piece goes: the capturer's hand, changing sides (crazyhouse), or nowhere. */
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
   * and the FEN marks them `~`. Absent = it goes to hand as it is (loop).
   */
  readonly demote?: boolean;
  /** Restrictions on where a piece in hand enters the board (drops and gating), each a rule of its own; what no rule forbids is allowed. */
  readonly rules: readonly DropRule[];
  /** Pieces in hand are never dropped (they enter only by gating); absent = they may be dropped. */
  readonly noDrops?: true;
  /**
   * Gating (runtime/rules/gating.ts): a move that takes a piece off a gate (a first-move right marked
   * `gate`) may bring a piece from hand onto the square it leaves; absent = no gating.
   */
  readonly gating?: true;
  /** While a drop is legal only drops are (the setup phase of placement chess and sittuyin); absent = false. */
  readonly mustDrop?: boolean;
  /**
   * A piece in hand may also be dropped as its promoted form, on the squares the piece may be
   * dropped on (Kyoto shogi); the hand still holds the piece. Absent = drops are of the piece as it is.
   */
  readonly dropForms?: boolean;
}

/**
 * The closed set of drop restrictions: `ranks` and `onlyRanks` (declared ranks), `region` and
 * `notRegion` (a declared region or listed squares), `bothColours` (a
 * side's pieces of a type end up on both colours), `immobile` (no square the piece
 * could never move from), `file` (at most n unpromoted pieces of the type on a file: nifu) and
 * `mate` (a drop of the type that gives checkmate loses: uchifuzume, as Fairy-Stockfish scores it).
 */
export const DROP_RULE_KINDS = ['ranks', 'onlyRanks', 'region', 'notRegion', 'immobile', 'file', 'mate', 'bothColours'] as const;
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
 * region's, absent where the spec listed the squares.
 */
export interface RegionDropRule {
  readonly kind: 'region' | 'notRegion';
  readonly pieces: readonly number[];
  readonly squares: readonly [white: readonly number[], black: readonly number[]];
  readonly name?: string;
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

export type DropRule = RanksDropRule | RegionDropRule | ImmobileDropRule | FileDropRule | MateDropRule | ColoursDropRule;

/** A side's pieces of each type in `pieces`, dropped, end up on both colours (runtime/rules/drop-colours.ts). */
export interface ColoursDropRule {
  readonly kind: 'bothColours';
  readonly pieces: readonly number[];
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
