// Variants whose promotion differs by piece, side or region, or whose pieces keep to a mobility
// region, against Fairy-Stockfish (ffish): perft from the start position, positions at the rule's
// edge (each side's own promotion choices, a promotion only inside its zone, a pawn that may not
// step back onto its first rank), then seeded random games, in both engines: the legal moves and
// the game's result at every position and perft(1..3) at one of them. ffish keeps no pocket in its
// FEN for promotion from captured pieces (it counts the pieces on the board against each type's
// limit), so ours is given to it without the bracketed pool. Deeper start rows and more games run
// with FAIRYFORGE_LONG=1.

import { describe, expect, test } from 'vitest';
import { describeRules } from '../../../compare/rules.ts';
import { compileSpec } from '../../../compiler/compile.ts';
import { loadGeneratedFactory } from '../../../generator/generate.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import { loadSpecText } from '../../../plan-checks/load.ts';
import { resultScore } from '../../../runtime/outcome/result.ts';
import { loadFfish } from '../../oracle/ffish.ts';
import { enginePair, LONG, randomPlayout } from '../../support.ts';

interface Row {
  /** Our file name in variants/, and ffish's name for the variant. */
  readonly file: string;
  readonly ffish: string;
  /** Start perft depths compared in `npm test`, and with FAIRYFORGE_LONG=1. */
  readonly depth: number;
  readonly longDepth: number;
  /** Positions at a rule's edge (our FEN), compared with perft d1-3 and their moves. */
  readonly fens: readonly string[];
  /** Perft depth at a position of each random game in `npm test` (default 3; 3 with FAIRYFORGE_LONG=1). */
  readonly gameDepth?: number;
}

const ROWS: readonly Row[] = [
  // each side's pawn promotes into its own army's pieces: on b8 by a step or a capture, on b1 likewise
  {
    file: 'chigorin',
    ffish: 'chigorin',
    depth: 3,
    longDepth: 4,
    fens: ['r3k3/1P6/8/8/8/8/1p6/R3K3 w Qq - 0 1', 'r3k3/1P6/8/8/8/8/1p6/R3K3 b Qq - 0 1', 'rnbqkbnr/pP4pp/8/8/8/8/Pp4PP/RNNCKNNR w KQkq - 0 1'],
  },
  {
    file: 'sortofalmost',
    ffish: 'sortofalmost',
    depth: 3,
    longDepth: 4,
    fens: ['r3k3/1P6/8/8/8/8/1p6/R3K3 w Qq - 0 1', 'r3k3/1P6/8/8/8/8/1p6/R3K3 b Qq - 0 1'],
  },
  // a pawn steps back but not onto its first rank (e2, e7), one back on its start square may
  // double-step again, and a pawn that stepped back is no en-passant target (e5xd6 ep after d7-d5)
  {
    file: 'pawnback',
    ffish: 'pawnback',
    depth: 3,
    longDepth: 4,
    fens: ['4k3/8/8/8/3P4/8/4P3/4K3 w - - 0 1', '4k3/4p3/8/3p4/8/8/8/4K3 b - - 0 1', 'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 1', 'r3k3/1P6/8/8/8/8/1p6/R3K3 w Qq - 0 1'],
  },
  // promotion only into captured pieces (the pool; ffish counts the board instead): into the queen
  // or lion lost, nowhere on the 10th rank with nothing lost, on the 9th optionally into the
  // archbishop lost; Black's pawn into its one lost wizard
  {
    file: 'opulent',
    ffish: 'opulent',
    depth: 3,
    longDepth: 4,
    gameDepth: 2,
    fens: [
      '4k5/1P8/10/10/10/10/10/L9/C1BN2NB1A/R1W1K1W1R1[QL] w - - 0 1',
      '4k5/1P8/10/10/10/10/10/LQL7/C1BN2NB1A/R1W1K1W1R1[] w - - 0 1',
      '4k5/10/1P8/10/10/10/10/LQL7/C1BN2NB2/R1W1K1W1R1[A] w - - 0 1',
      'r1w1k1q1r1/c1bn2nb1a/l1l7/10/10/10/10/10/1p8/4K5[w] b - - 0 1',
    ],
  },
];

