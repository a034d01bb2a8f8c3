// The comparison of variants, as data: one column per variant, one row per rule element
// (pieces matched by name, then by letter; unmatched pieces get rows of their own), rows
// that differ marked, then the measured figures and each piece's diagram. The formats
// (compare/format.ts, compare/html.ts) only lay this out.

import type { Engine } from '../runtime/use/engine.ts';
import type { PiecePlan } from '../runtime/plan/pieces.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import { pieceDiagram, type Diagram } from './diagram.ts';
import { emptyBoardMobility, playRandomGames, PERFT_DEPTHS, startPerft, type GameSettings, type GameStats } from './measure.ts';
import { SILENT, type ProgressSink } from './progress.ts';
import { describeRules, type RuleLine } from './rules.ts';
import type { SelfplaySection } from './selfplay-rows.ts';

/** A compared variant. */
export interface VariantColumn {
  readonly name: string;
  readonly title: string;
  readonly file: string;
}

/** A row of the comparison: one value per variant (null: the variant has no such element). */
export interface Row {
  readonly key: string;
  readonly label: string;
  readonly values: readonly (string | null)[];
  /** The values are not all the same. */
  readonly differs: boolean;
}

/** The raw figures of one variant. */
export interface Figures {
  readonly perft: readonly number[];
  readonly games: GameStats;
  /** Mean empty-board mobility by piece letter. */
  readonly mobility: Readonly<Record<string, number>>;
}

/** A piece row's diagrams, one per variant (null where the variant lacks the piece). */
export interface PieceDiagrams {
  readonly key: string;
  readonly label: string;
  readonly diagrams: readonly (Diagram | null)[];
}

export interface Comparison {
  readonly variants: readonly VariantColumn[];
  readonly rules: readonly Row[];
  readonly settings: GameSettings & { readonly perftDepths: readonly number[] };
  readonly measured: readonly Row[];
  readonly figures: readonly Figures[];
  readonly pieces: readonly PieceDiagrams[];
  /** Engine-against-engine figures, when asked for (`compare --selfplay N`). */
  readonly selfplay?: SelfplaySection;
}

/** A variant to compare: its file, plan and engine (as cli/variant-source.ts loads them). */
export interface Compared {
  readonly file: string;
  readonly plan: VariantPlan;
  readonly engine: Engine;
}

/** Pieces of several variants matched into rows: by name first, then by letter. */
export interface PieceMatch {
  readonly key: string;
  readonly label: string;
  readonly members: readonly (PiecePlan | null)[];
}

export function matchPieces(plans: readonly VariantPlan[]): PieceMatch[] {
  const rows: (PiecePlan | null)[][] = [];
  plans.forEach((plan, v) => {
    for (const piece of plan.pieces) {
      const free = rows.filter((r) => r[v] === null);
      const row =
        free.find((r) => r.some((p) => p?.name === piece.name)) ?? free.find((r) => r.some((p) => p?.letter === piece.letter));
      if (row) row[v] = piece;
      else rows.push(plans.map((_, i) => (i === v ? piece : null)));
    }
  });
  return rows.map((members) => {
    const present = members.filter((p): p is PiecePlan => p !== null);
    const names = [...new Set(present.map((p) => p.name))];
    const letters = [...new Set(present.map((p) => p.letter))];
    return { key: `piece:${names.join('/')}`, label: `${names.join(' / ')} (${letters.join('/')})`, members };
  });
}

const differs = (values: readonly (string | null)[]): boolean => values.some((v) => v !== values[0]);

function row(key: string, label: string, values: (string | null)[]): Row {
  return { key, label, values, differs: differs(values) };
}

/** The rule rows: elements before the pieces, a row per matched piece, the elements after. */
export function ruleRows(plans: readonly VariantPlan[]): Row[] {
  const lines = plans.map(describeRules);
  const textOf = (v: number, key: string): string | null => lines[v].find((l) => l.key === key)?.text ?? null;
  const pieceText = (v: number, piece: PiecePlan | null): string | null => (piece ? textOf(v, `piece:${piece.name}`) : null);
  const elements = (pred: (l: RuleLine, i: number, all: RuleLine[]) => boolean): RuleLine[] => lines[0].filter(pred);
  const firstPiece = lines[0].findIndex((l) => l.piece);
  const before = elements((l, i) => !l.piece && (firstPiece < 0 || i < firstPiece));
  const after = elements((l, i) => !l.piece && firstPiece >= 0 && i > firstPiece);
  return [
    ...before.map((l) => row(l.key, l.label, plans.map((_, v) => textOf(v, l.key)))),
    ...matchPieces(plans).map((m) => row(m.key, m.label, m.members.map((p, v) => pieceText(v, p)))),
    ...after.map((l) => row(l.key, l.label, plans.map((_, v) => textOf(v, l.key)))),
  ];
}

