// Runs bench/engine-worker.ts in its worker thread from the sources. Registers tsx like lib/perft-worker.mjs.
import { register } from 'tsx/esm/api';
register();
await import('./engine-worker.ts');
