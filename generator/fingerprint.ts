// A short, stable fingerprint of a plan (FNV-1a over its canonical JSON: sorted keys, defaults
// left out), written into each generated engine so the runtime can tell an engine that no longer
// matches its spec. A plan field added with its default leaves every fingerprint as it was.

import { canonicalPlanText } from '../runtime/plan/canonical.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';

export function planFingerprint(plan: VariantPlan): string {
  const text = canonicalPlanText(plan);
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}
