// Castling by wing (runtime/rules/castling-wings.ts): opposite castling (`castling.opposite`,
// Fairy-Stockfish's oppositeCastling) and the castling endings (`castled`, `castlingLost`: FSF's
// castlingWins). Both engines, against ffish, which plays both: the side that has just castled
// with a listed right wins, looked at first; then a side holding none of its listed rights loses,
// the side that moved first; a FEN has no last move, so it castled nowhere. castlingWins = q is
// about Black's queenside only (FSF reads K Q k q as White's and Black's rights).
import { describe, expect, test } from 'vitest';
import { describeRules } from '../../../compare/rules.ts';
import { compileSpec } from '../../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import type { Position } from '../../../runtime/state/position.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { loadFfish } from '../../oracle/ffish.ts';
import { scoreText } from '../../support.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig(`[ffwing-opposite:chess]
oppositeCastling = true

[ffwing-castle:chess]
castlingWins = q
`);

function planOf(text: string) {
  const loaded = loadSpecText(text, 'custom.yaml');
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => `${d.code}: ${d.message}`).join('\n'));
  return compileSpec(loaded.spec);
}

async function engines(text: string): Promise<Engine[]> {
  const plan = planOf(text);
  return [new Engine(plan), new Engine(plan, await loadGeneratedFactory(plan, 'custom.yaml'))];
}

function after(engine: Engine, moves: readonly string[], fen?: string): Position {
  const pos = fen === undefined ? engine.start() : (() => {
    const parsed = engine.parseFen(fen);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.pos;
  })();
  for (const m of moves) expect(engine.playText(pos, m), m).toBeNull();
  return pos;
}

type RawBoard = { push(m: string): boolean; result(claimDraw: boolean): string; isGameOver(claimDraw: boolean): boolean; delete(): void };
/** ffish's result after `moves` played on one board (its castled test reads the board's last move). */
function ffResult(variant: string, moves: readonly string[], fen?: string): string {
  const Board = (ff.raw as unknown as { Board: new (v: string, fen?: string) => RawBoard }).Board;
  const board = fen === undefined ? new Board(variant) : new Board(variant, fen);
  for (const m of moves) expect(board.push(m), m).toBe(true);
  const r = board.isGameOver(false) ? board.result(false) : '*';
  board.delete();
  return r;
}

const OPPOSITE = 'name: custom\nextends: chess\ncastling: { king: k, rook: r, opposite: true }\n';
const CASTLE = `name: custom
extends: chess
goal:
  type: checkmate
  conditions:
    - { type: castled, wings: [queenside], side: black, outcome: win }
    - { type: castlingLost, wings: [queenside], side: black, outcome: loss }
