// The README and docs/*.md point into the repository: relative links ([x](docs/rules.md)) and
// paths in code spans (`runtime/index.ts`, `schema/`). When a file moves, the page that names it
// must move with it; this fails on any link or path that no longer exists.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { REPO_ROOT } from '../../generator/generate.ts';

/** The pages: README.md and every docs/*.md, as repository-relative paths. */
function pages(): string[] {
  const docs = readdirSync(join(REPO_ROOT, 'docs')).filter((f) => f.endsWith('.md'));
  return ['README.md', ...docs.map((f) => `docs/${f}`)];
}

/** The folders at the repository root that are part of it (not build output, caches or dependencies). */
function repositoryFolders(): Set<string> {
  const ignored = new Set(readFileSync(join(REPO_ROOT, '.gitignore'), 'utf8').split('\n').map((l) => l.trim().replace(/\/$/, '')));
  const folders = readdirSync(REPO_ROOT).filter((f) => !f.startsWith('.') && statSync(join(REPO_ROOT, f)).isDirectory());
  return new Set(folders.filter((f) => !ignored.has(f) && f !== 'node_modules'));
}

/** Markdown with fenced code blocks blanked out: their text is code, not links. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

/** Targets of relative links `[text](target)` outside code, without their #anchor. */
function relativeLinks(text: string): string[] {
  const targets = [...prose(text).replace(/`[^`\n]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  return targets.filter((t) => !/^[a-z]+:/.test(t) && !t.startsWith('#')).map((t) => t.replace(/#.*$/, ''));
}

/** Code spans that name a repository path: a root folder of the repository, then a path (no globs or placeholders). */
function repositoryPaths(text: string, folders: Set<string>): string[] {
  const spans = [...prose(text).matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);
  return spans.filter((s) => /^[\w.-]+\/[\w./-]*$/.test(s) && folders.has(s.split('/')[0]));
}

test('the pages checked include the README and the docs, and the path filters read them', () => {
  expect(pages()).toContain('README.md');
  expect(pages().length).toBeGreaterThan(5);
  expect(repositoryFolders()).toContain('runtime');
  expect(repositoryFolders()).not.toContain('dist');
  // a package specifier, a glob and build output are not repository paths; a folder and a file are
  const sample = '`fairyforge/runtime` `variants/*.yaml` `dist/lib/` `runtime/` `runtime/index.ts`';
  expect(repositoryPaths(sample, repositoryFolders())).toEqual(['runtime/', 'runtime/index.ts']);
  expect(relativeLinks('[a](docs/x.md#y) [b](https://e.org) [c](#z) `[d](e)`')).toEqual(['docs/x.md']);
});

test.each(pages())('every relative link and repository path in %s exists', (page) => {
  const text = readFileSync(join(REPO_ROOT, page), 'utf8');
  const links = relativeLinks(text).map((t) => relative(REPO_ROOT, join(REPO_ROOT, dirname(page), t)));
  const paths = repositoryPaths(text, repositoryFolders());
  const missing = [...new Set([...links, ...paths])].filter((p) => !existsSync(join(REPO_ROOT, p)));
  expect(missing).toEqual([]);
});