const GAMES = LONG ? 40 : 2;
const PLIES = 60;

const ff = await loadFfish();

/** Our FEN as ffish writes it: no pocket. */
const ffishFen = (fen: string): string => fen.replace(/\[[^\]]*\]/, '');

/** ffish's legal moves (sorted) and result (PGN's score, `*` while the game goes on), from one board. */
function ffishAt(variant: string, fen: string): { moves: string[]; score: string } {
  const board = new ff.raw.Board(variant, ffishFen(fen));
  try {
    const moves = board.legalMoves().trim();
    return { moves: moves === '' ? [] : moves.split(/\s+/).sort(), score: board.isGameOver(false) ? board.result(false) : '*' };
  } finally {
    board.delete();
  }
}

function compareAt(engine: Engine, variant: string, fen: string, where: string): void {
  const pos = engine.parseFen(fen);
  if (!pos.ok) throw new Error(`${where}: our FEN ${fen} does not parse back: ${pos.error.message}`);
  const theirs = ffishAt(variant, fen);
  expect(engine.moves(pos.pos).map((m) => m.uci).sort(), `legal moves at ${where}, FEN ${fen}`).toEqual(theirs.moves);
  expect(resultScore(engine.result(pos.pos, false)), `result at ${where}, FEN ${fen}`).toBe(theirs.score);
}

function perftBoth(engines: readonly Engine[], variant: string, fen: string, where: string, depth = 3): void {
  for (const engine of engines) {
    const pos = engine.parseFen(fen);
    if (!pos.ok) throw new Error(pos.error.message);
    for (let d = 1; d <= depth; d++) expect(engine.perft(pos.pos, d), `perft d${d} ${where}`).toBe(ff.perft(variant, ffishFen(fen), d));
  }
}

describe.each(ROWS)('$file = Fairy-Stockfish $ffish', (row) => {
  const depth = LONG ? row.longDepth : row.depth;
  test(`start perft d1-${depth}, both engines`, async () => {
    const { interpreted, generated } = await enginePair(row.file);
    const fen = interpreted.fen(interpreted.start());
    expect(ffishFen(fen), 'start FEN as ffish writes it').toBe(ff.startFen(row.ffish));
    for (let d = 1; d <= depth; d++) {
      const theirs = ff.perft(row.ffish, ffishFen(fen), d);
      expect(interpreted.perft(interpreted.start(), d), `interpreter d${d}`).toBe(theirs);
      expect(generated.perft(generated.start(), d), `generated d${d}`).toBe(theirs);
    }
  }, 120_000);

  test.each(row.fens)('perft d1-3 and moves at a rule edge: %s', async (fen) => {
    const { interpreted, generated } = await enginePair(row.file);
    compareAt(interpreted, row.ffish, fen, 'rule edge');
    compareAt(generated, row.ffish, fen, 'rule edge');
    perftBoth([interpreted, generated], row.ffish, fen, 'at the rule edge');
  }, 120_000);

  const gameDepth = LONG ? 3 : (row.gameDepth ?? 3);
  test(`${GAMES} random games: moves and result at every position, perft d1-${gameDepth} at one`, async () => {
    const { interpreted, generated } = await enginePair(row.file);
    let positions = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const fens: string[] = [];
      const played = randomPlayout(generated, generated.start(), seed * 7919, PLIES, (p) => fens.push(generated.fen(p)));
      fens.forEach((fen, i) => compareAt(interpreted, row.ffish, fen, `seed ${seed} ply ${i}`));
      positions += fens.length;
      const last = fens[Math.min(fens.length - 1, 10 + ((seed * 13) % 50))];
      perftBoth([interpreted, generated], row.ffish, last, `of ${last} after ${played.join(' ')}`, gameDepth);
    }
    expect(positions).toBeGreaterThan(GAMES * 5);
  }, LONG ? 30 * 60_000 : 120_000);
});

