// FSF's built-in variants of the Asian families (makruk, shogi, xiangqi and their kin), as the ini
// options that make each from FSF's default; see fsf-builtins.ts.

import type { BuiltinBase } from './fsf-builtins.ts';
import { NO_CHESS_PIECES } from './fsf-builtins-chess.ts';

/** The 3x3 palace from file `file`, rank `rank` up, as FSF's square list. */
function palace(file: string, rank: number): string {
  const files = [0, 1, 2].map((i) => String.fromCharCode(file.charCodeAt(0) + i));
  return [0, 1, 2].flatMap((r) => files.map((f) => `${f}${rank + r}`)).join(' ');
}

export const ASIAN_BUILTINS: Readonly<Record<string, BuiltinBase>> = {
  // makruk's counting rule is left out: the bundled makruk does not model it either
  makruk: {
    options: {
      bishop: '-', queen: '-', silver: 's', fers: 'm', startFen: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1',
      promotionRegionWhite: '*6 *7 *8', promotionRegionBlack: '*3 *2 *1', promotionPieceTypes: 'm', doubleStep: 'false', castling: 'false', nMoveRule: '0',
    },
    bundled: 'makruk',
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
    twinSays: { diagonalLines: ['pieces'] },
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
  makpong: { parent: 'makruk', options: { makpongRule: 'true' }, bundled: 'makpong' },
  // the bundled cambodian says the king's and met's first leaps, and their rights in the castling field
  cambodian: {
    parent: 'makruk',
    options: { startFen: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1', gating: 'true', cambodianMoves: 'true' },
    bundled: 'cambodian',
    twinSays: { gating: ['pieces'], cambodianMoves: ['pieces'] },
  },
  // the bundled sittuyin says the rook drops, the promotion in place on its squares and its limit of one general
  sittuyin: {
    parent: 'makruk',
    options: {
      fers: 'f', startFen: '8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1', mustDrop: 'true', pieceDrops: 'true', capturesToHand: 'false',
      dropRegionWhite: '*1 *2 *3', dropRegionBlack: '*8 *7 *6', sittuyinRookDrop: 'true', sittuyinPromotion: 'true', promotionPieceTypes: 'f',
      promotionRegionWhite: 'a8 b7 c6 d5 e5 f6 g7 h8', promotionRegionBlack: 'a1 b2 c3 d4 e4 f3 g2 h1', promotionLimit: 'f:1',
      immobilityIllegal: 'false', nMoveRule: '50',
    },
    bundled: 'sittuyin',
    twinSays: {
      sittuyinRookDrop: ['hand'], sittuyinPromotion: ['promotion', 'promotionInPlace'], promotionLimit: ['promotion', 'promotionInPlace'],
      promotionRegionWhite: ['promotion', 'promotionInPlace'], promotionRegionBlack: ['promotion', 'promotionInPlace'],
    },
  },
  mini: { parent: 'minishogi', options: {}, bundled: 'mini' },
  checkshogi: { parent: 'shogi', options: { checkCounting: 'true' }, bundled: 'checkshogi' },
  shoshogi: {
    parent: 'shogi',
    options: {
      king: '-', commoner: 'k', customPiece1: 'e:FsfW', startFen: 'lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w 0 1',
      capturesToHand: 'false', pieceDrops: 'false', promotedPieceType: 'e:k', castlingKingPiece: 'k',
      extinctionValue: 'loss', extinctionPieceTypes: 'k', extinctionPseudoRoyal: 'true', extinctionPieceCount: '0',
    },
    bundled: 'shoshogi',
  },
  okisakishogi: {
    parent: 'minishogi',
    options: {
      maxRank: '10', maxFile: 'j', customPiece1: 'l:vR', knight: 'n', queen: 'q', promotedPieceType: 'l:g n:g',
      startFen: 'lnsgkqgsnl/1r6b1/pppppppppp/10/10/10/10/PPPPPPPPPP/1B6R1/LNSGQKGSNL[-] w 0 1', promotionRegionWhite: '*8 *9 *10', promotionRegionBlack: '*3 *2 *1',
    },
    bundled: 'okisakishogi',
  },
  // the bundled kyotoshogi says the turning back (FSF's pieceDemotion) as promoted forms that revert
  kyotoshogi: {
    parent: 'minishogi',
    options: {
      lance: 'l', shogiKnight: 'n', startFen: 'p+nks+l/5/5/5/+LSK+NP[-] w 0 1', promotionRegionWhite: '*1 *2 *3 *4 *5', promotionRegionBlack: '*1 *2 *3 *4 *5',
      mandatoryPiecePromotion: 'true', pieceDemotion: 'true', dropPromoted: 'true', promotedPieceType: 'l:g s:b n:g p:r',
      immobilityIllegal: 'false', shogiPawnDropMateIllegal: 'false', dropNoDoubled: '-',
    },
    bundled: 'kyotoshogi',
  },
  dobutsu: {
    parent: 'minishogi',
    options: {
      maxRank: '4', maxFile: 'c', silver: '-', bishop: '-', dragonHorse: '-', rook: '-', bers: '-', king: '-',
      shogiPawn: 'c', gold: 'h', fers: 'e', wazir: 'g', commoner: 'l', startFen: 'gle/1c1/1C1/ELG[-] w 0 1', promotedPieceType: 'c:h',
      promotionRegionWhite: '*4', promotionRegionBlack: '*1', mandatoryPiecePromotion: 'true', immobilityIllegal: 'false', shogiPawnDropMateIllegal: 'false',
      dropNoDoubled: '-', extinctionValue: 'loss', extinctionPieceTypes: 'l', flagPiece: 'l', flagRegionWhite: '*4', flagRegionBlack: '*1', flagPieceSafe: 'true',
    },
    bundled: 'dobutsu',
  },
  torishogi: {
    options: {
      ...NO_CHESS_PIECES, king: 'k', maxRank: '7', maxFile: 'g', shogiPawn: 's', customPiece1: 'f:FsfW', customPiece2: 'c:FvW', customPiece3: 'l:fRrbBlbF',
      customPiece4: 'r:fRlbBrbF', customPiece5: 'p:bFfD', customPiece6: 'g:fAbD', customPiece7: 'e:KbRfBbF2',
      startFen: 'rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[-] w 0 1', pieceDrops: 'true', capturesToHand: 'true',
      promotionRegionWhite: '*6 *7', promotionRegionBlack: '*2 *1', doubleStep: 'false', castling: 'false', promotedPieceType: 's:g f:e',
      mandatoryPiecePromotion: 'true', dropNoDoubled: 's', dropNoDoubledCount: '2', immobilityIllegal: 'true', shogiPawnDropMateIllegal: 'true',
      stalemateValue: 'loss', nFoldRule: '4', nMoveRule: '0',
    },
    bundled: 'torishogi',
  },
  yarishogi: {
    options: {
      ...NO_CHESS_PIECES, king: 'k', maxRank: '9', maxFile: 'g', shogiPawn: 'p', rook: 'l', customPiece1: 'n:fRffN', customPiece2: 'b:fFfR',
      customPiece3: 'r:frlR', customPiece4: 'g:WfFbR', customPiece5: 's:fKbR', startFen: 'rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w 0 1',
      promotionRegionWhite: '*7 *8 *9', promotionRegionBlack: '*3 *2 *1', promotedPieceType: 'p:s n:g b:g r:l', pieceDrops: 'true', capturesToHand: 'true',
      doubleStep: 'false', castling: 'false', dropNoDoubled: 'p', immobilityIllegal: 'true', stalemateValue: 'loss', nFoldRule: '3', nMoveRule: '0',
    },
    bundled: 'yarishogi',
  },
  manchu: { parent: 'xiangqi', options: { banner: 'm', startFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1' }, bundled: 'manchu' },
};
