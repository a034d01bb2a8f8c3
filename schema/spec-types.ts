// Code generated from schema/variant.schema.json — DO NOT EDIT. Run `npx tsx schema/gen-types.ts`.
// The types of a variant file (VariantFile) and of a loaded variant (VariantSpec: `extends`
// resolved, so board, pieces and start are present). Defaults are documented on each field.

/**
 * A region: the squares inside `files` and `ranks` (each a range, both ends included; an absent range is the whole board), plus the listed `squares`; or a list of such parts, whose union it is.
 */
export type Region = RegionPart | RegionParts;
/**
 * A square in algebraic notation, file a-p then rank 1-16, e.g. e4.
 */
export type Square = string;
/**
 * A list of region parts, whose union the region is.
 *
 * @minItems 1
 * @maxItems 64
 */
export type RegionParts = RegionPart[];
/**
 * One entry of a piece's `moves`: a structured move (with `atom`) or a Betza string with options (with `betza`).
 */
export type MoveEntry = MoveSpec | BetzaMoveSpec;
/**
 * A Betza leaper atom: W (1,0), F (1,1), D (2,0), N (2,1), A (2,2), H (3,0), C (3,1), Z (3,2), G (3,3).
 */
export type AtomLetter = 'W' | 'F' | 'D' | 'N' | 'A' | 'H' | 'C' | 'Z' | 'G';
/**
 * A leap [dx, dy]: dx to the right, dy forward for White; |dx|, |dy| <= 8. Stands for all its mirror images and rotations, like an atom.
 *
 * @minItems 2
 * @maxItems 2
 */
export type Vector = [number, number];
/**
 * A subset of an atom's moves, for a move (dx, dy) with dy forward. f b l r: half-planes (dy>0, dy<0, dx<0, dx>0). v, s: mostly vertical (|dy|>=|dx|) / mostly sideways (|dx|>=|dy|). Two letters xy: half-plane x and mostly towards y, e.g. ff/fs = narrow/wide forward knight moves, fr = the forward-right diagonal of F or the (2,1) knight move, rf = the (1,2) knight move; on orthogonal atoms (W, D, H) two letters mean x or y (fsW = forward and sideways). hr, hl: the right- and left-handed chiral halves of an oblique atom (hr holds (1,2) and its 90-degree rotations); all moves of other atoms. all: every move.
 */
export type Direction =
  | 'all'
  | 'f'
  | 'b'
  | 'l'
  | 'r'
  | 'v'
  | 's'
  | 'ff'
  | 'fs'
  | 'bb'
  | 'bs'
  | 'fl'
  | 'fr'
  | 'bl'
  | 'br'
  | 'lf'
  | 'lb'
  | 'rf'
  | 'rb'
  | 'll'
  | 'lv'
  | 'rr'
  | 'rv'
  | 'hl'
  | 'hr';
/**
 * A piece letter: one lowercase ASCII letter (White's pieces are uppercase in a FEN).
 */
export type Letter = string;
/**
 * A lowercase identifier: a-z, 0-9 or '_', starting with a letter, at most 40 characters.
 */
export type Identifier = string;
/**
 * A drop restriction, a tagged union on `rule`. `notOnRanks`: the listed pieces may not be dropped on the listed ranks; `onlyOnRanks`: only on the listed ranks; `onlyInRegion`: only inside a region (a name from `regions`, each side its own, or listed `squares`); `notInRegion`: not inside it; `bothColours`: a side's pieces of the listed types, dropped, must stand on squares of both colours (placement chess's bishops); `notImmobile`: not where none of the piece's moves leads onto the board (a shogi pawn or lance on the last rank, a knight on the last two); `perFile`: not on a file where the side already has `count` unpromoted pieces of that type (nifu: 1); `noMate`: a drop that checkmates loses for the side that dropped (uchifuzume, scored as Fairy-Stockfish does: the move is played and the mated side wins); `noCheck`: a drop may not give check (Fairy-Stockfish's dropChecks = false); `onTop`: only on White's first rank or right above an occupied square (connect four's gravity).
 */
export type DropRule =
  DropRanksRule | DropRegionRule | DropColoursRule | DropPieceRule | DropFileRule | DropTopRule;
/**
 * How the game is won, a tagged union on `type`: `checkmate` (of a royal piece), `capture` (of a piece of a given type) or `conditions` (no checkmate and no royal piece: the antichess family). Any goal may add ending `conditions`; a finished position has no moves, so perft counts it as a leaf.
 */
export type Goal = CheckmateGoal | CaptureGoal | ConditionsGoal;
/**
 * A way the game ends. A tagged union on `type`.
 */
export type Condition =
  | ChecksCondition
  | RegionCondition
  | ExtinctionCondition
  | BareCondition
  | ConnectCondition
  | CastledCondition
  | CastlingLostCondition;
/**
 * The result for the side the condition is about: win, loss or draw.
 */
export type Outcome = 'win' | 'loss' | 'draw';
/**
 * A castling wing: `kingside` (towards the last file, the FEN's K/k) or `queenside` (towards the a-file, Q/q).
 */
export type CastlingWing = 'kingside' | 'queenside';

/**
 * A chess variant as written in variants/<name>.yaml: board, pieces, promotion, goal and start position. With `extends`, only the differences to another variant are stated.
 */
