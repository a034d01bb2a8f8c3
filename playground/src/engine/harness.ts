// The engine harness page (harness.html): one engine client and the two panels over a FEN
// field, with the client on `window.engineHarness` for the browser test and the benchmark to
// drive. Not part of the playground's page; built on its own with the playground's vite config.
import '../node-shims/globals.ts';
import { mountAnalysisPanel } from './analysis-panel.ts';
import { EngineClient } from './client.ts';
import { mountPerftPanel } from './perft-panel.ts';

const client = new EngineClient();
const fenInput = document.querySelector<HTMLInputElement>('[data-testid=harness-fen]')!;
const panels = document.getElementById('panels')!;
mountPerftPanel(panels, () => ({ fen: fenInput.value, client }));
mountAnalysisPanel(panels, () => ({ position: { fen: fenInput.value }, client }));

(window as unknown as { engineHarness: { client: EngineClient } }).engineHarness = { client };
