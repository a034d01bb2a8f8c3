// What Fairy-Stockfish starts a section from: its piece types (in the order its parser reads
// them, which decides which piece keeps a letter two keys claim), their moves in Betza, and the
// built-in variants a section may name as its parent, each described as the ini options that
// turn FSF's default variant (orthodox chess) into it, with the bundled variant it is.

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

/** A built-in FSF variant a section may inherit from. */
export interface BuiltinBase {
  /** Its parent among these (absent: FSF's default, orthodox chess). */
  readonly parent?: string;
  /** The options that make it from its parent, as ini text would give them. */
  readonly options: Readonly<Record<string, string>>;
  /** Our bundled variant of the same game (absent: none, the spec extends chess). */
  readonly bundled?: string;
  /**
   * Options among `options` that the bundled twin says and the importer cannot, each with the
   * spec keys it decides: a section that leaves those keys as inherited keeps the twin's word;
   * one that restates them (or changes the board) is refused at the option.
   */
  readonly twinSays?: Readonly<Record<string, readonly string[]>>;
}

/** The 3x3 palace from file `file`, rank `rank` up, as FSF's square list. */
function palace(file: string, rank: number): string {
  const files = [0, 1, 2].map((i) => String.fromCharCode(file.charCodeAt(0) + i));
  return [0, 1, 2].flatMap((r) => files.map((f) => `${f}${rank + r}`)).join(' ');
}