export interface VariantFile {
  /**
   * Identifier of the variant, normally the file name without .yaml: lowercase letters, digits, '_' or '-', starting with a letter, at most 40 characters.
   */
  name: string;
  /**
   * Human-readable name, e.g. "Orthodox chess"; at most 80 characters, without control characters.
   */
  title?: string;
  /**
   * Whose left and right a move's `l` and `r` mean (Betza's, and structured `directions`) for Black. absolute (the default): White's, for both sides (Black's lfW steps towards the a-file, as White's does). relative: each side's own, as Fairy-Stockfish reads Betza: Black's moves are White's turned half round, so its lfW steps towards the h-file. Moves that are the same both ways (no l or r alone) are unchanged.
   */
  leftRight?: 'absolute' | 'relative';
  /**
   * Variant to inherit from: a variant name (<name>.yaml next to this file, else the bundled variant of that name, e.g. chess) or a relative path ending in .yaml that stays inside the loader's root folder (by default this file's folder); absolute paths are refused. Objects merge key by key (this file wins), arrays are replaced, `pieces` merge by piece name, `examples` are not inherited. Every rule not mentioned is inherited (`describe` marks it so); to drop one, write the key with the value null (`castling: null`, or `counting: null` inside `goal`): any optional key may be removed so, a required one (`name`, `board`, a castling's `king`) may not, and an empty list (`conditions: []`) empties an inherited list.
   */
  extends?: string;
  board?: Board;
  regions?: Regions;
  /**
   * The piece types, at most 26 (each is named by its own letter a-z). Required unless inherited. When extending, a piece with the same name replaces the inherited one and new pieces are appended.
   *
   * @maxItems 26
   */
  pieces?: PieceSpec[];
  /**
   * Names of inherited pieces to drop (only meaningful with `extends`).
   */
  removePieces?: Identifier[];
  castling?: Castling;
  promotion?: Promotion;
  hand?: Hand;
  goal?: Goal;
  draws?: Draws;
  captureRules?: CaptureRules;
  /**
   * Either side may pass instead of moving (janggi), written with its royal piece's square twice (e2e2), as Fairy-Stockfish writes it; a side without a royal piece cannot pass, and a pass must leave the royal piece unattacked like any move (so not in check, unless the goal's bikjang frees it). Two passes in a row do not end the game here. Default false.
   */
  pass?: boolean;
  /**
   * A side that would be stalemated passes instead (Fairy-Stockfish's passOnStalemate: andersanti): where the side to move has no legal move, is not in check and has a piece on the board, its one legal move is a pass, written with its royal piece's square twice (e2e2), or without one with the square of its piece on the lowest rank, leftmost there (a2a2), as Fairy-Stockfish writes it. The pass changes nothing but the side to move; two passes in a row end the game as passing does (see `pass`). With `pass: true` a side may pass anyway, so the two do not go together. Default false.
   */
  stalematePass?: boolean;
  /**
   * Colour binding: every move ends on a square of the colour it started from, and every piece it captures stands on the other colour (Interweave).
   */
  colourBound?: boolean;
  notation?: Notation;
  fusion?: Fusion;
  /**
   * Pieces whose `initial` moves need them not to have moved yet, tracked per piece of the start position (not just its standing on a start square): the FEN's castling field names the file of each such piece that has not moved, uppercase for White, after the castling rights (Fairy-Stockfish's gating letters: `DEde` in Cambodian chess). A right is lost when its piece moves or is captured.
   *
   * @minItems 1
   * @maxItems 26
   */
  firstMoveRights?: FirstMoveRight[];
  /**
   * Start position as a FEN: `board[pocket] side castling ep halfmove fullmove`. Required unless inherited.
   */
  start?: string;
  /**
   * Rule diagrams that double as tests: from `square` in position `fen`, the piece has exactly `moves`. Not inherited through `extends`.
   */
  examples?: Example[];
  explosion?: Explosion;
  enPassant?: EnPassant;
  promotionInPlace?: PromotionInPlace;
}
/**
 * Board size. Required unless inherited.
 */
export interface Board {
  /**
   * Number of files (columns), 1 to 16.
   */
  files: number;
  /**
   * Number of ranks (rows), 1 to 16.
   */
  ranks: number;
  /**
   * files: the board is a cylinder, its first and last files adjacent (Cylinder chess): a move that leaves one side comes back on the other, a rider's line goes round until it meets a piece and never reaches its own square again, and two lines to one square make one move. Ranks do not wrap.
   */
  wrap?: 'files';
}
/**
 * Named sets of squares (a palace, a side's own half, a promotion zone), given from White's side: Black's region is the same squares seen from Black's side (rank r becomes rank ranks+1-r), unless `mirror` is false. Other parts of the spec name them. Absent = none.
 */
export interface Regions {
  [k: string]: Region;
}
/**
 * One part of a region: the squares inside `files` and `ranks` (each a range from White's side, both ends included; an absent range is the whole board), plus the listed `squares`. `{ files: [d, f], ranks: [1, 3] }` is the xiangqi palace.
 */
export interface RegionPart {
  /**
   * First and last file, as letters: [d, f].
   *
   * @minItems 2
   * @maxItems 2
   */
  files?: string[];
  /**
   * First and last rank, counted from White's side (1 = White's first rank): [1, 3].
   *
   * @minItems 2
   * @maxItems 2
   */
  ranks?: number[];
  /**
   * Squares of the region, listed.
   *
   * @minItems 1
   * @maxItems 256
   */
  squares?: Square[];
  /**
   * Black's region is White's seen from Black's side (default); false = the same squares for both sides.
   */
  mirror?: boolean;
  /**
   * The part belongs to one side's region only, its squares as written (not mirrored): with a `white` part and a `black` part a region has its own squares for each side (Fairy-Stockfish's flagRegionWhite and flagRegionBlack where neither is the other's mirror). Absent = both sides' region.
   */
  side?: 'white' | 'black';
}
/**
 * A piece type. Its moves are the union of `betza` and `moves`.
 */
export interface PieceSpec {
  /**
   * Unique name of the piece, e.g. knight.
   */
  name: string;
  /**
   * Unique FEN letter of the piece, lowercase.
   */
  letter: string;
  /**
   * The piece checkmate is about.
   */
  royal?: boolean;
  /**
   * The piece's worth when a game is decided by counting material (the goal's `counting`, janggi: chariot 13, cannon 7, horse 5, elephant and guard 3, soldier 2). Absent = 0.
   */
  points?: number;
  /**
   * Pawn-like, a shorthand for `passable`, `takesEnPassant` and `resetsMoveRule` all true (each may be set apart) and for promoting (unless `promotion.pieces` lists the promoting pieces); it also writes SAN the pawn's way (e4, exd5), can never stand on its own first rank, and the engine values it as a pawn.
   */
  pawn?: boolean;
  /**
   * Can be taken en passant: its initial multi-step through empty squares (a non-jumping leap, or a run of steps) leaves the squares it passed as en-passant targets for the opponent's next move. Default: `pawn` (false makes a pawn whose double step cannot be taken en passant; a move's own `passable: false` exempts that one move).
   */
  passable?: boolean;
  /**
   * Its capture moves may also land on an en-passant target and take the piece that passed it (Fairy-Stockfish's enPassantTypes). Default: `pawn`.
   */
  takesEnPassant?: boolean;
  /**
   * Its quiet moves reset the move-rule counter (the halfmove clock), as captures always do (Fairy-Stockfish's nMoveRuleTypes): `true` for both sides' pieces of the type, `white` or `black` for that side's only (FSF's nMoveRuleTypesWhite, nMoveRuleTypesBlack: khans, where only Black's soldiers reset it). Default: `pawn`.
   */
  resetsMoveRule?: true | false | 'white' | 'black';
  /**
   * The piece's worth to the engine (`play`, `uci`, `selfplay`), in centipawns (a pawn is 100). Default: estimated from its average mobility on an empty board (`describe` shows the estimate).
   */
  value?: number;
  /**
   * Moves in Betza notation (shorthand for structured moves), e.g. "mfWcfFifmnD"; at most 200 characters.
   */
  betza?: string;
  /**
   * Custodian capture: after any move of this piece, each enemy next to its landing square along the atom's lines (W: orthogonal, F: diagonal) that has a friendly piece directly behind it (friend, enemy, mover) is removed. The board is seen after the move: the vacated square is empty and pieces the move captured are gone.
   */
  custodian?: 'W' | 'F' | 'D' | 'N' | 'A' | 'H' | 'C' | 'Z' | 'G';
  /**
   * Moves as structured entries (canonical form) or Betza entries; added to `betza`.
   *
   * @maxItems 64
   */
  moves?: MoveEntry[];
  promoted?: PromotedForm;
  /**
   * A compound piece: the names of its two components (simple pieces, not pawns). It moves and captures as either component, besides its own `betza`/`moves`; it is royal when a component is; with `fusion`, the two components moving onto each other become it, and it may split back into them. Empty = a simple piece.
   *
   * @minItems 2
   * @maxItems 2
   */
  compound?: Identifier[];
  /**
   * Confinement of the whole piece: each of its moves may only end on a square of this region (a name from `regions`, each side's own), like the xiangqi advisor in its palace. A move's own `to` replaces it. Absent = anywhere.
   */
  confined?: string;
}
/**
 * A structured move: the canonical form every Betza string compiles to.
 */
