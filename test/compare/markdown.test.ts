// Spec text in Markdown output (issue #24 item 15): a hostile title and piece names reach
// `describe --format md` and `compare --format md` as literal text, never as HTML, emphasis,
// a link, code, strikethrough or an extra table cell; read back (backslash escapes and the
// three entities undone) the text is what the spec says.
import { describe, expect, test } from 'vitest';
import { compareVariants } from '../../compare/compare.ts';
import { formatDescription } from '../../compare/describe.ts';
import { formatComparison } from '../../compare/format.ts';
import { mdEscape } from '../../compare/markdown.ts';
import { compileSpec } from '../../compiler/compile.ts';
import { Engine } from '../../runtime/use/engine.ts';
import { loadSpecText } from '../../plan-checks/load.ts';

const TITLE = '<img src=x onerror=alert(1)> *b* _i_ [l](http://x) | ~~s~~ `c` &amp; \\';

function plan(title: string) {
  const loaded = loadSpecText(
    `name: hostile
title: ${JSON.stringify(title)}
extends: chess
pieces:
  - { name: night_rider__x_, letter: a, betza: NN }
start: "rnbqkbar/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBAR w KQkq - 0 1"
`,
    'hostile.yaml',
  );
  if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
  return compileSpec(loaded.spec);
}

/** Markdown text read back as a renderer shows it when nothing in it is markup. */
function readBack(md: string): string {
  return md.replace(/\\(.)/g, '$1').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Markup characters not escaped: raw `<`/`>`, or `* _ [ ] | ~ \`` without a backslash before them. */
const UNESCAPED = /[<>]|(?:^|[^\\])(?:\\\\)*[*_[\]|~`]/;

describe('Markdown output escapes spec text', () => {
  test('mdEscape: nothing is markup, and the text reads back whole', () => {
    expect(mdEscape(TITLE)).not.toMatch(UNESCAPED);
    expect(readBack(mdEscape(TITLE))).toBe(TITLE);
    expect(mdEscape('a\n# b')).toBe('a # b');
  });

  test('describe --format md: the title line and the piece lines', () => {
    const md = formatDescription(plan(TITLE), 'md');
    const [head, ...rest] = md.split('\n');
    expect(head.startsWith('# ')).toBe(true);
    expect(head.slice(2, head.lastIndexOf(' ('))).not.toMatch(UNESCAPED);
    expect(readBack(head)).toBe(`# ${TITLE} (\`hostile\`)`);
    expect(md).not.toMatch(/<img/);
    const rider = rest.find((l) => l.includes('night'))!;
    expect(rider).toContain('night\\_rider\\_\\_x\\_');
  });

  test('compare --format md: the title stays in its one table cell', () => {
    const compared = [plan(TITLE), plan('plain')].map((p) => ({ file: 'hostile.yaml', plan: p, engine: new Engine(p) }));
    const c = compareVariants(compared, { games: 1, plyCap: 4 });
    const md = formatComparison(c, 'md');
    expect(md).not.toMatch(/<img/);
    const head = md.split('\n').find((l) => l.startsWith('| | Rule |'))!;
    // cells split on pipes not escaped: the mark, Rule, and one per variant
    expect(head.split(/(?<!\\)\|/).length - 2).toBe(4);
  });
});
