// Fusion chess (variants/fusion.yaml): one test per rule sentence of issue 6 on a hand-built
// position, the rule page's replay and Cavalier King diagram, move text, and start-position
// perft — all in both engines.

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../../generator/generate.ts';
import { formatFenError } from '../../../runtime/state/fen.ts';
import type { Engine } from '../../../runtime/use/engine.ts';
import { inCheck } from '../../../runtime/legal/legal.ts';
import { splitPieceOf } from '../../../runtime/rules/fusion.ts';
import { findMove, type MoveInfo } from '../../../runtime/state/notation.ts';
import type { Position } from '../../../runtime/state/position.ts';
import { generateLegal } from '../../../runtime/legal/legal.ts';
import { enginePair, LONG, randomPlayout } from '../../support.ts';

const pair = await enginePair('fusion');
const KINDS = ['interpreted', 'generated'] as const;

/**
 * Start position perft. Depths 1–4 are the figures (depth 1: the 20 orthodox moves
 * plus Ra1–b1 and Rh1–g1 fusing into Marshalls); depth 5 is this implementation's own count,
 * the same in both engines (FAIRYFORGE_LONG=1).
 */
const START_PERFT = [22, 484, 12166, 304471, 8717669];
const QUICK_DEPTH = 4;

function parse(engine: Engine, fen: string): Position {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(formatFenError(r.error));
  return r.pos;
}

/** The moves from `square`, as `uci:piece` (the piece standing on `to` after the move). */
function from(engine: Engine, pos: Position, square: string): string[] {
  return engine
    .moves(pos)
    .filter((m) => m.from === square)
    .map((m) => `${m.uci}:${m.piece}`)
    .sort();
}

function board(engine: Engine, pos: Position): string {
  return engine.fen(pos).split(' ')[0];
}

function play(engine: Engine, pos: Position, ...moves: string[]): void {
  for (const m of moves) {
    const error = engine.playText(pos, m);
    if (error) throw new Error(error);
  }
}

/** Moves whose destination held a piece of the mover's side: the fusions. */
function fusions(engine: Engine, pos: Position): string[] {
  const own = (sq: string): boolean => {
    const file = sq.charCodeAt(0) - 97;
    const rank = Number(sq.slice(1));
    const row = board(engine, pos).split('/')[8 - rank].replace(/\d/g, (n) => '.'.repeat(Number(n)));
    const ch = row[file];
    return ch !== '.' && (ch === ch.toUpperCase()) === (pos.side === 0);
  };
  return engine
    .moves(pos)
    .filter((m) => own(m.to))
    .map((m) => `${m.uci}:${m.piece}`)
    .sort();
}

