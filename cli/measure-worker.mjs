// Runs the comparison's measurement off the main thread, so that the CLI stays able to see
// Ctrl-C while the synchronous perft and random games run. Registers tsx like bin/fairyforge.js.
import { register } from 'tsx/esm/api';
register();
await import('./measure-worker.ts');
