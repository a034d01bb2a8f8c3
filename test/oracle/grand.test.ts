// Grand Chess (variants/grand.yaml) against Fairy-Stockfish's `grand` (ffish): perft from the start
// and from positions along random games, in both engines, and the legal moves all along those
// games. ffish keeps no pocket in its FEN (it counts the pieces on the board against each type's
// start number), so ours is given without its bracketed pool of captured pieces.

import { describe, expect, test } from 'vitest';
import type { Engine } from '../../runtime/use/engine.ts';
import { formatFenError } from '../../runtime/state/fen.ts';
import type { Position } from '../../runtime/state/position.ts';
import { loadFfish } from './ffish.ts';
import { enginePair, LONG, randomPlayout } from '../support.ts';

const ff = await loadFfish();
const pair = await enginePair('grand');
const KINDS = ['interpreted', 'generated'] as const;
/** Random games from the start; perft at these plies of each (positions reached later in a game have captured pieces to promote into). */
const GAMES = LONG ? 12 : 4;
const PLIES = LONG ? [10, 25, 40, 60, 80] : [20, 45];

/** Our FEN as ffish writes it: no pocket. */
function ffishFen(fen: string): string {
  return fen.replace(/\[[^\]]*\]/, '');
}

function parse(engine: Engine, fen: string): Position {
  const r = engine.parseFen(fen);
  if (!r.ok) throw new Error(formatFenError(r.error));
  return r.pos;
}

/** FENs along seeded random games (interpreter), at the plies in PLIES, and every position's FEN. */
function gamePositions(): { sampled: string[]; all: string[] } {
  const engine = pair.interpreted;
  const sampled: string[] = [];
  const all: string[] = [];
  for (let seed = 1; seed <= GAMES; seed++) {
    let ply = 0;
    randomPlayout(engine, engine.start(), 1400 + seed, Math.max(...PLIES), (pos) => {
      const fen = engine.fen(pos);
      all.push(fen);
      if (PLIES.includes(ply++)) sampled.push(fen);
    });
  }
  return { sampled, all };
}

const games = gamePositions();

describe.each(KINDS)('grand perft against ffish, %s engine', (kind) => {
  const engine = pair[kind];
  const start = engine.fen(engine.start());

  test('the start position is ffish\'s', () => {
    expect(ffishFen(start)).toBe(ff.startFen('grand'));
  });

  test.each(LONG ? [1, 2, 3, 4] : [1, 2, 3])('start, depth %i', (depth) => {
    expect(engine.perft(engine.start(), depth)).toBe(ff.perft('grand', ffishFen(start), depth));
  });

  test(`${games.sampled.length} positions along random games, depths 1-3`, () => {
    expect(games.sampled.length).toBe(GAMES * PLIES.length);
    for (const fen of games.sampled) {
      for (let depth = 1; depth <= 3; depth++) {
        const pos = parse(engine, fen);
        expect(engine.perft(pos, depth), `${fen} depth ${depth}`).toBe(ff.perft('grand', ffishFen(fen), depth));
      }
    }
  });

  test('the legal moves at every position of those games are ffish\'s', () => {
    for (const fen of games.all) {
      const ours = engine.moves(parse(engine, fen)).map((m) => m.uci).sort();
      expect(ours, fen).toEqual(ff.legalMoves('grand', ffishFen(fen)));
    }
  });
});

describe.each(KINDS)('grand promotion rules, %s engine', (kind) => {
  const engine = pair[kind];
  // White's pawn on d9, Black's king on e10; Black has lost its queen, White nothing
  const CHECK = 'r3k4r/1nbP1cabn1/pppppppppp/10/10/10/10/PPPPPPPPP1/1NBQKCABN1/R8R[q] b - - 0 1';

  test('a pawn with nothing to promote into still gives check on the last rank (ffish agrees)', () => {
    const pos = parse(engine, CHECK);
    const ours = engine.moves(pos).map((m) => m.uci).sort();
    expect(ours).toEqual(ff.legalMoves('grand', ffishFen(CHECK)));
    expect(ours).not.toContain('a10a9'); // every move must answer the check
    expect(ours).toContain('e10d9'); // the king may take the pawn
  });

  test('promotion on the 8th and 9th ranks is optional, on the 10th compulsory, and only into captured pieces', () => {
    // White has lost a rook and a knight: its pawns may become either, and nothing else
    const fen = '7k2/3P6/10/6P3/10/10/10/PPP1PPP1PP/1NBQKCAB2/R9[RN] w - - 0 1';
    const pawns = engine.moves(parse(engine, fen)).filter((m) => m.from === 'd9' || m.from === 'g7').map((m) => m.uci).sort();
    expect(pawns).toEqual(['d9d10n', 'd9d10r', 'g7g8', 'g7g8n', 'g7g8r']);
    expect(pawns).toEqual(ff.legalMoves('grand', ffishFen(fen)).filter((m) => m.startsWith('d9') || m.startsWith('g7')));
  });
});