describe.each(KINDS)('fusion rules, %s engine', (kind) => {
  const engine = pair[kind];

  test('Fusion: a Bishop, Knight or Rook moves onto a simple piece of its side, the King included, by its own move; a slider needs a clear path', () => {
    // Ra1-d1 onto the Knight, Bc3 onto the Rooks and the King, Nd1-c3 onto the Bishop,
    // Nf3 onto the Rook and the King, Re5-e1 onto the King
    const pos = parse(engine, '7k/8/8/4R3/8/2B2N2/8/R2NK3 w - - 0 1');
    expect(fusions(engine, pos)).toEqual(['a1d1:M', 'c3a1:Q', 'c3e1:F', 'c3e5:Q', 'd1c3:D', 'e5e1:G', 'f3e1:C', 'f3e5:M']);
    // with d1 empty and a piece on c1, the Rook's path to the King is blocked
    const blocked = parse(engine, '7k/8/8/8/8/8/8/R1NK4 w - - 0 1');
    expect(fusions(engine, blocked)).toEqual(['a1c1:M']);
  });

  test('The combination table: K+B = Pontiff (f), K+R = Dragon King (g), K+N = Cavalier King (c), B+R = Queen, B+N = Paladin (d), R+N = Marshall (m)', () => {
    const pos = parse(engine, '7k/8/8/4R3/8/2B2N2/8/R2NK3 w - - 0 1');
    const after = (move: string): string => {
      play(engine, pos, move);
      const b = board(engine, pos);
      engine.undo(pos);
      return b;
    };
    expect(after('c3e1')).toBe('7k/8/8/4R3/8/5N2/8/R2NF3');
    expect(after('e5e1')).toBe('7k/8/8/8/8/2B2N2/8/R2NG3');
    expect(after('f3e1')).toBe('7k/8/8/4R3/8/2B5/8/R2NC3');
    expect(after('c3a1')).toBe('7k/8/8/4R3/8/5N2/8/Q2NK3');
    expect(after('d1c3')).toBe('7k/8/8/4R3/8/2D2N2/8/R3K3');
    expect(after('a1d1')).toBe('7k/8/8/4R3/8/2B2N2/8/3MK3');
  });

  test('No combining with a piece of the same type, an enemy piece or a compound; a King may not move onto a piece; pawns never combine', () => {
    const pos = parse(engine, 'm6k/8/8/8/R2M4/1N6/1P1B4/R3K3 w - - 0 1');
    const uci = engine.moves(pos).map((m) => m.uci);
    expect(uci).not.toContain('a4a1'); // rook onto rook
    expect(uci).not.toContain('a4d4'); // rook onto a Marshall
    expect(uci).not.toContain('b3d4'); // knight onto a Marshall
    expect(uci).not.toContain('e1d2'); // king onto its bishop
    expect(uci).not.toContain('b2b3'); // pawn onto its knight
    expect(engine.moves(pos).find((m) => m.uci === 'a4a8')).toMatchObject({ piece: 'R', captures: ['a8'] }); // an enemy is captured
    expect(fusions(engine, pos)).toEqual(['a1e1:G', 'b3a1:M', 'b3d2:D', 'd2e1:F']);
  });

  test('A compound piece moves, and captures, as either of its components', () => {
    const pos = parse(engine, '7k/b2p4/4p3/8/3M4/8/8/4K3 w - - 0 1');
    const whole = engine.moves(pos).filter((m) => m.from === 'd4' && m.piece === 'M');
    const rook = ['d5', 'd6', 'd7', 'd3', 'd2', 'd1', 'a4', 'b4', 'c4', 'e4', 'f4', 'g4', 'h4'];
    const knight = ['b3', 'b5', 'c2', 'c6', 'e2', 'e6', 'f3', 'f5'];
    expect(whole.map((m) => m.to).sort()).toEqual([...rook, ...knight].sort());
    expect(whole.filter((m) => m.captures.length).map((m) => m.uci).sort()).toEqual(['d4d7', 'd4e6']);
  });

  test('Fission: a compound that is not attacked may split, one component moving away by its own move to an empty square, the other staying', () => {
    const free = parse(engine, '7k/3p4/4p3/8/3M4/8/8/4K3 w - - 0 1');
    const splits = engine.moves(free).filter((m) => m.from === 'd4' && m.piece !== 'M');
    const rook = ['d5', 'd6', 'd3', 'd2', 'd1', 'a4', 'b4', 'c4', 'e4', 'f4', 'g4', 'h4'];
    const knight = ['b3', 'b5', 'c2', 'c6', 'e2', 'f3', 'f5'];
    expect(splits.map((m) => `${m.to}:${m.piece}`).sort()).toEqual([...rook.map((s) => `${s}:R`), ...knight.map((s) => `${s}:N`)].sort());
    expect(splits.every((m) => m.captures.length === 0)).toBe(true); // never onto d7 or e6
    play(engine, free, 'd4d6r');
    expect(board(engine, free)).toBe('7k/3p4/3Rp3/8/3N4/8/8/4K3');
    // attacked by the bishop on a7: no fission, the whole Marshall still moves
    const attacked = parse(engine, '7k/b2p4/4p3/8/3M4/8/8/4K3 w - - 0 1');
    const moves = engine.moves(attacked).filter((m) => m.from === 'd4');
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m.piece === 'M')).toBe(true);
  });

  test('When the King component of a royal compound moves away, it moves as a King (one square)', () => {
    const pos = parse(engine, 'k7/8/8/8/8/8/8/4G3 w - - 0 1');
    const king = engine.moves(pos).filter((m) => m.piece === 'K');
    expect(king.map((m) => m.uci).sort()).toEqual(['e1d1k', 'e1d2k', 'e1e2k', 'e1f1k', 'e1f2k']);
    play(engine, pos, 'e1d2k');
    expect(board(engine, pos)).toBe('k7/8/8/8/8/8/3K4/4R3');
    expect(pos.royalSq[0]).toBe(engine.tables.geo.parse('d2')); // the King is the royal piece now
  });

  test('A Queen may split into Bishop and Rook, also the one from the starting array', () => {
    const pos = engine.start();
    play(engine, pos, 'e2e4', 'e7e5');
    const queen = from(engine, pos, 'd1');
    expect(queen).toEqual(['d1e2:Q', 'd1e2b:B', 'd1f3:Q', 'd1f3b:B', 'd1g4:Q', 'd1g4b:B', 'd1h5:Q', 'd1h5b:B']);
    play(engine, pos, 'd1h5/b');
    expect(board(engine, pos)).toBe('rnbqkbnr/pppp1ppp/8/4p2B/4P3/8/PPPP1PPP/RNBRKBNR');
  });

  test('Castling: any piece that has taken part in a fusion or a fission may no longer castle', () => {
    // the Knight fuses with the King on e1 and splits off again: the King never moved
    const king = parse(engine, 'r3k2r/7p/8/8/8/5N2/8/R3K2R w KQkq - 0 1');
    expect(engine.moves(king).filter((m) => m.castle).map((m) => m.uci)).toEqual(['e1g1', 'e1c1']);
    play(engine, king, 'f3e1', 'h7h6', 'e1f3/n');
    expect(board(engine, king)).toBe('r3k2r/8/7p/8/8/5N2/8/R3K2R');
    expect(engine.fen(king).split(' ')[2]).toBe('kq');
    play(engine, king, 'h6h5');
    expect(engine.moves(king).some((m) => m.castle)).toBe(false);
    // the Knight fuses with the h1 Rook and splits off: the Rook never moved, but lost its right
    const rook = parse(engine, 'r3k2r/7p/8/8/8/6N1/8/R3K2R w KQkq - 0 1');
    play(engine, rook, 'g3h1', 'h7h6', 'h1g3/n', 'h6h5');
    expect(board(engine, rook)).toBe('r3k2r/8/8/7p/8/6N1/8/R3K2R');
    expect(engine.fen(rook).split(' ')[2]).toBe('Qkq');
    expect(engine.moves(rook).filter((m) => m.castle).map((m) => m.uci)).toEqual(['e1c1']);
  });

  test('Promotion: pawns promote to Rook, Bishop or Knight only', () => {
    const pos = parse(engine, '7k/P7/8/8/8/8/8/4K3 w - - 0 1');
    expect(from(engine, pos, 'a7')).toEqual(['a7a8b:B', 'a7a8n:N', 'a7a8r:R']);
  });

  test("Royalty and goal: checkmate the opponent's current royal piece (King, Pontiff, Dragon King or Cavalier King)", () => {
    // a Bishop fuses with the King: the Pontiff is royal, a check to it is check
    const pos = parse(engine, '4k3/8/8/8/8/8/3B4/r3K3 w - - 0 1');
    expect(engine.moves(pos).some((m) => m.uci === 'd2e1')).toBe(false); // it would leave the Pontiff in check
    const fuse = parse(engine, '4k3/8/8/8/8/8/3B4/4K3 w - - 0 1');
    play(engine, fuse, 'd2e1');
    expect(pos.t.royal[fuse.board[fuse.royalSq[0]]]).toBe(1);
    expect(board(engine, fuse)).toBe('4k3/8/8/8/8/8/8/4F3');
    // the Dragon King on h8 is mated by the rook on e8 (guarded by the e1 rook)
    const mate = parse(engine, '4R2g/6pp/8/8/8/8/8/4R1K1 b - - 0 1');
    expect(inCheck(mate, engine.gen)).toBe(true);
    expect(engine.result(mate)).toEqual({ over: true, winner: 0, reason: 'checkmate' });
  });

  test('A royal piece moving more than one square may not pass through an attacked square', () => {
    // the Dragon King on e1 would pass e3, which the bishop on c5 attacks
    const pos = parse(engine, '7k/8/8/2b5/8/8/8/4G3 w - - 0 1');
    const file = engine.moves(pos).filter((m) => m.piece === 'G' && m.to[0] === 'e');
    expect(file.map((m) => m.uci)).toEqual(['e1e2']);
  });

  /**
   * Fergus Duniho, comment on Fusion Chess at chessvariants.com (2020-03-11): "the Queen is
   * immune to the Cavalier King capturing it as a Knight [...] Each compound royal piece can
   * capture two of the simple pieces at a distance. The Cavalier King can capture the Rook or
   * Bishop at a distance, the Dragon King can capture the Bishop or Knight, and [...] the
   * Pontiff can capture the Rook or Knight."
   */
  test.each([
    { royal: 'Cavalier King', fen: '7k/8/8/8/8/1q6/8/C7 w - - 0 1', move: 'a1b3', legal: false },
    { royal: 'Cavalier King', fen: '7k/8/8/8/8/1r6/8/C7 w - - 0 1', move: 'a1b3', legal: true },
    { royal: 'Cavalier King', fen: '7k/8/8/8/8/1b6/8/C7 w - - 0 1', move: 'a1b3', legal: true },
    { royal: 'Dragon King', fen: '7k/8/8/8/8/r7/8/G7 w - - 0 1', move: 'a1a3', legal: false },
    { royal: 'Dragon King', fen: '7k/8/8/8/8/q7/8/G7 w - - 0 1', move: 'a1a3', legal: false },
    { royal: 'Dragon King', fen: '7k/8/8/8/8/b7/8/G7 w - - 0 1', move: 'a1a3', legal: true },
    { royal: 'Dragon King', fen: '7k/8/8/8/8/n7/8/G7 w - - 0 1', move: 'a1a3', legal: true },
    { royal: 'Pontiff', fen: '7k/8/8/8/8/2b5/8/F7 w - - 0 1', move: 'a1c3', legal: false },
    { royal: 'Pontiff', fen: '7k/8/8/8/8/2r5/8/F7 w - - 0 1', move: 'a1c3', legal: true },
    { royal: 'Pontiff', fen: '7k/8/8/8/8/2n5/8/F7 w - - 0 1', move: 'a1c3', legal: true },
  ])('Captures at a distance (Duniho): $royal $move in $fen is legal: $legal', ({ fen, move, legal }) => {
    expect(engine.moves(parse(engine, fen)).some((m) => m.uci === move)).toBe(legal);
  });

  test('Reading: a piece the royal piece captures still attacks the squares it passes before capturing', () => {
    // the Dragon King on a1 may not take the rook on a3 (it would pass a2, which that rook
    // attacks), but it may take the knight on c1 (the knight does not attack b1)
    const pos = parse(engine, '7k/8/8/8/8/r7/8/G1n5 w - - 0 1');
    const uci = engine.moves(pos).map((m) => m.uci);
    expect(uci).not.toContain('a1a3');
    expect(uci).toContain('a1c1');
  });

  test('The squares passed over are tested as if the royal piece had already left its start square', () => {
    // Cavalier King on a4 in check from the rook on a1: with a4 lifted the rook attacks a5, the
    // pawn on c6 attacks b5, so both ways to b6 pass an attacked square
    const lifted = parse(engine, '7k/8/2p5/8/C7/8/8/r7 w - - 0 1');
    expect(engine.moves(lifted).map((m) => m.uci)).not.toContain('a4b6');
    // the same leap with the rook elsewhere: a5 is free, so it may pass a5
    const free = parse(engine, '7k/8/2p5/8/C7/8/8/7r w - - 0 1');
    expect(engine.moves(free).map((m) => m.uci)).toContain('a4b6');
  });

  test("The Cavalier King's knight move passes one orthogonal then one diagonal step, or the reverse, and is barred only when both squares are attacked (rule page diagram: only c8)", () => {
    const pos = parse(engine, 'r3br2/c2p4/1pd2pqp/p1B5/1D1P1QP1/8/PPP1P2P/2RG2N1 b - - 0 1');
    const leaps = engine.moves(pos).filter((m) => m.from === 'a7' && m.piece === 'c');
    expect(leaps.map((m) => m.uci).sort()).toEqual(['a7b7', 'a7c8']);
    const gen = engine.gen;
    const attacked = (sq: string): boolean => gen.attacked(pos, engine.tables.geo.parse(sq), 0);
    const a7 = engine.tables.geo.parse('a7');
    const code = pos.board[a7];
    pos.board[a7] = 0;
    expect(['a6', 'b6', 'b8', 'b7'].map(attacked)).toEqual([true, true, true, false]);
    pos.board[a7] = code;
    // splitting is not limited: the Knight may leave for b5 (the King stays on a7, not attacked)
    expect(from(engine, pos, 'a7')).toContain('a7b5n:n');
  });

  test('Safe passage limits the royal piece’s moves, not its ability to give check or attack', () => {
    // the Dragon King's line to a8 passes a5, attacked by the rook on b5: still check
    const pos = parse(engine, 'k7/8/8/1r6/8/8/8/G7 b - - 0 1');
    expect(inCheck(pos, engine.gen)).toBe(true);
    expect(engine.moves(pos).map((m) => m.uci)).not.toContain('a8a7');
  });
});

