// The frame of every page of the bundled report (compare/site.ts): one self-contained HTML
// document (compare/html-document.ts), a navigation line, the report's style.
// Readable at any width: text wraps at spaces, wide tables scroll inside their own box, grids of
// cards and diagrams reflow to the screen.

import { htmlDocument } from './html-document.ts';
import { xmlEscape } from './svg.ts';

const STYLE = `
body { font-family: system-ui, sans-serif; line-height: 1.45; margin: 0 auto; padding: 1rem 2rem; color: #222; background: #fff; max-width: 1200px; }
@media (max-width: 40rem) { body { padding: .5rem .8rem; } }
h1 { font-size: 1.6rem; margin: .4rem 0; } h2 { margin-top: 2rem; border-bottom: 1px solid #ccc; } h3 { margin: .3rem 0; font-size: 1.05rem; }
nav.top { font-size: .9rem; } nav.top a { margin-right: .8rem; }
p.summary { font-size: 1.05rem; max-width: 50rem; }
nav.contents ol { margin: .3rem 0; padding-left: 1.4rem; } nav.contents li { margin: .1rem 0; }
p.note { color: #555; font-size: .9rem; max-width: 50rem; }
.table-box { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: .3rem .5rem; vertical-align: top; text-align: left; }
th { background: #f3f3f3; } td.num { font-variant-numeric: tabular-nums; text-align: right; }
dl.rules dt { font-weight: bold; margin-top: .6rem; } dl.rules dd { margin: .1rem 0 0 1rem; max-width: 50rem; overflow-wrap: anywhere; }
ul.families { padding-left: 1.2rem; } ul.families li { margin: .3rem 0; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); gap: .8rem; }
.card { border: 1px solid #ddd; border-radius: 6px; padding: .5rem; display: flex; align-items: flex-start; gap: .6rem; min-width: 0; }
.card > div { min-width: 0; font-size: .85rem; } .card h3 { font-size: 1rem; }
.card p { margin: .15rem 0; overflow-wrap: anywhere; }
svg.thumb { flex: none; height: auto; }
.boards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr)); gap: 1rem; }
figure { margin: 0; min-width: 0; } figcaption { font-weight: bold; margin-bottom: .2rem; }
svg.piece, svg.start { display: block; max-width: 100%; height: auto; }
.value-group { margin: .2rem 0 .5rem; overflow-wrap: anywhere; } .value-group .who { font-size: .85rem; color: #555; }
section.rule { border-top: 1px solid #eee; padding-top: .3rem; }
code { overflow-wrap: anywhere; }
`;

/** A link: `href` and text, both escaped. */
export function link(href: string, text: string): string {
  return `<a href="${xmlEscape(href)}">${xmlEscape(text)}</a>`;
}

/** A table of short figures in a box that scrolls sideways when it must: a row's first cell is HTML (a label or a link), its others text. */
export function figureTable(head: readonly string[], rows: readonly (readonly string[])[], numericFrom = 1): string {
  const cell = (v: string, i: number): string => (i >= numericFrom ? `<td class="num">${xmlEscape(v)}</td>` : `<th scope="row">${v}</th>`);
  return [
    '<div class="table-box"><table>',
    `<tr>${head.map((h) => `<th>${xmlEscape(h)}</th>`).join('')}</tr>`,
    ...rows.map((r) => `<tr>${r.map(cell).join('')}</tr>`),
    '</table></div>',
  ].join('\n');
}

export interface PageParts {
  /** The document's title (escaped here). */
  readonly title: string;
  /** The navigation links, already HTML. */
  readonly nav: readonly string[];
  /** The body after the navigation, already HTML. */
  readonly body: readonly string[];
}

/** A whole page: the navigation line, then the body. */
export function pageHtml(parts: PageParts): string {
  return htmlDocument(parts.title, STYLE, [`<nav class="top">${parts.nav.join(' ')}</nav>`, ...parts.body]);
}
