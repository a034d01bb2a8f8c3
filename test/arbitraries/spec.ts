// fast-check arbitraries for whole variant files, built from the schema's own vocabulary
// (atoms, directions, modes, capture modes, goals): boards from 1x1 to 16x16, random piece
// sets, compounds with fusion and fission, castling, safe passage, promotion, capture rules and
// a start position placed on the board. Most generated files are meant to pass validation;
// some are not (unreachable pawns, odd jump leaps, pawn components …), so that both halves of
// "accepted runs, rejected is explained" are exercised.

import fc from 'fast-check';
import { stringify } from 'yaml';
import schema from '../../schema/variant.schema.json' with { type: 'json' };

const defs = schema.definitions;
export const ATOM_LETTERS = defs.atomLetter.enum;
export const DIRECTIONS = defs.direction.enum;
export const MODES = defs.mode.enum;
export const CAPTURE_MODES = defs.captureMode.enum;
const STALEMATES = defs.stalemate.enum;
const BETZA_SAMPLES = ['K', 'R', 'B', 'Q', 'N', 'W', 'F', 'mfWcfF', 'fmWfcF', 'ifmnD', 'NN', 'W2', 'fsW', 'hrN', 'ffN', 'mFcW', 'Z', 'DA', 'mRcpR', 'pB', 'gQ', 'fgR'];
const LETTERS = 'abcdefghijlmnopqrstuvwxyz'.split('');

/** A generated variant: its data (what the YAML says) and its text. */
export interface GeneratedSpec {
  readonly data: Record<string, unknown>;
  readonly text: string;
}

/** A vector component: mostly short (long leaps rarely fit a small board, rule move-off-board). */
const component = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: -3, max: 3 }) }, { weight: 1, arbitrary: fc.integer({ min: -8, max: 8 }) });
const vector = fc.tuple(component, component).filter(([x, y]) => x !== 0 || y !== 0);

const structuredMove = fc.record(
  {
    atom: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ATOM_LETTERS) }, { weight: 1, arbitrary: vector }),
    range: fc.oneof(fc.constant(1), fc.constant(0), fc.integer({ min: 2, max: 4 })),
    directions: fc.uniqueArray(fc.constantFrom(...DIRECTIONS), { minLength: 1, maxLength: 3 }),
    mode: fc.constantFrom(...MODES),
    initial: fc.boolean(),
    lame: fc.boolean(),
    capture: fc.oneof({ weight: 4, arbitrary: fc.constant('replace') }, { weight: 3, arbitrary: fc.constantFrom(...CAPTURE_MODES) }),
  },
  { requiredKeys: ['atom'] },
);

const betzaMove = fc.record({ betza: fc.constantFrom(...BETZA_SAMPLES), capture: fc.constantFrom(...CAPTURE_MODES) }, { requiredKeys: ['betza'] });

interface PieceDraft {
  moves: unknown[];
  betza?: string;
  pawn: boolean;
  custodian?: string;
}

const pieceDraft: fc.Arbitrary<PieceDraft> = fc.record(
  {
    moves: fc.array(fc.oneof({ weight: 4, arbitrary: structuredMove }, { weight: 1, arbitrary: betzaMove }), { minLength: 0, maxLength: 3 }),
    betza: fc.constantFrom(...BETZA_SAMPLES),
    pawn: fc.boolean(),
    custodian: fc.constantFrom(...ATOM_LETTERS),
  },
  { requiredKeys: ['moves', 'pawn'] },
);

/** A compound piece's letter and its two components' letters. */
interface Compound {
  letter: string;
  a: string;
  b: string;
}

/** A board side from 1 to 16; sides under 4 (where most leaps never land) a ninth of the time. */
const side = fc.oneof({ weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }) }, { weight: 8, arbitrary: fc.integer({ min: 4, max: 16 }) });
const board = fc.record({ files: side, ranks: side });

