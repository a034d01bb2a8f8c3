// Where describe, diagram and compare put their text: the file of --out (saying so on stdout),
// checked before any work and never one of the spec files the text was made from, or stdout.

import { checkDestination, checkNotInput, writeOutput } from '../generator/write.ts';
import { throwIfWriteFailed } from './errors.ts';
import { displayPath, type LoadedVariant } from './variant-source.ts';

/** Writes `text` to `file` (and says where on stdout), or to stdout; never onto one of the spec files it was made from. */
export function emit(text: string, file: string | undefined, sources: readonly LoadedVariant[]): void {
  const body = text.endsWith('\n') ? text : `${text}\n`;
  if (file === undefined) {
    process.stdout.write(body);
    return;
  }
  throwIfWriteFailed(checkNotInput(file, sources.map((v) => v.file)));
  throwIfWriteFailed(writeOutput(file, body));
  process.stdout.write(`wrote ${displayPath(file)}\n`);
}

/** Fails at once, before any work, when `--out` cannot be written. */
export function checkOut(file: string | undefined): void {
  if (file !== undefined) throwIfWriteFailed(checkDestination(file, 'file'));
}
