// The playground's game session (playground/src/game/): the moves a board offers, entered
// click by click, against Fairy-Stockfish (ffish) where it plays the variant — legal moves,
// the FEN each move reaches, the squares a capture empties — and against the rule pages'
// known positions where it does not (Interweave's chains, Fusion's fission).

import { beforeAll, describe, expect, test } from 'vitest';
import { loadVariant, type Variant } from '../../lib/index.ts';
import { candidates, choiceKind, origins, step, targets, type Entry } from '../../playground/src/game/entry.ts';
import { GameSession } from '../../playground/src/game/session.ts';
import { positionView } from '../../playground/src/game/position-view.ts';
import { loadFfish, type Ffish } from '../oracle/ffish.ts';

let ffish: Ffish;
const variants = new Map<string, Variant>();
beforeAll(async () => {
  ffish = await loadFfish();
  for (const name of ['chess', 'crazyhouse', 'atomic', 'interweave', 'fusion', 'shogi']) variants.set(name, await loadVariant(name, { engine: 'interpreted' }));
});
const v = (name: string): Variant => variants.get(name)!;

const from = (square: string, ...landings: string[]): Entry => ({ origin: { square }, landings });
/** The board part of a FEN, where fairyforge's and ffish's other fields may be written differently. */
const boardOf = (fen: string): string => fen.split(' ')[0];

describe('legal moves and clicks against ffish', () => {
  test('chess: the legal moves are ffish\'s, from the start and after 1.e4 e5 2.Nf3', () => {
    const game = new GameSession(v('chess'));
    expect(game.moves.map((m) => m.uci).sort()).toEqual(ffish.legalMoves('chess', game.fen));
    for (const san of ['e4', 'e5', 'Nf3']) expect(game.playText(san)).toEqual({ ok: true });
    expect(game.moves.map((m) => m.uci).sort()).toEqual(ffish.legalMoves('chess', game.fen));
    expect(game.fen).toBe(ffish.fenAfter('chess', v('chess').startFen, ['e2e4', 'e7e5', 'g1f3']));
  });

  test('chess: a click on e2 offers e3 and e4, and a click on e4 plays the move ffish reaches', () => {
    const game = new GameSession(v('chess'));
    expect(targets(game.moves, from('e2')).map((t) => t.square)).toEqual(['e3', 'e4']);
    const s = step(game.moves, from('e2'), 'e4');
    expect(s.kind).toBe('move');
    if (s.kind === 'move') game.play(s.move);
    expect(boardOf(game.fen)).toBe(boardOf(ffish.fenAfter('chess', v('chess').startFen, ['e2e4'])));
    expect(game.sans).toEqual(['e4']);
  });

  test('en passant: the target is d6, the marker is on d5, the pawn it removes', () => {
    const fen = 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3';
    const game = new GameSession(v('chess'), fen);
    expect(targets(game.moves, from('e5'))).toContainEqual({ square: 'd6', removes: ['d5'], mayRemove: [] });
    expect(ffish.legalMoves('chess', fen)).toContain('e5d6');
  });

  test('promotion: the four pieces are a choice, and the one chosen is ffish\'s move', () => {
    const fen = '8/P6k/8/8/8/8/8/K7 w - - 0 1';
    const game = new GameSession(v('chess'), fen);
    const s = step(game.moves, from('a7'), 'a8');
    expect(s.kind).toBe('choose');
    if (s.kind !== 'choose') return;
    expect(choiceKind(s.options)).toBe('promotion');
    expect(s.options.map((m) => m.uci).sort()).toEqual(ffish.legalMoves('chess', fen).filter((u) => u.startsWith('a7a8')));
    game.play(s.options.find((m) => m.promotion === 'N')!);
    expect(game.fen).toBe(ffish.fenAfter('chess', fen, ['a7a8n']));
  });

  test('crazyhouse: a knight in hand can be dropped on every square ffish allows, and the drop empties the hand', () => {
    const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Nn] w KQkq - 0 1';
    const game = new GameSession(v('crazyhouse'), fen);
    expect(origins(game.moves).hand).toEqual(new Set(['N']));
    const drops = targets(game.moves, { origin: { hand: 'N' }, landings: [] }).map((t) => `N@${t.square}`);
    expect(drops.sort()).toEqual(ffish.legalMoves('crazyhouse', fen).filter((u) => u.startsWith('N@')).sort());
    expect(positionView(v('crazyhouse'), fen).hands).toEqual([[{ letter: 'N', count: 1 }], [{ letter: 'n', count: 1 }]]);
    const s = step(game.moves, { origin: { hand: 'N' }, landings: [] }, 'd5');
    if (s.kind === 'move') game.play(s.move);
    expect(boardOf(game.fen)).toBe(boardOf(ffish.fenAfter('crazyhouse', fen, ['N@d5'])));
    expect(positionView(v('crazyhouse'), game.fen).hands).toEqual([[], [{ letter: 'n', count: 1 }]]);
  });

  test('atomic: an explosion\'s markers are the squares ffish empties of enemy pieces', () => {
    // the Knight takes on d5: the Bishop beside it goes too, the pawn on c6 (pawns do not explode) stays
    const fen = '4k3/8/2p5/3nb3/8/4N3/8/4K3 w - - 0 1';
    const game = new GameSession(v('atomic'), fen);
    const t = targets(game.moves, from('e3')).find((x) => x.square === 'd5')!;
    const after = positionView(v('atomic'), ffish.fenAfter('atomic', fen, ['e3d5']));
    const before = positionView(v('atomic'), fen);
    const emptiedEnemies = [...before.squares].filter(([sq, p]) => p.color === 1 && !after.squares.has(sq)).map(([sq]) => sq);
    expect([...t.removes].sort()).toEqual(emptiedEnemies.sort());
    expect(t.removes.length).toBeGreaterThan(1);
  });

  test('the result when the game ends: fool\'s mate is 0-1, as ffish says, with no moves left', () => {
    const game = new GameSession(v('chess'));
    for (const san of ['f3', 'e5', 'g4', 'Qh4#']) expect(game.playText(san)).toEqual({ ok: true });
    expect(game.result.over).toBe(true);
    expect(game.score).toBe(ffish.result('chess', game.fen));
    expect(game.moves).toEqual([]);
  });
});

