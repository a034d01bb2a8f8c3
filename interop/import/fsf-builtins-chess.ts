// FSF's built-in variants of the chess family (FSF's chess, its pieces and its goals changed), as
// the ini options that make each from FSF's default; see fsf-builtins.ts.

import type { BuiltinBase } from './fsf-builtins.ts';

const GIVEAWAY_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const START_NO_CASTLING = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1';

/** Every rank of a board `ranks` high, as FSF's square list. */
function allRanks(ranks: number): string {
  return Array.from({ length: ranks }, (_, i) => `*${i + 1}`).join(' ');
}

/** The orthodox pieces removed (FSF's reset_pieces keeps only what the variant adds back). */
export const NO_CHESS_PIECES: Readonly<Record<string, string>> = { pawn: '-', knight: '-', bishop: '-', rook: '-', queen: '-', king: '-' };

/** A bare king loses unless it bares the other king back next move (FSF: a claimed extinction of all pieces but one). */
const BARE_KING_LOSES = { extinctionValue: 'loss', extinctionClaim: 'true', extinctionPieceTypes: '*', extinctionPieceCount: '1', extinctionOpponentPieceCount: '2' };
/** The 9x9 boards of modern and chancellor chess: promotion on the last rank, double steps from the second. */
const NINE_BY_NINE = {
  maxRank: '9', maxFile: 'i', promotionRegionWhite: '*9', promotionRegionBlack: '*1', doubleStepRegionWhite: '*2', doubleStepRegionBlack: '*8',
  castlingKingsideFile: 'g', castlingQueensideFile: 'c',
};

