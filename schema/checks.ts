// Semantic checks: what the schema cannot say but compile, codegen and runtime assume. A table
// of rules (the json-schema-to-typescript habit): each rule's sentence is its message template,
// so the list below is also the documentation of what "the spec passed validation" guarantees.
import { parseBetza } from '../compiler/betza.ts';
import { ATOMS, type AtomLetter } from '../compiler/atoms.ts';
import { compileSpec, piecePromotes } from '../compiler/compile.ts';
import { resolveCastling } from '../compiler/castling.ts';
import { regionSquares } from '../compiler/regions.ts';
import { CHAIN_STATE_LIMIT, ChainLimitExceeded } from '../runtime/rules/chain-states.ts';
import { parseFen } from '../runtime/legal/setup.ts';
import { formatFenError } from '../runtime/state/fen.ts';
import { firstField, parseBoardField, planShape } from '../runtime/state/fen-board.ts';
import { boardLetters } from '../runtime/rules/promoted.ts';
import { Interpreter } from '../runtime/generate/interpreter.ts';
import { generateLegal } from '../runtime/legal/legal.ts';
import { endingReached, type EndingHit } from '../runtime/outcome/endings.ts';
import { conditionText } from '../runtime/outcome/result.ts';
import { MoveBuffer } from '../runtime/moves.ts';
import { VariantTables } from '../runtime/tables/tables.ts';
import { MAX_PIECE_TYPES } from '../runtime/board/pieces.ts';
import { clip } from '../runtime/state/quote.ts';
import type { Diagnostic, Locate, SpecPath } from './diagnostic.ts';
import type { VariantSpec } from './spec-types.ts';
import { COMPOUND_RULES } from './compound-checks.ts';
import { GOAL_RULES } from './goal-checks.ts';
import { REGION_RULES, regionReferenceFindings } from './region-checks.ts';
import { FIRST_MOVE_RULES } from './first-move-checks.ts';
import { moveEntries } from './move-entries.ts';
import { MOVEMENT_RULES } from './movement-checks.ts';
import { choiceLists, PROMOTION_RULES, zoneEntries } from './promotion-checks.ts';
import { EXPLOSION_RULES } from './explosion-checks.ts';
import { WRAP_RULES } from './wrap-checks.ts';
import { SHOOT_RULES } from './shoot-checks.ts';
import { ANY_EP_RULES } from './any-ep-checks.ts';
import { pawnRule } from './pawn-rules.ts';
import { SIZE_RULES } from './size-checks.ts';

/** One failure of a rule: where, and the values for the rule's sentence. */
export interface Finding {
  at: SpecPath;
  args: Record<string, string | number>;
  key?: boolean;
  offset?: number;
}

export interface Rule {
  /** Stable diagnostic code. */
  code: string;
  /** Message template; `{name}` is replaced by `args.name`. */
  sentence: string;
  check(spec: VariantSpec): Finding[];
}

/** The longest leap the runtime's mailbox border is built for (runtime/board/geometry.ts: 16 squares less one). */
const MAX_REACH = 15;
/** En-passant squares one move can leave (Position.epA and epB). */
const MAX_EP_SQUARES = 2;

const letters = (spec: VariantSpec): Set<string> => new Set(spec.pieces.map((p) => p.letter.toLowerCase()));
const known = (spec: VariantSpec): string => [...letters(spec)].join(', ');

/** The ways a goal piece could appear or vanish without a capture (rule goal-count). */
function goalCountFindings(spec: VariantSpec): Finding[] {
  if (spec.goal?.type !== 'capture') return [];
  const letter = spec.goal.piece;
  const goal = spec.pieces.find((p) => p.letter.toLowerCase() === letter.toLowerCase());
  if (!goal) return [];
  const found: Finding[] = [];
  for (const { list, at } of choiceLists(spec)) {
    list.forEach((c, i) => {
      if (c.toLowerCase() === letter.toLowerCase()) found.push({ at: [...at, i], args: { letter, why: 'is a promotion choice: promoting into it adds one' } });
    });
  }
  if (promotingLetters(spec).has(letter.toLowerCase())) found.push({ at: ['goal', 'piece'], args: { letter, why: 'promotes: promoting turns it into another piece' } });
  if (!spec.fusion) return found;
  spec.pieces.forEach((p, i) => {
    const j = (p.compound ?? []).indexOf(goal.name);
    if (j >= 0) found.push({ at: ['pieces', i, 'compound', j], args: { letter, why: `is a component of compound '${p.name}': fusing turns it into the compound` } });
  });
  if ((goal.compound ?? []).length > 0 && spec.fusion.fission?.enabled !== false) {
    found.push({ at: ['goal', 'piece'], args: { letter, why: 'is a compound that may split: fission turns it into its components' } });
  }
  return found;
}

/** Royal pieces of a variant won by capture (rule royal-capture-goal): the two rules contradict each other. */
function royalWithCaptureGoal(spec: VariantSpec): Finding[] {
  if (spec.goal?.type !== 'capture') return [];
  return spec.pieces.flatMap((p, i) => (p.royal ? [{ at: ['pieces', i, 'royal'], key: true, args: { name: p.name } }] : []));
}

/** Letters of the pieces that promote. */
function promotingLetters(spec: VariantSpec): Set<string> {
  return new Set(spec.pieces.filter((p) => piecePromotes(spec, p)).map((p) => p.letter.toLowerCase()));
}