export interface MoveSpec {
  /**
   * The leap: an atom letter or a vector [dx, dy].
   */
  atom: AtomLetter | Vector;
  /**
   * 1 = leaper; 0 = unlimited rider; n > 1 = rider of up to n steps.
   */
  range?: number;
  /**
   * Which of the atom's moves; their union is taken.
   *
   * @minItems 1
   */
  directions?: Direction[];
  /**
   * both (default), move (quiet only) or capture (captures only).
   */
  mode?: 'both' | 'move' | 'capture';
  /**
   * Only from a square where a piece of this type stands in the start position, and, for a piece with first-move rights (`firstMoveRights`), only while that piece has not moved.
   */
  initial?: boolean;
  /**
   * Only from these ranks, counted from the mover's side: 1 = own first rank; negative counts from the far side (-1 = last rank). E.g. a pawn's double step from its first or second rank (horde). Absent = from anywhere (and `initial` alone decides).
   *
   * @minItems 1
   * @maxItems 16
   */
  ranks?: number[];
  /**
   * For a pawn's quiet multi-square step through empty squares (a non-jumping leap): whether the squares it passes over may be taken en passant. Default true; false for a double step that leaves no en-passant target (horde's from the first rank).
   */
  passable?: boolean;
  /**
   * Not while the mover's side is in check (the Cambodian king's first leap); in check here means attacked by an enemy capture that is not `notInCheck` itself. A capture with it attacks only while its side is not in check.
   */
  notInCheck?: boolean;
  /**
   * Every intermediate square of the leap must be empty.
   */
  lame?: boolean;
  /**
   * Which squares a lame leap passes over. straight (default): the squares nearest the straight line from start to end (the knight: one orthogonal step). orthogonal-first: orthogonal steps while the leap is longer on one axis, then diagonal steps, like the janggi elephant (a (2, 3) leap passes (0, 1) and (1, 2)). Only with `lame`.
   */
  lamePath?: 'straight' | 'orthogonal-first';
  /**
   * A hopper: along the line over empty squares to exactly one piece of either colour (the screen), then beyond it. cannon: lands on any square beyond the screen, over empty squares (Betza p); grasshopper: lands on the square right behind the screen (Betza g). The landing square holds nothing (a quiet move) or an enemy (a capture by replacement). Needs range 0 (any distance to the screen).
   */
  hop?: 'cannon' | 'grasshopper';
  /**
   * Capture mode of the move.
   */
  capture?: 'replace' | 'approach' | 'withdrawal' | 'jump' | 'remove' | 'shoot';
  /**
   * Confinement: the move may only end on a square of this region (a name from `regions`, each side's own), like the xiangqi king in its palace. Absent = anywhere.
   */
  to?: string;
  /**
   * The move may only be made from a square of this region (a name from `regions`, each side's own), like the xiangqi soldier's sideways step once it has crossed the river. Absent = anywhere.
   */
  from?: string;
  /**
   * A hopper may not hop over pieces of these letters (either colour), like the janggi cannon over a cannon. Absent = over any piece.
   *
   * @minItems 1
   */
  screenExcept?: Letter[];
  /**
   * The move may not capture pieces of these letters, like the janggi cannon, which never takes a cannon. Captures by replacement only. Absent = any enemy.
   *
   * @minItems 1
   */
  captureExcept?: Letter[];
  /**
   * false: the move never promotes, even when a promoting piece ends it in its promotion zone (where promotion is compulsory, the move is then not possible there).
   */
  promotes?: boolean;
}
/**
 * A Betza string inside `moves`; its options apply to every move it expands to.
 */
export interface BetzaMoveSpec {
  /**
   * Moves in Betza notation, e.g. "ifmnD"; at most 200 characters.
   */
  betza: string;
  /**
   * Every expanded move is `initial`: only from a square where a piece of this type stands in the start position (and, with first-move rights, only while that piece has not moved).
   */
  initial?: boolean;
  /**
   * Every expanded move only from these ranks, counted from the mover's side: 1 = own first rank; negative counts from the far side (-1 = last rank). E.g. a pawn's double step from its first or second rank (horde). Absent = from anywhere (and `initial` alone decides).
   *
   * @minItems 1
   * @maxItems 16
   */
  ranks?: number[];
  /**
   * For a pawn's quiet multi-square step through empty squares (a non-jumping leap): whether the squares it passes over may be taken en passant. Default true; false for a double step that leaves no en-passant target (horde's from the first rank).
   */
  passable?: boolean;
  /**
   * Not while the mover's side is in check (the Cambodian king's first leap); in check here means attacked by an enemy capture that is not `notInCheck` itself. A capture with it attacks only while its side is not in check.
   */
  notInCheck?: boolean;
  /**
   * Every expanded move is lame (intermediate squares must be empty).
   */
  lame?: boolean;
  /**
   * Which squares every expanded lame leap passes over (Betza n, or `lame`): straight (default) or orthogonal-first, as for a move entry's `lamePath` (the janggi elephant: nZ).
   */
  lamePath?: 'straight' | 'orthogonal-first';
  /**
   * Capture mode of every expanded move.
   */
  capture?: 'replace' | 'approach' | 'withdrawal' | 'jump' | 'remove' | 'shoot';
  /**
   * Confinement: the move may only end on a square of this region (a name from `regions`, each side's own), like the xiangqi king in its palace. Absent = anywhere.
   */
  to?: string;
  /**
   * The move may only be made from a square of this region (a name from `regions`, each side's own), like the xiangqi soldier's sideways step once it has crossed the river. Absent = anywhere.
   */
  from?: string;
  /**
   * A hopper may not hop over pieces of these letters (either colour), like the janggi cannon over a cannon. Absent = over any piece.
   *
   * @minItems 1
   */
  screenExcept?: Letter[];
  /**
   * The move may not capture pieces of these letters, like the janggi cannon, which never takes a cannon. Captures by replacement only. Absent = any enemy.
   *
   * @minItems 1
   */
  captureExcept?: Letter[];
  /**
   * false: the move never promotes, even when a promoting piece ends it in its promotion zone (where promotion is compulsory, the move is then not possible there).
   */
  promotes?: boolean;
}
/**
 * The piece's promoted form (shogi): what it becomes by promoting, written `+` and the piece's letter in FEN and move text (`+P`, `7g7f+` promotes), taking no letter of its own. A piece with a form promotes into it, and only into it, when a move starts or ends in the promotion zone (optional unless the zone is mandatory; compulsory where the unpromoted piece could never move again); captured, a promoted form goes to the capturer's hand as the piece it is a form of.
 */
