// En passant by any piece (variants/enpassant.yaml, runtime/rules/any-ep.ts), checked against its rules
// text: vchess's enpassant page (client/src/translations/rules/Enpassant/en.pug) and its diagrams.
// Fairy-Stockfish has no such variant, so there is no oracle: the perft figures here are counted by
// hand from the rules (each count is worked out in its comment), and a brute-force construction of
// the legal moves, from a plain engine without the rule, is held against the engine's on random games.

import { describe, expect, test } from 'vitest';
import { Engine } from '../../../runtime/use/engine.ts';
import { MoveBuffer, M_FROM, M_TO } from '../../../runtime/moves.ts';
import { EMPTY } from '../../../runtime/board/pieces.ts';
import type { Position } from '../../../runtime/state/position.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { enginePair, LONG, loadPlan, randomPlayout } from '../../support.ts';
import { VARIANT_DEFAULTS } from '../../../runtime/plan/defaults.ts';

const engines = await enginePair('enpassant');
const both = [engines.interpreted, engines.generated];

function position(engine: Engine, fen: string): Position {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return r.pos;
}

/** The legal moves as `uci:captured squares`. */
function keys(engine: Engine, pos: Position): string[] {
  return engine
    .moves(pos)
    .map((m) => `${m.uci}:${[...m.captures].sort().join(',')}`)
    .sort();
}

describe('the rules page', () => {
  // "after 1...Rb2-d2+: this is not a mate since the king can capture the rook en passant on c2"
  const afterRd2 = '6k1/1p1p4/6p1/4P3/2n5/3nP1b1/3r1BP1/R2K1R1B w - c2d2 0 20';

  test.each(both.map((e, i) => [i === 0 ? 'interpreter' : 'generated', e] as const))('Rb2-d2+ is not mate: Kxc2 e.p. is the one legal move (%s)', (_, engine) => {
    const pos = position(engine, afterRd2);
    expect(keys(engine, pos)).toEqual(['d1c2:d2']);
    expect(engine.result(pos).over).toBe(false);
    expect(engine.playText(pos, 'Kxc2')).toBeNull();
    expect(engine.fen(pos)).toBe('6k1/1p1p4/6p1/4P3/2n5/3nP1b1/2K2BP1/R4R1B b - - 0 20');
  });

  // "Knights become knightriders ... the knightrider on g1 can go to e5 or could capture on d7"
  // "If 3.Nxd7, 3...Bxe5 e.p. is possible."
  test.each(both.map((e, i) => [i === 0 ? 'interpreter' : 'generated', e] as const))('after 3.Nxd7 the bishop takes it en passant on e5 (%s)', (_, engine) => {
    const pos = position(engine, 'rnbqk1nr/ppppppbp/6p1/8/8/2NP4/PPP1PPPP/R1BQKBNR w KQkq - 2 3');
    expect(engine.playText(pos, 'Nxd7')).toBeNull();
    expect(engine.fen(pos).split(' ')[3]).toBe('f3d7');
    const bxe5 = engine.moves(pos).find((m) => m.uci === 'g7e5');
    expect(bxe5?.captures).toEqual(['d7']);
    expect(engine.playText(pos, 'g7e5')).toBeNull();
    // the bishop went two squares, so it passed f6 in turn
    expect(engine.fen(pos)).toBe('rnbqk1nr/ppp1pp1p/6p1/4b3/8/2NP4/PPP1PPPP/R1BQKB1R w KQkq f6e5 0 4');
  });

  // "a capture, check or even checkmate could be played at move 1 ... 1.Nxe7 is mate, and black in
  // turn could play 1...Nxg2 trapping the queen. Consequently, captures are disabled at move 1."
  test.each(both.map((e, i) => [i === 0 ? 'interpreter' : 'generated', e] as const))('no capture on either side\'s first move; 1.Nxe7 would be mate (%s)', (_, engine) => {
    const start = 'nbqnbrkr/pppppppp/8/8/8/8/PPPPPPPP/RNKBQNBR w - - 0 1';
    const pos = position(engine, start);
    expect(engine.moves(pos).some((m) => m.captures.length > 0)).toBe(false);
    expect(engine.playText(pos, 'a3')).toBeNull();
    expect(engine.moves(pos).some((m) => m.captures.length > 0)).toBe(false);
    // the same position later in a game: the knightrider b1-c3-d5 takes on e7 and mates
    const later = position(engine, start.replace(/ 1$/, ' 2'));
    expect(engine.playText(later, 'Nxe7')).toBeNull();
    expect(engine.result(later)).toMatchObject({ over: true, winner: 0, reason: 'checkmate' });
  });
});