/** Findings for every `letter` in `list` (at `path`) that is not a piece letter. */
function unknownLetters(spec: VariantSpec, list: readonly string[] | undefined, path: SpecPath): Finding[] {
  const ls = letters(spec);
  return (list ?? []).flatMap((letter, i) =>
    ls.has(letter.toLowerCase()) ? [] : [{ at: [...path, i], args: { letter, known: known(spec) } }],
  );
}

function duplicates(values: readonly string[], field: string): Finding[] {
  const firstAt = new Map<string, number>();
  return values.flatMap((v, i) => {
    const k = v.toLowerCase();
    const first = firstAt.get(k);
    if (first === undefined) {
      firstAt.set(k, i);
      return [];
    }
    return [{ at: ['pieces', i, field], args: { value: v, index: i + 1, first: first + 1 } }];
  });
}

/** The `start` board field's problems as findings at their offsets, by rule (runtime/state/fen-board.ts reads it). */
function checkStartBoard(spec: VariantSpec): Record<'ranks' | 'widths' | 'letters' | 'runs', Finding[]> {
  const out = { ranks: [] as Finding[], widths: [] as Finding[], letters: [] as Finding[], runs: [] as Finding[] };
  const { text, offset: lead } = firstField(spec.start);
  const { files, ranks } = spec.board;
  const field = parseBoardField(text, { files, ranks, letters: boardLetters(spec.pieces) });
  for (const p of field.problems) {
    const offset = lead + p.offset;
    switch (p.kind) {
      case 'brackets':
        break; // rule start-position reports it, in the FEN parser's words
      case 'ranks':
        out.ranks.push({ at: ['start'], args: { count: p.count, ranks } });
        break;
      case 'width':
        out.widths.push({ at: ['start'], offset, args: { rank: p.rank, width: p.width, files } });
        break;
      case 'letter':
        out.letters.push({ at: ['start'], offset, args: { char: p.char, known: known(spec) } });
        break;
      case 'run':
        out.runs.push({ at: ['start'], offset, args: { run: p.run.length > 8 ? `${p.run.slice(0, 8)}…` : p.run, files } });
        break;
    }
  }
  return out;
}

function squareOnBoard(spec: VariantSpec, square: string): boolean {
  const file = square.charCodeAt(0) - 'a'.charCodeAt(0) + 1;
  const rank = Number(square.slice(1));
  return file >= 1 && file <= spec.board.files && rank >= 1 && rank <= spec.board.ranks;
}

/** Every move entry of every piece (Betza strings expanded) with the path that states it. */
/** What makes a checkmate variant's royal safety depend on the enemy's replies (runtime/legal/royal-replies.ts). */
function replyFeatures(spec: VariantSpec): string[] {
  const out: string[] = [];
  if (spec.colourBound) out.push('colour binding');
  if (spec.captureRules?.chains) out.push('capture chains');
  if (spec.pieces.some((p) => p.custodian)) out.push('custodian capture');
  const modes = moveEntries(spec)
    .filter(({ move }) => move.capture === 'remove' || (move.mode ?? 'both') !== 'move')
    .map(({ move }) => move.capture ?? 'replace')
    .filter((mode, k, all) => mode !== 'replace' && mode !== 'shoot' && all.indexOf(mode) === k);
  return [...out, ...modes.map((m) => `${m} capture`)];
}

