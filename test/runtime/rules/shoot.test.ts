// Rifle chess (capture mode `shoot`) by its rules text: "when a piece captures, it does not move
// to the captured piece's square: the captured piece is removed and the capturing piece stays
// where it is; en passant: the capturing pawn stays on its square and the enemy pawn is removed;
// a pawn that captures on the last rank stays on its rank" (Rifle chess, also called Stationary
// Capture Chess). Fairy-Stockfish has no rifle variant, so these are the sentences themselves.

import { describe, expect, test } from 'vitest';
import { compileSpec } from '../../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadSpecData } from '../../../plan-checks/load.ts';
import { chessProbeCodes, rookCapturingBy } from '../../chess-probes.ts';
import { loadSpec } from '../../support.ts';

describe('rifle chess (capture: shoot) by its rules text', async () => {
  const chess = loadSpec('chess');
  const shooting: Record<string, { betza: string; capture?: 'shoot' }[]> = {
    pawn: [{ betza: 'mfWifmnD' }, { betza: 'cfF', capture: 'shoot' }],
    knight: [{ betza: 'N', capture: 'shoot' }],
    bishop: [{ betza: 'B', capture: 'shoot' }],
    rook: [{ betza: 'R', capture: 'shoot' }],
    queen: [{ betza: 'Q', capture: 'shoot' }],
    king: [{ betza: 'K', capture: 'shoot' }],
  };
  const loaded = loadSpecData(
    { ...chess, name: 'rifleprobe', examples: [], pieces: chess.pieces.map((p) => ({ ...p, betza: undefined, moves: shooting[p.name] })) },
    'rifleprobe.yaml',
  );
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  const plan = compileSpec(loaded.spec);
  const engines = [
    ['interpreted', new Engine(plan)],
    ['generated', new Engine(plan, await loadGeneratedFactory(plan, 'rifleprobe.yaml'))],
  ] as const;
  const at = (engine: Engine, fen: string) => {
    const r = engine.parseFen(fen);
    if (!r.ok) throw new Error(r.error.message);
    return r.pos;
  };

  describe.each(engines)('%s', (_, engine) => {
    test('the capturing piece stays where it is and the captured piece is removed', () => {
      const pos = at(engine, '4k3/8/8/3r4/8/8/8/3RK3 w - - 0 1');
      const move = engine.moves(pos).find((m) => m.san === 'Rxd5');
      expect(move?.captures).toEqual(['d5']);
      engine.play(pos, move!);
      expect(engine.fen(pos)).toBe('4k3/8/8/8/8/8/8/3RK3 b - - 0 1');
    });

    test('en passant: the capturing pawn stays on its square, the enemy pawn is removed', () => {
      const pos = at(engine, '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2');
      expect(engine.playText(pos, 'exd6')).toBeNull();
      expect(engine.fen(pos)).toBe('4k3/8/8/4P3/8/8/8/4K3 b - - 0 2');
    });

    test('a pawn that captures on the last rank stays on its rank and does not promote; moving there, it does', () => {
      const pos = at(engine, '1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1');
      const moves = engine.moves(pos).filter((m) => m.from === 'a7');
      expect(moves.map((m) => m.uci).sort()).toEqual(['a7a8b', 'a7a8n', 'a7a8q', 'a7a8r', 'a7b8']);
      engine.play(pos, moves.find((m) => m.uci === 'a7b8')!);
      expect(engine.fen(pos)).toBe('4k3/P7/8/8/8/8/8/4K3 b - - 0 1');
    });

    test('a piece that could shoot the king gives check, and a shot can uncover a line to one\'s own king', () => {
      // the rook on e5 checks the king on e8 from where it stands
      expect(engine.moves(at(engine, '4k3/8/8/4R3/8/8/8/4K3 b - - 0 1')).every((m) => m.from === 'e8' && m.to[0] !== 'e')).toBe(true);
      // Black's knight on e4 shields White's king from the rook on e8; White's rook shooting it would leave the king attacked
      const sans = engine.moves(at(engine, '4r2k/8/8/8/R3n3/8/8/4K3 w - - 0 1')).map((m) => m.san);
      expect(sans).not.toContain('Rxe4');
    });
  });
});

describe('semantic checks of shooting', () => {
  test.each([
    [{ ...rookCapturingBy('shoot'), captureRules: { chains: true } }, 'shoot-combination'],
    [{ ...rookCapturingBy('shoot'), colourBound: true }, 'shoot-combination'],
  ])('%j is refused (%s)', (extra, code) => {
    expect(chessProbeCodes(extra)).toContain(code);
  });
  test('shooting passes alone', () => {
    expect(chessProbeCodes({ pieces: rookCapturingBy('shoot').pieces })).toEqual([]);
  });
});
