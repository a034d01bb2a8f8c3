// Compile: a checked VariantSpec becomes a VariantPlan — atoms expanded into direction
// vectors, Betza shorthand into structured moves, castling and promotion resolved against
// the start position. Pure: the spec is not modified.

import type { DropRule, HandPlan } from '../runtime/plan/hand.ts';
import type { MoveNode, NodeRegion, Vector } from '../runtime/plan/moves.ts';
import type { PiecePlan } from '../runtime/plan/pieces.ts';
import type { InPlacePromotionPlan } from '../runtime/plan/promotion.ts';
import type { FirstMoveRightPlan, VariantPlan } from '../runtime/plan/variant.ts';
import { vectorsOf } from './atoms.ts';
import { ATOMS } from '../schema/atoms.ts';
import { parseBetza } from '../schema/betza.ts';
import { orthogonalFirstSquares } from '../runtime/generate/paths.ts';
import { withCompounds } from './compounds.ts';
import { compileGoal } from './goal.ts';
import { compileRegions } from './regions.ts';
import { regionSquares } from '../schema/regions.ts';
import { resolveCastling } from './castling.ts';
import { compilePromotion } from './promotion.ts';
import { piecePromotes } from '../schema/piece-promotes.ts';
import { firstField, parseBoardField } from '../schema/fen-board.ts';
import { boardLetters } from '../schema/piece-letters.ts';
import { normaliseMoves, overlaps } from './overlap.ts';
import { FIRST_MOVE_RIGHT_DEFAULTS, HAND_DEFAULTS, LEAP_DEFAULTS, HOP_DEFAULTS, MOVE_DEFAULTS, PIECE_DEFAULTS, REGION_DROP_DEFAULTS, VARIANT_DEFAULTS } from '../runtime/plan/defaults.ts';
import { formPromotion, withForms } from './forms.ts';
import type { AtomLetter, MoveSpec, PieceSpec, VariantSpec } from '../schema/spec-types.ts';
import { moveRuleReset, pawnRule } from '../schema/pawn-rules.ts';


/** Compiles a spec that passed validation and the semantic checks; throws only on a bug. */
export function compileSpec(spec: VariantSpec): VariantPlan {
  const letterIndex = (letter: string): number => (spec.pieces ?? []).findIndex((p) => p.letter.toLowerCase() === letter.toLowerCase());
  const compiled = withCompounds(spec, (spec.pieces ?? []).map((p) => compilePiece(p, spec, letterIndex)));
  // flagged after compounds, whose union removes only what its components share exactly
  const wrap = spec.board.wrap === 'files';
  const formed = withForms(spec, withoutEnPassant(compiled), (form) => compilePiece(form, spec, letterIndex));
  const pieces = formed.map((p) =>
    overlaps(p.moves, spec.board.files, spec.board.ranks) || (wrap && wrapOverlaps(p, spec.board.files)) ? { ...p, overlaps: true } : p,
  );
  const files = spec.board.files;
  const ranks = spec.board.ranks;
  const promotion = compilePromotion(spec, letterIndex);
  return {
    name: spec.name,
    title: spec.title ?? spec.name,
    files,
    ranks,
    pieces,
    castling: spec.castling ? resolveCastling(spec).rules : [],
    promotion: promotion && formPromotion(promotion, pieces, files, ranks),
    goal: compileGoal(spec, letterIndex),
    moveRule: spec.draws?.moveRule ?? 50,
    repetition: spec.draws?.repetition ?? 3,
    startFen: spec.start,
    // every other field from its default (runtime/plan/defaults.ts), overridden where the spec says
    ...VARIANT_DEFAULTS,
    ...(spec.regions && Object.keys(spec.regions).length > 0 && { regions: compileRegions(spec) }),
    ...(spec.notation && {
      notation: { pawnMoves: spec.notation.pawnMoves ?? 'san', pawnCaptures: spec.notation.pawnCaptures ?? 'file' },
    }),
    ...(spec.fusion && (spec.fusion.fission?.enabled ?? true) && { fission: { whenAttacked: spec.fusion.fission?.whenAttacked ?? false } }),
    ...(spec.captureRules?.mandatory && { mandatoryCapture: true }),
    ...(spec.pass && { pass: true }),
    ...(spec.stalematePass && { stalematePass: true }),
    ...(spec.captureRules?.chains && { chains: true }),
    ...(spec.colourBound && { colourBound: true }),
    ...((spec.firstMoveRights || spec.hand?.gating) && { firstMoveRights: compileFirstMoveRights(spec, letterIndex) }),
    ...(spec.hand && { hand: compileHand(spec, letterIndex) }),
    ...(spec.hand && spec.castling?.byDrop && { castlingByDrop: true }),
    ...(spec.castling?.opposite && { oppositeCastling: true }),
    ...(spec.promotionInPlace && { promotionInPlace: compileInPlace(spec, letterIndex) }),
    ...(wrap && { wrap: 'files' as const }),
    ...(spec.leftRight === 'relative' && { leftRight: 'relative' as const }),
    ...(spec.enPassant?.anyPiece && {
      anyEnPassant: {
        leaps: (spec.enPassant.leaps ?? []).map((l) => ({ piece: letterIndex(l.piece), vectors: l.atoms.flatMap((atom) => vectorsOf(ATOMS[atom], [])) })),
      },
    }),
    ...((spec.captureRules?.fromMove ?? 1) > 1 && { capturesFromMove: spec.captureRules!.fromMove }),
    ...(spec.draws?.repetitionOutcome !== undefined &&
      spec.draws.repetitionOutcome !== 'draw' && { repetitionOutcome: { outcome: spec.draws.repetitionOutcome, of: spec.draws.repetitionOutcomeOf ?? 'to-move' } }),
    ...(spec.draws?.perpetualCheckLoses && { perpetualCheckLoses: true }),
    ...(spec.explosion && {
      explosion: {
        vectors: spec.explosion.blast.flatMap((atom) => vectorsOf(ATOMS[atom], [])),
        immune: (spec.explosion.immune ?? []).map(letterIndex),
      },
    }),
  };
}