export interface PromotedForm {
  /**
   * Unique name of the promoted form, e.g. tokin.
   */
  name: string;
  /**
   * Its moves in Betza notation.
   */
  betza?: string;
  /**
   * Its moves as structured entries or Betza entries; added to `betza`.
   *
   * @maxItems 64
   */
  moves?: MoveEntry[];
  /**
   * Its worth to the engine in centipawns; default estimated.
   */
  value?: number;
  /**
   * The form turns back into the piece it is a form of as the piece turns into it: by a move that starts or ends in the piece's promotion zone, on the same terms (`a1a2-` in move text). Kyoto shogi, whose whole board is a mandatory zone: every move flips the piece. Default false: a form stays as it is.
   */
  reverts?: boolean;
}
/**
 * Castling; absent = no castling (a variant that extends one with castling removes it with `castling: null`). The king moves towards a partner (two squares, or to a declared file) and the partner lands next to it on the king's other side, as in orthodox chess; in Fischer-random positions (file letters in the FEN's castling field) the king and partner may start anywhere on the castling rank and end where they would in the start position.
 */
export interface Castling {
  /**
   * A piece letter: one lowercase ASCII letter (White's pieces are uppercase in a FEN).
   */
  king: string;
  /**
   * A piece letter: one lowercase ASCII letter (White's pieces are uppercase in a FEN).
   */
  rook: string;
  /**
   * Letters of further castling partners besides `rook` (Perfect chess castles with its rook or its chancellor): on each side of the king, the outermost piece of any partner type on the castling rank in the start position.
   *
   * @maxItems 8
   */
  partners?: Letter[];
  /**
   * File the king lands on when it castles towards the last file (the rook lands next to it, towards the king's start). Default: two squares from the king's start square.
   */
  kingside?: string;
  /**
   * File the king lands on when it castles towards the a-file (the rook lands next to it, towards the king's start). Default: two squares from the king's start square.
   */
  queenside?: string;
  /**
   * The rank the king and its partners castle on, counted from each side's own first rank (Black's mirrored). Default 1.
   */
  rank?: number;
  /**
   * The king may not castle out of, through or into an attacked square. Default: when the king is royal; a king that is not royal (giveaway, extinction) castles whatever attacks it.
   */
  safe?: boolean;
  /**
   * The squares castling starts from, as a FEN board field (`r3k2r/8/8/8/8/8/8/R3K2R`), read as the start position is otherwise: for variants whose start position does not place the king and its partners (placement chess, where they start in hand). Default: the start position.
   */
  board?: string;
  /**
   * The one side that castles (`side: white`: Black never does); default both. The FEN's castling field then names only that side's rights (`KQ`): a right of the other side is refused.
   */
  side?: 'white' | 'black';
  /**
   * The one wing castling goes to: `kingside` (towards the last file, the FEN's `K`/`k`, O-O) or `queenside` (towards the a-file, `Q`/`q`, O-O-O); default both. The FEN's castling field then names only that wing's rights: a right of the other wing is refused, even where a partner stands there.
   */
  wing?: 'kingside' | 'queenside';
  /**
   * A side that castles takes from the opponent its right to castle to the same wing, so the kings castle to opposite wings (Fairy-Stockfish's oppositeCastling). Default false.
   */
  opposite?: boolean;
  /**
   * A side gains a castling right when a drop completes it: its king dropped on the king's castling square while a partner stands on that wing's partner square, or a partner dropped there while the king stands on its square (placement chess, as Fairy-Stockfish's castlingDroppedPiece). Needs a hand. Default false.
   */
  byDrop?: boolean;
}
/**
 * Promotion; absent = none.
 */
export interface Promotion {
  /**
   * Letters of the pieces that promote; default: every piece with pawn: true or a promoted form.
   */
  pieces?: Letter[];
  /**
   * Ranks or regions where promotion happens.
   *
   * @minItems 1
   */
  zones?: PromotionZone[];
  /**
   * Letters of the pieces a promoting piece may become; required unless every promoting piece has a promoted form (which is then its only choice).
   *
   * @minItems 1
   */
  choices?: Letter[];
  /**
   * Promotion per piece and per side: each rule gives the pieces it names (default: every promoting piece) of the side it names (default: both) their own `choices` and/or `zones`, instead of the block's; a later rule overrides an earlier one. Absent = every promoting piece of both sides promotes alike.
   *
   * @minItems 1
   */
  rules?: PromotionRule[];
  /**
   * Promotion into a piece only while the promoting side has fewer than this many of it on the board (Fairy-Stockfish's promotionLimit: grand's q:1 r:2, shogun's): each key names a promotion choice by its letter, or a promoted form as `+x` (x: the piece whose form it is; the form's pieces are counted); a choice at its limit is not offered, so a move that must promote with every choice at its limit is not possible. Pieces in hand do not count. Absent = no limit.
   */
  limits?: {
    [k: string]: number;
  };
  /**
   * Promotion only into the promoting side's own captured pieces not yet returned to play, among `choices`: the position keeps a pool, written in the FEN as `[...]` after the board (uppercase: White's). A move that must promote with nothing in the pool is not possible.
   */
  fromCaptured?: boolean;
}
/**
 * Where promotion happens: a rank, or a region (give one of the two).
 */
export interface PromotionZone {
  /**
   * A lowercase identifier: a-z, 0-9 or '_', starting with a letter, at most 40 characters.
   */
  region?: string;
  /**
   * Rank counted from the mover's side: 1 = own first rank; negative counts from the far side: -1 = last rank, -2 = penultimate.
   */
  rank?: number;
  /**
   * Promotion is compulsory in this zone (otherwise optional).
   */
  mandatory?: boolean;
}
/**
 * One rule of `promotion.rules`: how some promoting pieces of one side (or both) promote.
 */
export interface PromotionRule {
  /**
   * Letters of the promoting pieces it is about; default: every promoting piece.
   *
   * @minItems 1
   */
  pieces?: Letter[];
  /**
   * The side it is about; default: both.
   */
  side?: 'white' | 'black';
  /**
   * Ranks or regions where these pieces promote; default: the block's `zones`.
   *
   * @minItems 1
   */
  zones?: PromotionZone[];
  /**
   * Letters of the pieces these pieces may become; default: the block's `choices`.
   *
   * @minItems 1
   */
  choices?: Letter[];
}
/**
 * Pieces in hand: each side holds pieces off the board (written in the FEN in brackets after the board, `[QRbp]`, uppercase: White's; Fairy-Stockfish's order) and may, as its move, drop one on an empty square that no drop rule forbids (`P@e4`), or, with `gating`, bring one in on the square a piece of the start position leaves on its first move. Absent = no hand.
 */