// The mechanisms on their own, in small specs that extend chess, against Fairy-Stockfish variants
// loaded from a config written here (ffish's loadVariantConfig): a zone given as a region of
// squares, not whole ranks (promotionRegionWhite/Black), and a second promoting piece with its
// own promoted form (promotedPieceType, mandatoryPiecePromotion: ffish writes that promotion as
// `d7d8+`, ours names the piece, `d7d8g`).
const FSF_CONFIG = `[centrepromo:chess]
promotionRegionWhite = c7 d7 e7 f7 c8 d8 e8 f8
promotionRegionBlack = c2 d2 e2 f2 c1 d1 e1 f1

[sergeant:chess]
customPiece1 = s:mfWcfF
customPiece2 = g:WF
promotedPieceType = s:g
mandatoryPiecePromotion = true
startFen = rnbqkbnr/ppppsppp/8/8/8/8/PPPPSPPP/RNBQKBNR w KQkq - 0 1
`;

const SPECS: readonly { name: string; spec: string; fens: readonly string[] }[] = [
  {
    // promotion on the c-f files of the last two ranks only: d6-d7 and c3-c2 must promote (the
    // zone reaches the next-to-last rank), a7-a8 and h2-h1 stay pawns (and may stand there);
    // b7xc8 and g2xf1 must promote, b7-b8, b7xa8 and g2-g1 stay pawns
    name: 'centrepromo',
    spec: `name: centrepromo
extends: chess
regions:
  centre: { files: [c, f], ranks: [7, 8] }
promotion:
  zones: [{ region: centre }]
  choices: [q, r, b, n]
`,
    fens: ['4k3/P7/3P4/8/8/2p5/7p/4K3 w - - 0 1', '4k3/P7/3P4/8/8/2p5/7p/4K3 b - - 0 1', 'r1b1k3/1P6/8/8/8/8/6pp/3K1R2 w - - 0 1', 'r1b1k3/1P6/8/8/8/8/6pp/3K1R2 b - - 0 1'],
  },
  {
    // the pawn promotes into queen, rook, bishop or knight; the sergeant only into a general
    name: 'sergeant',
    spec: `name: sergeant
extends: chess
pieces:
  - { name: sergeant, letter: s, betza: mfWcfF }
  - { name: general, letter: g, betza: WF }
promotion:
  pieces: [p, s]
  choices: [q, r, b, n]
  rules:
    - { pieces: [s], choices: [g] }
start: "rnbqkbnr/ppppsppp/8/8/8/8/PPPPSPPP/RNBQKBNR w KQkq - 0 1"
`,
    fens: ['2r3k1/1P1S4/8/8/8/8/3s1p2/7K w - - 0 1', '2r3k1/1P1S4/8/8/8/8/3s1p2/R6K b - - 0 1'],
  },
];

async function specEngines(text: string): Promise<Engine[]> {
  const loaded = loadSpecText(text, 'custom.yaml');
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  const plan = compileSpec(loaded.spec);
  return [new Engine(plan), new Engine(plan, await loadGeneratedFactory(plan, 'custom.yaml'))];
}

(ff.raw as unknown as { loadVariantConfig(config: string): void }).loadVariantConfig(FSF_CONFIG);

describe.each(SPECS)('$name: a promotion mechanism against a Fairy-Stockfish config', ({ name, spec, fens }) => {
  const ffishUci = (uci: string): string => uci.replace(/\+$/, 'g');

  test('start perft d1-3, both engines', async () => {
    for (const engine of await specEngines(spec)) {
      expect(engine.fen(engine.start())).toBe(ff.startFen(name));
      for (let d = 1; d <= 3; d++) expect(engine.perft(engine.start(), d), `d${d}`).toBe(ff.perft(name, ff.startFen(name), d));
    }
  });

  test.each(fens)('moves and perft d1-3 at %s', async (fen) => {
    for (const engine of await specEngines(spec)) {
      const pos = engine.parseFen(fen);
      if (!pos.ok) throw new Error(pos.error.message);
      expect(engine.moves(pos.pos).map((m) => m.uci).sort()).toEqual(ff.legalMoves(name, fen).map(ffishUci).sort());
      for (let d = 1; d <= 3; d++) expect(engine.perft(pos.pos, d), `d${d}`).toBe(ff.perft(name, fen, d));
    }
  });
});

