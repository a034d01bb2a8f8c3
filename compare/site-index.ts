// The bundled report's index (report.html): what the report is, a table of contents, the
// families with links to their comparison pages, then a card per variant — its start position
// as a thumbnail, board size, pieces, the rules that differ from chess, perft — linking to the
// variant's own page.

import { methodNote } from './format.ts';
import { link, pageHtml } from './page.ts';
import { familyFile, PAGES_FOLDER, variantFile } from './site-files.ts';
import type { Site, SiteVariant } from './site.ts';
import { xmlEscape } from './svg.ts';
import { startThumbnail } from './thumbnail.ts';

/** The thumbnails' width in CSS pixels: a board readable at a glance, a card still two lines of text wide at 420 px. */
const THUMB = 96;

const toPage = (file: string): string => `${PAGES_FOLDER}/${file}`;

function card(site: Site, v: SiteVariant): string {
  const { plan, figures } = v;
  const differs = v.differsFromChess.length === 0 ? 'nothing' : v.differsFromChess.join(', ');
  const families = v.families.map((f) => link(toPage(familyFile(f.id)), f.title)).join(', ');
  return [
    '<div class="card">',
    startThumbnail(plan, THUMB),
    '<div>',
    `<h3>${link(toPage(variantFile(plan.name)), plan.title)}</h3>`,
    `<p><code>${xmlEscape(plan.name)}</code> · ${plan.files}×${plan.ranks} · ${plan.pieces.length} piece types</p>`,
    plan === site.reference ? '<p>The reference: every other card says how it differs from this one.</p>' : `<p>Differs from ${xmlEscape(site.reference.title)}: ${xmlEscape(differs)}</p>`,
    `<p>Perft ${site.settings.perftDepths.join('/')}: ${figures.perft.join(' · ')}</p>`,
    ...(families ? [`<p>Families: ${families}</p>`] : []),
    '</div>',
    '</div>',
  ].join('');
}

function familyItem(f: Site['families'][number]): string {
  return `<li>${link(toPage(familyFile(f.rule.id)), f.rule.title)} — ${f.members.length} variants: ${xmlEscape(f.rule.criterion)}.</li>`;
}

/** The index page. */
export function indexPage(site: Site): string {
  const n = site.variants.length;
  return pageHtml({
    title: `fairyforge: the ${n} bundled variants`,
    nav: ['fairyforge report'],
    body: [
      `<h1>The ${n} bundled variants</h1>`,
      `<p class="summary">Every variant in <code>variants/</code>, each a YAML file that fairyforge compiles into a move generator. ` +
        `Each card shows the start position, the board, the rules in which the variant differs from ${xmlEscape(site.reference.title)} and the perft counts from the start; ` +
        `its page gives the rules in words, a diagram of every piece and figures from ${site.settings.games} random games. ` +
        `${site.families.length} families, found from the rules themselves, compare their members side by side.</p>`,
      '<nav class="contents"><h2>Contents</h2><ol><li><a href="#families">Families</a></li><li><a href="#variants">Variants</a></li><li><a href="#method">How the figures were measured</a></li></ol></nav>',
      '<h2 id="families">Families</h2>',
      `<ul class="families">${site.families.map(familyItem).join('')}</ul>`,
      '<p class="note">Any two variants side by side: <code>npx fairyforge compare chess berolina --format html --out chess-berolina.html</code>.</p>',
      '<h2 id="variants">Variants</h2>',
      `<div class="cards">\n${site.variants.map((v) => card(site, v)).join('\n')}\n</div>`,
      '<h2 id="method">How the figures were measured</h2>',
      `<p class="note">${xmlEscape(methodNote(site))}</p>`,
    ],
  });
}