/**
 * One right per piece of the start position whose type has first-move rights or is a gating
 * piece (its square a gate, hand `gating`): White's first, by file.
 */
function compileFirstMoveRights(spec: VariantSpec, letterIndex: (l: string) => number): FirstMoveRightPlan[] {
  const shape = { files: spec.board.files, ranks: spec.board.ranks, letters: boardLetters(spec.pieces) };
  const placed = parseBoardField(firstField(spec.start).text, shape).pieces;
  const gating = new Set(spec.hand?.gating ?? []);
  const rights: FirstMoveRightPlan[] = [];
  for (const color of [0, 1] as const) {
    const ofColor = placed.filter((p) => p.color === color).sort((a, b) => a.file - b.file || a.rank - b.rank);
    for (const p of ofColor) {
      const letter = shape.letters[p.type];
      const entry = spec.firstMoveRights?.find((r) => r.piece === letter);
      if (!entry && !gating.has(letter)) continue;
      const file = String.fromCharCode(97 + p.file);
      rights.push({
        color,
        type: letterIndex(letter),
        square: p.file + p.rank * spec.board.files,
        fenChar: color === 0 ? file.toUpperCase() : file,
        ...FIRST_MOVE_RIGHT_DEFAULTS,
        ...(entry?.lostWhenAimedBy && { aimedBy: entry.lostWhenAimedBy.map(letterIndex) }),
        ...(gating.has(letter) && { gate: true }),
      });
    }
  }
  return rights;
}

/** The hand: where captures go, demotion, and the drop rules with ranks counted from the dropping side and regions as each side's squares. */
function compileHand(spec: VariantSpec, letterIndex: (l: string) => number): HandPlan {
  const hand = spec.hand!;
  const ranks = spec.board.ranks;
  const rules = (hand.drops ?? []).map((rule): DropRule => {
    const pieces = rule.pieces.map(letterIndex);
    switch (rule.rule) {
      case 'notImmobile':
        return { kind: 'immobile', pieces };
      case 'perFile':
        return { kind: 'file', pieces, count: rule.count ?? 1 };
      case 'noMate':
        return { kind: 'mate', pieces };
      case 'noCheck':
        return { kind: 'check', pieces };
      case 'bothColours':
        return { kind: 'bothColours', pieces };
      case 'onTop':
        return { kind: 'top', pieces };
      case 'onlyInRegion':
      case 'notInRegion': {
        // a named region is each side's own; listed squares are the same for both (as a goal's)
        const kind = rule.rule === 'onlyInRegion' ? 'region' : 'notRegion';
        if (rule.region !== undefined) return { kind, pieces, squares: regionSquares(spec.regions![rule.region], spec.board), name: rule.region };
        const listed = regionSquares({ squares: rule.squares!, mirror: false }, spec.board);
        return { kind, pieces, squares: listed, ...REGION_DROP_DEFAULTS };
      }
      case 'onlyOnRanks':
      case 'notOnRanks': {
        const marked: (0 | 1)[] = new Array(ranks).fill(0);
        for (const rank of rule.ranks ?? []) {
          const r = rank > 0 ? rank - 1 : ranks + rank;
          if (r >= 0 && r < ranks) marked[r] = 1;
        }
        return { kind: rule.rule === 'onlyOnRanks' ? 'onlyRanks' : 'ranks', pieces, ranks: marked };
      }
    }
  });
  return {
    captures: hand.captures ?? 'none',
    rules,
    ...HAND_DEFAULTS,
    ...(hand.demote && { demote: true }),
    ...(hand.dropping === false && { noDrops: true }),
    ...(hand.gating && { gating: true }),
    ...(hand.mustDrop && { mustDrop: true }),
    ...(hand.dropForms && { dropForms: true }),
  };
}

