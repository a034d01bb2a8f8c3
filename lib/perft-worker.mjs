// Runs a split perft's pieces off the main thread from the sources. Registers tsx like cli/selfplay-worker.mjs.
import { register } from 'tsx/esm/api';
register();
await import('./perft-worker.ts');
