// A deadline as a `performance.now()` time (Infinity: none), checked between the stages of a
// command (parse and validation, compilation, engine emission, counting), so that --timeout
// bounds the whole command and not only the count that comes last.

/** The deadline passed during (or before) `stage`, e.g. 'while emitting the engine'. */
export class DeadlinePassed extends Error {
  override readonly name = 'DeadlinePassed';

  constructor(readonly stage: string) {
    super(`stopped by --timeout ${stage}`);
  }
}

/** Throws DeadlinePassed when `deadline` is past: call it before starting `stage`. */
export function checkDeadline(deadline: number | undefined, stage: string): void {
  if (deadline !== undefined && deadline !== Infinity && performance.now() >= deadline) throw new DeadlinePassed(stage);
}
