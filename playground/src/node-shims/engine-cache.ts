// generator/engine-cache.ts for the browser: generated engines are emitted with ts-morph and
// imported from disk, neither of which a page can do, so only `engine: 'interpreted'` loads.
// Standing in for the real module keeps ts-morph (megabytes) out of the bundle.
import { unavailable } from './unavailable.ts';

export class EngineCacheUnwritable extends Error {}

export function loadGeneratedFactory(): Promise<never> {
  return Promise.reject(unavailable("the generated engine (load with { engine: 'interpreted' })"));
}