describe('passed squares', () => {
  // White's rook went a1-a6, passing a2, a3, a4 and a5; Black takes it on each of them.
  const afterRa6 = '3bk3/8/R7/8/7r/1p6/8/1n2K3 b - a2a6 0 10';

  test.each(both.map((e, i) => [i === 0 ? 'interpreter' : 'generated', e] as const))('a slider can be taken on every square it passed (%s)', (_, engine) => {
    const pos = position(engine, afterRa6);
    const takes = engine.moves(pos).filter((m) => m.captures.includes('a6'));
    // pawn b3 by its diagonal capture, knightrider b1 by its leap, rook h4 and bishop d8 by their lines
    expect(takes.map((m) => m.uci).sort()).toEqual(['b1a3', 'b3a2', 'd8a5', 'h4a4']);
    // the pawn's forward step is no capture
    expect(engine.moves(pos).find((m) => m.uci === 'b3b2')?.captures).toEqual([]);
    // counted by hand: king d7 e7 f7 f8 (4); pawn b2, xa2 (2); knightrider a3 c3 d5 e7 d2 f3 (6);
    // bishop c7 b6 a5 e7 f6 g5 (6); rook a4-g4 (7) and h1-h3, h5-h8 (7): 32
    expect(engine.perft(pos, 1)).toBe(32);
  });

  test.each(both.map((e, i) => [i === 0 ? 'interpreter' : 'generated', e] as const))('only on the very next move (%s)', (_, engine) => {
    const pos = position(engine, '3bk3/8/R7/8/7r/1p6/8/1n2K3 b - a2a6 0 10');
    expect(engine.playText(pos, 'Kf7')).toBeNull();
    expect(engine.playText(pos, 'Kf1')).toBeNull();
    expect(engine.fen(pos).split(' ')[3]).toBe('-');
    expect(engine.moves(pos).filter((m) => m.captures.includes('a6'))).toEqual([]);
  });

  test.each(both.map((e, i) => [i === 0 ? 'interpreter' : 'generated', e] as const))('a single leap, a king step and castling pass nothing (%s)', (_, engine) => {
    const pos = position(engine, 'r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 10');
    expect(engine.playText(pos, 'Nf3')).toBeNull();
    expect(engine.fen(pos).split(' ')[3]).toBe('-');
    expect(engine.playText(pos, 'O-O-O')).toBeNull();
    expect(engine.fen(pos).split(' ')[3]).toBe('-');
    expect(engine.playText(pos, 'Kf1')).toBeNull();
    expect(engine.fen(pos).split(' ')[3]).toBe('-');
  });

  test.each(both.map((e, i) => [i === 0 ? 'interpreter' : 'generated', e] as const))('a pawn\'s double step can be taken by a piece landing on the square it passed (%s)', (_, engine) => {
    const pos = position(engine, '4k3/8/8/8/2n5/8/4P3/4K3 w - - 0 10');
    expect(engine.playText(pos, 'e4')).toBeNull();
    expect(engine.fen(pos).split(' ')[3]).toBe('e3e4');
    expect(engine.moves(pos).find((m) => m.uci === 'c4e3')?.captures).toEqual(['e4']);
  });

  test.each(both.map((e, i) => [i === 0 ? 'interpreter' : 'generated', e] as const))('a knightrider is taken on its intermediate knight-step square (%s)', (_, engine) => {
    const pos = position(engine, '4k3/8/8/8/p7/8/8/N3K3 w - - 0 10');
    expect(engine.playText(pos, 'Nc5')).toBeNull();
    expect(engine.fen(pos).split(' ')[3]).toBe('b3c5');
    expect(engine.moves(pos).find((m) => m.uci === 'a4b3')?.captures).toEqual(['c5']);
  });

  // "The king can capture a piece en passant by making a knight move": Black's rook went h3-a3.
  test.each(both.map((e, i) => [i === 0 ? 'interpreter' : 'generated', e] as const))('the king takes en passant by a knight move, and only so (%s)', (_, engine) => {
    const pos = position(engine, '4k3/8/8/8/8/r7/8/4K3 w - g3a3 0 10');
    expect(keys(engine, pos)).toEqual(['e1d1:', 'e1d2:', 'e1d3:a3', 'e1e2:', 'e1f1:', 'e1f2:', 'e1f3:a3']);
    // counted by hand: after each of the five quiet king moves Black has king d8 d7 e7 f7 f8 (5) and
    // the rook's b3-h3 (7) and a1 a2 a4-a8 (7): 19; after either capture the king's five. 5*19 + 2*5
    expect(engine.perft(pos, 2)).toBe(105);
    // without the rook's passage the king has no knight move at all
    expect(engine.moves(position(engine, '4k3/8/8/8/8/r7/8/4K3 w - - 0 10')).map((m) => m.uci)).not.toContain('e1d3');
  });
});

