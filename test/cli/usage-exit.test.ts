// An empty variant argument is a usage error (exit code 2, README's "2 = usage error"), in
// every command that takes a variant, with one line saying what to give.

import { describe, expect, test } from 'vitest';
import { fairyforge } from '../cli-run.ts';

describe('an empty variant argument', () => {
  test.each([
    ['perft', '', '-d', '1'],
    ['moves', ''],
  ])('%s %j: exit 2, one line', async (...args) => {
    const r = await fairyforge(...args);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual(['fairyforge: the variant is empty: give a name from variants/ or a path to a .yaml file']);
  });
});
