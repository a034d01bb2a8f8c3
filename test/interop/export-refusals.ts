// The bundled variants Fairy-Stockfish cannot play, with the rules the exporter names for each
// (issue #26): pinned by export-refused.test.ts, skipped by export-ffish.test.ts.

/** The bundled variants FSF cannot play, and why: `rule: reason`, in the exporter's order. */
export const REFUSED: Readonly<Record<string, readonly string[]>> = {
  checkless: ['goal.checkless: checks allowed only when they mate'],
  coregal: ['pieces: 2 royal piece types (FSF has one king type)'],
  cylinder: ['board.wrap: a cylinder board'],
  enpassant: ['captureRules.fromMove: captures barred before a given move', 'enPassant.anyPiece: en passant by any piece over any squares it rode'],
  fusion: [
    'pieces: 4 royal piece types (FSF has one king type)',
    ...['knight', 'bishop', 'rook', 'queen', 'marshall', 'paladin', 'pontiff', 'dragon_king', 'cavalier_king'].map((p) => `pieces.${p}.compound: compound pieces that fuse and split`),
    'fusion: fusion and fission of pieces',
    'goal.safePassage: a royal piece may not pass attacked squares',
  ],
  interweave: [
    'pieces.smasher: approach capture',
    'pieces.leaper: jump capture',
    "pieces.leaper: a (2, 4) leap, which no Betza atom of FSF's names",
    'pieces.remover: remove capture (the piece stays and removes the enemies around it)',
    'pieces.king: jump capture',
    'pieces.pawn: jump capture',
    'pieces.pawn.custodian: custodian capture',
    'captureRules.chains: capture chains',
    'colourBound: colour-bound moves',
    "goal: capturing one king wins (FSF's extinction needs every one taken)",
  ],
  janggi: [
    ...['soldier', 'advisor', 'chariot'].map((p) => `pieces.${p}: moves confined to different regions`),
    'pieces.cannon: a move that may not capture some piece types',
    'pieces.cannon: a hopper that may not hop over some piece types',
    'pieces.cannon: moves confined to different regions',
    'pieces.general: moves confined to different regions',
    ...['soldier', 'advisor', 'chariot', 'cannon', 'general'].map((p) => `pieces.${p}: moves allowed only from region palace_lines`),
    'goal.counting: material counting by points and komi other than draw odds or one point a piece',
  ],
  sittuyin: ['promotionInPlace: promotion as a move of its own', "hand.drops: a onlyRanks drop rule for some piece types only (FSF's drop region is for every piece)"],
};
