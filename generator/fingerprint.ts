// A short, stable fingerprint of a plan (FNV-1a over its JSON), written into each generated
// engine so the runtime can tell an engine that no longer matches its spec.

import type { VariantPlan } from '../runtime/plan/variant.ts';

export function planFingerprint(plan: VariantPlan): string {
  const text = JSON.stringify(plan);
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}
