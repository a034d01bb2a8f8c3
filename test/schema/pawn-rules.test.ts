// The rules `pawn: true` bundles, set apart (schema/pawn-rules.ts): a pawn that cannot be taken
// en passant (`passable: false`), one that does not take en passant (`takesEnPassant: false`),
// one whose moves do not reset the move rule and a knight whose moves do (`resetsMoveRule`, as
// in Fairy-Stockfish's wolf chess, option nMoveRuleTypes). Each is chess with one key changed,
// checked in both engines against Fairy-Stockfish (ffish, a variants.ini written here) where it
// can say it: no en passant at all is `enPassantRegion = -`, pawns that do not reset are
// `nMoveRuleTypes = n`. Its 230826 build resets the counter for a listed pawn only (a knight in
// nMoveRuleTypes still leaves it running, measured), so the resetting knight is checked against
// the rule's text: the halfmove clock is 0 after its move. Pawns that reset it for White only
// (`resetsMoveRule: white`) are FSF's nMoveRuleTypesBlack = -, which that build plays.
import { describe, expect, test } from 'vitest';
import { describeRules } from '../../compare/rules.ts';
import { compileSpec } from '../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../generator/generate.ts';
import { Engine } from '../../runtime/use/engine.ts';
import type { Position } from '../../runtime/state/position.ts';
import { loadSpecText } from '../../plan-checks/load.ts';
import { loadFfish } from '../oracle/ffish.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig(`[noep:chess]
enPassantRegion = -

[pawnclock:chess]
nMoveRuleTypes = n

[whiteclock:chess]
nMoveRuleTypesBlack = -
`);

/** Chess with the pawn's (and the knight's) entries replaced by these lines. */
function chessWith(pawn: string, knight = ''): string {
  return `name: custom
extends: chess
pieces:
  - { name: pawn, letter: p, pawn: true, betza: mfWcfFifmnD${pawn} }
  - { name: knight, letter: n, betza: N${knight} }
