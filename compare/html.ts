// A Comparison as one self-contained HTML page: the rules table with differing rows marked,
// the measured figures, and every piece's diagram side by side (one inline SVG per piece per
// variant, class "piece"). No scripts, no external files, no dates: the same input gives the
// same bytes.

import type { Comparison, Row } from './compare.ts';
import { DIFFERS, methodNote, SAME } from './format.ts';
import { diagramSvg, xmlEscape } from './svg.ts';

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 2rem; color: #222; background: #fff; max-width: 1400px; }
h1 { font-size: 1.6rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #ccc; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #ccc; padding: .4rem .6rem; vertical-align: top; text-align: left; overflow-wrap: anywhere; }
th { background: #f3f3f3; }
tr.differs td { background: #fff4e5; }
td.mark { text-align: center; font-weight: bold; width: 1.5rem; }
tr.differs td.mark { color: #c62828; }
td.num { font-variant-numeric: tabular-nums; }
.pieces { display: flex; flex-direction: column; gap: 1.5rem; }
.piece-row h3 { margin: .2rem 0 .6rem; }
.piece-row .boards { display: flex; flex-wrap: wrap; gap: 1.5rem; }
figure { margin: 0; } figcaption { font-weight: bold; margin-bottom: .3rem; }
.missing { color: #888; font-style: italic; padding: 2rem; border: 1px dashed #ccc; }
p.note { color: #555; font-size: .9rem; }
`;

function head(c: Comparison, first: string): string {
  return `<tr><th></th><th>${first}</th>${c.variants.map((v) => `<th>${xmlEscape(v.title)}<br><code>${xmlEscape(v.name)}</code></th>`).join('')}</tr>`;
}

function rowHtml(r: Row, mark: boolean, numeric: boolean): string {
  const cls = mark && r.differs ? ' class="differs"' : '';
  const sign = mark ? (r.differs ? DIFFERS : SAME) : '';
  const cells = r.values.map((v) => `<td${numeric ? ' class="num"' : ''}>${v === null ? '—' : xmlEscape(v)}</td>`).join('');
  return `<tr${cls}><td class="mark">${sign}</td><th>${xmlEscape(r.label)}</th>${cells}</tr>`;
}

function piecesHtml(c: Comparison): string {
  return c.pieces
    .map((p) => {
      const boards = p.diagrams
        .map((d, i) => {
          const name = xmlEscape(c.variants[i].title);
          if (!d) return `<figure><figcaption>${name}</figcaption><div class="missing">no such piece</div></figure>`;
          return `<figure><figcaption>${name}</figcaption>\n${diagramSvg(d, 'piece')}</figure>`;
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
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${xmlEscape(names)} — fairyforge comparison</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<h1>${xmlEscape(names)}</h1>`,
    `<h2>Rules</h2>`,
    `<p>${differing} of ${c.rules.length} rows differ (marked ${DIFFERS}).</p>`,
    `<table class="rules">${head(c, 'Rule')}`,
    ...c.rules.map((r) => rowHtml(r, true, false)),
    '</table>',
    '<h2>Measured</h2>',
    `<table class="measured">${head(c, 'Figure')}`,
    ...c.measured.map((r) => rowHtml(r, false, true)),
    '</table>',
    `<p class="note">${xmlEscape(methodNote(c))}</p>`,
    '<h2>Pieces</h2>',
    '<p class="note">Each piece alone near the centre of an empty board, with enemy pieces where it can capture: dots are moves, rings captures, crosses pieces a capture removes elsewhere.</p>',
    `<div class="pieces">\n${piecesHtml(c)}\n</div>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
