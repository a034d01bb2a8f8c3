// Importing what a repetition decides (nFoldValue, nFoldValueAbsolute, nFoldRule) and perpetual
// check (perpetualCheckIllegal): every section of test/fixtures/interop/repetition.ini imports
// in full, its perft d1-3 equals ffish's from the start and after a seeded playout, and games
// that repeat (with checks on every move, on some, or none) end as ffish's result(true) says
// (claimDraw: FSF counts a repetition an optional game end), in both our engines. The spec
// exports back to the same options.

import { describe, expect, test } from 'vitest';
import { exportIni, importIni, loadVariant, type Variant } from '../../lib/index.ts';
import { ffishGame } from '../oracle/ffish.ts';
import { expectPerftAsFfish, readIniFixture } from './ini-fixture.ts';

const { ff, specs, specFile } = await readIniFixture('repetition.ini');
type RawBoard = { push(uci: string): boolean; isGameOver(claim: boolean): boolean; result(claim: boolean): string; delete(): void };
const raw = ff.raw as unknown as { loadVariantConfig(text: string): void; Board: new (variant: string, fen: string) => RawBoard };

const CHESS_LIKE = ['ffreppc', 'ffreploss', 'ffrepwhite'];
const QUEEN_FEN = '7k/8/8/8/8/8/8/1K2Q3 w - - 0 1';
/** Games that repeat: the queen checks on every move, on none, or only since the second occurrence. */
const GAMES: Readonly<Record<string, { fen: string; moves: string[]; sections: readonly string[] }>> = {
  'every white move checks': { fen: QUEEN_FEN, moves: ['e1e8', 'h8h7', 'e8e4', 'h7h8', 'e4e8', 'h8h7', 'e8e4', 'h7h8', 'e4e8'], sections: CHESS_LIKE },
  'no check in the cycle': { fen: QUEEN_FEN, moves: ['e1e8', 'h8h7', 'e8e2', 'h7h8', 'e2e8', 'h8h7', 'e8e2', 'h7h8', 'e2e8'], sections: CHESS_LIKE },
  'checks since the second occurrence only': { fen: QUEEN_FEN, moves: ['e1e8', 'h8h7', 'e8e2', 'h7h8', 'e2e8', 'h8h7', 'e8e4', 'h7h8', 'e4e8'], sections: CHESS_LIKE },
  'black checks on every move': { fen: 'k2q4/8/8/8/8/8/8/7K b - - 0 1', moves: ['d8d1', 'h1h2', 'd1d6', 'h2h1', 'd6d1', 'h1h2', 'd1d6', 'h2h1', 'd6d1'], sections: CHESS_LIKE },
  'knights shuffle from the start': {
    fen: '',
    moves: ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1', 'f6g8'],
    sections: CHESS_LIKE,
  },
  'knights shuffle on the small board': {
    fen: '',
    moves: ['b1c3', 'b6c4', 'c3b1', 'c4b6', 'b1c3', 'b6c4', 'c3b1', 'c4b6', 'b1c3', 'b6c4', 'c3b1', 'c4b6', 'b1c3'],
    sections: ['ffrepsmall'],
  },
};

const variants = new Map<string, Variant[]>();
async function both(section: string): Promise<Variant[]> {
  const file = specFile(section);
  if (!variants.has(section)) variants.set(section, [await loadVariant(file, { engine: 'interpreted' }), await loadVariant(file)]);
  return variants.get(section)!;
}

/** ffish's score after each move of the game (result with claimDraw), up to the move that ends it. */
function ffishScores(section: string, fen: string, moves: readonly string[]): string[] {
  const board = new raw.Board(section, fen);
  const scores: string[] = [];
  try {
    for (const m of moves) {
      if (!board.push(m)) throw new Error(`ffish refused ${m}`);
      scores.push(board.isGameOver(true) ? board.result(true) : '*');
      if (scores.at(-1) !== '*') break;
    }
    return scores;
  } finally {
    board.delete();
  }
}

