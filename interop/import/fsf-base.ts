// What Fairy-Stockfish starts a section from: its piece types (in the order its parser reads
// them, which decides which piece keeps a letter two keys claim) and their moves in Betza. The
// built-in variants a section may name as its parent are in fsf-builtins.ts.

/** FSF's piece types in its parser's order: ini key, Betza (FSF's reading), default letter. */
export const FSF_PIECE_TYPES: readonly { readonly key: string; readonly betza: string; readonly letter?: string }[] = [
  { key: 'pawn', betza: 'fmWfcF', letter: 'p' },
  { key: 'knight', betza: 'N', letter: 'n' },
  { key: 'bishop', betza: 'B', letter: 'b' },
  { key: 'rook', betza: 'R', letter: 'r' },
  { key: 'queen', betza: 'Q', letter: 'q' },
  { key: 'fers', betza: 'F' },
  { key: 'alfil', betza: 'A' },
  { key: 'fersAlfil', betza: 'FA' },
  { key: 'silver', betza: 'FfW' },
  { key: 'aiwok', betza: 'RNF' },
  { key: 'bers', betza: 'RF' },
  { key: 'archbishop', betza: 'BN' },
  { key: 'chancellor', betza: 'RN' },
  { key: 'amazon', betza: 'QN' },
  { key: 'knibis', betza: 'mNcB' },
  { key: 'biskni', betza: 'mBcN' },
  { key: 'kniroo', betza: 'mNcR' },
  { key: 'rookni', betza: 'mRcN' },
  { key: 'shogiPawn', betza: 'fW' },
  { key: 'lance', betza: 'fR' },
  { key: 'shogiKnight', betza: 'fN' },
  { key: 'gold', betza: 'WfF' },
  { key: 'dragonHorse', betza: 'BW' },
  { key: 'clobber', betza: 'cW' },
  { key: 'breakthrough', betza: 'fmWfF' },
  { key: 'immobile', betza: '' },
  { key: 'cannon', betza: 'mRcpR' },
  { key: 'janggiCannon', betza: 'pR' },
  { key: 'soldier', betza: 'fsW' },
  { key: 'horse', betza: 'nN' },
  { key: 'elephant', betza: 'nA' },
  { key: 'janggiElephant', betza: 'nZ' },
  { key: 'banner', betza: 'RcpRnN' },
  { key: 'wazir', betza: 'W' },
  { key: 'commoner', betza: 'K' },
  { key: 'centaur', betza: 'KN' },
  ...Array.from({ length: 25 }, (_, i) => ({ key: `customPiece${i + 1}`, betza: '' })),
  { key: 'king', betza: 'K', letter: 'k' },
];

/** The ini keys of piece types, for the option table. */
export const PIECE_KEYS: ReadonlySet<string> = new Set(FSF_PIECE_TYPES.map((p) => p.key));
