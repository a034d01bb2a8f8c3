// Two variants side by side: the comparison report's rule rows (compare/compare.ts's ruleRows,
// differing rows marked) and its piece rows (each piece's diagram in each variant). The report's
// measured figures (perft, random games) are left out: they take seconds of engine time.
import type { Variant } from '../../../lib/variant.ts';
import { matchPieces, ruleRows } from '../../../compare/compare.ts';
import { pieceDiagram } from '../../../compare/diagram.ts';
import { diagramSvg } from '../../../compare/svg.ts';
import type { VariantPlan } from '../../../runtime/plan/variant.ts';
import { el, svgFigure } from './dom.ts';

/** The comparison of `plans` (columns titled by `titles`) as a table and piece rows. */
function comparison(plans: readonly VariantPlan[], titles: readonly string[]): HTMLElement {
  const head = el('tr', '', el('th', '', 'Rule'), ...titles.map((t) => el('th', '', t)));
  const rows = ruleRows(plans).map((r) => {
    const tr = el('tr', r.differs ? 'differs' : '', el('th', '', r.label), ...r.values.map((v) => el('td', v === null ? 'missing' : '', v ?? '—')));
    tr.dataset.differs = String(r.differs);
    return tr;
  });
  const table = el('table', 'compare-rules', el('thead', '', head), el('tbody', '', ...rows));
  const pieces = matchPieces(plans).map((m) =>
    el(
      'section',
      'compare-piece',
      el('h4', '', m.label),
      el(
        'div',
        'boards',
        ...m.members.map((p, i) => {
          if (!p) return el('p', 'missing', `${titles[i]}: no such piece`);
          const made = pieceDiagram(plans[i], p.letter);
          return made.ok ? svgFigure(diagramSvg(made.diagram, { legend: false }), titles[i]) : el('p', 'error', made.error);
        }),
      ),
    ),
  );
  const differing = rows.filter((r) => r.dataset.differs === 'true').length;
  return el('div', 'comparison', el('p', 'note', `${differing} of ${rows.length} rows differ (highlighted).`), table, ...pieces);
}

/**
 * The compare view: this spec against a bundled variant picked in its own select. `load`
 * gives a bundled variant by name (loaded once and kept by the caller).
 */
export function showCompare(body: HTMLElement, variant: Variant, names: readonly string[], load: (name: string) => Promise<Variant>): void {
  const select = el('select', 'compare-with');
  select.setAttribute('aria-label', 'Compare with');
  for (const name of names) select.add(new Option(name, name));
  select.value = names.includes('chess') && variant.name !== 'chess' ? 'chess' : names.find((n) => n !== variant.name) ?? names[0];
  const out = el('div', 'compare-out');
  const render = async (): Promise<void> => {
    const other = await load(select.value);
    out.replaceChildren(comparison([variant.plan, other.plan], [variant.title, other.title]));
  };
  select.addEventListener('change', () => void render());
  body.replaceChildren(el('label', '', 'Compare this spec with ', select), out);
  void render();
}