describe.each(specs)('import section $section', (spec) => {
  test('imports in full, and its perft d1-3 equals ffish from the start and after a random playout', async () => {
    expect(spec.explanations).toEqual([]);
    const v = await loadVariant(specFile(spec), { engine: 'interpreted' });
    const fen = ffishGame(ff, spec.section, v.startFen, 11, 8).at(-1)!;
    expectPerftAsFfish(ff, v, spec.section, [v.startFen, fen]);
  }, 60_000);
});

describe.each(Object.entries(GAMES))('%s', (_name, game) => {
  test.each(game.sections)('%s: the result after each move is ffish\'s, in both engines', async (section) => {
    const [interpreted] = await both(section);
    const fen = game.fen || interpreted.startFen;
    const expected = ffishScores(section, fen, game.moves);
    // every game here ends in a repetition (ffrepwhite's second occurrence comes early)
    expect(expected.at(-1), expected.join(' ')).not.toBe('*');
    for (const v of await both(section)) {
      const ours = expected.map((_, i) => v.play(game.moves.slice(0, i + 1), fen).result.text.split(' ')[0]);
      expect(ours, v.engineKind).toEqual(expected);
    }
  });
});

test('the imported specs say the rules, and export back to the same options', async () => {
  const yaml = (section: string): string => specs.find((s) => s.section === section)!.yaml;
  expect(yaml('ffreppc')).toMatch(/perpetualCheckLoses: true/);
  expect(yaml('ffreppc')).not.toMatch(/repetitionOutcome/);
  expect(yaml('ffreploss')).toMatch(/repetitionOutcome: loss/);
  expect(yaml('ffrepwhite')).toMatch(/repetitionOutcomeOf: white/);
  expect(yaml('ffrepsmall')).not.toMatch(/perpetualCheckLoses/);
  const options = async (section: string): Promise<string> => {
    const [v] = await both(section);
    const out = await exportIni(v);
    if (!out.ok) throw new Error(`${section}: refused`);
    return out.text;
  };
  expect(await options('ffreppc')).toMatch(/^perpetualCheckIllegal = true$/m);
  expect(await options('ffreploss')).toMatch(/^nFoldValue = loss$/m);
  const white = await options('ffrepwhite');
  for (const line of ['nFoldValue = win', 'nFoldValueAbsolute = true', 'nFoldRule = 2', 'perpetualCheckIllegal = true']) expect(white).toContain(line);
  expect(await options('ffrepsmall')).not.toMatch(/perpetualCheckIllegal/);
  // the round trip: the exported section imports to the same draw rules
  const again = await importIni(white, { file: 'ffrepwhite.ini' });
  expect(again.ok && again.specs[0]!.yaml.match(/draws:[\s\S]*?\n(?=\S)/)?.[0]).toBe(yaml('ffrepwhite').match(/draws:[\s\S]*?\n(?=\S)/)?.[0]);
});

describe('what the importer refuses or leaves out', () => {
  test('perpetual check without a checkmate goal, and a repetition value that is no result, are refused at their lines', async () => {
    const r = await importIni('[pc:antichess]\nperpetualCheckIllegal = true\n[nv:chess]\nnFoldValue = none\n', { file: 'v.ini' });
    if (!r.ok) throw new Error('expected specs');
    expect(r.specs.map((s) => s.explanations)).toEqual([
      ['v.ini:2: perpetualCheckIllegal = true: not expressible yet: perpetual check without a checkmate goal (no royal piece to check) is not in the language'],
      ['v.ini:4: nFoldValue = none: not expressible yet: none is not one of draw, win, loss'],
    ]);
  });
  test('without a repetition rule (nFoldRule = 0) FSF reads neither, and the spec says neither', async () => {
    const r = await importIni('[off:chess]\nnFoldRule = 0\nnFoldValue = loss\nperpetualCheckIllegal = true\n', { file: 'v.ini' });
    if (!r.ok) throw new Error('expected specs');
    expect(r.specs[0]!.explanations).toEqual([]);
    expect(r.specs[0]!.yaml).not.toMatch(/repetitionOutcome|perpetualCheckLoses/);
    expect(r.specs[0]!.yaml).toMatch(/repetition: 0/);
  });
});
