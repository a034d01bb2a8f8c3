// A drop puts a piece only where the piece may stand: a confined piece (every move bound to a
// region, `confined:`) is dropped only inside its region, as Fairy-Stockfish drops a piece with a
// mobility region only there. Compared with ffish on xiangqi with drops (a variants.ini section
// `xiangqi` + `pieceDrops`, `capturesToHand`), both engines.

import { describe, expect, test } from 'vitest';
import { compileSpec } from '../../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { loadFfish } from '../../oracle/ffish.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig('[xqdrop:xiangqi]\npieceDrops = true\ncapturesToHand = true\n');

const XQDROP = 'extends: xiangqi\nname: xqdrop\nhand:\n  captures: capturer\n';

async function engines(text: string, file: string): Promise<Engine[]> {
  const r = loadSpecText(text, file);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  const plan = compileSpec(r.spec);
  return [new Engine(plan), new Engine(plan, await loadGeneratedFactory(plan, file))];
}

function moves(engine: Engine, fen: string): string[] {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return engine.moves(r.pos).map((m) => m.uci).sort();
}

describe('xiangqi with drops: a confined piece is dropped only in its region (ffish)', () => {
  // kings off one file, so the flying general bars no drop
  test.each([
    // the advisor: the palace's nine points less the king's (FSF's palace is its mobility region, every point of it)
    ['3k5/9/9/9/9/9/9/9/9/5K3[A] w - - 0 1', 'A@', 8],
    // the elephant: its own side of the river (45 points less the king's)
    ['3k5/9/9/9/9/9/9/9/9/5K3[B] w - - 0 1', 'B@', 44],
    // the soldier is not confined: every empty point
    ['3k5/9/9/9/9/9/9/9/9/5K3[P] w - - 0 1', 'P@', 88],
    ['3k5/9/9/9/9/9/9/9/9/5K3[abp] b - - 0 1', 'A@', 8],
  ])('%s: the legal moves are ffish\'s, %s on %i points', async (fen, prefix, count) => {
    const expected = ff.legalMoves('xqdrop', fen);
    expect(expected.filter((m) => m.toUpperCase().startsWith(prefix))).toHaveLength(count);
    for (const engine of await engines(XQDROP, 'xqdrop.yaml')) expect(moves(engine, fen)).toEqual(expected);
  });
});
