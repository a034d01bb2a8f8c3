// Emits an engine off the main thread from the sources. Registers tsx like bin/fairyforge.js.
import { register } from 'tsx/esm/api';
register();
await import('./emit-worker.ts');
