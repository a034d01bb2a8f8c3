// What the loader reads and what generate writes: `extends` names a bundled variant or a relative
// path inside the loader's root, a file that is not a variant is refused without echoing it, a
// variant's name is its file name for validate and generate, and two variants never share a name.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { basename, dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { generateModules } from '../../generator/generate.ts';
import { loadSpecFile, loadSpecText } from '../../plan-checks/load.ts';
import { fairyforge, ROOT } from '../cli-run.ts';

const CHESS = readFileSync(join(ROOT, 'variants', 'chess.yaml'), 'utf8');
const SECRET = 'secret_api_key: hunter2\ndatabase_password: swordfish\n';
const SHADOW = 'root:*:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n';

/** A fresh folder: `site/` (the root a site validates uploads in) next to `private/` holding a secret. */
function layout(): { site: string; priv: string } {
  const base = mkdtempSync(join(tmpdir(), 'fairyforge-access-'));
  const site = join(base, 'site');
  const priv = join(base, 'private');
  mkdirSync(site);
  mkdirSync(priv);
  writeFileSync(join(priv, 'secret.yaml'), SECRET);
  writeFileSync(join(priv, 'shadow'), SHADOW);
  return { site, priv };
}

/** Nothing of the secret files appears in the diagnostics. */
function expectNoEcho(text: string): void {
  for (const word of ['secret_api_key', 'hunter2', 'database_password', 'swordfish', 'root:', 'daemon', '19000']) expect(text).not.toContain(word);
}

function codes(r: ReturnType<typeof loadSpecFile>): string[] {
  return r.ok ? [] : r.diagnostics.map((d) => d.code);
}

describe('extends stays inside the root', () => {
  test('an absolute path is refused, located at the extends value', () => {
    const { site, priv } = layout();
    const r = loadSpecText(`name: up\nextends: ${join(priv, 'secret.yaml')}\n`, join(site, 'up.yaml'));
    expect(codes(r)).toEqual(['extends-absolute']);
    if (!r.ok) expect(r.diagnostics[0]).toMatchObject({ line: 2, col: 10 });
    expectNoEcho(JSON.stringify(r));
  });

  test.each(['../private/secret.yaml', '../../../../../../..' + '/etc/passwd.yaml', 'sub/../../private/secret.yaml'])('%s is refused', (path) => {
    const { site } = layout();
    const r = loadSpecText(`name: up\nextends: ${path}\n`, join(site, 'up.yaml'));
    expect(codes(r)).toEqual(['extends-outside']);
    expectNoEcho(JSON.stringify(r));
  });

  test('a symbolic link inside the root that points outside is refused', () => {
    const { site, priv } = layout();
    symlinkSync(join(priv, 'secret.yaml'), join(site, 'link.yaml'));
    const r = loadSpecText('name: up\nextends: link.yaml\n', join(site, 'up.yaml'));
    expect(codes(r)).toEqual(['extends-outside']);
    expectNoEcho(JSON.stringify(r));
  });

  test('a symbolic link given directly is followed when no root is set, and refused outside an explicit root', () => {
    const { site, priv } = layout();
    writeFileSync(join(priv, 'mini.yaml'), CHESS.replace(/^name: chess$/m, 'name: mini'));
    symlinkSync(join(priv, 'mini.yaml'), join(site, 'mini.yaml'));
    expect(loadSpecFile(join(site, 'mini.yaml')).ok).toBe(true);
    expect(codes(loadSpecFile(join(site, 'mini.yaml'), { root: site }))).toEqual(['outside-root']);
  });

  test('an explicit root is honoured: a sibling folder is outside it, a subfolder inside', () => {
    const { site } = layout();
    mkdirSync(join(site, 'a'));
    mkdirSync(join(site, 'b'));
    writeFileSync(join(site, 'b', 'base.yaml'), CHESS.replace(/^name: chess$/m, 'name: base'));
    const text = 'name: up\nextends: ../b/base.yaml\n';
    expect(codes(loadSpecText(text, join(site, 'a', 'up.yaml')))).toEqual(['extends-outside']);
    expect(loadSpecText(text, join(site, 'a', 'up.yaml'), { root: site }).ok).toBe(true);
    expect(codes(loadSpecFile(join(site, 'b', 'base.yaml'), { root: join(site, 'a') }))).toEqual(['outside-root']);
  });

  test('extends: chess names the bundled variant from any folder; a sibling of that name comes first', () => {
    const { site } = layout();
    const r = loadSpecText('name: child\nextends: chess\ntitle: Child\n', join(site, 'child.yaml'));
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(r.spec.pieces.map((p) => p.letter)).toEqual(['p', 'n', 'b', 'r', 'q', 'k']);
    writeFileSync(join(site, 'chess.yaml'), CHESS.replace('title: Orthodox chess', 'title: Local chess'));
    const local = loadSpecText('name: child\nextends: chess\n', join(site, 'child.yaml'));
    expect(local.ok && local.spec.title).toBe('Local chess');
  });

  test('a name that is neither a variant name nor a .yaml path is refused', () => {
    const r = loadSpecText('name: up\nextends: "Chess Variant"\n', join(tmpdir(), 'up.yaml'));
    expect(codes(r)).toEqual(['extends-name']);
  });
});