describe('start position', () => {
  test.each(both.map((e, i) => [i === 0 ? 'interpreter' : 'generated', e] as const))('perft 1 and 2 counted by hand (%s)', (_, engine) => {
    const pos = engine.start();
    // 16 pawn moves; each knightrider: its two leaps and one two-step ride (b1-c3-d5, g1-f3-e5): 22
    expect(engine.perft(pos, 1)).toBe(22);
    // no captures on move 1, so Black has the same 22, except: after d3 or e3 a black knightrider
    // rides one step further (g8-f6-e4-d2, b8-c6-d4-e2), +1 each; after d4 or e4 that gain is
    // cancelled by a ride it now blocks; Nd5 and Ne5 block a black double step, -1 each: 22*22 + 2 - 2
    expect(engine.perft(pos, 2)).toBe(484);
  });

  test('both engines agree on perft 3 (4 in the long run)', () => {
    const depth = LONG ? 4 : 3;
    const [a, b] = both.map((e) => e.perft(e.start(), depth));
    expect(a).toBe(b);
  });
});

test.each([
  ['6k1/1p1p4/6p1/4P3/2n5/3nP1b1/3r1BP1/R2K1R1B w - c2d2 0 20'],
  ['3bk3/8/R7/8/7r/1p6/8/1n2K3 b - a2a6 0 10'],
  ['rnbqk1nr/pppNppbp/6p1/8/8/2NP4/PPP1PPPP/R1BQKB1R b KQkq f3d7 0 3'],
  ['r3k2r/1pp2ppp/8/8/8/8/PPP2PPP/R3K2R w KQkq - 0 12'],
])('both engines agree on perft 3 from %s', (fen) => {
  const [a, b] = both.map((e) => e.perft(position(e, fen), 3));
  expect(a).toBe(b);
});