describe.each(KINDS)('fusion replay and move text, %s engine', (kind) => {
  const engine = pair[kind];

  test('the replay Be2xNf3 (Paladin) then Rh8xNg8 (Marshall) turns the first diagram into the second', () => {
    const pos = parse(engine, 'r1bqkbnr/pp1ppppp/2n5/2p5/4P3/5N2/PPPPBPPP/RNBQK2R w KQkq - 0 1');
    const bishop = engine.moves(pos).find((m) => m.uci === 'e2f3');
    expect(bishop).toMatchObject({ from: 'e2', to: 'f3', piece: 'D', captures: [] });
    play(engine, pos, 'e2f3', 'h8g8');
    expect(board(engine, pos)).toBe('r1bqkbm1/pp1ppppp/2n5/2p5/4P3/5D2/PPPP1PPP/RNBQK2R');
    expect(engine.fen(pos)).toBe('r1bqkbm1/pp1ppppp/2n5/2p5/4P3/5D2/PPPP1PPP/RNBQK2R w KQq - 2 2');
  });

  test('moves --json: a fusion names the compound; a fission names the compound square, the landing square and the component', () => {
    const pos = parse(engine, '4k3/8/8/8/8/8/8/4F3 w - - 0 1');
    const d2 = engine.moves(pos).filter((m) => m.to === 'd2');
    const info = (m: MoveInfo) => ({ uci: m.uci, from: m.from, to: m.to, piece: m.piece, san: m.san });
    expect(d2.map(info)).toEqual([
      { uci: 'e1d2', from: 'e1', to: 'd2', piece: 'F', san: 'Fd2' },
      { uci: 'e1d2k', from: 'e1', to: 'd2', piece: 'K', san: 'Fd2/K' },
      { uci: 'e1d2b', from: 'e1', to: 'd2', piece: 'B', san: 'Fd2/B' },
    ]);
  });

  test('move text is unique among the legal moves and parses back (uci-like and SAN), through random games', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const pos = engine.start();
      let state = seed;
      for (let ply = 0; ply < 40; ply++) {
        const moves = engine.moves(pos);
        if (moves.length === 0) break;
        expect(new Set(moves.map((m) => m.uci)).size).toBe(moves.length);
        expect(new Set(moves.map((m) => m.san)).size).toBe(moves.length);
        for (const m of moves) {
          expect(findMove(moves, m.uci)).toBe(m);
          expect(findMove(moves, m.san)).toBe(m);
        }
        state = (state * 1103515245 + 12345) % 2 ** 31;
        engine.play(pos, moves[state % moves.length]);
      }
    }
  });
});