export interface Hand {
  /**
   * Where a captured piece goes: `capturer` = into the capturing side's hand, as its own piece (crazyhouse); `none` = nowhere (the hands hold only what the start position gives them, as in pocket knight).
   */
  captures?: 'capturer' | 'none';
  /**
   * A captured piece that was promoted goes to hand as the piece it promoted from (crazyhouse: a queen that was a pawn returns as a pawn); promoted pieces are marked `~` in the FEN (`Q~`). Needs `captures: capturer` and one promoting piece type. Default: it goes to hand as it is (loop chess).
   */
  demote?: boolean;
  /**
   * Whether a piece in hand may be dropped, as a move, on any empty square the drop rules allow. `false`: pieces in hand enter the board only by gating (Seirawan chess). Default true.
   */
  dropping?: boolean;
  /**
   * Gating (Seirawan chess): letters of the pieces whose squares in the start position are gates. While such a piece has not moved (a first-move right, written in the FEN's castling field as its file letter, as Fairy-Stockfish writes seirawan's), the move that takes it off its square may also bring a piece from hand onto that square (UCI `b1c3h`, SAN `Nc3/H`); castling may bring one onto the king's or the partner's square (`e1g1h` is O-O/He1, `h1e1h` is O-O/Hh1). The drop rules apply to gating too. Where captures go nowhere, a side's gates lapse once its hand is empty.
   *
   * @minItems 1
   */
  gating?: Letter[];
  /**
   * Restrictions on where a piece in hand may enter the board, by a drop or by gating, each a rule of its own; what no rule forbids is allowed.
   */
  drops?: DropRule[];
  /**
   * A side that can drop must drop: while some drop is legal, no piece on the board may move (a setup phase, as in placement chess and sittuyin, where each side first places the pieces its hand starts with; Fairy-Stockfish's mustDrop). Default false.
   */
  mustDrop?: boolean;
  /**
   * A piece in hand may also be dropped as its promoted form (`+P@c3`), on the squares where the piece itself may be dropped (Kyoto shogi). Default false: drops are of the piece as it is.
   */
  dropForms?: boolean;
}
/**
 * The listed pieces may not be dropped on the listed ranks (`notOnRanks`), or only on them (`onlyOnRanks`).
 */
export interface DropRanksRule {
  /**
   * The kind of restriction.
   */
  rule: 'notOnRanks' | 'onlyOnRanks';
  /**
   * Letters of the pieces the rule restricts.
   *
   * @minItems 1
   */
  pieces: Letter[];
  /**
   * Ranks counted from the dropping side: 1 = own first rank; negative counts from the far side: -1 = last rank.
   *
   * @minItems 1
   */
  ranks: number[];
}
/**
 * The listed pieces may be dropped only inside a region (`onlyInRegion`), or not inside it (`notInRegion`): a region named from `regions`, each side its own (Black's mirrored unless the region says `mirror: false`), or the listed `squares`, the same for both sides (Fairy-Stockfish's dropRegionWhite and dropRegionBlack, there for every piece at once). Give `region` or `squares`.
 */
export interface DropRegionRule {
  /**
   * The kind of restriction.
   */
  rule: 'onlyInRegion' | 'notInRegion';
  /**
   * Letters of the pieces the rule restricts.
   *
   * @minItems 1
   */
  pieces: Letter[];
  /**
   * Name of a region in `regions`: each side's own (mirrored for Black unless the region says `mirror: false`); or give `squares`.
   */
  region?: string;
  /**
   * The region's squares, the same for both sides; or give `region`.
   *
   * @minItems 1
   * @maxItems 256
   */
  squares?: Square[];
}
/**
 * A side's pieces of the listed types (each type counted on its own, those on the board and in hand together) must end up half on light and half on dark squares, rounding up: a drop of one may not put more than that on its square's colour, and a drop of another piece may not leave too few empty squares of a colour where the rest could still be dropped (Fairy-Stockfish's dropOppositeColoredBishop).
 */
export interface DropColoursRule {
  /**
   * The kind of restriction.
   */
  rule: 'bothColours';
  /**
   * Letters of the pieces the rule restricts.
   *
   * @minItems 1
   */
  pieces: Letter[];
}
/**
 * A restriction that needs only the pieces: `notImmobile` (not where the piece could never move again), `noMate` (a drop of it that checkmates loses for the dropper) or `noCheck` (a drop of it may not leave an enemy royal piece attacked, mate or not; the check is judged as any move's, so with `explosion` a royal piece next to its enemy royal is not checked). It forbids nothing where the goal is not checkmate (no piece is royal there).
 */
export interface DropPieceRule {
  /**
   * The kind of restriction.
   */
  rule: 'notImmobile' | 'noMate' | 'noCheck';
  /**
   * Letters of the pieces the rule restricts.
   *
   * @minItems 1
   */
  pieces: Letter[];
}
/**
 * Nifu: the listed pieces may not be dropped on a file where the side already has `count` unpromoted pieces of that type.
 */
export interface DropFileRule {
  /**
   * The kind of restriction.
   */
  rule: 'perFile';
  /**
   * Letters of the pieces the rule restricts.
   *
   * @minItems 1
   */
  pieces: Letter[];
  /**
   * How many of the type a side may have on one file before drops there stop (default 1).
   */
  count?: number;
}
/**
 * Gravity (connect four): the listed pieces may be dropped only on White's first rank or on a square right above an occupied one (toward White's first rank, for both sides), as if they fell down a file onto the pile.
 */
export interface DropTopRule {
  /**
   * The kind of restriction.
   */
  rule: 'onTop';
  /**
   * Letters of the pieces the rule restricts.
   *
   * @minItems 1
   */
  pieces: Letter[];
}
/**
 * Checkmate the enemy's royal piece.
 */