/** The rules, in the order their sentences read best. */
export const RULES: readonly Rule[] = [
  {
    code: 'letter-format',
    sentence: "piece letter '{letter}' must be a single ASCII letter",
    check: (spec) =>
      spec.pieces.flatMap((p, i) => (/^[A-Za-z]$/.test(p.letter) ? [] : [{ at: ['pieces', i, 'letter'], args: { letter: p.letter } }])),
  },
  {
    code: 'letter-duplicate',
    sentence: "piece letter '{value}' of piece {index} is already used by piece {first} (letters are case-insensitive)",
    check: (spec) => duplicates(spec.pieces.map((p) => p.letter), 'letter'),
  },
  {
    code: 'name-duplicate',
    sentence: "piece name '{value}' of piece {index} is already used by piece {first}",
    check: (spec) => duplicates(spec.pieces.map((p) => p.name), 'name'),
  },
  {
    code: 'too-many-pieces',
    sentence: `a variant has at most ${MAX_PIECE_TYPES} piece types (one per letter), this one has {count}`,
    check: (spec) => (spec.pieces.length > MAX_PIECE_TYPES ? [{ at: ['pieces'], key: true, args: { count: spec.pieces.length } }] : []),
  },
  {
    code: 'board-size',
    sentence: 'board {dimension} must be between 1 and 16, got {value}',
    check: (spec) =>
      (['files', 'ranks'] as const).flatMap((d) => {
        const v = spec.board[d];
        return Number.isInteger(v) && v >= 1 && v <= 16 ? [] : [{ at: ['board', d], args: { dimension: d, value: v } }];
      }),
  },
  {
    code: 'betza',
    sentence: '{error}',
    check: (spec) =>
      spec.pieces.flatMap((p, i) => {
        const entries: { text: string; at: SpecPath }[] = [];
        if (p.betza !== undefined) entries.push({ text: p.betza, at: ['pieces', i, 'betza'] });
        (p.moves ?? []).forEach((m, j) => {
          if ('betza' in m) entries.push({ text: m.betza, at: ['pieces', i, 'moves', j, 'betza'] });
        });
        // a promoted form's moves are read the same way
        if (p.promoted?.betza !== undefined) entries.push({ text: p.promoted.betza, at: ['pieces', i, 'promoted', 'betza'] });
        (p.promoted?.moves ?? []).forEach((m, j) => {
          if ('betza' in m) entries.push({ text: m.betza, at: ['pieces', i, 'promoted', 'moves', j, 'betza'] });
        });
        return entries.flatMap(({ text, at }) => {
          const r = parseBetza(text);
          return r.ok ? [] : [{ at, offset: r.index, args: { error: r.error } }];
        });
      }),
  },
  {
    code: 'vector-zero',
    sentence: 'the vector [0, 0] is not a move',
    check: (spec) =>
      spec.pieces.flatMap((p, i) =>
        (p.moves ?? []).flatMap((m, j) =>
          'atom' in m && Array.isArray(m.atom) && m.atom[0] === 0 && m.atom[1] === 0
            ? [{ at: ['pieces', i, 'moves', j, 'atom'], args: {} }]
            : [],
        ),
      ),
  },
  {
    code: 'start-ranks',
    sentence: 'the start position has {count} ranks but the board has {ranks}',
    check: (spec) => checkStartBoard(spec).ranks,
  },
  {
    code: 'start-width',
    sentence: 'rank {rank} of the start position is {width} squares wide but the board has {files} files',
    check: (spec) => checkStartBoard(spec).widths,
  },
  {
    code: 'start-letter',
    sentence: "the start position uses '{char}', which is not a piece letter of this variant (letters: {known})",
    check: (spec) => checkStartBoard(spec).letters,
  },
  {
    code: 'start-run',
    sentence: "the start position has the run of empty squares '{run}': a run is a number from 1 to the board's {files} files, without a leading 0",
    check: (spec) => checkStartBoard(spec).runs,
  },
  {
    code: 'castling-piece',
    sentence: "castling {role} '{letter}' is not a piece letter of this variant (letters: {known})",
    check: (spec) => [
      ...(['king', 'rook'] as const).flatMap((role) => {
        const letter = spec.castling?.[role];
        return letter === undefined || letters(spec).has(letter)
          ? []
          : [{ at: ['castling', role], args: { role, letter, known: known(spec) } }];
      }),
      ...(spec.castling?.partners ?? []).flatMap((letter, i) =>
        letters(spec).has(letter) ? [] : [{ at: ['castling', 'partners', i], args: { role: 'partner', letter, known: known(spec) } }],
      ),
    ],
  },
  {
    code: 'castling-unresolved',
    sentence: 'castling cannot be resolved from the start position: {why}',
    check: (spec) => castlingProblems(spec),
  },
  {
    code: 'castling-board',
    sentence: "castling's board '{board}' is not a board of this variant ({files} files, {ranks} ranks, its own piece letters)",
    check: (spec) => {
      const board = spec.castling?.board;
      if (board === undefined || parseBoardField(board, boardShape(spec)).problems.length === 0) return [];
      return [{ at: ['castling', 'board'], args: { board: board.length > 40 ? `${board.slice(0, 40)}…` : board, files: spec.board.files, ranks: spec.board.ranks } }];
    },
  },
  {
    code: 'castling-by-drop',
    sentence: 'castling `byDrop` grants castling rights to drops, but this variant has no hand (`hand`) to drop from',
    check: (spec) => (spec.castling?.byDrop && !spec.hand ? [{ at: ['castling', 'byDrop'], args: {} }] : []),
  },
  {
    code: 'castling-rank',
    sentence: 'castling rank {rank} is off the board of {ranks} ranks',
    check: (spec) => ((spec.castling?.rank ?? 1) <= spec.board.ranks ? [] : [{ at: ['castling', 'rank'], args: { rank: spec.castling!.rank!, ranks: spec.board.ranks } }]),
  },
  {
    code: 'castling-file',
    sentence: "castling {wing} file '{file}' is off the {files}-file board",
    check: (spec) =>
      (['kingside', 'queenside'] as const).flatMap((wing) => {
        const file = spec.castling?.[wing];
        return file === undefined || file.charCodeAt(0) - 97 < spec.board.files ? [] : [{ at: ['castling', wing], args: { wing, file, files: spec.board.files } }];
      }),
  },
  {
    code: 'castling-confined',
    sentence: "castling would land the {name} on {squares}, outside its region '{region}' (`confined`): a confined piece never leaves its region",
    check: (spec) => castlingConfinedProblems(spec),
  },
  {
    code: 'promotion-piece',
    sentence: "promoting piece '{letter}' is not a piece letter of this variant (letters: {known})",
    check: (spec) => unknownLetters(spec, spec.promotion?.pieces, ['promotion', 'pieces']),
  },
  {
    code: 'promotion-choice',
    sentence: "promotion choice '{letter}' is not a piece letter of this variant (letters: {known})",
    check: (spec) => choiceLists(spec).flatMap(({ list, at }) => unknownLetters(spec, list, at)),
  },
  {
    code: 'promotion-pawn',
    sentence:
      "promotion choice '{letter}' promotes itself: a piece promoting into it would stand unpromoted where it must promote; choose pieces that do not promote",
    check: (spec) =>
      choiceLists(spec).flatMap(({ list, at }) => list.flatMap((letter, i) => (promotingLetters(spec).has(letter.toLowerCase()) ? [{ at: [...at, i], args: { letter } }] : []))),
  },
  {
    code: 'promotion-rank',
    sentence: 'promotion zone rank {rank} is off the board, which has {ranks} ranks',
    check: (spec) =>
      zoneEntries(spec).flatMap(({ zone, at }) =>
        zone.rank === undefined || Math.abs(zone.rank) <= spec.board.ranks ? [] : [{ at: [...at, 'rank'], args: { rank: zone.rank, ranks: spec.board.ranks } }],
      ),
  },
  {
    code: 'no-royal',
    sentence: 'the goal is checkmate but no piece is royal: mark the king with `royal: true`',
    check: (spec) =>
      // a pseudo-royal extinction condition's last piece is what checkmate is about (runtime/rules/pseudo-royal.ts)
      (spec.goal?.type ?? 'checkmate') === 'checkmate' && !spec.pieces.some((p) => p.royal) && !(spec.goal?.conditions ?? []).some((c) => c.type === 'extinction' && c.pseudoRoyal)
        ? [{ at: spec.goal ? ['goal', 'type'] : ['pieces'], key: !spec.goal, args: {} }]
        : [],
  },
  {
    code: 'pass-royal',
    sentence: '{why}',
    check: (spec) => {
      const found: Finding[] = [];
      if (spec.pass && !spec.pieces.some((p) => p.royal))
        found.push({ at: ['pass'], key: true, args: { why: 'a side passes with its royal piece (the pass is written with its square twice), but no piece is royal' } });
      if (spec.goal?.type === 'checkmate' && spec.goal.counting && !spec.pass)
        found.push({ at: ['goal', 'counting'], key: true, args: { why: 'counting decides a game that passing ends, but the variant has no `pass: true`' } });
      return found;
    },
  },
  {
    code: 'royal-capture-goal',
    sentence:
      "piece '{name}' is royal but the goal is capture: a royal piece may never be left attacked, so it could never be captured and the game could not be won; remove `royal: true` (the goal piece needs no royalty) or make the goal checkmate",
    check: (spec) => royalWithCaptureGoal(spec),
  },
  {
    code: 'goal-count',
    sentence:
      "the goal piece '{letter}' {why}; a game with goal capture ends when a side has fewer goal pieces than the start position gives it (that is how a FEN tells a finished game), so their number may change only by capture",
    check: (spec) => goalCountFindings(spec),
  },
  {
    // Checkmate works with every capture mode and capture rule: where the reverse attack tables
    // cannot see a capture (approach, withdrawal, jump, remove, custodian, chains, colour
    // binding) legality asks whether any enemy reply removes a royal piece (runtime/legal/royal-replies.ts),
    // and mandatory capture and promotion from captured pieces keep the tables (any capture
    // attacks; a pawn that could not promote still attacks, as in Grand Chess). What still reads
    // the tables is refused together with those captures: castling's and safe passage's attacked
    // squares (an empty square has no "reply that removes it"), and promotion from captured pieces,
    // whose pawn without a piece to promote into attacks by the tables' rule but makes no reply.
    code: 'checkmate-capture-rules',
    sentence:
      "goal checkmate with {feature} cannot be combined with {other}: {why}; leave one of them out, or use `goal: { type: capture, piece: ... }` (as Interweave does)",
    check: (spec) => {
      if ((spec.goal?.type ?? 'checkmate') !== 'checkmate') return [];
      const features = replyFeatures(spec);
      if (features.length === 0) return [];
      const feature = features.join(', ');
      const found: Finding[] = [];
      if (spec.castling)
        found.push({ at: ['castling'], key: true, args: { feature, other: 'castling', why: "castling's safe squares are judged by replacement captures only" } });
      if (spec.goal?.type === 'checkmate' && spec.goal.safePassage)
        found.push({ at: ['goal', 'safePassage'], key: true, args: { feature, other: 'safe passage', why: 'the squares a royal piece passes are judged by replacement captures only' } });
      if (spec.goal?.type === 'checkmate' && spec.goal.flyingGeneral)
        found.push({ at: ['goal', 'flyingGeneral'], key: true, args: { feature, other: 'the flying general', why: 'the royal pieces facing each other is seen by the attack tables only' } });
      if (spec.promotion?.fromCaptured)
        found.push({
          at: ['promotion', 'fromCaptured'],
          key: true,
          args: { feature, other: 'promotion from captured pieces', why: 'a capture of the royal that could not promote would count as an attack by one test and not by the other' },
        });
      if (spec.goal?.type === 'checkmate' && spec.goal.checkedRoyalStays)
        found.push({ at: ['goal', 'checkedRoyalStays'], key: true, args: { feature, other: 'checkedRoyalStays', why: 'the check and its checking piece are found with the attack tables, which see replacement captures only' } });
      for (const { at } of moveEntries(spec).filter((e) => e.move.notInCheck))
        found.push({ at, args: { feature, other: 'a move not made in check (notInCheck)', why: 'whether the side is in check is read from the attack tables, which see replacement captures only' } });
      return found;
    },
  },
  {
    code: 'in-place-piece',
    sentence: "promotionInPlace piece '{letter}' is not a piece letter of this variant (letters: {known})",
    check: (spec) => {
      const ip = spec.promotionInPlace;
      if (!ip) return [];
      const named: { letter: string; at: SpecPath }[] = [...ip.pieces.map((letter, i) => ({ letter, at: ['promotionInPlace', 'pieces', i] as SpecPath })), { letter: ip.into, at: ['promotionInPlace', 'into'] }];
      return named.flatMap(({ letter, at }) => (letters(spec).has(letter.toLowerCase()) ? [] : [{ at, args: { letter, known: known(spec) } }]));
    },
  },
  {
    code: 'in-place-region',
    sentence: "promotionInPlace region '{name}' is not declared in `regions` (declared: {declared})",
    check: (spec) => (spec.promotionInPlace ? regionReferenceFindings(spec, spec.promotionInPlace.region, ['promotionInPlace', 'region']) : []),
  },
  {
    code: 'hand-piece',
    sentence: "drop rule piece '{letter}' is not a piece letter of this variant (letters: {known})",
    check: (spec) =>
      (spec.hand?.drops ?? []).flatMap((rule, i) =>
        rule.pieces.flatMap((letter, j) => (letters(spec).has(letter.toLowerCase()) ? [] : [{ at: ['hand', 'drops', i, 'pieces', j], args: { letter, known: known(spec) } }])),
      ),
  },
  {
    code: 'gating-piece',
    sentence: "gating piece '{letter}' is not a piece letter of this variant (letters: {known})",
    check: (spec) => unknownLetters(spec, spec.hand?.gating, ['hand', 'gating']),
  },
  {
    // a hand whose pieces can neither be dropped nor gated would only be written in the FEN
    code: 'hand-enter',
    sentence: 'hand.dropping is false and the hand has no gating: its pieces could never enter the board; give hand.gating, or leave dropping out',
    check: (spec) => (spec.hand?.dropping === false && !spec.hand.gating ? [{ at: ['hand', 'dropping'], key: true, args: {} }] : []),
  },
  {
    code: 'promotion-no-choice',
    sentence: "promoting piece '{letter}' has nothing to become: give `promotion.choices` or the piece a promoted form (`promoted:`)",
    check: (spec) => {
      if (!spec.promotion || (spec.promotion.choices ?? []).length > 0) return [];
      const stuck = spec.pieces.filter((p) => piecePromotes(spec, p) && !p.promoted);
      const ruled = (spec.promotion.rules ?? []).some((r) => (r.choices ?? []).length > 0);
      return stuck.length > 0 && !ruled ? [{ at: ['promotion'], key: true, args: { letter: stuck[0].letter } }] : [];
    },
  },
  {
    // one array holds both, and a captured piece cannot go to its owner's pool and to the capturer's hand
    code: 'hand-pool',
    sentence: 'a hand cannot be combined with promotion from captured pieces (promotion.fromCaptured): the pool is the hand of Interweave and Grand; leave one of them out',
    check: (spec) => (spec.hand && spec.promotion?.fromCaptured ? [{ at: ['promotion', 'fromCaptured'], key: true, args: {} }] : []),
  },
  {
    // a promoted piece returns to hand as the one type that promotes
    code: 'hand-demote',
    sentence: 'hand.demote needs captures to the capturer\'s hand and exactly one promoting piece type; this variant has {why}',
    check: (spec) => {
      if (!spec.hand?.demote) return [];
      const promoting = spec.pieces.filter((p) => piecePromotes(spec, p)).length;
      const why = spec.hand.captures !== 'capturer' ? 'captures that go nowhere' : promoting !== 1 ? `${promoting} promoting piece types` : '';
      return why ? [{ at: ['hand', 'demote'], key: true, args: { why } }] : [];
    },
  },
  {
    code: 'goal-piece',
    sentence: "goal piece '{letter}' is not a piece letter of this variant (letters: {known})",
    check: (spec) =>
      spec.goal?.type === 'capture' && !letters(spec).has(spec.goal.piece)
        ? [{ at: ['goal', 'piece'], args: { letter: spec.goal.piece, known: known(spec) } }]
        : [],
  },
  {
    code: 'move-off-board',
    sentence: 'the leap ({dx}, {dy}) never lands on this {files}x{ranks} board: it is longer than the board in every orientation',
    check: (spec) =>
      moveEntries(spec).flatMap(({ at, move }) => {
        const [dx, dy] = (Array.isArray(move.atom) ? move.atom : ATOMS[move.atom as AtomLetter]).map(Math.abs);
        const { files, ranks } = spec.board;
        const fits = (dx < files && dy < ranks) || (dy < files && dx < ranks);
        return fits ? [] : [{ at, args: { dx, dy, files, ranks } }];
      }),
  },
  {
    code: 'move-reach',
    sentence: `a pawn's initial run of {range} steps of ({dx}, {dy}) reaches {reach} squares; the runtime's mailbox border allows leaps of at most ${MAX_REACH} (the largest board's 16 squares less one)`,
    check: (spec) =>
      moveEntries(spec).flatMap(({ piece, at, move }) => {
        const [dx, dy] = (Array.isArray(move.atom) ? move.atom : ATOMS[move.atom as AtomLetter]).map(Math.abs);
        const range = move.range ?? 1;
        const run = pawnRule(spec.pieces[piece], 'passable') && move.initial && move.mode === 'move' && range > 1;
        const reach = Math.max(dx, dy) * (run ? range : 1);
        return reach > MAX_REACH ? [{ at, args: { range, dx, dy, reach } }] : [];
      }),
  },
  {
    code: 'ep-squares',
    sentence:
      "a pawn's initial {what} passes over {passed} squares, but a move keeps at most {max} en-passant squares (the FEN's ep field names at most two); use a step that passes over at most {max}",
    check: (spec) =>
      moveEntries(spec).flatMap(({ piece, at, move }) => {
        const range = move.range ?? 1;
        // a run passes its squares; a single leap only when it does not jump (compile: doubleStep)
        // (a single non-jumping leap is a double step from any rank it may start from, unless not passable)
        if (!pawnRule(spec.pieces[piece], 'passable') || move.mode !== 'move' || range === 0 || (range > 1 && !move.initial) || (range === 1 && (!move.lame || move.passable === false))) return [];
        const [dx, dy] = (Array.isArray(move.atom) ? move.atom : ATOMS[move.atom as AtomLetter]).map(Math.abs);
        const passed = Math.max(dx, dy) * range - 1;
        const what = range > 1 ? `run of ${range} steps of (${dx}, ${dy})` : `leap (${dx}, ${dy})`;
        // a run past the mailbox border is reported by move-reach alone
        return passed > MAX_EP_SQUARES && passed + 1 <= MAX_REACH ? [{ at, args: { what, passed, max: MAX_EP_SQUARES } }] : [];
      }),
  },
  {
    code: 'jump-midpoint',
    sentence:
      'a jumping leap needs a midpoint: ({dx}, {dy}) has an odd component, so there is no square halfway; use even components (D, A, [2, 4]) or a rider (range 0) for a long jump',
    check: (spec) =>
      moveEntries(spec).flatMap(({ piece, at, move }) => {
        if (move.capture !== 'jump') return [];
        const [dx, dy] = Array.isArray(move.atom) ? move.atom : ATOMS[move.atom as AtomLetter];
        const leaps = (move.range ?? 1) === 1 || (pawnRule(spec.pieces[piece], 'passable') && move.initial && move.mode === 'move');
        return leaps && (dx % 2 !== 0 || dy % 2 !== 0) ? [{ at, args: { dx, dy } }] : [];
      }),
  },
  {
    code: 'remove-range',
    sentence: 'a removing move acts on the squares next to the piece, so it needs range 1, got range {range}',
    check: (spec) =>
      moveEntries(spec).flatMap(({ at, move }) =>
        move.capture === 'remove' && (move.range ?? 1) !== 1 ? [{ at: 'atom' in move && at.length === 4 ? [...at, 'range'] : at, args: { range: move.range ?? 1 } }] : [],
      ),
  },
  {
    code: 'example-square',
    sentence: 'example square {square} is off the {files}x{ranks} board',
    check: (spec) =>
      (spec.examples ?? []).flatMap((ex, i) =>
        [{ square: ex.square, at: ['examples', i, 'square'] as SpecPath }, ...ex.moves.map((square, j) => ({ square, at: ['examples', i, 'moves', j] }))]
          .filter((s) => !squareOnBoard(spec, s.square))
          .map((s) => ({ at: s.at, args: { square: s.square, files: spec.board.files, ranks: spec.board.ranks } })),
      ),
  },
  ...COMPOUND_RULES,
  ...GOAL_RULES,
  ...REGION_RULES,
  ...FIRST_MOVE_RULES,
  ...MOVEMENT_RULES(moveEntries),
  ...PROMOTION_RULES,
  ...EXPLOSION_RULES,
  ...WRAP_RULES,
  ...SHOOT_RULES,
  ...ANY_EP_RULES,
  {
    code: 'start-empty',
    sentence: 'the start position gives {side} no pieces, so the game could not be played; place its pieces in `start`',
    check: (spec) => startSidesWithoutPieces(spec).map((side) => ({ at: ['start'], args: { side } })),
  },
  {
    code: 'royal-no-moves',
    sentence: "royal piece '{name}' has no moves: it could never step out of check, so any check would be mate; give it moves (e.g. `betza: K`)",
    check: (spec) =>
      spec.pieces.flatMap((p, i) =>
        p.royal && (p.compound ?? []).length === 0 && !moveEntries(spec).some((e) => e.piece === i) ? [{ at: ['pieces', i, 'name'], args: { name: p.name } }] : [],
      ),
  },
];

