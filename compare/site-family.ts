// A family's comparison page: its members side by side. Each rule row in which they differ
// shows each distinct value once with the members that have it (a family of 30 that share a
// king's move shows it once), the rows they share follow in one list, and the figures are a
// table with a row per member. Diagrams stay on the members' own pages, linked.

import { measuredRows, ruleRows, type Row } from './compare.ts';
import { DIFFERS } from './format.ts';
import type { Family } from './families.ts';
import { figureTable, link, pageHtml } from './page.ts';
import { variantFile } from './site-files.ts';
import type { Site } from './site.ts';
import { xmlEscape } from './svg.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';

/** The figures a family's table shows, by measured row key (the mobility rows are per piece: on the variants' pages). */
const FIGURE_KEYS = ['perft:1', 'perft:2', 'perft:3', 'moves', 'length', 'decisive', 'endings'];

const memberLink = (p: VariantPlan): string => link(variantFile(p.name), p.title);

/** A differing row: each value once, in the members' order, with who has it. */
function groupedRow(r: Row, members: readonly VariantPlan[]): string {
  const groups = new Map<string | null, VariantPlan[]>();
  r.values.forEach((v, i) => groups.set(v, [...(groups.get(v) ?? []), members[i]]));
  const parts = [...groups].map(
    ([value, who]) => `<div class="value-group"><div>${value === null ? '<em>no such piece</em>' : xmlEscape(value)}</div><div class="who">${who.length === members.length ? 'every member' : who.map(memberLink).join(', ')}</div></div>`,
  );
  return `<section class="rule"><h3>${DIFFERS} ${xmlEscape(r.label)} <small>(${groups.size} versions)</small></h3>\n${parts.join('\n')}</section>`;
}

/** The page of family `f`. */
export function familyPage(site: Site, f: Family): string {
  const members = f.members;
  const rows = ruleRows(members);
  const differing = rows.filter((r) => r.differs);
  const shared = rows.filter((r) => !r.differs);
  const figures = members.map((p) => site.variants.find((v) => v.plan === p)!.figures);
  const measured = measuredRows(members, figures).filter((r) => FIGURE_KEYS.includes(r.key));
  const table = figureTable(['Variant', ...measured.map((r) => r.label.replace(' from the start', ''))], members.map((p, i) => [memberLink(p), ...measured.map((r) => r.values[i] ?? '—')]));
  return pageHtml({
    title: `${f.rule.title} — fairyforge`,
    nav: [link('../report.html', 'All variants')],
    body: [
      `<h1>${xmlEscape(f.rule.title)}</h1>`,
      `<p class="summary">${members.length} variants with ${xmlEscape(f.rule.criterion)}: ${members.map(memberLink).join(', ')}. ` +
        `They differ in ${differing.length} of ${rows.length} rule rows, shown first with each version once and the members that have it; the ${shared.length} rows they share follow.</p>`,
      '<nav class="contents"><h2>Contents</h2><ol><li><a href="#differ">Rules that differ</a></li><li><a href="#shared">Rules they share</a></li><li><a href="#figures">Figures</a></li></ol></nav>',
      '<h2 id="differ">Rules that differ</h2>',
      ...differing.map((r) => groupedRow(r, members)),
      '<h2 id="shared">Rules they share</h2>',
      `<dl class="rules">${shared.map((r) => `<dt>${xmlEscape(r.label)}</dt><dd>${xmlEscape(r.values[0] ?? '—')}</dd>`).join('\n')}</dl>`,
      '<h2 id="figures">Figures</h2>',
      table,
    ],
  });
}
