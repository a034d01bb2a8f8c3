// node:crypto for the browser: the library hashes only to check the build's snapshot of the
// bundled variants, which the browser never reads (it loads them from their YAML).
import { unavailable } from './unavailable.ts';

export function createHash(): never {
  throw unavailable('node:crypto createHash');
}

export default { createHash };