export interface CheckmateGoal {
  /**
   * Goal type.
   */
  type: 'checkmate';
  /**
   * Result for the stalemated side.
   */
  stalemate?: 'draw' | 'loss' | 'win' | 'count';
  /**
   * A royal piece moving more than one square may not pass over a square the enemy attacks, tested on the board before the move with the royal piece lifted off its start square (so a line through that square counts). A rider passes the squares between its start and end; a leap passes the squares of some ordering of its orthogonal and diagonal unit steps (a knight leap: one orthogonal then one diagonal step, or the reverse) and is barred only when every ordering passes an attacked square. Castling keeps its own rule. It limits the royal piece's moves, not what it attacks.
   */
  safePassage?: boolean;
  /**
   * A move that gives check is illegal (racing kings). Default false.
   */
  noChecks?: boolean;
  /**
   * A move that gives check is illegal unless it checkmates (checkless chess): after it, the checked side has no move that gets all its royal pieces out of attack without giving check back (a cross-check is no way out, as vchess plays it). Default false.
   */
  checkless?: boolean;
  /**
   * A royal piece in check may not move, except to capture the piece giving check when it is the only one: the check is met by capturing the checker or by blocking (makpong). Default false.
   */
  checkedRoyalStays?: boolean;
  /**
   * The royal pieces may not face each other on a file with no piece between them (xiangqi's flying general): a move that leaves them so is illegal, as if each royal piece attacked along its file like a rook. Default false.
   */
  flyingGeneral?: boolean;
  /**
   * Janggi's bikjang: the royal pieces facing each other on a file or rank with no piece between them is no attack, so either side may bring it about; but the side to move that finds them facing must break it (a royal piece leaves the line, or a piece steps between) or pass (with `pass`), and that pass is legal even in check. How the game ends after a bikjang (material counting) is not modelled. Default false.
   */
  bikjang?: boolean;
  counting?: Counting;
  /**
   * Result for the checkmated side: loss, or win (misère chess: the side that is checkmated wins), or draw.
   */
  checkmated?: 'win' | 'loss' | 'draw';
  /**
   * Further ways the game ends, each with its outcome for the side it is about, checked in every position after a move (before the side to move's own moves are looked at).
   */
  conditions?: Condition[];
}
/**
 * How a game that ends without a winner by the rules is decided instead (Fairy-Stockfish's materialCounting): a game that passing ends (two passes in a row, or a pass that leaves a bikjang standing; see `pass`), the move rule, a repetition, or a stalemate whose result is a draw. By counting material: each side's pieces on the board by their `points`, Black adding `komi` (janggi: 1.5); more wins, equal draws. With no points, the komi's sign alone decides (FSF's blackdrawodds: komi 1, Black wins every such game). Absent = such an end is a draw (`counting: null` removes an inherited one).
 */
export interface Counting {
  /**
   * Points Black adds to its count (may be fractional, so that no count ties; negative gives White the odds).
   */
  komi: number;
}
/**
 * n-check: a side that has given `count` checks (moves after which an enemy royal piece is attacked). The checks each side still has to give are written in the FEN after the en-passant field, White's first, as Fairy-Stockfish does: `3+3`.
 */
export interface ChecksCondition {
  /**
   * Condition type.
   */
  type: 'checks';
  /**
   * Checks to give.
   */
  count: number;
  outcome: Outcome;
}
/**
 * A side that has a piece of letter `piece` (or of any letter in `pieces`) on one of `squares` or in its `region` (looked at after every move, the side that moved first).
 */
export interface RegionCondition {
  /**
   * Condition type.
   */
  type: 'region';
  /**
   * A piece letter: one lowercase ASCII letter (White's pieces are uppercase in a FEN).
   */
  piece?: string;
  /**
   * Letters of the pieces any one of which reaching the region fulfils the condition (`[k, q]`: a king or a queen), a promoted form written `+` and its piece's letter (`[k, +q]`: a king or a promoted queen); or give `piece`.
   *
   * @minItems 1
   * @maxItems 52
   */
  pieces?: string[];
  /**
   * The region's squares (the same for both sides); or give `region`.
   *
   * @minItems 1
   * @maxItems 256
   */
  squares?: Square[];
  /**
   * Name of a region in `regions`: each side must reach its own (mirrored for Black unless the region says `mirror: false`); or give `squares`.
   */
  region?: string;
  /**
   * The region's name in results and descriptions (e.g. `the hill`); default: its squares.
   */
  name?: string;
  /**
   * When White reaches the region, Black may answer by reaching it on its next move, and the game is drawn (racing kings); the game goes on for that move only when Black has such a move. Default false.
   */
  answer?: boolean;
  /**
   * The piece must stand on the region unattacked by the other side for the condition to hold (dobutsu shogi's try: a lion on the far rank that cannot be taken); when both sides' pieces stand so at once, the game is drawn. Default false.
   */
  safe?: boolean;
  /**
   * How many of the side's pieces (of the condition's letters) must stand on its region at once: 7 in kono, where a side wins by filling the other's home squares. Default 1.
   */
  count?: number;
  /**
   * The condition also holds for the side that has just moved when at least one of its pieces (of the condition's letters) stands on its region and no square of the region is empty, whoever fills it (kono: the other side's pieces left at home block the last squares). Default false.
   */
  blocked?: boolean;
  outcome: Outcome;
}
/**
 * A side that has no piece left of the letters in `pieces` (of any piece at all when `pieces` is absent: it has lost every piece), or at most `count` of them; pieces in its hand count. The side that has just moved is looked at first.
 */
export interface ExtinctionCondition {
  /**
   * Condition type.
   */
  type: 'extinction';
  /**
   * Letters of the piece types, a promoted form written `+` and its piece's letter (`+e`); absent = every piece of the side.
   *
   * @minItems 1
   */
  pieces?: string[];
  /**
   * The condition holds for a side with at most this many pieces of the types left, together (Fairy-Stockfish's extinctionPieceCount): 1 with no `pieces` = a side with one piece or none (elimination chess, shatranj's bare king). Default 0: none left.
   */
  count?: number;
  /**
   * The condition holds only while the opponent has at least this many pieces of the types (Fairy-Stockfish's extinctionOpponentPieceCount): 1 = a side that has lost every piece wins only if its opponent has one left (antiatomic: an explosion that leaves neither side a piece decides nothing). Default 0.
   */
  opponentCount?: number;
  /**
   * The side to move is extinct only when its opponent has more than `opponentCount`: with exactly that many, it may move first and take one of them (Fairy-Stockfish's extinctionClaim, shatranj's bare king, where the bared side to move may bare its opponent in turn). The side that has just moved is extinct as `opponentCount` says. Default false.
   */
  claim?: boolean;
  /**
   * While a side has at most `count` + 1 pieces of these types on the board (one, at `count` 0), those pieces are royal (Fairy-Stockfish's extinctionPseudoRoyal, sho shogi's king and crown prince): the side is in check when one is attacked, a move may not leave one attacked (not even one that takes the opponent's last one) and a side in check without a legal move is checkmated. A piece dropped of these types is royal at once. A royal king of these types castles out of, through and into no attacked square. Whether the pieces are royal is decided before the move: a move that adds one more (a promotion) must still keep the others safe. While a side has more, any of them may be left attacked and captured. Since royal pieces cannot be taken, the count ends the game only in a variant with an explosion (which may take them); elsewhere the condition makes them royal and nothing else: a side that has none of them (never had one, or promoted it away) plays on. Several pseudo-royal conditions may stand beside each other and beside royal pieces. Needs `pieces`, none of them royal. Default false.
   */
  pseudoRoyal?: boolean;
  outcome: Outcome;
}
/**
 * Bare king (shatranj): a side left with nothing but pieces of the letters in `pieces` (its king) after its own move, while the opponent has more. Looked at only once the bared side has had its reply, so it may bare the opponent back; two bare sides end nothing by this condition.
 */
export interface BareCondition {
  /**
   * Condition type.
   */
  type: 'bare';
  /**
   * Letters of the pieces that do not count (the king).
   *
   * @minItems 1
   */
  pieces: Letter[];
  outcome: Outcome;
}
/**
 * A connection goal (tic-tac-toe, connect four, teeko): the side that has just moved has its pieces of the letters in `pieces` in a `shape` of `count`. Looked at after every move for the side that moved only, as Fairy-Stockfish does: a move that completes the opponent's shape does not end the game by it.
 */