describe('chains and choices', () => {
  test('Interweave: the Leaper\'s chain h4-d4-b4 is entered landing by landing, removing e4 then c4', () => {
    const game = new GameSession(v('interweave'), '5k1k/8/8/8/2p1p2N/8/8/K1K5[] w - - 0 1');
    expect(targets(game.moves, from('h4')).map((t) => [t.square, [...t.removes].sort(), t.mayRemove])).toEqual([['d4', ['c4', 'e4'], []]]);
    const first = step(game.moves, from('h4'), 'd4');
    expect(first.kind).toBe('continue');
    if (first.kind !== 'continue') return;
    expect(targets(game.moves, first.entry).map((t) => t.square)).toEqual(['b4']);
    const second = step(game.moves, first.entry, 'b4');
    expect(second.kind).toBe('move');
    if (second.kind === 'move') game.play(second.move);
    expect(game.fen).toBe('5k1k/8/8/8/1N6/8/8/K1K5[] b - - 0 1');
    expect(step(game.moves, from('h4'), 'b4').kind).toBe('illegal');
  });

  test('Interweave: the Remover captures without moving, so its target is its own square', () => {
    const game = new GameSession(v('interweave'), '5k1k/8/8/4p3/4Bp2/8/8/K1K5[] w - - 0 1');
    expect(targets(game.moves, from('e4')).map((t) => [t.square, [...t.removes].sort()])).toEqual([['e4', ['e5', 'f4']]]);
  });

  test('Fusion: a Paladin\'s knight move to e5 is a choice between moving whole and the Knight splitting off', () => {
    const game = new GameSession(v('fusion'), 'r1bqkbm1/pp1ppppp/2n5/2p5/4P3/5D2/PPPP1PPP/RNBQK2R w KQq - 0 1');
    const s = step(game.moves, from('f3'), 'g5');
    expect(s.kind).toBe('choose');
    if (s.kind !== 'choose') return;
    expect(choiceKind(s.options)).toBe('fission');
    expect(s.options.map((m) => m.piece).sort()).toEqual(['D', 'N']);
    game.play(s.options.find((m) => m.piece === 'N')!);
    expect(positionView(v('fusion'), game.fen).squares.get('f3')?.letter).toBe('B');
  });

  test('every legal move is reachable by clicks: its landings lead to it alone or to a choice containing it', () => {
    for (const [name, fen] of [['chess', undefined], ['shogi', undefined], ['interweave', '5k1k/8/8/8/2p1p2N/8/8/K1K5[] w - - 0 1']] as const) {
      const game = new GameSession(v(name), fen);
      for (const m of game.moves) {
        const origin = m.from === null ? { hand: m.piece } : { square: m.from };
        const last = m.landings.at(-1)!;
        const s = step(game.moves, { origin, landings: m.landings.slice(0, -1) }, last);
        expect(s.kind === 'move' ? [s.move] : s.kind === 'choose' ? s.options : [], `${name} ${m.uci}`).toContainEqual(m);
        expect(candidates(game.moves, { origin, landings: [] })).toContainEqual(m);
      }
    }
  });
});

