// The spec's `examples:` (rule diagrams), each drawn with the moves the engine finds from its
// square and checked against the moves the spec says it has: the same property the test suite
// checks for the bundled variants (test/compare/diagram.test.ts).
import type { Variant } from '../../../lib/variant.ts';
import { exampleDiagram } from '../../../compare/diagram.ts';
import { diagramSvg } from '../../../compare/svg.ts';
import { Engine } from '../../../runtime/use/engine.ts';
import type { Example } from '../../../schema/spec-types.ts';
import { el, svgFigure } from './dom.ts';

/** Whether an example holds: its moves are exactly the engine's; or why it cannot be checked. */
export type Verdict = { holds: true } | { holds: false; missing: string[]; extra: string[] } | { unchecked: string };

export function checkExample(engine: Engine, example: Example): { svg?: string; caption: string; verdict: Verdict } {
  const caption = example.caption ?? `The piece on ${example.square}`;
  const made = exampleDiagram(engine, example);
  if (!made.ok) return { caption, verdict: { unchecked: made.error } };
  const svg = diagramSvg(made.diagram, { legend: false });
  // with mandatory capture lifted the diagram shows other moves than the legal ones; the test suite checks those
  if (example.ignoreMandatoryCapture) return { svg, caption, verdict: { unchecked: 'drawn with mandatory capture lifted; checked by the test suite only' } };
  const found = new Set([...made.diagram.quiet, ...made.diagram.captures]);
  const said = new Set(example.moves);
  const missing = [...said].filter((s) => !found.has(s)).sort();
  const extra = [...found].filter((s) => !said.has(s)).sort();
  return { svg, caption, verdict: missing.length === 0 && extra.length === 0 ? { holds: true } : { holds: false, missing, extra } };
}

function verdictText(v: Verdict): string {
  if ('unchecked' in v) return `not checked: ${v.unchecked}`;
  if (v.holds) return 'holds: the engine finds exactly these moves';
  const parts = [v.missing.length > 0 ? `the engine does not find ${v.missing.join(' ')}` : '', v.extra.length > 0 ? `it also finds ${v.extra.join(' ')}` : ''];
  return `does not hold: ${parts.filter(Boolean).join('; ')}`;
}

export function showExamples(body: HTMLElement, variant: Variant): void {
  const examples = variant.spec.examples ?? [];
  if (examples.length === 0) {
    body.replaceChildren(el('p', 'note', 'This spec has no examples. An example is a position, a square and the moves its piece has there; the page checks each one.'));
    return;
  }
  const engine = new Engine(variant.plan);
  body.replaceChildren(
    ...examples.map((example) => {
      const { svg, caption, verdict } = checkExample(engine, example);
      const state = 'unchecked' in verdict ? 'unchecked' : verdict.holds ? 'holds' : 'fails';
      const item = el('div', `example ${state}`, ...(svg ? [svgFigure(svg, caption)] : [el('p', '', caption)]), el('p', 'verdict', verdictText(verdict)));
      item.dataset.verdict = state;
      return item;
    }),
  );
}
