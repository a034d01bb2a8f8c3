// A variant's page of the bundled report: a summary, the rules in words (describe's lines),
// the start position, a diagram of every piece and the measured figures.

import { measuredRows } from './compare.ts';
import { ruleLabel } from './describe.ts';
import { pieceDiagram } from './diagram.ts';
import { methodNote } from './format.ts';
import { figureTable, link, pageHtml } from './page.ts';
import { describeRules } from './rules.ts';
import { familyFile } from './site-files.ts';
import type { Site, SiteVariant } from './site.ts';
import { diagramSvg, legendSvg, xmlEscape } from './svg.ts';
import { startThumbnail } from './thumbnail.ts';

/** The start position's width on its page, in CSS pixels (it scales down on a phone). */
const START_WIDTH = 360;

function rulesHtml(v: SiteVariant): string {
  const items = describeRules(v.plan).map((l) => `<dt>${xmlEscape(ruleLabel(v.plan, l))}</dt><dd>${xmlEscape(l.text)}</dd>`);
  return `<dl class="rules">${items.join('\n')}</dl>`;
}

function piecesHtml(v: SiteVariant): string {
  const figures = v.plan.pieces.map((p) => {
    const made = pieceDiagram(v.plan, p.letter);
    const name = xmlEscape(`${p.name} (${p.letter.toUpperCase()})`);
    return `<figure><figcaption>${name}</figcaption>\n${made.ok ? diagramSvg(made.diagram, { className: 'piece', legend: false }) : `<p class="note">${xmlEscape(made.error)}</p>`}</figure>`;
  });
  return `<div class="boards">\n${figures.join('\n')}\n</div>`;
}

function figuresHtml(v: SiteVariant): string {
  const rows = measuredRows([v.plan], [v.figures]).map((r) => [xmlEscape(r.label), r.values[0] ?? '—']);
  return figureTable(['Figure', 'Value'], rows);
}

/** The page of variant `v`. */
export function variantPage(site: Site, v: SiteVariant): string {
  const { plan } = v;
  const differs = plan === site.reference ? '' : ` It differs from ${xmlEscape(site.reference.title)} in: ${xmlEscape(v.differsFromChess.join(', ') || 'nothing')}.`;
  const families = v.families.length ? ` Families: ${v.families.map((f) => link(familyFile(f.id), f.title)).join(', ')}.` : '';
  return pageHtml({
    title: `${plan.title} — fairyforge`,
    nav: [link('../report.html', 'All variants'), ...v.families.map((f) => link(familyFile(f.id), f.title))],
    body: [
      `<h1>${xmlEscape(plan.title)}</h1>`,
      `<p class="summary"><code>${xmlEscape(plan.name)}</code>: a ${plan.files}×${plan.ranks} board and ${plan.pieces.length} piece types (${xmlEscape(plan.pieces.map((p) => p.name).join(', '))}).${differs}${families}</p>`,
      '<nav class="contents"><h2>Contents</h2><ol><li><a href="#rules">Rules</a></li><li><a href="#start">Start position</a></li><li><a href="#pieces">Pieces</a></li><li><a href="#figures">Figures</a></li></ol></nav>',
      '<h2 id="rules">Rules</h2>',
      rulesHtml(v),
      '<h2 id="start">Start position</h2>',
      `<figure>${startThumbnail(plan, START_WIDTH, 'start')}<figcaption><code>${xmlEscape(plan.startFen).replace(/\//g, '/<wbr>')}</code></figcaption></figure>`,
      '<h2 id="pieces">Pieces</h2>',
      '<p class="note">Each piece alone near the centre of an empty board, with enemy pieces where it can capture: dots are moves, rings captures, crosses pieces a capture removes elsewhere.</p>',
      legendSvg(),
      piecesHtml(v),
      '<h2 id="figures">Figures</h2>',
      figuresHtml(v),
      `<p class="note">${xmlEscape(methodNote(site))}</p>`,
    ],
  });
}
