// Hook through which fairyforge's own engines (interpreted plan and generated code) join the perft benchmark.
import type { Runner } from './harness.ts';

/**
 * fairyforge runners to benchmark beside the peers. Give each a `variant` ('chess', 'berolina', ...)
 * so the bench runs it only on that variant's positions, and a distinct `name`.
 */
export function fairyforgeRunners(): Runner[] {
  // TODO: wire the runtime here — e.g. one runner for the plan interpreter and one per generated/<name>.ts engine.
  return [];
}
