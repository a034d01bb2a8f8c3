// The library in a Web Worker, through the playground's node: stand-ins: a spec typed as text
// that extends a bundled variant (which extends another), loaded, its start and perft 2 counted.
import '../../../playground/src/node-shims/globals.ts';
import { loadVariant } from '../../../lib/index.ts';

try {
  const variant = await loadVariant('name: mine\nextends: crazyhouse\ntitle: In a worker\n', { engine: 'interpreted' });
  postMessage(JSON.stringify({ title: variant.title, start: variant.startFen, perft2: variant.perft(2) }));
} catch (e) {
  postMessage(`error: ${e instanceof Error ? e.message : String(e)}`);
}
