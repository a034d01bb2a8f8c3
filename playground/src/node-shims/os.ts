// node:os for the browser: only the processor count, from the browser's own figure.
export function availableParallelism(): number {
  return typeof navigator !== 'undefined' && navigator.hardwareConcurrency > 0 ? navigator.hardwareConcurrency : 1;
}

export function cpus(): unknown[] {
  return Array.from({ length: availableParallelism() }, () => ({}));
}

export default { availableParallelism, cpus };