const fixed = (n: number, digits: number): string => n.toFixed(digits);
const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;

export function endingsText(stats: GameStats): string {
  return Object.entries(stats.endings)
    .map(([ending, n]) => `${ending} ${n}`)
    .join(', ');
}

/** The measured rows, figures formatted; mobility rows follow the piece matching. */
export function measuredRows(plans: readonly VariantPlan[], figures: readonly Figures[]): Row[] {
  const rows: Row[] = PERFT_DEPTHS.map((d, i) => row(`perft:${d}`, `perft ${d} from the start`, figures.map((f) => String(f.perft[i]))));
  rows.push(
    row('moves', 'mean legal moves per position', figures.map((f) => fixed(f.games.meanMoves, 2))),
    row('length', 'mean game length (plies)', figures.map((f) => fixed(f.games.meanLength, 1))),
    row('decisive', 'decisive games', figures.map((f) => `${percent(f.games.decisive)} (White ${f.games.whiteWins}, Black ${f.games.blackWins})`)),
    row('endings', 'how the games ended', figures.map((f) => endingsText(f.games))),
  );
  for (const m of matchPieces(plans)) {
    const values = m.members.map((p, v) => (p ? fixed(figures[v].mobility[p.letter] ?? 0, 2) : null));
    rows.push(row(`mobility:${m.key.slice('piece:'.length)}`, `mobility on an empty board: ${m.label}`, values));
  }
  return rows;
}

/**
 * Measures each variant (perft, mobility, random games), progress reported per game; the
 * figures a comparison (comparisonOf) or the bundled report's pages are made from.
 */
export function measureVariants(variants: readonly Compared[], settings: GameSettings, progress: ProgressSink = SILENT): Figures[] {
  const perVariant = settings.games + PERFT_DEPTHS.length + 1;
  const total = variants.length * perVariant;
  const figures = variants.map((v, i): Figures => {
    const base = i * perVariant;
    progress.update(base, total, `${v.plan.name}: perft`);
    const perft = startPerft(v.engine);
    progress.update(base + PERFT_DEPTHS.length, total, `${v.plan.name}: mobility`);
    const mobility = emptyBoardMobility(v.engine);
    const games = playRandomGames(v.engine, settings, (done) =>
      progress.update(base + PERFT_DEPTHS.length + 1 + done, total, `${v.plan.name}: random games ${done}/${settings.games}`),
    );
    return { perft, games, mobility };
  });
  progress.done();
  return figures;
}

/** The comparison of variants already measured (`figures[i]` of `variants[i]`). */
export function comparisonOf(variants: readonly Compared[], figures: readonly Figures[], settings: GameSettings): Comparison {
  const plans = variants.map((v) => v.plan);
  const pieces = matchPieces(plans).map((m) => ({
    key: m.key,
    label: m.label,
    diagrams: m.members.map((p, v) => {
      if (!p) return null;
      const made = pieceDiagram(plans[v], p.letter);
      return made.ok ? made.diagram : null;
    }),
  }));
  return {
    variants: variants.map((v) => ({ name: v.plan.name, title: v.plan.title, file: v.file })),
    rules: ruleRows(plans),
    settings: { ...settings, perftDepths: [...PERFT_DEPTHS] },
    measured: measuredRows(plans, figures),
    figures,
    pieces,
  };
}

/**
 * Compares variants: rules, figures (random games, perft, mobility) and piece diagrams.
 * Progress is reported per game.
 */
export function compareVariants(variants: readonly Compared[], settings: GameSettings, progress: ProgressSink = SILENT): Comparison {
  return comparisonOf(variants, measureVariants(variants, settings, progress), settings);
}
