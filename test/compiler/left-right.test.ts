// `leftRight: relative` (issue #24): Black's l and r are its own, as Fairy-Stockfish reads Betza
// (Black's "left" is White's right). A piece lfWrF, whose moves differ for Black either way,
// checked in both engines against ffish (a variants.ini custom piece) from positions with it on
// both sides; the default (absolute) keeps White's left for both, as before.
import { describe, expect, test } from 'vitest';
import { describeRules } from '../../compare/rules.ts';
import { compileSpec } from '../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../generator/generate.ts';
import { Engine } from '../../runtime/use/engine.ts';
import { loadSpecText } from '../../plan-checks/load.ts';
import { loadFfish } from '../oracle/ffish.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig(`[sided:chess]
customPiece1 = a:lfWrF
startFen = r3k2r/8/8/3a4/8/3A4/8/R3K2R w KQkq - 0 1
`);

const FENS = ['r3k2r/8/8/3a4/8/3A4/8/R3K2R w KQkq - 0 1', 'r3k2r/8/8/3a4/8/3A4/8/R3K2R b KQkq - 0 1', 'r3k3/1a6/8/8/8/8/6A1/4K2R w - - 0 1'];

function spec(leftRight: string): string {
  return `name: sided
extends: chess
${leftRight}
pieces:
  - { name: sider, letter: a, betza: lfWrF }
start: "${FENS[0]}"
`;
}

async function engines(text: string): Promise<Engine[]> {
  const loaded = loadSpecText(text, 'sided.yaml');
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  const plan = compileSpec(loaded.spec);
  return [new Engine(plan), new Engine(plan, await loadGeneratedFactory(plan, 'sided.yaml'))];
}

describe('left and right relative to each side', () => {
  test('relative: moves and perft d1-3 as Fairy-Stockfish, both engines', async () => {
    for (const engine of await engines(spec('leftRight: relative'))) {
      for (const fen of FENS) {
        const parsed = engine.parseFen(fen);
        if (!parsed.ok) throw new Error(parsed.error.message);
        expect(engine.moves(parsed.pos).map((m) => m.uci).sort(), fen).toEqual(ff.legalMoves('sided', fen).sort());
        for (let d = 1; d <= 3; d++) expect(engine.perft(parsed.pos, d), `${fen} d${d}`).toBe(ff.perft('sided', fen, d));
      }
    }
  });

  test("absolute (the default): Black's lfW steps to White's left, towards the a-file", async () => {
    for (const engine of await engines(spec(''))) {
      const parsed = engine.parseFen(FENS[1]);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const moves = engine.moves(parsed.pos).map((m) => m.uci).filter((m) => m.startsWith('d5'));
      expect(moves.sort()).toEqual(['d5c5', 'd5d4', 'd5e4', 'd5e6']);
    }
  });

  test('describe says it', () => {
    const loaded = loadSpecText(spec('leftRight: relative'), 'sided.yaml');
    if (!loaded.ok) throw new Error('spec');
    expect(describeRules(compileSpec(loaded.spec)).find((l) => l.key === 'board')!.text).toContain("Left and right are each side's own");
  });
});
