// `stalematePass`: a side with no legal move, not in check and with a piece, passes instead of
// being stalemated (Fairy-Stockfish's passOnStalemate: andersanti). Compared with ffish on
// antichess (no royal piece: the pass is written with the lowest-numbered piece's square) and on
// chess (the king's square), in both engines: the legal moves, and perft, which stops after two
// passes in a row (ffish's too: the game is over).

import { describe, expect, test } from 'vitest';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadFfish } from '../../oracle/ffish.ts';
import { specTextEngines } from '../../support.ts';

const ff = await loadFfish();
(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig(
  '[ffspanti:antichess]\npassOnStalemate = true\n\n[ffspchess:chess]\npassOnStalemate = true\n',
);

const SPECS: Record<string, string> = {
  ffspanti: 'extends: antichess\nname: ffspanti\nstalematePass: true\n',
  ffspchess: 'extends: chess\nname: ffspchess\nstalematePass: true\n',
};

const engines = (variant: string): Promise<Engine[]> => specTextEngines(SPECS[variant]!, `${variant}.yaml`);

function position(engine: Engine, fen: string) {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return r.pos;
}

describe('passing when stalemated (ffish)', () => {
  test.each([
    // antichess, both pawns blocked: White passes, then Black, and two passes end the game
    ['ffspanti', '8/8/8/8/8/7p/7P/8 w - - 0 1', ['h2h2'], 3],
    // the pass is written with the piece on the lowest rank (h2), not the leftmost file (a4)
    ['ffspanti', 'r7/8/8/p7/P7/7p/7P/8 w - - 0 1', ['h2h2'], 4],
    // a side that can move does not pass
    ['ffspanti', 'r7/8/8/p7/P7/7p/7P/8 b - - 0 1', null, 3],
    // chess: the stalemated king passes with its own square
    ['ffspchess', 'k7/8/1Q6/8/8/8/8/7K b - - 0 1', ['a8a8'], 3],
    // checkmate is no stalemate: no pass
    ['ffspchess', 'k7/1Q6/1K6/8/8/8/8/8 b - - 0 1', [], 2],
  ])('%s %s: the legal moves and perft are ffish\'s', async (variant, fen, passes, depth) => {
    const expected = ff.legalMoves(variant, fen).sort();
    if (passes) expect(expected).toEqual(passes);
    for (const engine of await engines(variant)) {
      const pos = position(engine, fen);
      expect(engine.moves(pos).map((m) => m.uci).sort()).toEqual(expected);
      for (let d = 1; d <= depth; d++) expect(engine.perft(pos, d)).toBe(ff.perft(variant, fen, d));
    }
  });

  test('after two passes in a row the game is over, drawn', async () => {
    for (const engine of await engines('ffspanti')) {
      const pos = position(engine, '8/8/8/8/8/7p/7P/8 w - - 0 1');
      expect(engine.playText(pos, 'h2h2')).toBeNull();
      expect(engine.result(pos).over).toBe(false);
      expect(engine.playText(pos, 'h3h3')).toBeNull();
      expect(engine.result(pos)).toMatchObject({ over: true, winner: null });
    }
  });
});
