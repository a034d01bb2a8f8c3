// The layers' rules, checked on the source text: the library (lib/) and the comparison (compare/)
// never print, exit or handle signals; the
// CLI's exit codes are defined once, in cli/errors.ts, for every command that uses them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { EXIT_INTERRUPTED, EXIT_LIMIT } from '../../cli/errors.ts';
import { REPO_ROOT } from '../../generator/generate.ts';

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

/** The repository paths a source file imports (static and dynamic, relative specifiers only), resolved. */
function relativeImports(path: string, text: string): string[] {
  const dir = path.split('/').slice(0, -1);
  return [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map((m) => {
    const parts = [...dir];
    for (const seg of m[1].split('/')) {
      if (seg === '..') parts.pop();
      else if (seg !== '.') parts.push(seg);
    }
    return parts.join('/');
  });
}

describe('layers', () => {
  test('the language (schema/) imports nothing but itself', () => {
    for (const [path, text] of sources('schema')) {
      const above = relativeImports(path, text).filter((p) => !p.startsWith('schema/'));
      expect(above, path).toEqual([]);
    }
  });

  test('loading (loading/) imports only the language and itself: never the compiler or the runtime', () => {
    for (const [path, text] of sources('loading')) {
      const above = relativeImports(path, text).filter((p) => !/^(schema|loading)\//.test(p));
      expect(above, path).toEqual([]);
    }
  });

  test('the ini importer (interop/import/, interop/ini/) reads only the language and the loader: the library imports it lazily, the CLI runs it', () => {
    for (const [path, text] of sources('interop').filter(([p]) => /^interop\/(import|ini)\//.test(p))) {
      expect(relativeImports(path, text).filter((p) => !/^(schema|loading|interop)\//.test(p)), path).toEqual([]);
    }
  });

  test('the plan stage (plan-checks/) sits below the library, the generator and the front ends', () => {
    for (const [path, text] of sources('plan-checks')) {
      expect(relativeImports(path, text).filter((p) => /^(lib|cli|generator|compare|search|selfplay)\//.test(p)), path).toEqual([]);
    }
  });

  test('the playground (playground/) sits over the library: it imports only lib, loading, schema, runtime, compare, search and itself, and nothing imports it', () => {
    for (const [path, text] of sources('playground')) {
      const outside = relativeImports(path, text).filter((p) => !/^(playground|lib|loading|schema|runtime|compare|search|variants|package\.json)(\/|$)/.test(p));
      expect(outside, path).toEqual([]);
    }
    const dirs = ['lib', 'loading', 'schema', 'runtime', 'compare', 'search', 'cli', 'compiler', 'plan-checks', 'generator', 'selfplay'];
    for (const [path, text] of sources(...dirs)) {
      expect(relativeImports(path, text).filter((p) => p.startsWith('playground/')), path).toEqual([]);
    }
  });

  test('the ini export (interop/export/) reads only the plan: it imports the runtime, the language and itself', () => {
    for (const [path, text] of sources('interop/export')) {
      expect(relativeImports(path, text).filter((p) => !/^(runtime|schema|interop\/export)\//.test(p)), path).toEqual([]);
    }
  });

  test('nothing below the library imports interop/ (lib/ and cli/ may)', () => {
    for (const [path, text] of sources('schema', 'loading', 'plan-checks', 'compiler', 'runtime', 'generator', 'compare', 'search')) {
      expect(relativeImports(path, text).filter((p) => p.startsWith('interop/')), path).toEqual([]);
    }
  });
});
