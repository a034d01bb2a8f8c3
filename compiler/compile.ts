// Compile: a checked VariantSpec becomes a VariantPlan — atoms expanded into direction
// vectors, Betza shorthand into structured moves, castling and promotion resolved against
// the start position. Pure: the spec is not modified.

import type { CastlingPlan, MoveNode, NodeRegion, PiecePlan, PromotionPlan, Vector, VariantPlan } from '../runtime/plan.ts';
import { ATOMS, vectorsOf, type AtomLetter } from './atoms.ts';
import { parseBetza } from './betza.ts';
import { orthogonalFirstSquares } from '../runtime/paths.ts';
import { withCompounds } from './compounds.ts';
import { compileGoal } from './goal.ts';
import { compileRegions, regionSquares } from './regions.ts';
import { firstField, parseBoardField } from '../runtime/fen-board.ts';
import { normaliseMoves, overlaps } from './overlap.ts';
import type { MoveSpec, PieceSpec, VariantSpec } from '../schema/spec-types.ts';

/** Compiles a spec that passed validation and the semantic checks; throws only on a bug. */
export function compileSpec(spec: VariantSpec): VariantPlan {
  const letterIndex = (letter: string): number => (spec.pieces ?? []).findIndex((p) => p.letter.toLowerCase() === letter.toLowerCase());
  const compiled = withCompounds(spec, (spec.pieces ?? []).map((p) => compilePiece(p, spec, letterIndex)));
  // flagged after compounds, whose union removes only what its components share exactly
  const pieces = withoutEnPassant(compiled).map((p) => (overlaps(p.moves, spec.board.files, spec.board.ranks) ? { ...p, overlaps: true } : p));
  const files = spec.board.files;
  const ranks = spec.board.ranks;
  return {
    name: spec.name,
    title: spec.title ?? spec.name,
    files,
    ranks,
    ...(spec.regions && Object.keys(spec.regions).length > 0 && { regions: compileRegions(spec) }),
    pieces,
    castling: spec.castling ? compileCastling(spec, letterIndex) : [],
    promotion: compilePromotion(spec, letterIndex),
    goal: compileGoal(spec, letterIndex),
    moveRule: spec.draws?.moveRule ?? 50,
    repetition: spec.draws?.repetition ?? 3,
    startFen: spec.start,
    ...(spec.notation && {
      notation: { pawnMoves: spec.notation.pawnMoves ?? 'san', pawnCaptures: spec.notation.pawnCaptures ?? 'file' },
    }),
    ...(spec.fusion && (spec.fusion.fission?.enabled ?? true) && { fission: { whenAttacked: spec.fusion.fission?.whenAttacked ?? false } }),
    // optional plan fields appear only when the spec uses them, keeping other plans unchanged
    ...(spec.captureRules?.mandatory && { mandatoryCapture: true }),
    ...(spec.pass && { pass: true }),
    ...(spec.captureRules?.chains && { chains: true }),
    ...(spec.colourBound && { colourBound: true }),
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

/** Whether `p` promotes: listed in `promotion.pieces`, or (without that list) a pawn. */
export function piecePromotes(spec: VariantSpec, p: PieceSpec): boolean {
  if (!spec.promotion) return false;
  return (spec.promotion.pieces ?? (p.pawn ? [p.letter] : [])).includes(p.letter);
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
  return {
    name: p.name,
    letter: p.letter.toLowerCase(),
    royal: p.royal ?? false,
    pawn,
    promotes: piecePromotes(spec, p),
    moves: normaliseMoves(entries.flatMap((m) => bindNode(compileMove(m, pawn), m, p, spec, letterIndex))),
    ...(p.custodian && { custodian: vectorsOf(ATOMS[p.custodian], []) }),
    ...(p.points !== undefined && { points: p.points }),
  };
}

function betzaMoves(text: string, extra: Partial<MoveSpec>): MoveSpec[] {
  const parsed = parseBetza(text);
  if (!parsed.ok) throw new Error(`bug: betza "${text}" passed the checks but does not parse: ${parsed.error}`);
  return parsed.moves.map((m) => ({ ...m, ...extra }) as MoveSpec);
}

/** One structured move entry becomes one or more plan nodes. */
function compileMove(m: MoveSpec, pawn: boolean): MoveNode[] {
  const base: Vector = Array.isArray(m.atom) ? [m.atom[0], m.atom[1]] : ATOMS[m.atom as AtomLetter];
  const directions = (m.directions ?? ['all']).filter((d) => d !== 'all');
  const vectors = vectorsOf(base, (m.directions ?? []).includes('all') ? [] : directions);
  const mode = m.mode ?? 'both';
  const quiet = mode !== 'capture';
  const capture = mode !== 'move';
  const initial = m.initial ?? false;
  const range = m.range ?? 1;
  const captureMode = m.capture ?? 'replace';
  const common = {
    quiet,
    capture,
    initial,
    doubleStep: false,
    enPassant: pawn && capture,
    ...(captureMode !== 'replace' && captureMode !== 'remove' && { captureMode }),
  };
  const long = Math.max(Math.abs(base[0]), Math.abs(base[1])) > 1;
  if (m.hop) {
    return [{ kind: 'hop', vectors, after: m.hop === 'cannon' ? 0 : 1, ...common, enPassant: false }];
  }
  if (captureMode === 'remove') {
    return [{ kind: 'remove', vectors, ...common, quiet: false, capture: true, enPassant: false }];
  }
  if (range === 1) {
    // only a non-jumping leap passes through the squares it crosses, so only it can be taken
    // en passant there (a jumping one would leave targets on occupied squares)
    const lame = m.lame ?? false;
    const legs = lame && m.lamePath === 'orthogonal-first' ? { legs: vectors.map(orthogonalFirstSquares) } : {};
    return [{ kind: 'leap', vectors, lame, ...legs, ...common, doubleStep: pawn && quiet && !capture && initial && long && lame }];
  }
  if (pawn && initial && quiet && !capture && range > 1) {
    // A pawn's initial multi-step rider: each length is a lame leap, and all but the
    // single step leave en-passant targets, so the double step is one general mechanism.
    const nodes: MoveNode[] = [];
    for (let k = 1; k <= range; k++) {
      const scaled = vectors.map(([x, y]): Vector => [x * k, y * k]);
      nodes.push({ kind: 'leap', vectors: scaled, lame: true, ...common, doubleStep: k > 1 });
    }
    return nodes;
  }
  return [{ kind: 'ride', vectors, range: range === 0 ? 0 : range, ...common }];
}

/**
 * A move entry's nodes with its regions (`to`, else the piece's `confined`; `from`), a hopper's
 * screen rule and the pieces it may not capture; a node without any stays as it was (so other plans and fingerprints are unchanged).
 */
function bindNode(nodes: MoveNode[], m: MoveSpec, p: PieceSpec, spec: VariantSpec, letterIndex: (l: string) => number): MoveNode[] {
  const region = (name: string | undefined): NodeRegion | undefined =>
    name === undefined ? undefined : { name, squares: regionSquares(spec.regions![name], spec.board) };
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

function compileCastling(spec: VariantSpec, letterIndex: (l: string) => number): CastlingPlan[] {
  const { king, rook } = spec.castling!;
  const files = spec.board.files;
  const ranks = spec.board.ranks;
  const shape = { files, ranks, letters: spec.pieces.map((p) => p.letter.toLowerCase()) };
  const placed = parseBoardField(firstField(spec.start).text, shape).pieces;
  const rules: CastlingPlan[] = [];
  for (const color of [0, 1] as const) {
    const boardRank = color === 0 ? 0 : ranks - 1;
    const row: string[] = new Array<string>(files).fill('.');
    for (const p of placed) if (p.rank === boardRank) row[p.file] = p.letter;
    const k = color === 0 ? king.toUpperCase() : king.toLowerCase();
    const r = color === 0 ? rook.toUpperCase() : rook.toLowerCase();
    const kf = row.indexOf(k);
    if (kf < 0) continue;
    const at = (f: number): number => f + boardRank * files;
    for (const side of [1, -1]) {
      let rf = -1;
      for (let f = kf + side; f >= 0 && f < files; f += side) if (row[f] === r) rf = f;
      const kt = kf + 2 * side;
      if (rf < 0 || kt < 0 || kt >= files) continue;
      const rt = kf + side;
      const lo = Math.min(kf, rf, kt, rt);
      const hi = Math.max(kf, rf, kt, rt);
      const empty: number[] = [];
      for (let f = lo; f <= hi; f++) if (f !== kf && f !== rf) empty.push(at(f));
      const safe: number[] = [];
      if (castlesSafely(spec, king)) for (let f = kf; f !== kt + side; f += side) safe.push(at(f));
      const fenChar = side === 1 ? 'K' : 'Q';
      rules.push({
        color,
        fenChar: color === 0 ? fenChar : fenChar.toLowerCase(),
        kingType: letterIndex(king),
        rookType: letterIndex(rook),
        kingFrom: at(kf),
        kingTo: at(kt),
        rookFrom: at(rf),
        rookTo: at(rt),
        empty,
        safe,
      });
    }
  }
  return rules;
}

/** Whether the castling king must not castle out of, through or into attack (default: when it is royal). */
function castlesSafely(spec: VariantSpec, king: string): boolean {
  return spec.castling?.safe ?? spec.pieces.some((p) => p.royal && p.letter.toLowerCase() === king.toLowerCase());
}

function compilePromotion(spec: VariantSpec, letterIndex: (l: string) => number): PromotionPlan | null {
  const promotion = spec.promotion;
  if (!promotion) return null;
  const zone: (0 | 1 | 2)[] = new Array(spec.board.ranks).fill(0);
  for (const z of promotion.zones ?? [{ rank: -1, mandatory: true }]) {
    const r = z.rank > 0 ? z.rank - 1 : spec.board.ranks + z.rank;
    if (r >= 0 && r < zone.length) zone[r] = z.mandatory === false ? 1 : 2;
  }
  return {
    zone,
    choices: (promotion.choices ?? []).map(letterIndex),
    ...(promotion.fromCaptured && { fromCaptured: true }),
  };
}