const GIVEAWAY_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Built-in parents the importer knows, by FSF's name. */
export const BUILTIN_BASES: Readonly<Record<string, BuiltinBase>> = {
  chess: { options: {}, bundled: 'chess' },
  fairy: { options: {}, bundled: 'chess' },
  crazyhouse: {
    options: { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1', pieceDrops: 'true', capturesToHand: 'true' },
    bundled: 'crazyhouse',
  },
  giveaway: {
    options: {
      king: '-', commoner: 'k', castlingKingPiece: 'k', promotionPieceTypes: 'nbrqk', stalemateValue: 'win',
      extinctionValue: 'win', extinctionPieceTypes: '*', mustCapture: 'true', startFen: GIVEAWAY_START,
    },
    bundled: 'giveaway',
  },
  antichess: { parent: 'giveaway', options: { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', castling: 'false' }, bundled: 'antichess' },
  kingofthehill: { options: { flagPiece: 'k', flagRegionWhite: 'd4 e4 d5 e5', flagRegionBlack: 'd4 e4 d5 e5' }, bundled: 'kingofthehill' },
  '3check': { options: { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1', checkCounting: 'true' }, bundled: 'threecheck' },
  '5check': { options: { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5+5 0 1', checkCounting: 'true' }, bundled: 'fivecheck' },
  capablanca: {
    options: {
      maxFile: 'j', castlingKingsideFile: 'i', castlingQueensideFile: 'c', archbishop: 'a', chancellor: 'c',
      startFen: 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1', promotionPieceTypes: 'acqrbn',
    },
    bundled: 'capablanca',
  },
  janus: {
    options: {
      maxFile: 'j', castlingKingsideFile: 'i', castlingQueensideFile: 'b', archbishop: 'j',
      startFen: 'rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1', promotionPieceTypes: 'jqrbn',
    },
    bundled: 'janus',
  },
  nocheckatomic: {
    options: { king: '-', commoner: 'k', castlingKingPiece: 'k', extinctionValue: 'loss', extinctionPieceTypes: 'k', blastOnCapture: 'true' },
  },
  losers: {
    options: { checkmateValue: 'win', stalemateValue: 'win', extinctionValue: 'win', extinctionPieceTypes: '*', extinctionPieceCount: '1', mustCapture: 'true' },
    bundled: 'losers',
  },
  atomic: { parent: 'nocheckatomic', options: { extinctionPseudoRoyal: 'true' }, bundled: 'atomic' },
  breakthrough: {
    options: {
      pawn: '-', knight: '-', bishop: '-', rook: '-', queen: '-', king: '-', breakthrough: 'p',
      startFen: 'pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w - - 0 1', castling: 'false', stalemateValue: 'loss',
      flagPiece: 'p', flagRegionWhite: '*8', flagRegionBlack: '*1',
    },
  },
  // makruk's counting rule is left out: the bundled makruk does not model it either
  makruk: {
    options: {
      bishop: '-', queen: '-', silver: 's', fers: 'm', startFen: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1',
      promotionRegionWhite: '*6 *7 *8', promotionRegionBlack: '*3 *2 *1', promotionPieceTypes: 'm', doubleStep: 'false', castling: 'false', nMoveRule: '0',
    },
    bundled: 'makruk',
  },
  racingkings: {
    options: { startFen: '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1', flagPiece: 'k', flagRegionWhite: '*8', flagRegionBlack: '*8', flagMove: 'true', castling: 'false', checking: 'false' },
    bundled: 'racingkings',
  },
  extinction: {
    options: {
      king: '-', commoner: 'k', castlingKingPiece: 'k', promotionPieceTypes: 'kqrbn', extinctionValue: 'loss', extinctionPieceTypes: 'kqrbnp',
    },
    bundled: 'extinction',
  },
  pocketknight: { options: { startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1', pieceDrops: 'true' }, bundled: 'pocketknight' },
  placement: {
    options: {
      startFen: '8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1', mustDrop: 'true', pieceDrops: 'true',
      dropRegionWhite: '*1', dropRegionBlack: '*8', dropOppositeColoredBishop: 'true', castlingDroppedPiece: 'true',
    },
    bundled: 'placement',
  },
  // the shogi family's repetition rules (perpetual check loses, minishogi's repetition loses) are
  // left out: the bundled variants do not model them; they decide no move's legality
  minishogi: {
    options: {
      maxRank: '5', maxFile: 'e', pawn: '-', knight: '-', queen: '-', shogiPawn: 'p', silver: 's', gold: 'g', dragonHorse: 'h', bers: 'd',
      startFen: 'rbsgk/4p/5/P4/KGSBR[-] w - - 0 1', pieceDrops: 'true', capturesToHand: 'true',
      promotionRegionWhite: '*5', promotionRegionBlack: '*1', doubleStep: 'false', castling: 'false',
      promotedPieceType: 'p:g s:g b:h r:d', dropNoDoubled: 'p', immobilityIllegal: 'true', shogiPawnDropMateIllegal: 'true',
      stalemateValue: 'loss', nFoldRule: '4', nMoveRule: '0',
    },
    bundled: 'minishogi',
  },
  shogi: {
    parent: 'minishogi',
    options: {
      maxRank: '9', maxFile: 'i', lance: 'l', shogiKnight: 'n', startFen: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w - - 0 1',
      promotionRegionWhite: '*7 *8 *9', promotionRegionBlack: '*3 *2 *1', promotedPieceType: 'p:g s:g b:h r:d l:g n:g',
    },
    bundled: 'shogi',
  },
  losalamos: {
    options: {
      maxRank: '6', maxFile: 'f', bishop: '-', startFen: 'rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1',
      promotionRegionWhite: '*6', promotionRegionBlack: '*1', promotionPieceTypes: 'qrn', doubleStep: 'false', castling: 'false',
    },
  },
  // the xiangqi family's repetition rules (perpetual check, chasing) are left out: they decide no move's legality
  minixiangqi: {
    options: {
      maxRank: '7', maxFile: 'g', pawn: '-', knight: '-', bishop: '-', queen: '-', king: 'k:W', horse: 'n', cannon: 'c', soldier: 'p',
      startFen: 'rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1', mobilityRegionWhiteKing: palace('c', 1), mobilityRegionBlackKing: palace('c', 5),
      doubleStep: 'false', castling: 'false', stalemateValue: 'loss', flyingGeneral: 'true',
    },
    bundled: 'minixiangqi',
  },
  xiangqi: {
    parent: 'minixiangqi',
    options: {
      maxRank: '10', maxFile: 'i', elephant: 'b', fers: 'a', startFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
      mobilityRegionWhiteKing: palace('d', 1), mobilityRegionBlackKing: palace('d', 8), mobilityRegionWhiteFers: palace('d', 1), mobilityRegionBlackFers: palace('d', 8),
      mobilityRegionWhiteElephant: '*1 *2 *3 *4 *5', mobilityRegionBlackElephant: '*6 *7 *8 *9 *10', soldierPromotionRank: '6',
    },
    bundled: 'xiangqi',
  },
  janggi: {
    parent: 'xiangqi',
    options: {
      fers: '-', cannon: '-', elephant: '-', wazir: 'a', janggiCannon: 'c', janggiElephant: 'b',
      startFen: 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1',
      mobilityRegionWhiteWazir: palace('d', 1), mobilityRegionBlackWazir: palace('d', 8), soldierPromotionRank: '1',
      flyingGeneral: 'false', bikjangRule: 'true', pass: 'true',
      diagonalLines: 'd1 f1 e2 d3 f3 d8 f8 e9 d10 f10', materialCounting: 'janggi',
    },
    bundled: 'janggi',
    twinSays: { diagonalLines: ['pieces'], materialCounting: ['goal'] },
  },
  // the bundled grand says FSF's promotion limits as promotion to a piece it has lost (fromCaptured); a section with a hand states them (import.ts)
  grand: {
    options: {
      maxRank: '10', maxFile: 'j', archbishop: 'a', chancellor: 'c', startFen: 'r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1',
      promotionPieceTypes: 'acqrbn', promotionRegionWhite: '*8 *9 *10', promotionRegionBlack: '*3 *2 *1', mandatoryPawnPromotion: 'false',
      immobilityIllegal: 'true', doubleStepRegionWhite: '*3', doubleStepRegionBlack: '*8', castling: 'false',
      promotionLimit: 'a:1 c:1 q:1 r:2 b:2 n:2',
    },
    bundled: 'grand',
  },
  gorogoro: {
    parent: 'minishogi',
    // FSF's gorogoro keeps minishogi's bishop, rook and their promoted forms, though none ever stands on the board
    options: {
      maxRank: '6', startFen: 'sgkgs/5/1ppp1/1PPP1/5/SGKGS[-] w 0 1', promotionRegionWhite: '*5 *6', promotionRegionBlack: '*2 *1',
      bishop: '-', rook: '-', dragonHorse: '-', bers: '-',
    },
    bundled: 'gorogoro',
  },
  embassy: {
    parent: 'capablanca',
    options: { castlingKingsideFile: 'h', castlingQueensideFile: 'b', startFen: 'rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1' },
    bundled: 'embassy',
  },
  gothic: { parent: 'capablanca', options: { startFen: 'rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1' }, bundled: 'gothic' },
  capahouse: {
    parent: 'capablanca',
    options: { startFen: 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[] w KQkq - 0 1', pieceDrops: 'true', capturesToHand: 'true' },
    bundled: 'capahouse',
  },
  judkins: {
    parent: 'minishogi',
    options: {
      maxRank: '6', maxFile: 'f', shogiKnight: 'n', startFen: 'rbnsgk/5p/6/6/P5/KGSNBR[-] w 0 1',
      promotionRegionWhite: '*5 *6', promotionRegionBlack: '*2 *1', promotedPieceType: 'n:g',
    },
    bundled: 'judkins',
  },
  euroshogi: {
    parent: 'minishogi',
    options: {
      maxRank: '8', maxFile: 'h', customPiece1: 'n:fNsW', startFen: '1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1[-] w 0 1',
      promotionRegionWhite: '*6 *7 *8', promotionRegionBlack: '*3 *2 *1', promotedPieceType: 'n:g', mandatoryPiecePromotion: 'true',
    },
    bundled: 'euroshogi',
  },
  kinglet: { parent: 'extinction', options: { promotionPieceTypes: 'k', extinctionPieceTypes: 'p' }, bundled: 'kinglet' },
  codrus: { parent: 'giveaway', options: { promotionPieceTypes: 'qrbn', extinctionPieceTypes: 'k' }, bundled: 'codrus' },
  misere: { options: { checkmateValue: 'win' }, bundled: 'misere' },
  gardner: {
    options: {
      maxRank: '5', maxFile: 'e', startFen: 'rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1', doubleStep: 'false', castling: 'false',
      promotionRegionWhite: '*5', promotionRegionBlack: '*1',
    },
  },
};
