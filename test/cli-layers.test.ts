// The layers' rules, checked on the source text: the library (lib/) and the comparison (compare/)
// never print, exit or handle signals; the
// CLI's exit codes are defined once, in cli/errors.ts, for every command that uses them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { EXIT_INTERRUPTED, EXIT_LIMIT } from '../cli/errors.ts';
import { REPO_ROOT } from '../generator/generate.ts';

/** The TypeScript sources of the given folders, as [path, text]. */
function sources(...dirs: string[]): [string, string][] {
  return dirs.flatMap((d) =>
    readdirSync(join(REPO_ROOT, d), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f): [string, string] => [`${d}/${f}`, readFileSync(join(REPO_ROOT, d, f), 'utf8')]),
  );
}

describe('exit codes', () => {
  test('3 (a limit) and 130 (Ctrl-C) are defined once, in cli/errors.ts', () => {
    expect([EXIT_LIMIT, EXIT_INTERRUPTED]).toEqual([3, 130]);
    const definitions = sources('cli', 'compare', 'lib', 'runtime', 'generator')
      .filter(([, text]) => /\b(const|let)\s+EXIT_\w+\s*=|\b(const|let)\s+\w+\s*=\s*(3|130)\s*;/.test(text) && /EXIT_(LIMIT|INTERRUPTED)\s*=/.test(text))
      .map(([path]) => path);
    expect(definitions).toEqual(['cli/errors.ts']);
  });
});

describe('errors as data', () => {
  test('nothing in lib/ or compare/ prints, exits or handles signals: the CLI (cli/) does', () => {
    for (const [path, text] of sources('lib', 'compare')) {
      expect(text, path).not.toMatch(/process\.(exit|exitCode|stdout|stderr|on\(|off\()|console\./);
    }
  });
});