describe('a file that is not a variant is refused without echoing it', () => {
  test.each([
    ['a config of secrets', SECRET],
    ['a password file', SHADOW],
    ['a list', '- secret_api_key\n- hunter2\n'],
    ['a text', '"hunter2 swordfish"\n'],
    ['a number', '19000\n'],
    ['a package.json that has a name', '{ "name": "x", "version": "1.0.0", "scripts": { "secret_api_key": "hunter2" }, "private": true }\n'],
    ['a CI workflow that has a name', 'name: CI\non: [push]\njobs: { build: { database_password: swordfish } }\n'],
  ])('%s', (_what, text) => {
    const { site, priv } = layout();
    const path = join(priv, 'given.yaml');
    writeFileSync(path, text);
    const direct = loadSpecFile(path);
    expect(codes(direct)).toEqual(['not-a-variant']);
    if (!direct.ok) expect(direct.diagnostics[0].message).toMatch(/^not a fairyforge variant file \(expected a YAML mapping with name, board, pieces…\)/);
    expectNoEcho(JSON.stringify(direct));
    // and as the parent of a variant inside the root
    writeFileSync(join(site, 'given.yaml'), text);
    const child = loadSpecText('name: up\nextends: given.yaml\n', join(site, 'up.yaml'));
    expect(codes(child)).toEqual(['not-a-variant']);
    expectNoEcho(JSON.stringify(child));
  });
});

describe('only regular files of at most 1 MB are read', () => {
  test.each([
    ['a device', () => '/dev/zero', /not a regular file/],
    ['a pipe', () => {
      const path = join(layout().site, 'pipe.yaml');
      execFileSync('mkfifo', [path]);
      return path;
    }, /not a regular file/],
    ['a directory', () => layout().site, /it is a directory/],
    ['a 2 MB file', () => {
      const path = join(layout().site, 'big.yaml');
      writeFileSync(path, `name: big\ntitle: ${'x'.repeat(2 * 1024 * 1024)}\n`);
      return path;
    }, /larger than 1 MB/],
  ])('%s is refused without reading it (directly and through extends)', (_what, make, message) => {
    const path = make();
    const direct = loadSpecFile(path, { root: '/' });
    expect(direct.ok).toBe(false);
    if (!direct.ok) expect(direct.diagnostics[0].message).toMatch(message);
    if (!path.endsWith('.yaml')) return;
    const child = loadSpecText(`name: up\nextends: ${basename(path)}\n`, join(dirname(path), 'up.yaml'));
    expect(child.ok).toBe(false);
    if (!child.ok) expect(child.diagnostics[0]).toMatchObject({ line: 2, col: 10, message: expect.stringMatching(message) });
  });
});

