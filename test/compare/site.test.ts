// The bundled report's site without a browser: families read from the rules, every page
// escapes spec text, links resolve, the bytes are deterministic. (Heights and overflow are
// measured in Chromium: test/compare/browser.test.ts.)

import { describe, expect, test } from 'vitest';
import { loadEngine, type LoadedVariant } from '../../cli/variant-source.ts';
import { measureVariants, type Compared } from '../../compare/compare.ts';
import { familiesOf } from '../../compare/families.ts';
import { PLY_CAP } from '../../compare/measure.ts';
import { siteOf, sitePages } from '../../compare/site.ts';

const SETTINGS = { games: 1, plyCap: PLY_CAP };

async function loadAll(names: readonly string[]): Promise<LoadedVariant[]> {
  const out: LoadedVariant[] = [];
  for (const n of names) out.push(await loadEngine(n));
  return out;
}

describe('families', async () => {
  const names = ['chess', 'crazyhouse', 'kingofthehill', 'shogi', 'minishogi', 'xiangqi', 'janggi', 'pawnback', 'interweave', 'atomic', 'antichess', 'capablanca'];
  const plans = (await loadAll(names)).map((v) => v.plan);
  const members = Object.fromEntries(familiesOf(plans, plans[0]).map((f) => [f.rule.id, f.members.map((p) => p.name)]));

  test('each family is what its rules say, a variant in as many as fit', () => {
    expect(members['chess-like']).toEqual(['chess', 'crazyhouse', 'kingofthehill', 'pawnback', 'atomic', 'antichess']);
    expect(members.shogi).toEqual(['shogi', 'minishogi']);
    // pawnback confines its pawn to a region, not a king to a palace
    expect(members.xiangqi).toEqual(['xiangqi', 'janggi']);
    expect(members.drops).toEqual(['crazyhouse', 'shogi', 'minishogi']);
    expect(members.captures).toEqual(['interweave', 'atomic']);
    expect(members.goals).toEqual(['kingofthehill', 'interweave', 'atomic', 'antichess']);
  });
});

describe('pages', async () => {
  const chess = await loadEngine('chess');
  const berolina = await loadEngine('berolina');
  const hostile = '<script>alert("x")</script> & co';
  // spec text reaches every page: a title and a piece name with markup in them
  const evil: Compared = { ...berolina, plan: { ...berolina.plan, title: hostile, pieces: berolina.plan.pieces.map((p, i) => (i === 0 ? { ...p, name: `<b>pawn</b>` } : p)) } };
  const variants = [chess, evil, await loadEngine('crazyhouse')];
  const figures = measureVariants(variants, SETTINGS);
  const pages = sitePages(siteOf(variants, figures, SETTINGS));

  test('an index, a page per variant and per family of at least two', () => {
    expect(pages.map((p) => p.path)).toEqual(['report.html', 'report/chess.html', 'report/berolina.html', 'report/crazyhouse.html', 'report/family-chess-like.html']);
  });

  test('spec text is escaped on every page', () => {
    for (const p of pages) {
      expect(p.html).not.toContain('<script');
      expect(p.html).not.toContain('<b>pawn');
    }
    expect(pages[0].html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
  });

  test('every link names a page of the site or an anchor on its page', () => {
    const paths = new Set(pages.map((p) => p.path));
    for (const page of pages) {
      const folder = page.path.includes('/') ? page.path.slice(0, page.path.lastIndexOf('/') + 1) : '';
      for (const [, href] of page.html.matchAll(/href="([^"]*)"/g)) {
        if (href.startsWith('#')) expect([page.path, page.html.includes(`id="${href.slice(1)}"`)]).toEqual([page.path, true]);
        else expect([page.path, href, paths.has(new URL(href, `file:///x/${folder}`).pathname.slice('/x/'.length))]).toEqual([page.path, href, true]);
      }
    }
  });

  test('the same input gives the same bytes', () => {
    expect(sitePages(siteOf(variants, figures, SETTINGS))).toEqual(pages);
  });

  test("a variant's page has its rules in words, every piece's diagram and its figures", () => {
    const page = pages[2].html;
    expect(page).toContain('<dt>Board</dt>');
    expect(page.match(/<svg[^>]*class="piece"/g)?.length).toBe(berolina.plan.pieces.length);
    expect(page).toContain('perft 1 from the start');
  });
});
