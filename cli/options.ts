// The options and Commander argument parsers several commands share: --fen, --engine, --out,
// depths, counts, seconds, node limits and thread counts. Each parser turns a bad value into a
// usage error (InvalidArgumentError) with the text the tests check.

import { availableParallelism } from 'node:os';
import { InvalidArgumentError, Option } from 'commander';
import { perftDepthProblem, perftThreadsProblem } from '../runtime/use/perft-budget.ts';
import { threadsToUse } from '../lib/thread-count.ts';

/**
 * Commander argument parser for --out, the same in every command: an empty or blank path is a
 * usage error (rather than a file named '' or the current folder).
 */
export function parseOutPath(text: string): string {
  if (text.trim() === '') throw new InvalidArgumentError('the output path is empty; give a file or folder name.');
  return text;
}

/** Commander argument parser for a perft depth: a whole number from 0 to MAX_PERFT_DEPTH. */
export function parseDepth(text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new InvalidArgumentError(`the depth must be a non-negative integer, got '${text}'.`);
  const n = Number(text);
  const problem = perftDepthProblem(n, text.trim());
  if (problem !== null) throw new InvalidArgumentError(`${problem}.`);
  return n;
}

export function engineOption(): Option {
  // the kinds are checked by parseEngineKind in cli/variant-source.ts, which knows them
  return new Option('--engine <kind>', 'move generator: generated (the default) or interpreted');
}

export function fenOption(): Option {
  return new Option('--fen <fen>', 'position to start from (default: the variant\'s start position)');
}

/**
 * Commander argument parser for --threads (perft, selfplay, compare): a whole number of worker
 * threads, capped at what this machine gains from (lib/thread-count.ts), with a note saying so.
 */
export function parseThreads(text: string): number {
  const n = Number(text);
  const problem = /^\d+$/.test(text.trim()) ? perftThreadsProblem(n) : perftThreadsProblem(NaN);
  if (problem !== null) throw new InvalidArgumentError(`${problem}, got '${text}'.`);
  const used = threadsToUse(n);
  if (used < n) process.stderr.write(`fairyforge: --threads ${n} is more than this machine's ${availableParallelism()} cores gain from; using ${used} threads\n`);
  return used;
}

/** Commander argument parser for --timeout: a positive number of seconds. */
export function parseSeconds(text: string): number {
  const n = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text.trim()) || !(n > 0)) throw new InvalidArgumentError(`the timeout must be a positive number of seconds, got '${text}'.`);
  return n;
}

/** Commander argument parser for a count that may be 0. */
export function parseCount(text: string): number {
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(Number(text))) throw new InvalidArgumentError(`expected a whole number, got '${text}'.`);
  return Number(text);
}

/** Commander argument parser for --max-nodes: a positive whole number. */
export function parseMaxNodes(text: string): number {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError(`the node limit must be a positive integer, got '${text}'.`);
  return n;
}