// Balaklava Chess (Gianluca Vecchi, 1994; https://www.chessvariants.com/diffmove.dir/balaklava.html):
// besides their own moves, pieces and pawns may move, without capturing, as knights, a pawn only
// forward, and "the pawns ... cannot move to their promotion rank with a knight move". Only that
// rule is written here, on chess, and tested from its sentence (Fairy-Stockfish has no such rule).
const BALAKLAVA_PAWN = (zone: string): string => `name: knightpawn
extends: chess
pieces:
  - name: pawn
    letter: p
    pawn: true
    moves: [{ betza: mfWcfFifmnD }, { betza: mfN, promotes: false }]
promotion:
  zones: [${zone}]
  choices: [q, r, b, n]
`;

describe('a move that may not promote (Balaklava: no knight move onto the promotion rank)', () => {
  const pawnMoves = (engine: Engine, fen: string, from: string): string[] => {
    const pos = engine.parseFen(fen);
    if (!pos.ok) throw new Error(pos.error.message);
    return engine.moves(pos.pos).filter((m) => m.from === from).map((m) => m.uci).sort();
  };

  test('where promotion is compulsory, the knight move onto the last rank is not possible', async () => {
    for (const engine of await specEngines(BALAKLAVA_PAWN('{ rank: -1, mandatory: true }'))) {
      // from e6: the step to e7 and the knight moves to c7 and g7; d8 and f8 are the last rank
      expect(pawnMoves(engine, '4k3/8/4P3/8/8/8/8/K7 w - - 0 1', 'e6')).toEqual(['e6c7', 'e6e7', 'e6g7']);
      // from e7 (the king away from e8): the step promotes; c8 and g8 would be knight moves onto the last rank
      expect(pawnMoves(engine, '8/4P3/8/8/8/8/8/K6k w - - 0 1', 'e7')).toEqual(['e7e8b', 'e7e8n', 'e7e8q', 'e7e8r']);
    }
  });

  test('where promotion is optional, the knight move onto the promotion rank stays a pawn move', async () => {
    for (const engine of await specEngines(BALAKLAVA_PAWN('{ rank: -1, mandatory: false }'))) {
      expect(pawnMoves(engine, '4k3/8/4P3/8/8/8/8/K7 w - - 0 1', 'e6')).toEqual(['e6c7', 'e6d8', 'e6e7', 'e6f8', 'e6g7']);
      expect(pawnMoves(engine, '8/4P3/8/8/8/8/8/K6k w - - 0 1', 'e7')).toEqual(['e7c8', 'e7e8', 'e7e8b', 'e7e8n', 'e7e8q', 'e7e8r', 'e7g8']);
    }
  });
});

// `describe` words promotion side by side where the sides differ: the pieces it offers each
// side are the pieces that side's pawn becomes in the engines, from the rule-edge positions.
describe.each(['chigorin', 'sortofalmost'])('describe %s: each side is offered what its pawn becomes', (file) => {
  const row = ROWS.find((r) => r.file === file)!;
  test.each([0, 1] as const)('side %i', async (side) => {
    const { interpreted, generated } = await enginePair(file);
    const sentence = describeRules(interpreted.plan).find((l) => l.key === 'promotion')!.text;
    const part = sentence.split('; ')[side];
    expect(part).toMatch(side === 0 ? /^White's pawn / : /^Black's pawn /);
    const offered = /becoming (.*?)\.?$/.exec(part)![1].split(/, | or /).map((s) => s.replace(/^an? /, '')).sort();
    for (const engine of [interpreted, generated]) {
      const seen = new Set<string>();
      for (const fen of row.fens) {
        const pos = engine.parseFen(fen);
        if (!pos.ok) throw new Error(pos.error.message);
        if (pos.pos.side !== side) continue;
        for (const m of engine.moves(pos.pos)) if (m.promotion) seen.add(engine.plan.pieces.find((p) => p.letter === m.promotion!.toLowerCase())!.name);
      }
      expect([...seen].sort()).toEqual(offered);
    }
  });
});
