// The engine's Web Worker (an ES module worker, bundled by vite from client.ts's
// `new URL('./worker.ts', import.meta.url)`): each message is a request for the handler, each
// answer goes back as a message. The search runs here so that the page's thread never waits.

import '../node-shims/globals.ts';
import { EngineHandler } from './handler.ts';
import type { EngineMessage, EngineRequest } from './protocol.ts';

/** The worker's global scope, as far as it is used here (the DOM's types describe a window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
  postMessage(message: EngineMessage): void;
}

const scope = self as unknown as WorkerScope;
const handler = new EngineHandler((message) => scope.postMessage(message));
scope.onmessage = (event) => {
  void handler.receive(event.data);
};
