// The goal's ending conditions outside the oracle comparison: the result texts (with the
// condition's reason), describe's words, the FEN's check counters, and the semantic checks
// that refuse conditions naming pieces or squares that do not exist.

import { describe, expect, test } from 'vitest';
import { describeRules } from '../../../compare/rules.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { resultJson, resultText } from '../../../runtime/outcome/result.ts';
import { loadSpecData } from '../../../plan-checks/load.ts';
import { loadPlan, loadSpec } from '../../support.ts';

function play(name: string, fen: string, moves: string[]): { engine: Engine; text: string } {
  const engine = new Engine(loadPlan(name));
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  for (const m of moves) expect(engine.playText(r.pos, m)).toBeNull();
  return { engine, text: resultText(engine.result(r.pos), engine.plan) };
}

describe('results name the condition that ended the game', () => {
  test.each([
    ['threecheck', 'rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 2', ['Qh5+'], '1-0 (White gave 3 checks)'],
    ['kingofthehill', '8/8/8/8/8/2K5/8/6k1 w - - 0 1', ['Kd4'], "1-0 (White's king reached the hill)"],
    ['antichess', '8/8/8/8/8/8/p7/1R6 b - - 0 1', ['axb1=Q'], '1-0 (White has lost every piece)'],
    ['extinction', 'rnb1kbnr/ppp1pppp/8/8/8/3q4/4P3/RNBQKBNR w KQkq - 0 1', ['exd3'], '1-0 (Black has no queen left)'],
    ['shatranj', '8/8/4k3/8/8/8/3RK3/8 b - - 0 1', ['Kf6'], '1-0 (Black has a bare king)'],
    ['misere', 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2', ['Qh4#'], '1-0 (White wins by being checkmated)'],
    ['racingkings', 'K7/6k1/8/8/8/8/8/8 b - - 0 1', ['Kg8'], "1/2-1/2 (Black's king reached the eighth rank)"],
    ['suicide', '8/8/8/8/8/p7/P7/7k w - - 0 1', [], '1-0 (White wins by stalemate)'],
  ])('%s: %s then %j', (name, fen, moves, text) => {
    expect(play(name, fen, moves).text).toBe(text);
  });

  test('the JSON form carries the reason and the text', () => {
    const engine = new Engine(loadPlan('kingofthehill'));
    const r = engine.parseFen('8/8/8/8/3K4/8/8/6k1 b - - 0 1');
    if (!r.ok) throw new Error(r.error.message);
    expect(resultJson(engine.result(r.pos), engine.plan)).toEqual({ over: true, winner: 'white', reason: 'condition', text: "1-0 (White's king reached the hill)" });
  });

  test('a finished position has no moves and is a perft leaf', () => {
    const engine = new Engine(loadPlan('threecheck'));
    const r = engine.parseFen('rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0+3 1 2');
    if (!r.ok) throw new Error(r.error.message);
    expect(engine.moves(r.pos)).toEqual([]);
    expect(engine.perft(r.pos, 2)).toBe(0);
  });
});

describe('n-check counters in the FEN', () => {
  const engine = new Engine(loadPlan('threecheck'));
  test('written as Fairy-Stockfish does and read back', () => {
    const r = engine.parseFen('rnbqkbnr/ppppp1pp/5p2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 2+3 0 2');
    if (!r.ok) throw new Error(r.error.message);
    expect(engine.playText(r.pos, 'Qh5+')).toBeNull();
    expect(engine.fen(r.pos)).toBe('rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1+3 1 2');
  });
  test.each(['4+3', '3-3', '+3', 'x+y'])('"%s" is refused, naming the field', (field) => {
    const r = engine.parseFen(`rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ${field} 0 1`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.field === 'checks' || r.error.field === 'fullmove' || r.error.field === 'halfmove').toBe(true);
  });
});

describe('describe says how the game ends', () => {
  const goal = (name: string): string => describeRules(loadPlan(name)).find((l) => l.key === 'goal')!.text;
  test.each([
    ['threecheck', 'A side that has given 3 checks wins.'],
    ['kingofthehill', 'A side whose king reaches the hill wins.'],
    ['antichess', 'A side that has lost every piece wins.'],
    ['suicide', 'the side with fewer pieces wins, equal numbers draw'],
    ['misere', 'A side whose king is checkmated wins.'],
    ['shatranj', 'bare king'],
    ['racingkings', 'Black may answer'],
  ])('%s', (name, words) => {
    expect(goal(name)).toContain(words);
  });
  test('racing kings: checks are illegal', () => {
    expect(describeRules(loadPlan('racingkings')).find((l) => l.key === 'royalty')!.text).toContain('A move that gives check is illegal.');
  });
});

describe('semantic checks of conditions', () => {
  const base = loadSpec('chess');
  const codes = (goal: unknown, extra: object = {}): string[] => {
    const r = loadSpecData({ ...base, name: 'probe', examples: [], goal, ...extra }, 'probe.yaml');
    return r.ok ? [] : r.diagnostics.map((d) => d.code ?? d.message);
  };
  test.each([
    [{ type: 'checkmate', conditions: [{ type: 'region', piece: 'x', squares: ['d4'], outcome: 'win' }] }, 'condition-piece'],
    [{ type: 'checkmate', conditions: [{ type: 'region', piece: 'k', squares: ['i9'], outcome: 'win' }] }, 'condition-square'],
    [{ type: 'checkmate', conditions: [{ type: 'extinction', pieces: ['z'], outcome: 'loss' }] }, 'condition-piece'],
    [{ type: 'checkmate', conditions: [{ type: 'checks', count: 3, outcome: 'win' }, { type: 'checks', count: 5, outcome: 'win' }] }, 'checks-condition'],
    [{ type: 'conditions', conditions: [{ type: 'extinction', outcome: 'win' }] }, 'royal-conditions-goal'],
  ])('%j is refused (%s)', (goal, code) => {
    expect(codes(goal)).toContain(code);
  });
  test('a valid condition list passes', () => {
    expect(codes({ type: 'checkmate', conditions: [{ type: 'region', piece: 'k', squares: ['d4'], outcome: 'win' }] })).toEqual([]);
  });
});