describe('FEN', () => {
  test.each([
    ['6k1/1p1p4/6p1/4P3/2n5/3nP1b1/3r1BP1/R2K1R1B w - c2d2 0 20'],
    ['3bk3/8/R7/8/7r/1p6/8/1n2K3 b - a2a6 0 10'],
    ['4k3/8/8/2N5/p7/8/8/4K3 b - b3c5 0 10'],
    ['rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3e4 0 1'],
  ])('%s round-trips', (fen) => {
    for (const engine of both) expect(engine.fen(position(engine, fen))).toBe(fen);
  });

  test('a lone square is read as a pawn\'s double step, as in chess', () => {
    const engine = engines.interpreted;
    expect(engine.fen(position(engine, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'))).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3e4 0 1');
  });

  test.each([
    ['4k3/8/8/8/8/r7/8/4K3 w - b4a3 0 10', 'cannot have passed'],
    ['4k3/8/8/8/8/r7/8/4K3 w - g3e1 0 10', 'no piece of the side that just moved'],
    ['4k3/8/8/8/8/r7/8/4K3 w - d3 0 10', 'no one pawn'],
    ['4k3/8/8/8/8/r7/8/4K3 w - b3c3a3 0 10', 'expected'],
    ['4k3/8/8/8/8/r5K1/8/8 w - f3a3 0 10', 'cannot have passed'],
  ])('%s is refused (%s)', (fen, words) => {
    const r = engines.interpreted.parseFen(fen);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.field).toBe('ep');
      expect(r.error.message).toContain(words);
    }
  });

  test('the ep line is part of the position\'s hash', () => {
    const engine = engines.interpreted;
    const a = position(engine, '3bk3/8/R7/8/7r/1p6/8/1n2K3 b - a2a6 0 10');
    const b = position(engine, '3bk3/8/R7/8/7r/1p6/8/1n2K3 b - a4a6 0 10');
    const c = position(engine, '3bk3/8/R7/8/7r/1p6/8/1n2K3 b - - 0 10');
    expect(new Set([a.hashLo, b.hashLo, c.hashLo]).size).toBe(3);
  });
});

/** The diagnostics' messages of a spec text (empty when it loads). */
function validateSpecText(text: string): string[] {
  const r = loadSpecText(text, 'bad.yaml');
  return r.ok ? [] : r.diagnostics.map((d) => d.message);
}

describe('the validator', () => {
  test.each([
    ['pieces:\n  - { name: guard, letter: g, betza: mWcF }', 'a move that only moves (guard)'],
    ['enPassant: { anyPiece: true, leaps: [{ piece: x, atoms: [N] }] }', "piece 'x' of the en-passant leaps"],
    ['captureRules: { chains: true }', 'capture chains'],
    ['enPassant: { anyPiece: false, leaps: [{ piece: k, atoms: [N] }] }', 'set `anyPiece: true`'],
    ['pieces:\n  - { name: pawn, letter: p, pawn: true, betza: fWifmnD }', 'a pawn move that both moves and captures'],
    ['pieces:\n  - { name: rook, letter: r, betza: mRcpR }', 'a hopper (rook)'],
  ])('refuses %s', (extra, words) => {
    const messages = validateSpecText(`name: bad\nextends: enpassant\n${extra}\n`);
    expect(messages.join('\n')).toContain(words);
  });
});

/**
 * The legal moves built another way: a plain engine without the rule gives the ordinary moves;
 * for each passed square a copy of the passing piece is put there and the plain engine's
 * pseudo-legal captures of it (plus the king's knight leaps) give the en-passant captures, kept
 * where the board they leave (the passing piece gone) does not leave the mover's king attacked.
 */
const plainPlan = (() => {
  return { ...loadPlan('enpassant'), anyEnPassant: null, capturesFromMove: VARIANT_DEFAULTS.capturesFromMove };
})();
const plain = new Engine(plainPlan);