describe('a name is a file name, and one name is one variant', () => {
  test('the loader checks name = file name only when asked', () => {
    const { site } = layout();
    const path = join(site, 'impostor.yaml');
    writeFileSync(path, CHESS);
    expect(loadSpecFile(path).ok).toBe(true);
    const r = loadSpecFile(path, { nameFromFile: true });
    expect(codes(r)).toEqual(['name-file']);
    if (!r.ok) expect(r.diagnostics[0]).toMatchObject({ line: CHESS.split('\n').findIndex((l) => l.startsWith('name:')) + 1, col: 7 });
  });

  test('generate refuses an impostor, a clash and a foreign file for a bundled engine; the same file twice is generated once', () => {
    const { site } = layout();
    writeFileSync(join(site, 'impostor.yaml'), CHESS);
    mkdirSync(join(site, 'a'));
    mkdirSync(join(site, 'b'));
    writeFileSync(join(site, 'a', 'mini.yaml'), CHESS.replace(/^name: chess$/m, 'name: mini'));
    writeFileSync(join(site, 'b', 'mini.yaml'), CHESS.replace(/^name: chess$/m, 'name: mini'));
    writeFileSync(join(site, 'chess.yaml'), CHESS);
    const out = join(site, 'out');
    const fail = (files: string[], dir?: string): string[] => {
      const r = generateModules(files, dir);
      return r.ok ? [] : r.diagnostics.map((d) => d.code);
    };
    expect(fail([join(site, 'impostor.yaml')], out)).toEqual(['name-file']);
    expect(fail([join(site, 'a', 'mini.yaml'), join(site, 'b', 'mini.yaml')], out)).toEqual(['name-clash']);
    expect(fail([join(site, 'chess.yaml')])).toEqual(['name-bundled']);
    const twice = generateModules([join(site, 'a', 'mini.yaml'), join(site, 'a', '..', 'a', 'mini.yaml')], out);
    expect(twice.ok && twice.modules.map((m) => m.file)).toEqual([join(out, 'mini.ts')]);
  });
});

describe('through the CLI', () => {
  test('validate: names work, an impostor and a clash fail with located lines, exit 1', async () => {
    const { site } = layout();
    writeFileSync(join(site, 'zzz.yaml'), CHESS);
    mkdirSync(join(site, 'other'));
    writeFileSync(join(site, 'other', 'chess.yaml'), CHESS);
    const byName = await fairyforge('validate', 'chess', 'berolina');
    expect(byName.code).toBe(0);
    expect(byName.stdout).toContain('variants/chess.yaml');
    const bad = await fairyforge('validate', site, join(site, 'other'), 'variants');
    expect(bad.code).toBe(1);
    const lines = bad.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/zzz\.yaml:\d+:7: the variant is named 'chess' but its file is 'zzz\.yaml'/);
    expect(lines[1]).toMatch(/variants\/chess\.yaml:\d+:7: the variant name 'chess' is also the name of .*other\/chess\.yaml/);
  });

  test('generate of an impostor writes nothing, exit 1', async () => {
    const { site } = layout();
    writeFileSync(join(site, 'impostor.yaml'), CHESS);
    const out = join(site, 'out');
    const r = await fairyforge('generate', join(site, 'impostor.yaml'), '--out', out);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(out)).toBe(false);
    rmSync(site, { recursive: true });
  });

  test('describe of a password file and extends of a secret: one line, nothing echoed, exit 1', async () => {
    const { site, priv } = layout();
    writeFileSync(join(site, 'up.yaml'), 'name: up\nextends: ../private/secret.yaml\n');
    for (const args of [['describe', join(priv, 'shadow')], ['describe', join(priv, 'secret.yaml')], ['perft', join(site, 'up.yaml'), '--depth', '1']]) {
      const r = await fairyforge(...args);
      expect(r.code).toBe(1);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expectNoEcho(r.stderr + r.stdout);
    }
  });
});
