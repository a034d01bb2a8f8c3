// The perft / divide box: a depth, Count and Cancel, the leaf count with its time, and the
// count below each legal move. The counting runs in the engine worker (client.ts), so the page
// keeps answering however deep it goes; Cancel (or a newer count) ends it.

import type { EngineClient } from './client.ts';
import { button, element, grouped } from './panel-dom.ts';

/** Where the panel counts from: the position shown now and the engine that counts. */
export interface PerftSource {
  readonly fen: string;
  readonly client: EngineClient;
}

export interface PerftPanel {
  /** Ends a count under way. */
  cancel(): void;
}

/** Deepest depth the box offers (the library allows more; beyond this, counts take hours in a page). */
const MAX_BOX_DEPTH = 10;

export function mountPerftPanel(root: HTMLElement, source: () => PerftSource): PerftPanel {
  const box = element('section', 'engine-perft');
  box.dataset.testid = 'perft-panel';
  const depth = element('input', 'engine-perft-depth');
  Object.assign(depth, { type: 'number', min: '1', max: String(MAX_BOX_DEPTH), value: '3', title: 'perft depth (plies)' });
  depth.dataset.testid = 'perft-depth';
  const status = element('p', 'engine-perft-status');
  status.dataset.testid = 'perft-result';
  const table = element('ol', 'engine-perft-divide');
  table.dataset.testid = 'perft-divide';
  let running: EngineClient | undefined;

  const count = async (): Promise<void> => {
    const plies = Number(depth.value);
    if (!Number.isInteger(plies) || plies < 1 || plies > MAX_BOX_DEPTH) {
      status.textContent = `the depth is a whole number from 1 to ${MAX_BOX_DEPTH}`;
      return;
    }
    const { fen, client } = source();
    running = client;
    status.textContent = `counting to depth ${plies}…`;
    table.replaceChildren();
    cancel.disabled = false;
    const out = await client.divide({ fen, depth: plies });
    if (running !== client) return;
    running = undefined;
    cancel.disabled = true;
    if (!out.ok) {
      status.textContent = out.code === 'cancelled' ? 'cancelled' : [out.message, ...out.problems].join('\n');
      return;
    }
    status.textContent = `perft(${out.depth}) = ${grouped(out.nodes)} in ${out.timeMs} ms`;
    status.dataset.nodes = String(out.nodes);
    table.replaceChildren(...out.moves.map(([uci, n]) => element('li', 'engine-perft-move', `${uci}: ${grouped(n)}`)));
  };
  const go = button('Count', 'perft-count', () => void count());
  const cancel = button('Cancel', 'perft-cancel', () => panel.cancel());
  cancel.disabled = true;
  const label = element('label', 'engine-perft-label', 'Perft depth ');
  label.append(depth);
  box.append(element('h3', 'engine-title', 'Perft / divide'), label, go, cancel, status, table);
  root.append(box);

  const panel: PerftPanel = {
    cancel() {
      running?.stop();
    },
  };
  return panel;
}