function passedSquares(fen: string): { passed: string[]; victim: string } | null {
  const field = fen.split(' ')[3];
  if (field === '-') return null;
  const [first, victim] = [field.slice(0, 2), field.slice(2, 4)];
  const [fx, fy, vx, vy] = [first.charCodeAt(0), Number(first[1]), victim.charCodeAt(0), Number(victim[1])];
  const g = gcd(Math.abs(vx - fx), Math.abs(vy - fy));
  const [sx, sy] = [(vx - fx) / g, (vy - fy) / g];
  const passed: string[] = [];
  for (let k = 0; k < g; k++) passed.push(String.fromCharCode(fx + k * sx) + String(fy + k * sy));
  return { passed, victim };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function setSquare(board: string[][], sq: string, ch: string): void {
  board[8 - Number(sq[1])][sq.charCodeAt(0) - 97] = ch;
}

function squareOf(board: string[][], sq: string): string {
  return board[8 - Number(sq[1])][sq.charCodeAt(0) - 97];
}

function boardRows(fen: string): string[][] {
  return fen
    .split(' ')[0]
    .split('/')
    .map((r) => [...r.replace(/\d/g, (d) => '.'.repeat(Number(d)))]);
}

function boardField(rows: string[][]): string {
  return rows.map((r) => r.join('').replace(/\.+/g, (m) => String(m.length))).join('/');
}

function bruteForce(fen: string): string[] {
  const fields = fen.split(' ');
  const side = fields[1];
  const line = passedSquares(fen);
  const noEp = [...fields.slice(0, 3), '-', ...fields.slice(4)].join(' ');
  const rows = boardRows(fen);
  const ordinary = plain.moves(position(plain, noEp)).filter((m) => {
    if (!line || m.captures.length > 0 || m.from === null) return true;
    const mover = squareOf(rows, m.from).toLowerCase();
    return mover === 'p' || !line.passed.includes(m.to) || m.castle;
  });
  const out = ordinary.map((m) => `${m.uci}:${[...m.captures].sort().join(',')}`);
  if (line) {
    const victim = squareOf(rows, line.victim);
    for (const sq of line.passed) {
      const ghost = boardRows(fen);
      setSquare(ghost, sq, victim);
      const r = plain.parseFen(`${boardField(ghost)} ${side} - - 0 10`, { diagram: true });
      if (!r.ok) throw new Error(r.error.message);
      const pos = r.pos;
      const froms = new Set<string>();
      const buf = new MoveBuffer();
      plain.gen.generate(pos, buf);
      for (let i = 0; i < buf.count; i++) {
        const off = buf.offsets[i];
        if (plain.tables.geo.name(buf.data[off + M_TO]) === sq && pos.board[buf.data[off + M_TO]] !== EMPTY) froms.add(plain.tables.geo.name(buf.data[off + M_FROM]));
      }
      const king = side === 'w' ? 'K' : 'k';
      for (const [dx, dy] of [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]]) {
        const from = String.fromCharCode(sq.charCodeAt(0) - dx) + String(Number(sq[1]) - dy);
        if (from.charCodeAt(0) >= 97 && from.charCodeAt(0) <= 104 && Number(from.slice(1)) >= 1 && Number(from.slice(1)) <= 8 && squareOf(rows, from) === king) froms.add(from);
      }
      for (const from of froms) {
        const after = boardRows(fen);
        const piece = squareOf(after, from);
        setSquare(after, from, '.');
        setSquare(after, line.victim, '.');
        const last = side === 'w' ? '8' : '1';
        const promotes = piece.toLowerCase() === 'p' && sq[1] === last;
        for (const promo of promotes ? ['q', 'r', 'b', 'n'] : ['']) {
          setSquare(after, sq, promo === '' ? piece : side === 'w' ? promo.toUpperCase() : promo);
          // the plain engine refuses a position whose side not to move is in check
          const legal = plain.parseFen(`${boardField(after)} ${side === 'w' ? 'b' : 'w'} - - 0 10`).ok;
          if (legal) out.push(`${from}${sq}${promo}:${line.victim}`);
        }
      }
    }
  }
  if (Number(fields[5]) < 2) return out.filter((k) => k.endsWith(':')).sort();
  return out.sort();
}

describe('random games', () => {
  test.each(Array.from({ length: LONG ? 40 : 4 }, (_, i) => i + 1))('seed %i: legal moves equal the brute-force construction, and both engines agree', (seed) => {
    const [interp, gen] = both;
    let passing = 0;
    randomPlayout(interp, interp.start(), seed, LONG ? 200 : 60, (p) => {
      const fen = interp.fen(p);
      const mine = keys(interp, p);
      expect(keys(gen, position(gen, fen)), fen).toEqual(mine);
      expect(mine, fen).toEqual(bruteForce(fen));
      if (fen.split(' ')[3] !== '-') passing++;
    });
    // the games do pass squares (a random game rides a lot)
    expect(passing).toBeGreaterThan(0);
  });
});
