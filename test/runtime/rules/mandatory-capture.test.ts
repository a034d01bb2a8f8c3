// Compulsory capture where checks are illegal (racing kings with mustCapture, Fairy-Stockfish's
// coffeerace): a capture that would give check is no legal move, so it obliges nothing and the
// quiet moves stay legal. Against ffish: legal moves and perft d1-3.

import { describe, expect, test } from 'vitest';
import { compileSpec } from '../../../compiler/compile.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { loadFfish } from '../../oracle/ffish.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(text: string): void }).loadVariantConfig('[coffeerace:racingkings]\nmustCapture = true\n');

const loaded = loadSpecText('extends: racingkings\nname: coffeerace\ncaptureRules: { mandatory: true }\n', 'coffeerace.yaml');
if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('; '));
const engine = new Engine(compileSpec(loaded.spec));

describe('mandatory capture with noChecks', () => {
  test.each([
    // the knight's only capture (Nxc1) checks the king on a2: the king's and knight's quiet moves stay
    ['8/8/8/8/8/8/k3N3/2b4K w - - 0 1'],
    // the start position, after 1. Nxc2 Rxc2 (every white capture there checks)
    ['8/8/8/8/8/8/k1rnNBRK/qrbn1BRQ w - - 0 2'],
    // a capture that does not check still obliges
    ['k7/8/8/8/8/3b4/8/4N2K w - - 0 1'],
  ])('%s: the legal moves and perft d1-3 are ffish\'s', (fen) => {
    const pos = engine.parseFen(fen);
    if (!pos.ok) throw new Error(pos.error.message);
    expect(engine.moves(pos.pos).map((m) => m.uci).sort()).toEqual(ff.legalMoves('coffeerace', fen));
    for (let d = 1; d <= 3; d++) expect(engine.perft(pos.pos, d), `perft d${d}`).toBe(ff.perft('coffeerace', fen, d));
  });
});