describe.each(KINDS)('fusion make/unmake, %s engine', (kind) => {
  const engine = pair[kind];

  /** Each side's royal square, found by scanning the board. */
  function royals(pos: Position): number[] {
    const { geo, royal } = pos.t;
    return [0, 1].map((c) => geo.squares.find((sq) => pos.board[sq] > 0 && (pos.board[sq] & 1) === c && royal[pos.board[sq]] === 1) ?? -1);
  }

  test('fusions and fissions made and unmade restore FEN and hash; the hash and the royal squares stay right', () => {
    const seen = { fusions: 0, fissions: 0 };
    for (let seed = 1; seed <= 12; seed++) {
      randomPlayout(engine, engine.start(), seed, 50, (p) => {
        const fen = engine.fen(p);
        const buf = engine.buf;
        const first = generateLegal(p, engine.gen, buf);
        for (let i = first; i < buf.count; i++) {
          const off = buf.offsets[i];
          p.make(buf.data, off);
          expect([p.hashLo, p.hashHi]).toEqual(p.computeHash());
          expect(Array.from(p.royalSq)).toEqual(royals(p));
          if (splitPieceOf(buf.data, off)) seen.fissions++;
          else if (buf.data[off + 6] === 2 && buf.data[off + 12] > 0 && (buf.data[off + 12] & 1) === (buf.data[off + 13] & 1)) seen.fusions++;
          p.unmake(buf.data, off);
          expect(engine.fen(p)).toBe(fen);
        }
        buf.count = first;
        buf.top = first === 0 ? 0 : buf.top;
      });
    }
    expect(seen.fusions).toBeGreaterThan(50);
    expect(seen.fissions).toBeGreaterThan(50);
  });
});

