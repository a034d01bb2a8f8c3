// node:module for the browser: `createRequire(...)('yaml' | 'ajv')`, the two packages the loader
// requires lazily (to keep the CLI's start-up short), bundled here as ES modules.
import * as ajv from 'ajv';
import * as yaml from 'yaml';
import { unavailable } from './unavailable.ts';

const MODULES: Readonly<Record<string, unknown>> = { ajv, yaml };

export function createRequire(_from: string | URL): (id: string) => unknown {
  return (id: string) => {
    if (Object.hasOwn(MODULES, id)) return MODULES[id];
    throw unavailable(`require('${id}')`);
  };
}

export default { createRequire };