/**
 * Castling declared but not resolvable from the start position (compiler/castling.ts): no king
 * on a side's castling rank, no partner beside it, a right granted that no partner backs. Only
 * once the letters, the castling rank and the start board are sound (their own rules say so).
 */
function castlingProblems(spec: VariantSpec): Finding[] {
  if (!castlingResolvable(spec)) return [];
  return resolveCastling(spec).problems.map((why) => ({ at: ['castling'], key: true, args: { why } }));
}

/** Whether castling is declared and its letters, rank, files and the start board are sound (their own rules say when not). */
function castlingResolvable(spec: VariantSpec): boolean {
  const castling = spec.castling;
  if (!castling) return false;
  const ls = letters(spec);
  if (![castling.king, castling.rook, ...(castling.partners ?? [])].every((l) => ls.has(l))) return false;
  if ((castling.rank ?? 1) > spec.board.ranks || ['kingside', 'queenside'].some((w) => (castling[w as 'kingside']?.charCodeAt(0) ?? 0) - 97 >= spec.board.files)) return false;
  return parseBoardField(castling.board ?? firstField(spec.start).text, boardShape(spec)).problems.length === 0;
}

/** The board's size and piece letters, against which a FEN board field is read. */
function boardShape(spec: VariantSpec): { files: number; ranks: number; letters: string[] } {
  return { files: spec.board.files, ranks: spec.board.ranks, letters: boardLetters(spec.pieces) };
}