describe.each(KINDS)('fusion perft from the start, %s engine', (kind) => {
  const engine = pair[kind];
  const cases = START_PERFT.map((nodes, i) => ({ depth: i + 1, nodes })).filter((c) => c.depth <= QUICK_DEPTH || LONG);
  test.each(cases)('depth $depth = $nodes', ({ depth, nodes }) => {
    expect(engine.perft(engine.start(), depth)).toBe(nodes);
  });
});

describe('fusion on the command line', () => {
  const cli = (...args: string[]): string => execFileSync(process.execPath, [join(REPO_ROOT, 'bin', 'fairyforge.js'), ...args], { cwd: REPO_ROOT, encoding: 'utf8' });

  test('moves --json shows fusion and fission fields, and play reads the fission text back', () => {
    const { moves } = JSON.parse(cli('moves', 'fusion', '--json', '--fen', 'r1bqkbnr/pp1ppppp/2n5/2p5/4P3/5N2/PPPPBPPP/RNBQK2R w KQkq - 0 1')) as { moves: Record<string, unknown>[] };
    expect(moves.find((m) => m.uci === 'e2f3')).toEqual({ uci: 'e2f3', from: 'e2', to: 'f3', piece: 'D', captures: [], landings: ['f3'], promotion: null, san: 'Bf3' });
    const after = JSON.parse(cli('play', 'fusion', '--json', 'e2e4', 'e7e5', 'd1h5/b')) as { fen: string };
    expect(after.fen).toBe('rnbqkbnr/pppp1ppp/8/4p2B/4P3/8/PPPP1PPP/RNBRKBNR b KQkq - 1 2');
    const split = (JSON.parse(cli('moves', 'fusion', '--json', '--fen', '4k3/8/8/8/8/8/8/4F3 w - - 0 1')) as { moves: Record<string, unknown>[] }).moves;
    expect(split.find((m) => m.uci === 'e1d2k')).toMatchObject({ from: 'e1', to: 'd2', piece: 'K', san: 'Fd2/K' });
  });
});
