// One runtime per process: a committed engine imports `fairyforge/runtime` by package name, and
// under the tests' source condition that must be the same module instances the rest of the code
// (imported by relative path) uses, not a second copy from dist/.
import { expect, test } from 'vitest';
import * as barrel from 'fairyforge/runtime';
import { AttackTables } from '../../runtime/legal/attacks.ts';
import { land } from '../../runtime/generate/landing.ts';

test('fairyforge/runtime resolves to the runtime sources the code imports by path', () => {
  expect(barrel.AttackTables).toBe(AttackTables);
  expect(barrel.land).toBe(land);
});
