// A Comparison as one self-contained HTML page: the rules table with differing rows marked,
// the measured figures, and every piece's diagram side by side (one inline SVG per piece per
// variant, class "piece"). No scripts, no external files, no dates: the same input gives the
// same bytes.
//
// Readable at any width: words break only at spaces (long FEN boards may also break after a
// '/'); below the width at which every variant's column keeps about 12em, each table row
// becomes a block with a labelled value per variant (an equal row shows its value once; the
// measured figures, short numbers, side by side); tables scroll inside their own box if they must; the
// diagrams scale down to fit two to a phone's width, and their shared legend is shown once.

import type { Comparison, Row } from './compare.ts';
import { DIFFERS, methodNote, SAME } from './format.ts';
import { htmlDocument } from './html-document.ts';
import { diagramSvg, legendSvg, xmlEscape } from './svg.ts';
import { selfplayNote } from './selfplay-rows.ts';

/** A value column's narrowest comfortable width, and the label and mark columns', in em. */
const COLUMN_EM = 12;
const LABEL_EM = 10;

const STYLE = `
body { font-family: system-ui, sans-serif; line-height: 1.4; margin: 0 auto; padding: 1rem 2rem; color: #222; background: #fff; max-width: 1400px; }
h1 { font-size: 1.6rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #ccc; }
.table-box { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #ccc; padding: .4rem .6rem; vertical-align: top; text-align: left; overflow-wrap: break-word; }
th { background: #f3f3f3; }
th[scope=row] { min-width: 6rem; }
tr.differs td { background: #fff4e5; }
td.mark { text-align: center; font-weight: bold; width: 1.5rem; }
tr.differs td.mark { color: #c62828; }
td.num { font-variant-numeric: tabular-nums; }
.pieces { display: flex; flex-direction: column; gap: 1.5rem; }
.piece-row h3 { margin: .2rem 0 .6rem; }
.boards { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr)); gap: 1rem 1.5rem; }
figure { margin: 0; min-width: 0; } figcaption { font-weight: bold; margin-bottom: .3rem; }
svg.piece { display: block; max-width: 100%; height: auto; }
.missing { color: #888; font-style: italic; padding: 2rem 1rem; border: 1px dashed #ccc; }
p.note { color: #555; font-size: .9rem; }
.nowrap { white-space: nowrap; }
`;

/** The narrow-screen layout: every table row a block, each value under its variant's name. */
function stackedStyle(variants: number): string {
  const below = COLUMN_EM * variants + LABEL_EM;
  return `
@media (max-width: 40rem) { body { padding: .5rem 1rem; } }
@media (max-width: ${below}em) {
  table.grid, table.grid tbody, table.grid tr, table.grid th, table.grid td { display: block; border: none; }
  table.grid tr.head, table.grid td.mark { display: none; }
  table.grid tr { border: 1px solid #ccc; margin-bottom: .6rem; }
  table.grid tr.differs { background: #fff4e5; }
  table.rules th[scope=row]::before { content: "${SAME} "; }
  table.rules tr.differs th[scope=row]::before { content: "${DIFFERS} "; color: #c62828; }
  table.grid td[data-variant]::before { content: attr(data-variant); display: block; font-size: .8rem; font-weight: bold; color: #555; }
  table.grid tr.same td[data-variant]::before { content: "Every variant"; }
  table.grid tr.same td[data-variant] ~ td[data-variant] { display: none; }
  table.measured tr { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); }
  table.measured th[scope=row] { grid-column: 1 / -1; }
}
`;
}

function head(c: Comparison, first: string, mark: boolean): string {
  return `<tr class="head">${mark ? '<th></th>' : ''}<th>${first}</th>${c.variants.map((v) => `<th>${xmlEscape(v.title)}<br><code>${xmlEscape(v.name)}</code></th>`).join('')}</tr>`;
}

/**
 * A value as HTML: escaped, with a break opportunity after each '/' (a FEN board breaks between
 * ranks) and none inside a short parenthesis such as "(1–8)" (a browser may break after a dash).
 */
function valueHtml(v: string | null): string {
  if (v === null) return '—';
  return xmlEscape(v)
    .replace(/\//g, '/<wbr>')
    .replace(/\([^()\s/<>]{1,12}\)/g, (p) => `<span class="nowrap">${p}</span>`);
}

function rowHtml(c: Comparison, r: Row, mark: boolean, numeric: boolean): string {
  const cls = mark ? ` class="${r.differs ? 'differs' : 'same'}"` : '';
  const sign = r.differs ? DIFFERS : SAME;
  const cells = r.values
    .map((v, i) => `<td data-variant="${xmlEscape(c.variants[i].title)}"${numeric ? ' class="num"' : ''}>${valueHtml(v)}</td>`)
    .join('');
  return `<tr${cls}>${mark ? `<td class="mark">${sign}</td>` : ''}<th scope="row">${xmlEscape(r.label)}</th>${cells}</tr>`;
}

/** A table: the rules (marked) or the measured figures (short numbers: side by side even when stacked). */
function tableHtml(c: Comparison, cls: string, first: string, rows: readonly Row[], mark: boolean): string[] {
  return [
    `<div class="table-box"><table class="grid ${cls}">${head(c, first, mark)}`,
    ...rows.map((r) => rowHtml(c, r, mark, !mark)),
    '</table></div>',
  ];
}

function piecesHtml(c: Comparison): string {
  return c.pieces
    .map((p) => {
      const boards = p.diagrams
        .map((d, i) => {
          const name = xmlEscape(c.variants[i].title);
          if (!d) return `<figure><figcaption>${name}</figcaption><div class="missing">no such piece</div></figure>`;
          return `<figure><figcaption>${name}</figcaption>\n${diagramSvg(d, { className: 'piece', legend: false })}</figure>`;
        })
        .join('\n');
      return `<section class="piece-row"><h3>${xmlEscape(p.label)}</h3><div class="boards">\n${boards}\n</div></section>`;
    })
    .join('\n');
}

/** The whole page. */
export function comparisonHtml(c: Comparison): string {
  const names = c.variants.map((v) => v.title).join(' vs ');
  const differing = c.rules.filter((r) => r.differs).length;
  return htmlDocument(`${names} — fairyforge comparison`, `${STYLE}${stackedStyle(c.variants.length)}`, [
    `<h1>${xmlEscape(names)}</h1>`,
    `<h2>Rules</h2>`,
    `<p>${differing} of ${c.rules.length} rows differ (marked ${DIFFERS}).</p>`,
    ...tableHtml(c, 'rules', 'Rule', c.rules, true),
    '<h2>Measured</h2>',
    ...tableHtml(c, 'measured', 'Figure', c.measured, false),
    `<p class="note">${xmlEscape(methodNote(c))}</p>`,
    ...(c.selfplay ? ['<h2>Self-play</h2>', ...tableHtml(c, 'measured', 'Figure', c.selfplay.rows, false), `<p class="note">${xmlEscape(selfplayNote(c.selfplay))}</p>`] : []),
    '<h2>Pieces</h2>',
    '<p class="note">Each piece alone near the centre of an empty board, with enemy pieces where it can capture: dots are moves, rings captures, crosses pieces a capture removes elsewhere.</p>',
    legendSvg(),
    `<div class="pieces">\n${piecesHtml(c)}\n</div>`,
  ]);
}
