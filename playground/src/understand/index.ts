// The understanding panels: the rules in words, the pieces' diagrams, the spec's examples
// checked, and a comparison with another variant; all redrawn for each variant that loads. A
// closed panel is drawn when opened, so typing does not pay for the ones nobody looks at.
import type { Variant } from '../../../lib/variant.ts';
import { showCompare } from './compare-panel.ts';
import { panel } from './dom.ts';
import { showExamples } from './examples-panel.ts';
import { showPieces } from './pieces-panel.ts';
import { showRules } from './rules-panel.ts';

export interface Understanding {
  show(variant: Variant): void;
}

export function mountUnderstanding(root: HTMLElement, bundled: readonly string[], load: (name: string) => Promise<Variant>): Understanding {
  const parts = [
    { ...panel('Rules in words', true), draw: showRules, testid: 'rules' },
    { ...panel('Pieces'), draw: showPieces, testid: 'pieces' },
    { ...panel('Examples'), draw: showExamples, testid: 'examples' },
    { ...panel('Compare'), draw: (body: HTMLElement, v: Variant) => showCompare(body, v, bundled, load), testid: 'compare' },
  ];
  let current: Variant | undefined;
  const drawn = new Set<string>();
  const drawOpen = (): void => {
    for (const p of parts) {
      if (!current || !p.panel.open || drawn.has(p.testid)) continue;
      p.draw(p.body, current);
      drawn.add(p.testid);
    }
  };
  for (const p of parts) {
    p.panel.dataset.testid = p.testid;
    p.panel.addEventListener('toggle', drawOpen);
  }
  root.replaceChildren(...parts.map((p) => p.panel));
  return {
    show(variant) {
      current = variant;
      drawn.clear();
      drawOpen();
    },
  };
}