/** Promotion as a move of its own: the pieces, what they become, and the region with both sides' squares. */
function compileInPlace(spec: VariantSpec, letterIndex: (l: string) => number): InPlacePromotionPlan {
  const ip = spec.promotionInPlace!;
  return {
    pieces: ip.pieces.map(letterIndex),
    into: letterIndex(ip.into),
    region: { name: ip.region, squares: regionSquares(spec.regions![ip.region], spec.board) },
    lastAnywhere: ip.lastAnywhere ?? false,
    limit: ip.limit ?? 0,
  };
}

/**
 * En passant needs both halves: a double step that leaves en-passant squares and a piece that
 * may take on them. Without either, neither is in the plan, so no move leaves a square nobody
 * can use and `describe` (which reads the plan) promises no en passant (makruk, shatranj).
 */
function withoutEnPassant(pieces: PiecePlan[]): PiecePlan[] {
  const steps = pieces.some((p) => p.moves.some((n) => n.doubleStep));
  const takes = pieces.some((p) => p.moves.some((n) => n.enPassant));
  if (steps && takes) return pieces;
  const clear = (n: MoveNode): MoveNode => (n.enPassant || n.doubleStep ? { ...n, enPassant: false, doubleStep: false } : n);
  return pieces.map((p) => (p.moves.some((n) => n.enPassant || n.doubleStep) ? { ...p, moves: p.moves.map(clear) } : p));
}

/**
 * On a cylinder, whether two of a piece's moves can reach one square: a sideways rider's lines
 * meet round the back (a rook on an empty rank reaches every square both ways), and two leaps
 * whose file steps differ by the board's width land together.
 */
function wrapOverlaps(p: PiecePlan, files: number): boolean {
  const vectors = p.moves.flatMap((n) => n.vectors.map(([dx, dy]) => ({ dx, dy, ride: n.kind === 'ride' })));
  if (vectors.some((v) => v.ride && v.dx !== 0)) return true;
  return vectors.some((a, i) => vectors.some((b, j) => j !== i && a.dy === b.dy && a.dx !== b.dx && (a.dx - b.dx) % files === 0));
}

function compilePiece(p: PieceSpec, spec: VariantSpec, letterIndex: (l: string) => number): PiecePlan {
  const entries: MoveSpec[] = [];
  if (p.betza) entries.push(...betzaMoves(p.betza, {}));
  for (const m of p.moves ?? []) {
    if ('atom' in m) entries.push(m);
    else {
      const { betza, ...rest } = m;
      entries.push(...betzaMoves(betza, rest));
    }
  }
  const pawn = p.pawn ?? false;
  const resetsMoveRule = moveRuleReset(p);
  const rules: EnPassantRules = { passable: pawnRule(p, 'passable'), takes: pawnRule(p, 'takesEnPassant') };
  return {
    name: p.name,
    letter: p.letter.toLowerCase(),
    royal: p.royal ?? false,
    pawn,
    resetsMoveRule,
    promotes: piecePromotes(spec, p),
    moves: normaliseMoves(entries.flatMap((m) => bindNode(compileMove(m, rules, spec.board.ranks), m, p, spec, letterIndex))),
    ...PIECE_DEFAULTS,
    ...(p.custodian && { custodian: vectorsOf(ATOMS[p.custodian], []) }),
    ...(p.value !== undefined && { value: p.value }),
    ...(p.points !== undefined && { points: p.points }),
  };
}