/**
 * A castling king or partner confined to a region (`confined`) that castling would land outside
 * it: the piece would stand where its confinement says it never goes. One finding per piece and
 * square, the sides' squares named as the board does.
 */
function castlingConfinedProblems(spec: VariantSpec): Finding[] {
  if (!castlingResolvable(spec)) return [];
  const { files } = spec.board;
  const outside = new Map<number, Set<string>>();
  for (const rule of resolveCastling(spec).rules) {
    for (const [type, to] of [[rule.kingType, rule.kingTo], [rule.rookType, rule.rookTo]] as const) {
      const piece = spec.pieces[type];
      const region = piece.confined === undefined ? undefined : spec.regions?.[piece.confined];
      if (region === undefined || regionSquares(region, spec.board)[rule.color].includes(to)) continue;
      const squares = outside.get(type) ?? new Set<string>();
      outside.set(type, squares.add(`${String.fromCharCode(97 + (to % files))}${Math.floor(to / files) + 1}`));
    }
  }
  return [...outside].map(([type, squares]) => ({
    at: ['castling'],
    key: true,
    args: { name: spec.pieces[type].name, squares: [...squares].join(', '), region: spec.pieces[type].confined! },
  }));
}

/** The sides ('White', 'Black') that have no piece on the board of the start position. */
function startSidesWithoutPieces(spec: VariantSpec): string[] {
  // with a hand, pieces in it count: a setup phase may start with everything in hand
  const field = spec.start.trim().split(/\s/)[0];
  const board = spec.hand ? field : field.replace(/\[.*$/, '');
  return [
    ...(/[A-Z]/.test(board) ? [] : ['White']),
    ...(/[a-z]/.test(board) ? [] : ['Black']),
  ];
}

const compiled = new WeakMap<VariantSpec, VariantTables>();

/** The compiled tables of `spec`, built once for all the plan rules. */
function tablesOf(spec: VariantSpec): VariantTables {
  let tables = compiled.get(spec);
  if (!tables) compiled.set(spec, (tables = new VariantTables(compileSpec(spec))));
  return tables;
}

/**
 * Rules about the compiled variant, run only when every rule above passed (so compiling is
 * safe): what the runtime will do with the spec must not fail either.
 */
export const PLAN_RULES: readonly Rule[] = [
  {
    code: 'start-position',
    sentence: 'the start position is not a valid position of this variant: {error}',
    check: (spec) => {
      const parsed = parseFen(tablesOf(spec), spec.start);
      return parsed.ok ? [] : [{ at: ['start'], args: { error: formatFenError(parsed.error) } }];
    },
  },
  {
    code: 'in-place-into',
    sentence: "promotionInPlace turns pieces into '{letter}', whose moves must be leaps or rides capturing by replacement (they say where it attacks from its square); {why}",
    check: (spec) => {
      const ip = spec.promotionInPlace;
      if (!ip) return [];
      const plan = compileSpec(spec);
      const into = plan.pieces.find((p) => p.letter === ip.into.toLowerCase());
      const odd = into?.moves.find((n) => (n.kind !== 'leap' && n.kind !== 'ride') || (n.captureMode ?? 'replace') !== 'replace' || (n.kind === 'leap' && n.lame) || (n.kind === 'ride' && n.range > 0));
      return odd ? [{ at: ['promotionInPlace', 'into'], args: { letter: ip.into, why: `it has a ${odd.kind} move${odd.captureMode ? ` capturing by ${odd.captureMode}` : ''}` } }] : [];
    },
  },
  {
    code: 'promotion-unreachable',
    sentence:
      "piece '{name}' promotes, but from where it starts its moves never reach a promotion rank (they reach relative ranks {reached} of {ranks}); give it a forward move or change the promotion zone",
    check: (spec) => unreachablePromotions(spec),
  },
  {
    code: 'start-goal-holds',
    sentence: 'the game is over before it starts: goal condition {index} ({what}) already holds in the start position; give it squares or pieces the start position does not satisfy',
    check: (spec) => startGoalHolds(spec),
  },
  {
    code: 'start-no-move',
    sentence: 'the game is over before it starts: in the start position {side} to move has no legal move; give the pieces moves, or room to move',
    check: (spec) => startWithoutMoves(spec),
  },
  {
    code: 'chain-limit',
    sentence:
      "capture chains from {square} in the start position ({side} to move) need more than {limit} chain states, the runtime's limit per position: put fewer enemy pieces within reach of one another, or turn chains off",
    check: (spec) => (spec.captureRules?.chains ? startChainOverflows(spec) : []),
  },
];

/**
 * The start position, with either side to move, must not need more capture-chain states than
 * the runtime explores (runtime/rules/chain-states.ts). Later positions can still exceed the limit;
 * the runtime then stops with ChainLimitExceeded, naming the position.
 */
function startChainOverflows(spec: VariantSpec): Finding[] {
  const tables = tablesOf(spec);
  const fields = spec.start.trim().split(/\s+/);
  return (['w', 'b'] as const).flatMap((side) => {
    const parsed = parseFen(tables, [fields[0], side, ...fields.slice(2)].join(' '));
    if (!parsed.ok) return [];
    try {
      generateLegal(parsed.pos, new Interpreter(tables), new MoveBuffer());
      return [];
    } catch (e) {
      if (!(e instanceof ChainLimitExceeded)) throw e;
      const args = { square: e.square, side: side === 'w' ? 'White' : 'Black', limit: CHAIN_STATE_LIMIT.toLocaleString('en-US') };
      return [{ at: ['captureRules', 'chains'], args }];
    }
  });
}

/** Arguments that are phrases or lists built from several values, rather than one value. */
const LONG_ARGS = new Set(['error', 'known', 'why', 'pair', 'feature', 'what']);

/**
 * Promoting pieces whose moves never take them from their start ranks to a promotion rank: the
 * ranks a piece's steps can reach (files and blocking ignored, so this only errs towards
 * silence). White's view; Black's is its mirror image.
 */
function unreachablePromotions(spec: VariantSpec): Finding[] {
  const { plan, geo } = tablesOf(spec);
  const promotion = plan.promotion;
  if (!promotion) return [];
  // White's promotion ranks of a piece: its own rule's squares where the plan has rules
  const zoneRanks = (type: number): Set<number> => {
    const rule = promotion.rules?.find((r) => r.piece === type && r.color === 0);
    if (!rule) return new Set(promotion.zone.flatMap((z, r) => (z > 0 ? [r] : [])));
    return new Set(rule.squares.flatMap((z, coord) => (z > 0 ? [Math.floor(coord / geo.files)] : [])));
  };
  const placed = parseBoardField(firstField(spec.start).text, planShape(plan)).pieces;
  return plan.pieces.flatMap((piece, index): Finding[] => {
    if (!piece.promotes) return [];
    const starts = new Set<number>();
    // in the side's own view: White's ranks as they are, Black's mirrored
    for (const p of placed) if (p.type === index) starts.add(p.color === 0 ? p.rank : geo.ranks - 1 - p.rank);
    if (starts.size === 0) return [];
    const steps = new Set<number>();
    for (const node of piece.moves) {
      if (node.kind === 'remove') continue;
      const reps = node.kind === 'ride' ? (node.range === 0 ? geo.ranks : node.range) : 1;
      for (const [, dy] of node.vectors) for (let k = 1; k <= reps; k++) steps.add(dy * k);
    }
    const reached = new Set(starts);
    for (let todo = [...starts]; todo.length > 0; ) {
      const rank = todo.pop()!;
      for (const dy of steps) {
        const next = rank + dy;
        if (next < 0 || next >= geo.ranks || reached.has(next)) continue;
        reached.add(next);
        todo.push(next);
      }
    }
    const zone = zoneRanks(index);
    if ([...reached].some((r) => zone.has(r))) return [];
    const list = [...reached].sort((a, b) => a - b).map((r) => r + 1).join(', ');
    return [{ at: ['pieces', index, 'name'], args: { name: piece.name, reached: list, ranks: geo.ranks } }];
  });
}

/** The goal condition that holds in the start position (the game is over at move one), or null. */
function startEnding(spec: VariantSpec): EndingHit | null {
  const tables = tablesOf(spec);
  const parsed = parseFen(tables, spec.start);
  if (!parsed.ok || tables.endings === null) return null;
  const hit = endingReached(parsed.pos, tables.endings, new Interpreter(tables));
  return hit !== null && !hit.answerable ? hit : null;
}

/** A goal condition that already holds at the start (a region of every square): located at the condition. */
function startGoalHolds(spec: VariantSpec): Finding[] {
  const hit = startEnding(spec);
  if (hit === null) return [];
  const index = tablesOf(spec).endings!.indexOf(hit.ending);
  return [{ at: ['goal', 'conditions', index], args: { index: index + 1, what: conditionText(hit.condition, hit.side, tablesOf(spec).plan) } }];
}

/** A start position in which the side to move has no legal move: stalemate (or mate) at move one. */
function startWithoutMoves(spec: VariantSpec): Finding[] {
  const tables = tablesOf(spec);
  const parsed = parseFen(tables, spec.start);
  // a goal that holds at the start leaves no move too; rule start-goal-holds names that cause
  if (!parsed.ok || startEnding(spec) !== null) return [];
  const buf = new MoveBuffer();
  try {
    const first = generateLegal(parsed.pos, new Interpreter(tables), buf);
    return buf.count > first ? [] : [{ at: ['start'], args: { side: parsed.pos.side === 0 ? 'White' : 'Black' } }];
  } catch (e) {
    if (e instanceof ChainLimitExceeded) return []; // rule chain-limit says it
    throw e;
  }
}

/** The rule's sentence with its values; a value is escaped and cut, as it may be the user's text. */
function fill(sentence: string, args: Finding['args']): string {
  return sentence.replace(/\{(\w+)\}/g, (_, k: string) => (k in args ? clip(String(args[k]), LONG_ARGS.has(k) ? 200 : undefined) : `{${k}}`));
}

/** Runs every rule on a schema-valid, merged spec; returns located diagnostics. */
export function runChecks(spec: VariantSpec, locate: Locate): Diagnostic[] {
  // the size first: the other rules compile the spec, which takes time that grows with it
  const size = apply(SIZE_RULES, spec, locate);
  if (size.length > 0) return size;
  const found = apply(RULES, spec, locate);
  return found.length > 0 ? found : apply(PLAN_RULES, spec, locate);
}

function apply(rules: readonly Rule[], spec: VariantSpec, locate: Locate): Diagnostic[] {
  return rules.flatMap((rule) =>
    rule.check(spec).map((f) => ({
      ...locate(f.at, { key: f.key, offset: f.offset }),
      code: rule.code,
      message: fill(rule.sentence, f.args),
    })),
  );
}