export interface ConnectCondition {
  /**
   * Condition type.
   */
  type: 'connect';
  /**
   * `row`: `count` pieces on adjacent squares along one of the `directions` (tic-tac-toe, connect four); `line`: `count` pieces anywhere on one file, rank or diagonal of the `directions`, other squares between them allowed (three musketeers); `block`: a `count`×`count` square of pieces (teeko's 2×2).
   */
  shape: 'row' | 'line' | 'block';
  /**
   * How many pieces in a row or on a line, or the side of the block's square (1: any one piece).
   */
  count: number;
  /**
   * Letters of the pieces that count; absent = every piece of the side (promoted forms too).
   *
   * @minItems 1
   * @maxItems 26
   */
  pieces?: Letter[];
  /**
   * The lines a `row` or `line` may run along: `horizontal` (ranks), `vertical` (files), `diagonal` (both diagonals). Default all three; a `block` takes none.
   *
   * @minItems 1
   * @maxItems 3
   */
  directions?: ('horizontal' | 'vertical' | 'diagonal')[];
  outcome: Outcome;
}
/**
 * A side whose move has just castled to one of `wings` (Fairy-Stockfish's castlingWins: castle wins). Known only for a move played: a position set up from a FEN has castled to nowhere. Needs `castling`.
 */
export interface CastledCondition {
  /**
   * Condition type.
   */
  type: 'castled';
  /**
   * The wings; default both.
   *
   * @minItems 1
   */
  wings?: CastlingWing[];
  /**
   * The one side the condition is about; default both.
   */
  side?: 'white' | 'black';
  outcome: Outcome;
}
/**
 * A side that holds none of its castling rights to `wings` any more, having moved its king or those partners or lost the partners (Fairy-Stockfish's castlingWins: losing these rights loses); a side that never had them holds none. Put a `castled` condition first: castling loses the king's rights too. Needs `castling`.
 */
export interface CastlingLostCondition {
  /**
   * Condition type.
   */
  type: 'castlingLost';
  /**
   * The wings; default both.
   *
   * @minItems 1
   */
  wings?: CastlingWing[];
  /**
   * The one side the condition is about; default both.
   */
  side?: 'white' | 'black';
  outcome: Outcome;
}
/**
 * Capture one of the enemy's pieces of letter `piece` (e.g. any one king).
 */
export interface CaptureGoal {
  /**
   * Goal type.
   */
  type: 'capture';
  /**
   * A piece letter: one lowercase ASCII letter (White's pieces are uppercase in a FEN).
   */
  piece: string;
  /**
   * Result for the stalemated side.
   */
  stalemate?: 'draw' | 'loss' | 'win' | 'count';
  /**
   * Further ways the game ends, each with its outcome for the side it is about, checked in every position after a move (before the side to move's own moves are looked at).
   */
  conditions?: Condition[];
}
/**
 * No checkmate and no royal piece: the game ends only by the listed conditions or when the side to move has no move (then `stalemate` decides). With no conditions (`conditions` absent or empty) the game ends only when a side has no move: `{ type: conditions, stalemate: loss }` is "a side that cannot move loses".
 */
export interface ConditionsGoal {
  /**
   * Goal type.
   */
  type: 'conditions';
  /**
   * Result for the side with no move.
   */
  stalemate?: 'draw' | 'loss' | 'win' | 'count';
  counting?: Counting;
  /**
   * The ways the game ends besides having no move (none: only that), each with its outcome for the side it is about, checked in every position after a move (before the side to move's own moves are looked at).
   */
  conditions?: Condition[];
}
/**
 * Draw rules: the move rule, and repetition with what it decides (a draw by default; a win or loss, and perpetual check losing, where a variant says so).
 */
export interface Draws {
  /**
   * Moves without capture or pawn move that allow a draw; 0 = none.
   */
  moveRule?: number;
  /**
   * Occurrences of a position that end the game (a draw unless `repetitionOutcome` or `perpetualCheckLoses` says otherwise); 0 = none. Counted among the positions since the last capture or pawn move, each occurrence with the same side to move.
   */
  repetition?: number;
  /**
   * The result for the side the condition is about: win, loss or draw.
   */
  repetitionOutcome?: 'win' | 'loss' | 'draw';
  /**
   * Whose result `repetitionOutcome` is: the side to move in the repeated position, or White's whoever is to move.
   */
  repetitionOutcomeOf?: 'to-move' | 'white';
  /**
   * Perpetual check loses: when a repetition ends the game and one side gave check with every one of its moves since the earliest of the counted occurrences, that side loses; if both sides did, it is a draw. Otherwise `repetitionOutcome` decides. A check is a move after which an enemy royal piece is attacked, so this needs a checkmate goal.
   */
  perpetualCheckLoses?: boolean;
}
/**
 * Capture obligations and chains.
 */
export interface CaptureRules {
  /**
   * When any capture is possible, only captures are legal (a move that removes an enemy piece in any way is a capture).
   */
  mandatory?: boolean;
  /**
   * After a capture, if the capturing piece can capture again it must, and the turn goes on, as in international draughts; captured pieces are removed at once. A whole chain is one move; chains with the same effect (same pieces removed, same final square) are the same move. En passant is possible only as the first capture of a turn. Promotion is judged on the chain's final square.
   */
  chains?: boolean;
  /**
   * Captures (en passant too) are legal only from this full move on: 2 forbids every capture on each side's first move (vchess's enpassant, whose knightriders could capture or mate at once). Rule diagrams are exempt. Default 1: from the start.
   */
  fromMove?: number;
}
/**
 * How pawn moves are written in SAN; the defaults are orthodox SAN (e4, exd5).
 */
export interface Notation {
  /**
   * Pawn moves without capture: "san" writes the destination (e4); "from-to" writes both squares (f2g3), for pawns whose quiet moves are often ambiguous, as Berolina's diagonal steps.
   */
  pawnMoves?: 'san' | 'from-to';
  /**
   * Pawn captures: "file" writes the pawn's file (exd5); "letter" writes the pawn's letter like any other piece's, disambiguated the same way (Pxe6, as Berolina writes them).
   */
  pawnCaptures?: 'file' | 'letter';
}
/**
 * Fusion and fission (Fusion chess). The combination table is derived from the compound pieces: a piece listed in `pieces` that moves onto a friendly piece by one of its non-capturing moves (a rider's path must be clear) combines with it into the compound whose `compound` names the two. Absent = no fusion and no fission.
 */
export interface Fusion {
  /**
   * Names of the simple pieces that may move onto a partner to combine (a piece not listed, such as the king, may be moved onto but never moves onto a piece).
   */
  pieces: Identifier[];
  fission?: Fission;
}
/**
 * How a compound piece splits: one component moves away by its own non-capturing move to an empty square and the other stays on the square.
 */