describe('history, FEN and PGN', () => {
  test('undo and redo walk the moves; a new move clears what was undone', () => {
    const game = new GameSession(v('chess'));
    game.playText('e4');
    game.playText('c5');
    expect(game.undo()).toBe(true);
    expect(boardOf(game.fen)).toBe(boardOf(ffish.fenAfter('chess', v('chess').startFen, ['e2e4'])));
    expect(game.redo()).toBe(true);
    expect(game.sans).toEqual(['e4', 'c5']);
    game.undo();
    game.playText('e7e5');
    expect(game.canRedo).toBe(false);
    expect(game.sans).toEqual(['e4', 'e5']);
  });

  test('a typed illegal move and an impossible FEN are refused with the library\'s messages, and nothing changes', () => {
    const game = new GameSession(v('chess'));
    game.playText('e4');
    const before = game.fen;
    expect(game.playText('Ke3')).toMatchObject({ ok: false, message: expect.stringContaining('"Ke3" is not a legal move here') as string });
    expect(game.setFen('rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')).toEqual({ ok: false, message: 'invalid FEN (board field): rank 6 has 9 squares, expected 8' });
    expect(game.fen).toBe(before);
    expect(game.sans).toEqual(['e4']);
  });

  test('PGN: tags, numbered SAN from the FEN\'s move number, the FEN tag when the game starts elsewhere, the result', () => {
    const game = new GameSession(v('chess'));
    for (const san of ['f3', 'e5', 'g4', 'Qh4#']) game.playText(san);
    const date = new Date(Date.UTC(2026, 0, 2));
    expect(game.pgn(date)).toBe(
      ['[Event "fairyforge playground"]', '[Site "?"]', '[Date "2026.01.02"]', '[Round "-"]', '[White "?"]', '[Black "?"]', '[Result "0-1"]', '[Variant "Orthodox chess"]', '', '1. f3 e5 2. g4 Qh4# 0-1', ''].join('\n'),
    );
    const black = new GameSession(v('chess'), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    black.playText('e5');
    black.playText('Nf3');
    expect(black.pgn(date)).toContain('[SetUp "1"]\n[FEN "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"]\n\n1... e5 2. Nf3 *\n');
  });
});