`;

describe('opposite castling (castling.opposite)', () => {
  const KINGSIDE = ['e2e4', 'e7e5', 'g1f3', 'g8f6', 'f1c4', 'f8c5', 'e1g1'];

  test("White's O-O takes Black's kingside right: FEN, Black's moves and perft as ffish", async () => {
    const fsfFen = ff.fenAfter('ffwing-opposite', ff.startFen('ffwing-opposite'), KINGSIDE);
    expect(fsfFen.split(' ')[2]).toBe('kq'.replace('k', ''));
    for (const e of await engines(OPPOSITE)) {
      const pos = after(e, KINGSIDE);
      expect(e.fen(pos)).toBe(fsfFen);
      expect(e.moves(pos).map((m) => m.uci)).not.toContain('e8g8');
      for (let d = 1; d <= 3; d++) expect(e.perft(pos, d), `d${d}`).toBe(ff.perft('ffwing-opposite', fsfFen, d));
      e.undo(pos);
      expect(e.fen(pos).split(' ')[2]).toBe('KQkq');
    }
  });

  test('castling queenside leaves the other wing alone, and plain chess keeps both rights', async () => {
    const moves = ['d2d4', 'd7d5', 'b1c3', 'b8c6', 'c1f4', 'c8f5', 'd1d2', 'd8d7', 'e1c1'];
    const fsfFen = ff.fenAfter('ffwing-opposite', ff.startFen('ffwing-opposite'), moves);
    for (const e of await engines(OPPOSITE)) expect(e.fen(after(e, moves))).toBe(fsfFen);
    expect(fsfFen.split(' ')[2]).toBe('k');
    for (const e of await engines('name: custom\nextends: chess\n')) expect(e.fen(after(e, moves)).split(' ')[2]).toBe('kq');
  });

  test('describe says it', () => {
    expect(describeRules(planOf(OPPOSITE)).map((l) => l.text).join('\n')).toContain('Once a side has castled, the other may not castle to the same wing.');
  });
});

describe('castling endings (castled, castlingLost): castlingWins = q', () => {
  const READY = ['b2b3', 'b7b6', 'c1b2', 'c8b7', 'b1c3', 'b8c6', 'd2d3', 'd7d6', 'd1d2', 'd8d7', 'a2a3'];

  test("Black's O-O-O wins: the castling is looked at before the rights it takes", async () => {
    for (const e of await engines(CASTLE)) {
      const pos = after(e, [...READY, 'e8c8']);
      expect(e.result(pos, false)).toMatchObject({ over: true, winner: 1, reason: 'condition', condition: { kind: 'castled' }, side: 1 });
      expect(e.moves(pos)).toEqual([]);
      expect(scoreText(e.result(pos, false))).toBe(ffResult('ffwing-castle', [...READY, 'e8c8']));
      e.undo(pos);
      expect(e.result(pos, false)).toEqual({ over: false });
    }
  });

  test("Black's rook or king moving loses (its queenside right gone); White's castling or rook moves end nothing", async () => {
    const games = [['a2a4', 'a7a5', 'h2h3', 'a8a6'], [...READY, 'e8d8'], [...READY.slice(0, -1), 'e1c1'], ['a2a4', 'a7a6', 'a1a3']];
    for (const e of await engines(CASTLE)) {
      for (const g of games) expect(scoreText(e.result(after(e, g), false)), g.join(' ')).toBe(ffResult('ffwing-castle', g));
      expect(e.result(after(e, ['a2a4', 'a7a5', 'h2h3', 'a8a6']), false)).toMatchObject({ over: true, winner: 0, condition: { kind: 'castlingLost' }, side: 1 });
      expect(e.result(after(e, [...READY, 'e8d8']), false)).toMatchObject({ over: true, winner: 0, condition: { kind: 'castlingLost' } });
      expect(e.result(after(e, [...READY.slice(0, -1), 'e1c1']), false)).toEqual({ over: false });
      expect(e.result(after(e, ['a2a4', 'a7a6', 'a1a3']), false)).toEqual({ over: false });
    }
  });

  test('a FEN has castled nowhere: a castled-looking position without the right is lost', async () => {
    const fen = '2kr1bnr/8/8/8/8/8/8/R3K2R w KQ - 0 1';
    for (const e of await engines(CASTLE)) {
      expect(e.result(after(e, [], fen), false)).toMatchObject({ over: true, winner: 0, condition: { kind: 'castlingLost' } });
      expect(scoreText(e.result(after(e, [], fen), false))).toBe(ffResult('ffwing-castle', [], fen));
    }
  });

  test('perft as ffish, from the start and where a rook move ends the game (a leaf in both)', async () => {
    const fen = ff.startFen('ffwing-castle');
    const near = ff.fenAfter('ffwing-castle', fen, ['a2a4', 'a7a5', 'h2h3']);
    for (const e of await engines(CASTLE)) {
      for (let d = 1; d <= 3; d++) expect(e.perft(e.start(), d)).toBe(ff.perft('ffwing-castle', fen, d));
      for (let d = 1; d <= 3; d++) expect(e.perft(after(e, [], near), d), `d${d} from ${near}`).toBe(ff.perft('ffwing-castle', near, d));
    }
  });

  test('describe says it, and a castling condition without castling is refused', () => {
    const text = describeRules(planOf(CASTLE)).map((l) => l.text).join('\n');
    expect(text).toContain('Black that castles queenside');
    expect(text).toContain('Black that may no longer castle queenside');
    const loaded = loadSpecText(`${CASTLE}castling: null\n`, 'custom.yaml');
    expect(loaded.ok ? [] : loaded.diagnostics.map((d) => d.code)).toContain('castling-condition');
  });
});
