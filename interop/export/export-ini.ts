// A variant's plan as the variants.ini section Fairy-Stockfish needs to play the same game. The
// section is self-contained (no parent: FSF's template is chess without pieces, and every option
// whose template value differs from ours is written). A rule FSF cannot say refuses the export
// with every such rule listed; with `lossy` the section is written anyway, one comment per rule
// it drops. Errors are data: nothing here throws for a variant, prints or exits.

import type { VariantPlan } from '../../runtime/plan/variant.ts';
import { writeCastling, writeInitialMoves, writePieces } from './board-rules.ts';
import { refuse, set, type ExportContext, type RefusedRule } from './context.ts';
import { writeHand, writePromotion } from './game-rules.ts';
import { writeDraws, writeGoal } from './goal-rules.ts';
import { cambodianMoves } from './cambodian.ts';
import { assignPieces } from './pieces.ts';

export type { RefusedRule } from './context.ts';

/** FSF's largest board: 12 files, 10 ranks. */
export const FSF_MAX_FILES = 12;
export const FSF_MAX_RANKS = 10;

export interface ExportIniOptions {
  /** The section's name; default `<variant>-fairyforge`, so that it never stands for an FSF built-in. */
  readonly section?: string;
  /** Write the section even when some rules cannot be said, with a `#` comment for each. */
  readonly lossy?: boolean;
}

export type IniExport =
  | { readonly ok: true; readonly section: string; readonly text: string; readonly dropped: readonly RefusedRule[] }
  | { readonly ok: false; readonly refused: readonly RefusedRule[] };

/**
 * A FEN of ours as FSF writes it for the exported section: a promotion pool (promotion from
 * captured pieces, with no hand) is not written, FSF counting the pieces on the board instead.
 */
export function fsfFen(plan: VariantPlan, fen: string): string {
  return plan.promotion?.fromCaptured && !plan.hand ? fen.replace(/\[[^\]]*\]/, '') : fen;
}

/** The section name that stands for variant `name` unless the caller chooses one. */
export function defaultSection(name: string): string {
  return `${name}-fairyforge`;
}

/** The rules that FSF has no option for at all, whatever their details. */
function refuseWholeRules(ctx: ExportContext): void {
  const p = ctx.plan;
  if (p.files > FSF_MAX_FILES || p.ranks > FSF_MAX_RANKS) refuse(ctx, 'board', `a ${p.files}×${p.ranks} board (FSF's largest is ${FSF_MAX_FILES}×${FSF_MAX_RANKS})`);
  if (p.wrap) refuse(ctx, 'board.wrap', 'a cylinder board');
  if (p.chains) refuse(ctx, 'captureRules.chains', 'capture chains');
  if (p.colourBound) refuse(ctx, 'colourBound', 'colour-bound moves');
  if (p.fission || p.pieces.some((x) => x.fusions.length > 0)) refuse(ctx, 'fusion', 'fusion and fission of pieces');
  if (p.promotionInPlace) refuse(ctx, 'promotionInPlace', 'promotion as a move of its own');
  if (cambodianMoves(p)) {
    set(ctx, 'gating', true);
    set(ctx, 'cambodianMoves', true);
  } else if (p.firstMoveRights.some((r) => !r.gate)) refuse(ctx, 'firstMoveRights', 'first-move rights tracked per piece');
  if (p.capturesFromMove > 1) refuse(ctx, 'captureRules.fromMove', 'captures barred before a given move');
  if (p.mandatoryCapture) set(ctx, 'mustCapture', true);
  if (p.pass) set(ctx, 'pass', true);
  if (p.stalematePass) set(ctx, 'passOnStalemate', true);
  if (p.explosion) {
    const immune = new Set(p.explosion.immune.map((t) => ctx.pieces[t].key));
    const kingRing = p.explosion.vectors.length === 8 && p.explosion.vectors.every(([dx, dy]) => Math.max(Math.abs(dx), Math.abs(dy)) === 1);
    if (!kingRing || immune.size !== 1 || !immune.has('pawn')) refuse(ctx, 'explosion', 'an explosion other than atomic chess’s (the eight squares around, pawns spared)');
    set(ctx, 'blastOnCapture', true);
  }
}

/** Exports a compiled variant plan as an FSF variants.ini section. */
export function exportPlanIni(plan: VariantPlan, options: ExportIniOptions = {}): IniExport {
  const { pieces, refused: pieceRefusals } = assignPieces(plan);
  const ctx: ExportContext = { plan, pieces, options: [], refused: [] };
  for (const r of pieceRefusals) {
    const [name, ...reason] = r.split(': ');
    if (reason.length > 0) refuse(ctx, `pieces.${name}`, reason.join(': '));
    else refuse(ctx, 'pieces', r);
  }
  set(ctx, 'maxFile', plan.files);
  set(ctx, 'maxRank', plan.ranks);
  writePieces(ctx);
  set(ctx, 'startFen', fsfFen(plan, plan.startFen));
  refuseWholeRules(ctx);
  writeInitialMoves(ctx);
  writePromotion(ctx);
  writeHand(ctx);
  writeCastling(ctx);
  writeGoal(ctx);
  writeDraws(ctx);
  if (ctx.refused.length > 0 && !options.lossy) return { ok: false, refused: ctx.refused };
  const section = options.section ?? defaultSection(plan.name);
  const lines = [
    `# ${plan.title.replace(/[\r\n]/g, ' ')}: exported by fairyforge from variant ${plan.name}`,
    ...ctx.refused.map((r) => `# dropped: ${r.rule}: ${r.reason}`),
    `[${section}]`,
    ...ctx.options.map(([k, v]) => `${k} = ${v}`),
  ];
  return { ok: true, section, text: `${lines.join('\n')}\n`, dropped: ctx.refused };
}