`;
}

const built = new Map<string, Promise<Engine[]>>();
function engines(text: string): Promise<Engine[]> {
  if (!built.has(text)) built.set(text, build(text));
  return built.get(text)!;
}

async function build(text: string): Promise<Engine[]> {
  const loaded = loadSpecText(text, 'custom.yaml');
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  const plan = compileSpec(loaded.spec);
  return [new Engine(plan), new Engine(plan, await loadGeneratedFactory(plan, 'custom.yaml'))];
}

function after(engine: Engine, moves: readonly string[]): Position {
  const pos = engine.start();
  for (const m of moves) expect(engine.playText(pos, m), m).toBeNull();
  return pos;
}

// d7-d5 beside the e5 pawn: in chess exd6 is legal next, here it is not
const TO_EP = ['e2e4', 'a7a6', 'e4e5'];

describe('a pawn that cannot be taken en passant (passable: false)', () => {
  test('no target after its double step, perft d1-3 as Fairy-Stockfish without en passant', async () => {
    const fsfStart = ff.fenAfter('noep', ff.startFen('noep'), TO_EP);
    for (const engine of await engines(chessWith(', passable: false'))) {
      const pos = after(engine, [...TO_EP, 'd7d5']);
      expect(engine.fen(pos)).toBe(ff.fenAfter('noep', ff.startFen('noep'), [...TO_EP, 'd7d5']));
      expect(engine.moves(pos).map((m) => m.uci)).not.toContain('e5d6');
      const before = after(engine, TO_EP);
      for (let d = 1; d <= 3; d++) expect(engine.perft(before, d), `d${d}`).toBe(ff.perft('noep', fsfStart, d));
    }
  });
});

describe('a pawn that does not take en passant (takesEnPassant: false)', () => {
  test('exd6 is not a move, and the FEN names no target no piece can take', async () => {
    for (const engine of await engines(chessWith(', takesEnPassant: false'))) {
      const pos = after(engine, [...TO_EP, 'd7d5']);
      expect(engine.fen(pos).split(' ')[3]).toBe('-');
      expect(engine.moves(pos).map((m) => m.uci)).not.toContain('e5d6');
    }
    // the same pawn with the bundle whole takes it, as chess does
    for (const engine of await engines(chessWith(''))) expect(engine.moves(after(engine, [...TO_EP, 'd7d5'])).map((m) => m.uci)).toContain('e5d6');
  });

  test('a piece that takes en passant by its capture-only leap lands on the passed square and takes the pawn', async () => {
    // a "knight" that steps quietly as a wazir and captures as a knight, so its capture alone reaches c6
    const knight = (extra: string): string => chessWith('', extra).replace('betza: N', 'betza: mWcN');
    const atStart = (engine: Engine): Position => {
      const parsed = engine.parseFen('4k3/2p5/8/8/3N4/8/8/4K3 b - - 0 1');
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect(engine.playText(parsed.pos, 'c7c5')).toBeNull();
      return parsed.pos;
    };
    for (const engine of await engines(knight(', takesEnPassant: true'))) {
      const pos = atStart(engine);
      expect(engine.fen(pos).split(' ')[3]).toBe('c6');
      expect(engine.playText(pos, 'd4c6')).toBeNull();
      expect(engine.fen(pos)).toBe('4k3/8/2N5/8/8/8/8/4K3 b - - 0 2');
    }
    for (const engine of await engines(knight(''))) expect(engine.moves(atStart(engine)).map((m) => m.uci)).not.toContain('d4c6');
  });
});

describe('who resets the move rule (resetsMoveRule)', () => {
  const MOVES = ['e2e4', 'g8f6', 'd2d4', 'b8c6', 'g1f3', 'e7e5'];

  test('pawns that do not reset: the halfmove clock as Fairy-Stockfish with nMoveRuleTypes = n', async () => {
    // FSF writes an en-passant square only where a capture could take it, so the clocks are compared
    const clock = (fen: string): string => fen.split(' ')[4];
    for (const engine of await engines(chessWith(', resetsMoveRule: false'))) {
      for (let k = 1; k <= MOVES.length; k++) {
        expect(clock(engine.fen(after(engine, MOVES.slice(0, k)))), MOVES[k - 1]).toBe(clock(ff.fenAfter('pawnclock', ff.startFen('pawnclock'), MOVES.slice(0, k))));
      }
      expect(engine.fen(after(engine, MOVES)).split(' ')[4]).toBe('6');
    }
  });

  test('a knight that resets (wolf chess): the clock is 0 after its move, and counts on after bishop and rook moves', async () => {
    for (const engine of await engines(chessWith('', ', resetsMoveRule: true'))) {
      expect(engine.fen(after(engine, ['g1f3'])).split(' ')[4]).toBe('0');
      expect(engine.fen(after(engine, ['e2e3', 'g8f6', 'f1e2', 'h8g8'])).split(' ')[4]).toBe('2');
    }
  });

  test("White's pawns reset it, Black's do not (resetsMoveRule: white): the clock as Fairy-Stockfish with nMoveRuleTypesBlack = -", async () => {
    const clock = (fen: string): string => fen.split(' ')[4];
    for (const engine of await engines(chessWith(', resetsMoveRule: white'))) {
      for (let k = 1; k <= MOVES.length; k++) {
        expect(clock(engine.fen(after(engine, MOVES.slice(0, k)))), MOVES[k - 1]).toBe(clock(ff.fenAfter('whiteclock', ff.startFen('whiteclock'), MOVES.slice(0, k))));
      }
      // from White's d2d4 the clock runs on through b8c6, g1f3 and Black's pawn move e7e5
      expect(clock(engine.fen(after(engine, MOVES)))).toBe('3');
    }
  });

  test('describe says which moves reset it', async () => {
    const plan = (text: string) => {
      const loaded = loadSpecText(text, 'custom.yaml');
      if (!loaded.ok) throw new Error('spec');
      return compileSpec(loaded.spec);
    };
    const draws = (text: string): string => describeRules(plan(text)).map((l) => l.text).find((t) => t.includes('50 moves'))!;
    expect(draws(chessWith('', ', resetsMoveRule: true'))).toContain('without a capture or a move of a pawn or a knight');
    expect(draws(chessWith(', resetsMoveRule: false'))).toContain('without a capture or when');
    expect(draws(chessWith(''))).toContain('without a capture or a pawn move');
    expect(draws(chessWith(', resetsMoveRule: black'))).toContain('without a capture or a move of a black pawn');
  });
});
