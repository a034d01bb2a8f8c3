// The analysis panel: Start / Stop, and for each finished iteration of the search its depth,
// score (for the side to move) and principal variation. The search runs in the engine worker;
// when the position changes while analysing, the analysis starts again on the new one.

import type { AnalysisInfo, EngineClient, PositionRequest } from './client.ts';
import { button, element, grouped } from './panel-dom.ts';

/** What the panel analyses: the position shown now and the engine that searches. */
export interface AnalysisSource {
  readonly position: PositionRequest;
  readonly client: EngineClient;
}

export interface AnalysisPanel {
  /** The position shown changed: an analysis under way moves to it. */
  positionChanged(): void;
  stop(): void;
  readonly running: boolean;
}

export function mountAnalysisPanel(root: HTMLElement, source: () => AnalysisSource): AnalysisPanel {
  const box = element('section', 'engine-analysis');
  box.dataset.testid = 'analysis-panel';
  const score = element('p', 'engine-analysis-score');
  score.dataset.testid = 'analysis-score';
  const pv = element('p', 'engine-analysis-pv');
  pv.dataset.testid = 'analysis-pv';
  let client: EngineClient | undefined;
  /** Which analysis is current: an older one's late answer changes nothing. */
  let generation = 0;

  const show = (info: AnalysisInfo): void => {
    score.textContent = `depth ${info.depth} · ${info.scoreText} · ${grouped(info.nodes)} nodes · ${info.timeMs} ms`;
    score.dataset.depth = String(info.depth);
    pv.textContent = info.pv.join(' ');
  };
  const start = (): void => {
    const mine = ++generation;
    const { position, client: engine } = source();
    client = engine;
    toggle.textContent = 'Stop';
    score.textContent = 'thinking…';
    pv.textContent = '';
    void engine.analyse(position, (info) => mine === generation && show(info)).then((out) => {
      if (mine !== generation) return;
      client = undefined;
      toggle.textContent = 'Analyse';
      if (!out.ok && out.code !== 'cancelled') score.textContent = out.message;
    });
  };
  const panel: AnalysisPanel = {
    positionChanged() {
      if (client !== undefined) start();
    },
    stop() {
      const engine = client;
      client = undefined;
      generation++;
      toggle.textContent = 'Analyse';
      engine?.stop();
    },
    get running() {
      return client !== undefined;
    },
  };
  const toggle = button('Analyse', 'analysis-toggle', () => (client === undefined ? start() : panel.stop()));
  box.append(element('h3', 'engine-title', 'Analysis'), toggle, score, pv);
  root.append(box);
  return panel;
}