function betzaMoves(text: string, extra: Partial<MoveSpec>): MoveSpec[] {
  const parsed = parseBetza(text);
  if (!parsed.ok) throw new Error(`bug: betza "${text}" passed the checks but does not parse: ${parsed.error}`);
  return parsed.moves.map((m) => ({ ...m, ...extra }) as MoveSpec);
}

/** The piece's en-passant rules (schema/pawn-rules.ts): whether it can be taken, and whether it takes. */
interface EnPassantRules {
  readonly passable: boolean;
  readonly takes: boolean;
}

/** One structured move entry becomes one or more plan nodes. */
function compileMove(m: MoveSpec, ep: EnPassantRules, boardRanks: number): MoveNode[] {
  const base: Vector = Array.isArray(m.atom) ? [m.atom[0], m.atom[1]] : ATOMS[m.atom as AtomLetter];
  const directions = (m.directions ?? ['all']).filter((d) => d !== 'all');
  const vectors = vectorsOf(base, (m.directions ?? []).includes('all') ? [] : directions);
  const mode = m.mode ?? 'both';
  const quiet = mode !== 'capture';
  const capture = mode !== 'move';
  const initial = m.initial ?? false;
  const range = m.range ?? 1;
  const captureMode = m.capture ?? 'replace';
  const ranks = m.ranks === undefined ? null : [...new Set(m.ranks.map((r) => (r > 0 ? r - 1 : boardRanks + r)))].sort((a, b) => a - b);
  const common = {
    ...MOVE_DEFAULTS,
    quiet,
    capture,
    initial,
    doubleStep: false,
    enPassant: ep.takes && capture,
    ...(captureMode !== 'replace' && captureMode !== 'remove' && { captureMode }),
    ranks,
    ...(m.notInCheck && { notInCheck: true }),
    ...(m.promotes === false && { noPromotion: true }),
  };
  const long = Math.max(Math.abs(base[0]), Math.abs(base[1])) > 1;
  if (m.hop) {
    return [{ kind: 'hop', vectors, after: m.hop === 'cannon' ? 0 : 1, ...HOP_DEFAULTS, ...common, enPassant: false }];
  }
  if (captureMode === 'remove') {
    return [{ kind: 'remove', vectors, ...common, quiet: false, capture: true, enPassant: false }];
  }
  if (range === 1) {
    // only a non-jumping leap passes through the squares it crosses, so only it can be taken
    // en passant there (a jumping one would leave targets on occupied squares)
    const lame = m.lame ?? false;
    // a first move (`initial`) or one from declared ranks; an unrestricted one too (torpedo)
    const passable = m.passable ?? true;
    const legs = lame && m.lamePath === 'orthogonal-first' ? vectors.map(orthogonalFirstSquares) : null;
    return [{ kind: 'leap', vectors, lame, legs, ...common, doubleStep: ep.passable && quiet && !capture && long && lame && passable }];
  }
  if (ep.passable && initial && quiet && !capture && range > 1) {
    // A passable piece's (a pawn's) initial multi-step rider: each length is a lame leap, and all but the
    // single step leave en-passant targets, so the double step is one general mechanism.
    const nodes: MoveNode[] = [];
    for (let k = 1; k <= range; k++) {
      const scaled = vectors.map(([x, y]): Vector => [x * k, y * k]);
      nodes.push({ kind: 'leap', vectors: scaled, lame: true, ...LEAP_DEFAULTS, ...common, doubleStep: k > 1 });
    }
    return nodes;
  }
  return [{ kind: 'ride', vectors, range: range === 0 ? 0 : range, ...common }];
}

/**
 * A move entry's nodes with its regions (`to`, else the piece's `confined`; `from`), a hopper's
 * screen rule and the pieces it may not capture.
 */
function bindNode(nodes: MoveNode[], m: MoveSpec, p: PieceSpec, spec: VariantSpec, letterIndex: (l: string) => number): MoveNode[] {
  const region = (name: string | undefined): NodeRegion | null =>
    name === undefined ? null : { name, squares: regionSquares(spec.regions![name], spec.board) };
  const to = region(m.to ?? p.confined);
  const from = region(m.from);
  const screenExcept = m.screenExcept?.map(letterIndex);
  const captureExcept = m.captureExcept?.map(letterIndex);
  return nodes.map((n) => ({
    ...n,
    ...(to && { to }),
    ...(from && { from }),
    ...(n.kind === 'hop' && screenExcept && { screenExcept }),
    ...(n.capture && captureExcept && { captureExcept }),
  }));
}