export interface Fission {
  /**
   * Compound pieces may split.
   */
  enabled?: boolean;
  /**
   * A compound may split even when an enemy piece attacks its square (false: only when it is not attacked).
   */
  whenAttacked?: boolean;
}
/**
 * A piece type with first-move rights.
 */
export interface FirstMoveRight {
  /**
   * A piece letter: one lowercase ASCII letter (White's pieces are uppercase in a FEN).
   */
  piece: string;
  /**
   * Letters of enemy pieces that take the right away by moving to a square from which they would attack the piece on an empty board (Cambodian chess as Fairy-Stockfish plays it: a rook that moves onto the unmoved king's rank or file).
   *
   * @minItems 1
   * @maxItems 26
   */
  lostWhenAimedBy?: Letter[];
}
/**
 * A rule diagram: from `square`, the piece there has exactly `moves`.
 */
export interface Example {
  /**
   * A board (FEN board part) or a full FEN.
   */
  fen: string;
  /**
   * A square in algebraic notation, file a-p then rank 1-16, e.g. e4.
   */
  square: string;
  /**
   * Side to move; default: the colour of the piece on `square`.
   */
  side?: 'w' | 'b';
  /**
   * Every destination square marked on the diagram.
   */
  moves: Square[];
  /**
   * Caption of the diagram, at most 200 characters, without control characters.
   */
  caption?: string;
  /**
   * Free text, at most 2000 characters; line breaks and tabs are its only control characters.
   */
  note?: string;
  /**
   * The diagram shows the piece's moves without capture, which mandatory capture forbids in this position (it also has captures). The test checks that `moves` are the non-capturing moves when the obligation is lifted, and that the legal moves are captures only.
   */
  ignoreMandatoryCapture?: boolean;
}
/**
 * Captures explode (atomic chess): the capturing piece, the captured piece and every piece on the blast's squares around the capture square (where the capturer lands; en passant too) are removed, of either colour, except the immune types there. With royal pieces and checkmate: a move that explodes one's own royal piece is illegal (so a king never captures), one that explodes the enemy's is legal even if it leaves one's own attacked, and a royal piece within the blast of an enemy royal piece is not attacked (touching kings: taking it would explode the taker's own king). Pair it with an extinction condition on the royal piece so that exploding it ends the game. With a hand that takes captures (`hand.captures: capturer`), every piece an exploding capture removes, the captured piece, the capturer and each piece of either colour in the blast, goes to the hand of its owner's opponent (demoted where the hand demotes), as Fairy-Stockfish's atomic with drops plays it.
 */
export interface Explosion {
  /**
   * Leaper atoms whose squares around the capture square the explosion reaches: [W, F] is the eight squares around it (a king's neighbourhood).
   *
   * @minItems 1
   */
  blast: AtomLetter[];
  /**
   * Letters of the piece types the blast spares on the surrounding squares (atomic chess: the pawn); the capturing and the captured piece always go.
   */
  immune?: Letter[];
}
/**
 * En passant by any piece (vchess's enpassant). With anyPiece, a non-royal piece that moves over squares (a rider going more than one step: a slider, a knightrider; a pawn's double step) leaves the squares it passed as en-passant targets for the very next move; a single leap passes nothing. An enemy move that can capture and ends on a passed square takes the piece that passed: a pawn by its capture-only moves (its diagonal step), every other piece by its ordinary move. The FEN's en-passant field is then the first passed square and the square of the piece that passed (c2d2 after a rook went b2-d2), as vchess writes it; a lone square (e3) is read as a pawn's double step.
 */
export interface EnPassant {
  /**
   * true: any piece can be taken en passant, by any piece. false: only pawns' double steps leave targets (the default without this section).
   */
  anyPiece: boolean;
  /**
   * Leaps by which a piece may only take en passant, never move or capture otherwise (vchess: the king's knight move).
   */
  leaps?: {
    /**
     * A piece letter: one lowercase ASCII letter (White's pieces are uppercase in a FEN).
     */
    piece: string;
    /**
     * Leaper atoms of the leaps (N: the knight's eight).
     *
     * @minItems 1
     */
    atoms: AtomLetter[];
  }[];
}
/**
 * Promotion as a move of its own (sittuyin, Fairy-Stockfish's sittuyinPromotion): instead of moving, a piece of `pieces` standing in `region` (its side's own) turns into `into` where it stands, or on an empty square next to it that `into` attacks from there; only where the new piece attacks no enemy piece and the move gives no check. Written as from-square, to-square and the letter (`d5d5f`, `d5c6f`). Absent = none.
 */
export interface PromotionInPlace {
  /**
   * Letters of the pieces that may promote this way.
   *
   * @minItems 1
   */
  pieces: Letter[];
  /**
   * A piece letter: one lowercase ASCII letter (White's pieces are uppercase in a FEN).
   */
  into: string;
  /**
   * Where the piece must stand to promote (a name from `regions`, each side's own).
   */
  region: string;
  /**
   * A side's last piece of `pieces` may promote wherever it stands. Default false.
   */
  lastAnywhere?: boolean;
  /**
   * Promotion only while the side has fewer than this many of `into` on the board (sittuyin: 1, one general at a time). Default: no limit.
   */
  limit?: number;
}

/** What a move may do on its destination square. */
export type MoveMode = NonNullable<MoveSpec['mode']>;
/** How a move captures. */
export type CaptureMode = NonNullable<MoveSpec['capture']>;
/** The kinds of goal. */
export type GoalType = Goal['type'];
/** The result for a stalemated side. */
export type StalemateResult = NonNullable<Goal['stalemate']>;

/**
 * A loaded variant: `extends` resolved (pieces merged by name, `removePieces` applied,
 * examples not inherited), so the fields required "unless inherited" are present.
 * Optional fields keep their schema defaults implicit.
 */
export type VariantSpec = Omit<VariantFile, 'extends' | 'removePieces' | 'board' | 'pieces' | 'start'> & {
  board: Board;
  pieces: PieceSpec[];
  start: string;
};

export const ATOM_LETTERS = ['W', 'F', 'D', 'N', 'A', 'H', 'C', 'Z', 'G'] as const satisfies readonly AtomLetter[];
export const DIRECTIONS = ['all', 'f', 'b', 'l', 'r', 'v', 's', 'ff', 'fs', 'bb', 'bs', 'fl', 'fr', 'bl', 'br', 'lf', 'lb', 'rf', 'rb', 'll', 'lv', 'rr', 'rv', 'hl', 'hr'] as const satisfies readonly Direction[];
export const MOVE_MODES = ['both', 'move', 'capture'] as const satisfies readonly MoveMode[];
export const CAPTURE_MODES = ['replace', 'approach', 'withdrawal', 'jump', 'remove', 'shoot'] as const satisfies readonly CaptureMode[];
export const STALEMATE_RESULTS = ['draw', 'loss', 'win', 'count'] as const satisfies readonly StalemateResult[];