/** A FEN board: each square empty or a random piece; with a royal piece, exactly one per side. */
function startBoard(
  files: number,
  ranks: number,
  letters: readonly string[],
  royal: string | undefined,
  density: number,
  next: () => number,
  castle?: string,
  compounds: readonly Compound[] = [],
): string {
  const cells: string[] = [];
  for (let i = 0; i < files * ranks; i++) {
    if (next() < density) {
      const letter = letters[Math.floor(next() * letters.length)];
      if (letter === royal) cells.push('');
      else cells.push(next() < 0.5 ? letter.toUpperCase() : letter);
    } else cells.push('');
  }
  if (royal !== undefined && castle !== undefined) {
    // each side's back rank: the castling partner in both corners, the royal piece between
    const back = [ranks - 1, 0];
    back.forEach((r, side) => {
      const piece = (l: string): string => (side === 0 ? l.toUpperCase() : l);
      for (let f = 0; f < files; f++) if (cells[r * files + f] === royal || cells[r * files + f] === royal.toUpperCase()) cells[r * files + f] = '';
      cells[r * files] = piece(castle);
      cells[r * files + files - 1] = piece(castle);
      cells[r * files + (files >> 1)] = piece(royal);
    });
  } else if (royal !== undefined) {
    const free = cells.map((c, i) => i).filter((i) => cells[i] === '');
    const a = free.splice(Math.floor(next() * free.length), 1)[0];
    if (a !== undefined) cells[a] = royal.toUpperCase();
    const b = free.splice(Math.floor(next() * free.length), 1)[0];
    if (b !== undefined) cells[b] = royal;
  }
  placeCompounds(cells, files, compounds, royal, next);
  const rows: string[] = [];
  for (let r = 0; r < ranks; r++) {
    let row = '';
    let empty = 0;
    for (let f = 0; f < files; f++) {
      const c = cells[r * files + f];
      if (c === '') {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += c;
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return rows.join('/');
}

const draw = {
  board,
  drafts: fc.array(pieceDraft, { minLength: 1, maxLength: 5 }),
  letters: fc.shuffledSubarray(LETTERS, { minLength: 8, maxLength: 8 }),
  goal: fc.constantFrom('checkmate', 'capture'),
  stalemate: fc.constantFrom(...STALEMATES),
  promotion: fc.option(
    fc.record({
      zones: fc.array(fc.record({ rank: fc.integer({ min: -3, max: 3 }).filter((r) => r !== 0), mandatory: fc.boolean() }), { minLength: 1, maxLength: 2 }),
      fromCaptured: fc.boolean(),
      choiceCount: fc.integer({ min: 1, max: 3 }),
    }),
    { freq: 2 },
  ),
  mandatory: fc.boolean(),
  chains: fc.boolean(),
  colourBound: fc.boolean(),
  density: fc.double({ min: 0, max: 0.5, noNaN: true }),
  crowded: fc.constant(false),
  // a quarter of the files combine pieces
  fusion: fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.record({
        compounds: fc.array(
          fc.tuple(fc.nat(5), fc.nat(5)).filter(([a, b]) => a !== b),
          { minLength: 1, maxLength: 2 },
        ),
        movers: fc.uniqueArray(fc.nat(5), { maxLength: 3 }),
        fission: fc.option(fc.record({ enabled: fc.boolean(), whenAttacked: fc.boolean() }, { requiredKeys: [] })),
      }),
    },
  ),
  castling: fc.boolean(),
  safePassage: fc.boolean(),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
};

/**
 * For each compound and each side: its two components on neighbouring squares (so that one may
 * fuse onto the other) and the compound itself on a third square (so that it may split).
 * Squares of royal pieces are kept.
 */
function placeCompounds(cells: string[], files: number, compounds: readonly Compound[], royal: string | undefined, next: () => number): void {
  const free = (i: number): boolean => i >= 0 && i < cells.length && cells[i].toLowerCase() !== royal;
  const square = (): number => Math.floor(next() * cells.length);
  for (const { a, b, letter } of compounds) {
    for (const side of [0, 1]) {
      const piece = (l: string): string => (side === 0 ? l.toUpperCase() : l);
      const at = square();
      const to = at + [1, -1, files, -files, files + 1, files - 1][Math.floor(next() * 6)];
      if (free(at) && free(to) && Math.abs((at % files) - (to % files)) <= 1) {
        cells[at] = piece(a);
        cells[to] = piece(b);
      }
      const c = square();
      if (free(c)) cells[c] = piece(letter);
    }
  }
}

/** Random variant files. `seed` drives the start placement (fast-check shrinks the rest). */
export const variantSpec: fc.Arbitrary<GeneratedSpec> = fc.record(draw).map((r) => buildSpec(r));

/**
 * Random variant files with capture chains on crowded boards (a third to two thirds of the
 * squares occupied): the files where enumerating every chain can outgrow the runtime's limit.
 */
export const crowdedChainSpec: fc.Arbitrary<GeneratedSpec> = fc
  .record({
    ...draw,
    board: fc.record({ files: fc.integer({ min: 3, max: 16 }), ranks: fc.integer({ min: 3, max: 16 }) }),
    goal: fc.constant('capture'),
    chains: fc.constant(true),
    density: fc.double({ min: 0.33, max: 0.67, noNaN: true }),
    crowded: fc.constant(true),
  })
  .map((r) => buildSpec(r));

/**
 * Random variant files won by checkmate, without castling or safe passage: the files on which
 * legality is exactly "no reply takes a royal piece", which a brute-force oracle can check.
 */
export const checkmateSpec: fc.Arbitrary<GeneratedSpec> = fc
  .record({ ...draw, goal: fc.constant('checkmate'), castling: fc.constant(false), safePassage: fc.constant(false) })
  .map((r) => buildSpec(r));

interface Draw {
  board: { files: number; ranks: number };
  drafts: PieceDraft[];
  letters: string[];
  goal: string;
  stalemate: string;
  promotion: { zones: { rank: number; mandatory: boolean }[]; fromCaptured: boolean; choiceCount: number } | null;
  mandatory: boolean;
  chains: boolean;
  colourBound: boolean;
  density: number;
  /** Keep the density even with chains (otherwise boards with chains are kept sparse). */
  crowded: boolean;
  /** Compounds of two of the pieces (indexes; 5 is the king), which pieces fuse, and fission. */
  fusion: { compounds: [number, number][]; movers: number[]; fission: { enabled?: boolean; whenAttacked?: boolean } | null } | null;
  /** Castling of the king with the first piece (rights KQkq in the start FEN). */
  castling: boolean;
  safePassage: boolean;
  seed: number;
}

function buildSpec(draw: Draw): GeneratedSpec {
  let r = draw;
  let s = r.seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // checkmate works with every capture mode and capture rule (royal safety by the enemy's
  // replies); keep them in most checkmate files, and some files plain (royal safety by the tables)
  const plain = r.goal === 'checkmate' && next() < 0.3;
  if (plain) {
    r = { ...r, mandatory: false, chains: false, colourBound: false };
    r.drafts = r.drafts.map((d) => ({ ...d, custodian: undefined, moves: d.moves.map((m) => ({ ...(m as object), capture: 'replace' })) }));
  }
  const pieces: Record<string, unknown>[] = r.drafts.map((d, i) => {
    const p: Record<string, unknown> = { name: `piece${i}`, letter: r.letters[i] };
    if (d.betza !== undefined) p.betza = d.betza;
    if (d.moves.length) p.moves = d.moves;
    if (d.pawn) p.pawn = true;
    if (d.custodian !== undefined && next() < 0.3) p.custodian = d.custodian;
    return p;
  });
  // the king: a royal K for checkmate, the goal piece for capture
  const king = r.letters[5];
  const kingMoves = r.chains ? { moves: [{ atom: 'F', mode: 'move' }, { atom: 'D', mode: 'capture', capture: 'jump' }] } : { betza: 'K' };
  pieces.push({ name: 'king', letter: king, ...kingMoves, ...(r.goal === 'checkmate' && { royal: true }) });
  const data: Record<string, unknown> = { name: 'fuzz', board: r.board, pieces };
  if (r.fusion) addFusion(data, pieces, r.fusion, r.letters);
  const letters = pieces.map((p) => p.letter as string);
  data.goal =
    r.goal === 'checkmate'
      ? { type: 'checkmate', stalemate: r.stalemate, ...(r.safePassage && { safePassage: true }) }
      : { type: 'capture', piece: king, stalemate: r.stalemate };
  if (r.castling) data.castling = { king, rook: r.letters[0] };
  if (r.promotion) {
    data.promotion = {
      zones: r.promotion.zones,
      choices: promotionChoices(pieces, next).slice(0, r.promotion.choiceCount),
      ...(r.promotion.fromCaptured && { fromCaptured: true }),
    };
  }
  if (r.mandatory || r.chains) data.captureRules = { mandatory: r.mandatory, chains: r.chains };
  if (r.colourBound) data.colourBound = true;
  // chains on a crowded board can need more chain states than the runtime allows (a located
  // rejection, or a ChainLimitExceeded later): keep most chain boards sparse, so they run
  const density = r.chains && !r.crowded ? Math.min(r.density, 10 / (r.board.files * r.board.ranks)) : r.density;
  const castles = r.castling && r.board.files >= 5 && r.board.ranks >= 2;
  const placement = startBoard(r.board.files, r.board.ranks, letters, king, density, next, castles ? r.letters[0] : undefined, compoundsOf(pieces));
  // drawn after everything else, so that the rest of each file is as it was before hands existed
  const held = addHand(data, pieces, king, r.promotion?.fromCaptured ?? false, next);
  data.start = `${placement}${r.promotion?.fromCaptured ? '[]' : held} w ${castles ? 'KQkq' : '-'} - 0 1`;
  return { data, text: stringify(data) };
}

/**
 * A quarter of the files without a promotion pool give each side a hand (runtime/rules/hand.ts): mostly
 * with captures to the capturer's hand (demoting promoted pieces where one type promotes), pawns
 * kept off both end ranks, and one or two non-king pieces in each hand at the start. Returns the
 * start's bracketed hands, or '' without a hand.
 */
function addHand(data: Record<string, unknown>, pieces: readonly Record<string, unknown>[], king: string, pool: boolean, next: () => number): string {
  if (pool || next() >= 0.25) return '';
  const capturer = next() < 0.7;
  const pawns = pieces.filter((p) => p.pawn === true).map((p) => String(p.letter));
  const promotion = data.promotion as { choices: string[] } | undefined;
  const demote = capturer && promotion !== undefined && pawns.length === 1 && next() < 0.5;
  data.hand = {
    captures: capturer ? 'capturer' : 'none',
    ...(demote && { demote: true }),
    ...(pawns.length > 0 && { drops: [{ rule: 'notOnRanks', pieces: pawns, ranks: [1, -1] }] }),
  };
  const others = pieces.map((p) => String(p.letter)).filter((l) => l !== king && !pawns.includes(l));
  const held = others.slice(0, 1 + Math.floor(next() * 2));
  return `[${held.map((l) => l.toUpperCase()).join('')}${held.join('')}]`;
}

/**
 * Letters to promote into: mostly pieces that do not promote themselves and are not the king
 * (rule promotion-pawn and goal-count refuse those; a royal choice gives a side several royal pieces), sometimes any piece, so
 * that the rules on choices are exercised.
 */
function promotionChoices(pieces: readonly Record<string, unknown>[], next: () => number): string[] {
  const letters = pieces.map((p) => String(p.letter));
  const plain = pieces.filter((p) => !p.pawn && !p.royal && p.name !== 'king').map((p) => String(p.letter));
  return plain.length > 0 && next() < 0.85 ? plain : letters;
}

/** Each compound's letter and its components' letters. */
function compoundsOf(pieces: readonly Record<string, unknown>[]): Compound[] {
  const letter = (name: unknown): string => String(pieces.find((p) => p.name === name)?.letter);
  return pieces
    .filter((p) => Array.isArray(p.compound))
    .map((p) => ({ letter: String(p.letter), a: letter((p.compound as string[])[0]), b: letter((p.compound as string[])[1]) }));
}

/**
 * Compound pieces of two listed pieces each (the king may be one: the compound is then royal),
 * the fusion table's movers and fission. Pawns, duplicates and a piece with itself are left in:
 * the compound rules must explain them.
 */
function addFusion(data: Record<string, unknown>, pieces: Record<string, unknown>[], fusion: NonNullable<Draw['fusion']>, letters: readonly string[]): void {
  // components mostly from the pieces that may be components (simple, not pawns), so that most
  // files pass; the rest exercise the compound rules
  // the king is left out too: with goal capture it must not fuse (rule goal-count)
  const simple = pieces.filter((p) => !p.pawn && p.name !== 'king');
  const pool = simple.length >= 2 && fusion.movers.length < 3 ? simple : pieces;
  const name = (i: number): string => String(pool[i % pool.length].name);
  // the first component of each compound may fuse, so most files have a fusion to make
  const movers = new Set<string>();
  const pairs = new Set<string>();
  fusion.compounds.forEach(([a, b], k) => {
    const second = name(b) === name(a) ? name(b + 1) : name(b);
    const pair = [name(a), second].sort().join('+');
    // one compound per pair, except in the files that exercise the rules
    if (pool === simple && pairs.has(pair)) return;
    pairs.add(pair);
    pieces.push({ name: `compound${k}`, letter: letters[6 + k], compound: [name(a), second] });
    movers.add(name(a));
  });
  for (const i of fusion.movers) movers.add(name(i));
  data.fusion = { pieces: [...movers], ...(fusion.fission && { fission: fusion.fission }) };
}
