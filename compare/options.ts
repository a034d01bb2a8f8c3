// The option values of describe, diagram and compare, and their Commander parsers. Kept free
// of the runtime so that cli/program.ts can build its commands without loading any variant.

import { InvalidArgumentError } from 'commander';

export const DESCRIBE_FORMATS = ['text', 'md', 'json'] as const;
export type DescribeFormat = (typeof DESCRIBE_FORMATS)[number];

export const COMPARE_FORMATS = ['text', 'md', 'html', 'json'] as const;
export type CompareFormat = (typeof COMPARE_FORMATS)[number];

/** Commander parser for a value among `formats`. */
export function formatParser<F extends string>(formats: readonly F[]): (text: string) => F {
  return (text) => {
    const f = formats.find((x) => x === text);
    if (f === undefined) throw new InvalidArgumentError(`expected ${formats.join(', ')}, got '${text}'.`);
    return f;
  };
}

export const parseDescribeFormat = formatParser(DESCRIBE_FORMATS);
export const parseCompareFormat = formatParser(COMPARE_FORMATS);

/** Commander parser for a positive whole number (--games, --example). */
export function parsePositive(text: string): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) {
    throw new InvalidArgumentError(`expected a positive whole number, got '${text}'.`);
  }
  return Number(text);
}