export const CHESS_BUILTINS: Readonly<Record<string, BuiltinBase>> = {
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
    bundled: 'nocheckatomic',
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
  losalamos: {
    options: {
      maxRank: '6', maxFile: 'f', bishop: '-', startFen: 'rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1',
      promotionRegionWhite: '*6', promotionRegionBlack: '*1', promotionPieceTypes: 'qrn', doubleStep: 'false', castling: 'false',
    },
    bundled: 'losalamos',
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
  kinglet: { parent: 'extinction', options: { promotionPieceTypes: 'k', extinctionPieceTypes: 'p' }, bundled: 'kinglet' },
  codrus: { parent: 'giveaway', options: { promotionPieceTypes: 'qrbn', extinctionPieceTypes: 'k' }, bundled: 'codrus' },
  misere: { options: { checkmateValue: 'win' }, bundled: 'misere' },
  gardner: {
    options: {
      maxRank: '5', maxFile: 'e', startFen: 'rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1', doubleStep: 'false', castling: 'false',
      promotionRegionWhite: '*5', promotionRegionBlack: '*1',
    },
  },

  normal: { options: {}, bundled: 'normal' },
  nocastle: { options: { startFen: START_NO_CASTLING, castling: 'false' }, bundled: 'nocastle' },
  // Black wins a drawn game (material counting by draw odds)
  armageddon: { options: { materialCounting: 'blackdrawodds' }, bundled: 'armageddon' },
  threekings: {
    options: {
      king: '-', commoner: 'k', castlingKingPiece: 'k', startFen: 'knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1',
      extinctionValue: 'loss', extinctionPieceTypes: 'k', extinctionPieceCount: '2',
    },
    bundled: 'threekings',
  },
  raazuvaa: { options: { startFen: START_NO_CASTLING, castling: 'false', doubleStep: 'false' }, bundled: 'raazuvaa' },
  torpedo: { options: { doubleStepRegionWhite: allRanks(8), doubleStepRegionBlack: allRanks(8) }, bundled: 'torpedo' },
  // pawnTypes names the piece that promotes, takes en passant and resets the move rule, as FSF's built-ins set all four
  berolina: { options: { pawn: '-', customPiece1: 'p:mfFcfeWimfnA', pawnTypes: 'p' }, bundled: 'berolina' },
  pawnsideways: { options: { pawn: '-', customPiece1: 'p:fsmWfceFifmnD', pawnTypes: 'p' }, bundled: 'pawnsideways' },
  pawnback: {
    options: {
      pawn: '-', customPiece1: 'p:fbmWfceFifmnD', pawnTypes: 'p', nMoveRuleTypes: '-',
      mobilityRegionWhiteCustomPiece1: '*2 *3 *4 *5 *6 *7 *8', mobilityRegionBlackCustomPiece1: '*1 *2 *3 *4 *5 *6 *7',
    },
    bundled: 'pawnback',
  },
  legan: {
    options: {
      pawn: '-', customPiece1: 'p:mflFcflW', promotionPawnTypes: 'p', nMoveRuleTypes: 'p', doubleStep: 'false',
      promotionRegionWhite: 'a8 b8 c8 d8 a7 a6 a5', promotionRegionBlack: 'e1 f1 g1 h1 h2 h3 h4',
      startFen: 'knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK w - - 0 1',
    },
    bundled: 'legan',
  },
  amazon: { options: { queen: '-', amazon: 'a', startFen: 'rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1', promotionPieceTypes: 'arbn' } },
  // FSF empties georgian's en-passant region; that no piece takes en passant is the same rule
  georgian: { parent: 'amazon', options: { startFen: 'rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1', castling: 'false', enPassantTypes: '-' } },
  nightrider: { options: { knight: '-', customPiece1: 'n:NN', promotionPieceTypes: 'qrbn' }, bundled: 'nightrider' },
  grasshopper: {
    options: { customPiece1: 'g:gQ', promotionPieceTypes: 'qrbng', startFen: 'rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1', doubleStep: 'false' },
    bundled: 'grasshopper',
  },
  hoppelpoppel: { options: { knight: '-', bishop: '-', knibis: 'n', biskni: 'b', promotionPieceTypes: 'qrbn' } },
  newzealand: { options: { rook: '-', knight: '-', rookni: 'r', kniroo: 'n', castlingRookPieces: 'r', promotionPieceTypes: 'qrbn' }, bundled: 'newzealand' },
  knightmate: {
    options: {
      commoner: 'm', knight: '-', king: 'k:N', castlingKingPiece: 'k', promotionPieceTypes: 'mqrb',
      startFen: 'rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1',
    },
  },
  suicide: { parent: 'antichess', options: { stalematePieceCount: 'true' }, bundled: 'suicide' },
  // the bundled horde says FSF's double step from the first rank and its en-passant region as pawn moves
  horde: {
    options: {
      startFen: 'rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1', doubleStepRegionWhite: '*1 *2',
      enPassantRegionWhite: '*6', enPassantRegionBlack: '*3', extinctionValue: 'loss', extinctionPieceTypes: '*',
    },
    bundled: 'horde',
    twinSays: { doubleStepRegionWhite: ['pieces'], enPassantRegionWhite: ['pieces'], enPassantRegionBlack: ['pieces'] },
  },
  loop: { parent: 'crazyhouse', options: { dropLoop: 'true' }, bundled: 'loop' },
  chessgi: { parent: 'loop', options: { firstRankPawnDrops: 'true' }, bundled: 'chessgi' },
  seirawan: {
    options: {
      archbishop: 'h', chancellor: 'e', startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1',
      gating: 'true', seirawanGating: 'true', promotionPieceTypes: 'heqrbn',
    },
    bundled: 'seirawan',
    twinSays: { gating: ['hand'], seirawanGating: ['hand'] },
  },
  shouse: { parent: 'seirawan', options: { pieceDrops: 'true', capturesToHand: 'true' }, bundled: 'shouse' },
  dragon: {
    options: {
      archbishop: 'd', startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Dd] w KQkq - 0 1', pieceDrops: 'true', capturesToHand: 'false',
      dropRegionWhite: '*1', dropRegionBlack: '*8', promotionPieceTypes: 'dqrbn',
    },
  },
  paradigm: { options: { bishop: '-', customPiece1: 'b:BnN', promotionPieceTypes: 'qbrn' }, bundled: 'paradigm' },
  almost: { options: { queen: '-', chancellor: 'c', startFen: 'rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1', promotionPieceTypes: 'crbn' } },
  sortofalmost: {
    options: { chancellor: 'c', startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1', promotionPieceTypesWhite: 'crbn', promotionPieceTypesBlack: 'qrbn' },
    bundled: 'sortofalmost',
  },
  chigorin: {
    options: { chancellor: 'c', startFen: 'rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1', promotionPieceTypesWhite: 'crn', promotionPieceTypesBlack: 'qrb' },
    bundled: 'chigorin',
  },
  perfect: {
    options: {
      chancellor: 'c', archbishop: 'm', amazon: 'g', startFen: 'cmqgkbnr/pppppppp/8/8/8/8/PPPPPPPP/CMQGKBNR w KQkq - 0 1',
      promotionPieceTypes: 'gcmqrbn', castlingRookPieces: 'rc',
    },
    bundled: 'perfect',
  },
  // the bundled shatar says the bare king's draw as an extinction of the other pieces; its mate rule decides no move
  shatar: {
    options: {
      queen: '-', bers: 'j', startFen: 'rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1', promotionPieceTypes: 'j', doubleStep: 'false', castling: 'false',
      extinctionValue: 'draw', extinctionPieceTypes: '*', extinctionPieceCount: '1', shatarMateRule: 'true',
    },
    bundled: 'shatar',
    twinSays: { shatarMateRule: ['goal'] },
  },
  // every queen royal, however many (FSF: pseudo-royal up to 64 queens); the bundled coregal says it
  coregal: {
    options: { extinctionValue: 'loss', extinctionPieceTypes: 'q', extinctionPseudoRoyal: 'true', extinctionPieceCount: '64' },
    bundled: 'coregal',
  },
  clobber: {
    options: {
      ...NO_CHESS_PIECES, maxRank: '6', maxFile: 'e', clobber: 'p', startFen: 'PpPpP/pPpPp/PpPpP/pPpPp/PpPpP/pPpPp w 0 1',
      doubleStep: 'false', castling: 'false', stalemateValue: 'loss', immobilityIllegal: 'false',
    },
  },
  clobber10: {
    parent: 'clobber',
    options: { maxRank: '10', maxFile: 'j', startFen: 'PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP w 0 1' },
  },
  // shatranj and courier: the bare king loses unless it bares the other back (FSF: a claimed extinction of all pieces but one)
  shatranj: {
    options: {
      bishop: '-', queen: '-', alfil: 'b', fers: 'q', startFen: 'rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1',
      promotionPieceTypes: 'q', doubleStep: 'false', castling: 'false', stalemateValue: 'loss', nMoveRule: '70', ...BARE_KING_LOSES,
    },
    bundled: 'shatranj',
  },
  // FSF's chaturanga is shatranj without its bare-king rule, stated from chess
  chaturanga: {
    options: {
      bishop: '-', queen: '-', alfil: 'b', fers: 'q', startFen: START_NO_CASTLING,
      promotionPieceTypes: 'q', doubleStep: 'false', castling: 'false', stalemateValue: 'loss', nMoveRule: '70',
    },
  },
  courier: {
    options: {
      maxFile: 'l', queen: '-', alfil: 'e', fers: 'f', commoner: 'm', wazir: 'w', promotionPieceTypes: 'f', doubleStep: 'false', castling: 'false',
      startFen: 'rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1', stalemateValue: 'loss', ...BARE_KING_LOSES,
    },
    bundled: 'courier',
  },
  modern: {
    options: {
      ...NINE_BY_NINE, archbishop: 'm', startFen: 'rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1', promotionPieceTypes: 'mqrbn',
    },
    bundled: 'modern',
  },
  chancellor: {
    options: {
      ...NINE_BY_NINE, chancellor: 'c', startFen: 'rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1', promotionPieceTypes: 'cqrbn',
    },
  },
  centaur: {
    options: {
      maxFile: 'j', castlingKingsideFile: 'i', castlingQueensideFile: 'c', centaur: 'c',
      startFen: 'rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR w KQkq - 0 1', promotionPieceTypes: 'cqrbn',
    },
    bundled: 'centaur',
  },
  opulent: {
    parent: 'grand',
    options: {
      knight: '-', customPiece1: 'n:NW', customPiece2: 'w:CF', customPiece3: 'l:FDH', promotionPieceTypes: 'acqrbnwl',
      startFen: 'rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1', promotionLimit: 'a:1 c:1 q:1 r:2 b:2 n:2 w:2 l:2',
    },
    bundled: 'opulent',
  },
  tencubed: {
    options: {
      maxRank: '10', maxFile: 'j', archbishop: 'a', chancellor: 'm', customPiece1: 'c:DAW', customPiece2: 'w:CF', promotionPieceTypes: 'amq',
      startFen: '2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1',
      promotionRegionWhite: '*10', promotionRegionBlack: '*1', doubleStepRegionWhite: '*3', doubleStepRegionBlack: '*8', castling: 'false',
    },
    bundled: 'tencubed',
  },
  // the bundled shako says its castling partners on files b and i
  shako: {
    options: {
      maxRank: '10', maxFile: 'j', fersAlfil: 'e', cannon: 'c', startFen: 'c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1',
      promotionPieceTypes: 'qrbnce', promotionRegionWhite: '*10', promotionRegionBlack: '*1', castlingKingsideFile: 'h', castlingQueensideFile: 'd',
      castlingRookKingsideFile: 'i', castlingRookQueensideFile: 'b', castlingRank: '2', doubleStepRegionWhite: '*3', doubleStepRegionBlack: '*8',
    },
    bundled: 'shako',
    twinSays: { castlingRookKingsideFile: ['castling'], castlingRookQueensideFile: ['castling'] },
  },
};
