// Variants that end by the goal's conditions (n-check, a region, extinction, losing every piece)
// or by stalemate rules, against Fairy-Stockfish (ffish): perft from the start position, then
// along seeded random games, in both engines, the legal moves and the game's result at every
// position and perft(1..3) at the last one. Each row names ffish's variant (the file's
// `# ffish:` header where the names differ: a variant name starts with a letter here).
// Deeper start rows and more games run with FAIRYFORGE_LONG=1.

import { compareRowsWithFfish, type FfishRow } from '../../oracle/ffish-rows.ts';

const ROWS: readonly FfishRow[] = [
  // White has one check left to give: Qh5+ ends the game (the position after it is a leaf)
  { file: 'threecheck', ffish: '3check', depth: 3, longDepth: 4, fens: ['rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 2'] },
  { file: 'fivecheck', ffish: '5check', depth: 3, longDepth: 4, fens: ['rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+5 0 2'] },
  // the king steps onto d4 (leaf) or elsewhere
  { file: 'kingofthehill', ffish: 'kingofthehill', depth: 3, longDepth: 4, fens: ['8/8/8/8/8/2K5/8/6k1 w - - 0 1', 'rnbq1bnr/pppp1ppp/8/4k3/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1'] },
  // a2xb1 must capture White's last piece (White then wins whatever it promotes to); a side with no
  // move wins; a blocked pawn against a blocked pawn and a king
  {
    file: 'antichess',
    ffish: 'antichess',
    depth: 3,
    longDepth: 4,
    fens: ['8/8/8/8/8/8/p7/1R6 b - - 0 1', '8/8/8/8/8/p7/P7/8 w - - 0 1', '8/8/8/8/8/p7/P7/7k w - - 0 1'],
  },
  // castling out of, through and into attack: the king is not royal
  {
    file: 'giveaway',
    ffish: 'giveaway',
    depth: 3,
    longDepth: 4,
    fens: ['4r3/8/8/8/8/8/8/R3K2R w KQ - 0 1', '5r2/8/8/8/8/8/8/4K2R w K - 0 1', '6r1/8/8/8/8/8/8/4K2R w K - 0 1'],
  },
  // Qd1xd3 or exd3 takes Black's last queen; castling through f1, which the bishop attacks
  {
    file: 'extinction',
    ffish: 'extinction',
    depth: 3,
    longDepth: 4,
    fens: ['rnb1kbnr/ppp1pppp/8/8/8/3q4/4P3/RNBQKBNR w KQkq - 0 1', 'rnbqk1nr/pppp1ppp/8/8/2b5/8/PPPP1PPP/RNBQK2R w KQkq - 0 1'],
  },
  // a2xb1 promotes Black's last pawn: Black has no pawn left and loses
  { file: 'kinglet', ffish: 'kinglet', depth: 3, longDepth: 4, fens: ['4k3/8/8/8/8/7P/p7/1R2K3 b - - 0 1'] },
  // Fool's mate position: White is checkmated, and wins
  // losers: a2xb1 is compulsory and leaves White a bare king (White wins); Black may be mated (and so win)
  { file: 'losers', ffish: 'losers', depth: 3, longDepth: 4, fens: ['4k3/8/8/8/8/8/p7/1R2K3 b - - 0 1', 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3', 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2'] },
  { file: 'misere', ffish: 'misere', depth: 3, longDepth: 4, fens: ['rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3', 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2'] },
  // a bare king with the move (it may not bare back here, and may there), one without it
  // (finished), and stalemate (the stalemated side loses)
  {
    file: 'shatranj',
    ffish: 'shatranj',
    depth: 3,
    longDepth: 4,
    fens: ['8/8/4k3/8/8/8/3RK3/8 b - - 0 1', '8/8/4k3/8/8/8/3RK3/8 w - - 0 1', '8/8/4k3/3r4/8/8/3RK3/8 b - - 0 1', '8/8/8/8/8/8/1R6/k1K5 b - - 0 1'],
  },
  // a bare king on the wide board, without and with the move
  { file: 'courier', ffish: 'courier', depth: 3, longDepth: 4, fens: ['12/12/4k7/12/12/12/3RK7/12 b - - 0 1', '12/12/4k7/12/12/12/3RK7/12 w - - 0 1'] },
  // White arrived and Black cannot answer (over), can answer (Black's moves all count), arrived
  // too (a draw); Black arrived first (over at once); checks are illegal
  {
    file: 'racingkings',
    ffish: 'racingkings',
    depth: 3,
    longDepth: 4,
    fens: ['K7/8/6k1/8/8/8/8/8 b - - 0 1', 'K7/6k1/8/8/8/8/8/8 b - - 0 1', 'K5k1/8/8/8/8/8/8/8 w - - 0 1', '6k1/1K6/8/8/8/8/8/8 w - - 0 1', '8/8/8/8/8/3k4/8/R3K3 w - - 0 1'],
  },
  // Rxd8 must take Black's king, and Black wins; castling through attack
  { file: 'codrus', ffish: 'codrus', depth: 3, longDepth: 4, fens: ['3k4/8/8/8/8/8/PP6/3RK3 w - - 0 1', '5r2/p7/8/8/8/8/P7/4K2R w K - 0 1'] },
  // Rxd6 bares Black's king (a draw at once); a bare king from the start of the position
  { file: 'shatar', ffish: 'shatar', depth: 3, longDepth: 4, fens: ['8/8/3rk3/8/8/8/3RK3/8 w - - 0 1', '8/8/4k3/8/8/8/3RK3/8 w - - 0 1'] },
  // coregal: the queen is royal too (chessvariants.com "Coregal Chess"; ffish's extinctionPseudoRoyal
  // queens, every queen, also a promoted one). A check is any royal piece attacked, by a piece that
  // could take it pseudo-legally (a queen may not check the enemy queen: it would stand in check
  // itself, as the rules' NOST notes say). Queens do not castle: NOST's addition, not Parton's nor
  // ffish's. Edges: the knight on d3 shields only the queen (pinned against no king: it may not move);
  // the king in check on the first rank may not step off it (the queen behind it would be exposed):
  // checkmate; b8=Q would be royal and attacked by the knight (illegal, b8=R/B/N are legal), once with
  // a queen on the board and once without; the queen boxed in a1 and attacked by a knight nothing can
  // take: checkmate with the king safe; the rules' picture, a fork of king and queen: checkmate.
  {
    file: 'coregal',
    ffish: 'coregal',
    depth: 3,
    longDepth: 4,
    fens: [
      '4k3/8/8/3r4/8/3N4/8/3QK3 w - - 0 1',
      '4k3/8/8/8/8/8/8/r2K2Q1 w - - 0 1',
      '4k3/1P1n4/8/8/8/8/8/Q3K3 w - - 0 1',
      '4k3/1P1n4/8/8/8/8/8/4K3 w - - 0 1',
      '4k1q1/8/8/8/8/8/PPn5/QN5K w - - 0 1',
      '4Q3/4K3/8/8/3N4/5k2/2q5/8 b - - 0 1',
    ],
  },
  // no move: fewer pieces wins (White's lone pawn against pawn and king), equal numbers draw
  {
    file: 'suicide',
    ffish: 'suicide',
    depth: 3,
    longDepth: 4,
    fens: ['8/8/8/8/8/p7/P7/8 w - - 0 1', '8/8/8/8/8/p7/P7/7k w - - 0 1', '8/8/8/8/8/p7/P7/7K b - - 0 1', '8/8/8/8/8/8/p7/1R6 b - - 0 1'],
  },
];

compareRowsWithFfish(ROWS);
