// The library API (lib/index.ts, the package entry `fairyforge`): every source kind, perft
// against published tables, the JSON forms shared with the CLI, errors as data, a supplied
// generated engine, and the README's example, run as written.

import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { parse, stringify } from 'yaml';
import { loadVariant, VariantError, type EngineKind, type GeneratedEngineModule, type Variant } from '../../lib/index.ts';
import { MAX_PERFT_DEPTH as MAX_DEPTH } from '../../runtime/use/perft-budget.ts';
import { fairyforge, ROOT } from '../cli-run.ts';

const CHESS_FILE = join(ROOT, 'variants', 'chess.yaml');
const CHESS_TEXT = readFileSync(CHESS_FILE, 'utf8');
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const FOOLS_MATE = ['f3', 'e5', 'g4', 'Qh4#'];
const AFTER_FOOLS_MATE = 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3';

/** The VariantError a promise rejects with (fails the test when it resolves or throws something else). */
async function rejection(p: Promise<unknown>): Promise<VariantError> {
  const e: unknown = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(VariantError);
  return e as VariantError;
}

/** The VariantError a call throws. */
function thrown(f: () => unknown): VariantError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(VariantError);
    return e as VariantError;
  }
  throw new Error('expected a VariantError, but the call returned');
}

describe('loadVariant: every kind of source gives the same variant', () => {
  const sources: [string, () => unknown][] = [
    ['a bundled name', () => 'chess'],
    ['an absolute path', () => CHESS_FILE],
    ['a relative path', () => relative(process.cwd(), CHESS_FILE)],
    ['YAML text', () => CHESS_TEXT],
    ['a spec object', () => parse(CHESS_TEXT) as unknown],
  ];
  test.each(sources)('%s', async (_, source) => {
    const v = await loadVariant(source() as string, { engine: 'interpreted' });
    expect([v.name, v.title, v.startFen]).toEqual(['chess', 'Orthodox chess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1']);
    expect(v.perft(3)).toBe(8902);
  });

  test('a path is read relative to the root, and nothing outside it is read', async () => {
    const v = await loadVariant('chess.yaml', { root: join(ROOT, 'variants'), engine: 'interpreted' });
    expect(v.name).toBe('chess');
    expect((await rejection(loadVariant('../package.json', { root: join(ROOT, 'variants') }))).code).toBe('outside-root');
    expect((await rejection(loadVariant(CHESS_FILE, { root: join(ROOT, 'test') }))).code).toBe('outside-root');
  });

  test('an extends that leads out of the root is refused with a located diagnostic', async () => {
    await inScratch(async (dir) => {
      mkdirSync(join(dir, 'site'));
      writeFileSync(join(dir, 'outside.yaml'), 'name: outside\nextends: chess\n');
      const e = await rejection(loadVariant('name: mine\nextends: ../outside.yaml\n', { root: join(dir, 'site') }));
      expect(e.diagnostics).toEqual([{ file: '<text>', line: 2, col: 10, code: 'extends-outside', message: expect.stringContaining("'../outside.yaml'") }]);
      // a bundled variant is the package's own file: any root may extend it
      const ok = await loadVariant('name: mine\nextends: chess\n', { root: join(dir, 'site'), engine: 'interpreted' });
      expect(ok.perft(2)).toBe(400);
    });
  });

  test('a symbolic link inside the root that leads out of it is refused', async () => {
    await inScratch(async (dir) => {
      symlinkSync(CHESS_FILE, join(dir, 'linked.yaml'));
      expect((await rejection(loadVariant('linked.yaml', { root: dir }))).code).toBe('outside-root');
      writeFileSync(join(dir, 'child.yaml'), 'name: child\nextends: linked\n');
      const e = await rejection(loadVariant('child.yaml', { root: dir }));
      expect(e.diagnostics.map((d) => d.code)).toEqual(['extends-outside']);
      // the default root is the file's own folder: the link leads out of it too
      const byDefault = await rejection(loadVariant(join(dir, 'child.yaml'), { engine: 'interpreted' }));
      expect(byDefault.diagnostics.map((d) => d.code)).toEqual(['extends-outside']);
    });
  });

  test('an unknown name, a missing file and a bad source are refused by code', async () => {
    const unknown = await rejection(loadVariant('chesss'));
    expect(unknown.code).toBe('unknown-variant');
    expect(unknown.message).toContain("did you mean 'chess'?");
    expect((await rejection(loadVariant('no/such.yaml'))).code).toBe('no-such-file');
    expect((await rejection(loadVariant(''))).code).toBe('invalid-source');
    expect((await rejection(loadVariant(42 as unknown as string))).code).toBe('invalid-source');
    expect((await rejection(loadVariant('chess', { engine: 'fast' as EngineKind }))).code).toBe('invalid-option');
  });
});

describe('bad input to loadVariant: one line, a stable code, never a crash', () => {
  const deep: Record<string, unknown> = {};
  let node = deep;
  for (let i = 0; i < 10_000; i++) node = node.a = {};
  const rows: [string, unknown, unknown, string][] = [
    ['undefined', undefined, undefined, 'invalid-source'],
    ['null options', 'chess', null, 'invalid-option'],
    ['engine null', 'chess', { engine: null }, 'invalid-option'],
    ['a root that is not a folder', 'chess.yaml', { root: 5 }, 'invalid-option'],
    ['a generated module that is null', 'chess', { generated: null }, 'invalid-engine-module'],
    ['a 5 MB name', 'x'.repeat(5_000_000), undefined, 'unknown-variant'],
    ['terminal escapes in a name', '\x1b]0;pwn\x07\x1b[2J', undefined, 'unknown-variant'],
    ['a NUL in a path', 'a\0b.yaml', undefined, 'no-such-file'],
    ['a folder', 'variants/', undefined, 'no-such-file'],
    ['a Map', new Map(), undefined, 'invalid-spec'],
    ['a bigint inside', { name: 'x', board: { files: 8n } }, undefined, 'invalid-spec'],
    ['a newline in a key', { name: 'x', 'bad\nkey': 1 }, undefined, 'invalid-spec'],
    ['10,000 levels of nesting', deep, undefined, 'invalid-spec'],
  ];
  test.each(rows)('%s', async (_, source, options, code) => {
    const e = await rejection(loadVariant(source as string, options as never));
    expect(e.code).toBe(code);
    // eslint-disable-next-line no-control-regex
    expect(e.message).not.toMatch(/[\u0000-\u001f\u007f]/);
    // bounded whatever the input; the list of bundled names grows with the bundled variants
    expect(e.message.replace(/ \(available: [a-z0-9, -]*\)$/, '').length).toBeLessThan(300);
  });
});

describe('perft against the chessprogramming wiki (https://www.chessprogramming.org/Perft_Results)', () => {
  const rows: [string, string | undefined, number[]][] = [
    ['initial position', undefined, [20, 400, 8902]],
    ['Kiwipete by Peter McKenzie', KIWIPETE, [48, 2039, 97862]],
  ];
  const engines: EngineKind[] = ['generated', 'interpreted'];
  test.each(engines.flatMap((engine) => rows.map(([name, fen, nodes]) => [engine, name, fen, nodes] as const)))(
    '%s engine, %s',
    async (engine, _, fen, nodes) => {
      const v = await loadVariant('chess', { engine });
      expect(v.engineKind).toBe(engine);
      expect(nodes.map((_, i) => v.perft(i + 1, fen))).toEqual(nodes);
    },
  );

  test('divide splits the count by move, in move order', async () => {
    const v = await loadVariant('chess');
    const divide = v.divide(2, KIWIPETE);
    expect(Object.keys(divide)).toEqual(v.moves(KIWIPETE).map((m) => m.uci));
    expect(Object.values(divide).reduce((a, b) => a + b, 0)).toBe(2039);
  });

  test.each([-1, 1.5, Number.NaN, MAX_DEPTH + 1])('depth %s is refused', async (depth) => {
    const v = await loadVariant('chess');
    expect(thrown(() => v.perft(depth)).code).toBe('invalid-argument');
  });
});

describe('the JSON forms are the CLI\'s', () => {
  test('moves() deep-equals `fairyforge moves --json` for Kiwipete', async () => {
    const [v, cli] = await Promise.all([loadVariant('chess'), fairyforge('moves', 'chess', '--fen', KIWIPETE, '--json')]);
    expect(cli.code).toBe(0);
    expect(v.moves(KIWIPETE)).toEqual((JSON.parse(cli.stdout) as { moves: unknown }).moves);
  });

  test('play() gives the result `fairyforge play --json` prints', async () => {
    const [v, cli] = await Promise.all([loadVariant('chess'), fairyforge('play', 'chess', ...FOOLS_MATE, '--json')]);
    expect(cli.code).toBe(0);
    const printed = JSON.parse(cli.stdout) as { fen: string; result: unknown };
    expect(v.play(FOOLS_MATE)).toEqual({ fen: printed.fen, result: printed.result });
  });

  test('describe() is what `fairyforge describe` prints', async () => {
    const [v, cli] = await Promise.all([loadVariant('chess'), fairyforge('describe', 'chess')]);
    expect(`${v.describe()}\n`).toBe(cli.stdout);
  });
});

describe('play', () => {
  let chess: Variant;
  const load = async (): Promise<Variant> => (chess ??= await loadVariant('chess'));

  test("fool's mate in SAN or UCI: the FEN after it and Black's win by checkmate", async () => {
    const v = await load();
    const expected = { fen: AFTER_FOOLS_MATE, result: { over: true, winner: 'black', reason: 'checkmate', text: '0-1 (Black wins by checkmate)' } };
    expect(v.play(FOOLS_MATE)).toEqual(expected);
    expect(v.play(['f2f3', 'e7e5', 'g2g4', 'd8h4'])).toEqual(expected);
    expect(v.play([])).toEqual({ fen: v.startFen, result: { over: false, winner: null, reason: null, text: '* (game in progress)' } });
  });

  test('an illegal move is refused naming it and its number; the variant is unchanged', async () => {
    const v = await load();
    const e = thrown(() => v.play(['e4', 'e5', 'Ke3']));
    expect(e.code).toBe('illegal-move');
    expect(e.message).toMatch(/^move 3 "Ke3" is not a legal move here \(nearest legal: /);
    expect(v.play(['e4']).fen).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
  });

  test('a move that two pieces could make is ambiguous, naming both', async () => {
    const v = await load();
    const e = thrown(() => v.play(['Nd2'], '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1'));
    expect(e.code).toBe('ambiguous-move');
    expect(e.message).toBe('move 1 "Nd2" is ambiguous: it could be Nfd2 or Nbd2');
    expect(v.play(['Nfd2'], '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1').fen).toBe('4k3/8/8/8/8/8/3N4/1N2K3 b - - 1 1');
  });

  test('a move after the game has ended is refused', async () => {
    const v = await load();
    const e = thrown(() => v.play([...FOOLS_MATE, 'e4']));
    expect(e.code).toBe('game-over');
    expect(e.message).toBe('move 5 "e4": the game is already over, 0-1 (Black wins by checkmate)');
    expect(thrown(() => v.play(['e4', 7 as unknown as string])).code).toBe('invalid-argument');
    // one rule for every ending: a draw by repetition ends the game as checkmate does
    const cycle = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
    expect(v.play([...cycle, ...cycle]).result).toEqual({ over: true, winner: null, reason: 'repetition', text: '1/2-1/2 (draw by repetition)' });
    expect(thrown(() => v.play([...cycle, ...cycle, 'e4'])).message).toBe('move 9 "e4": the game is already over, 1/2-1/2 (draw by repetition)');
    expect(thrown(() => v.play(['e4', ' '])).message).toBe('move 2 " " is empty: give a move as SAN (Nf3) or UCI-like text (g1f3)');
  });
});

describe('FEN', () => {
  test('a bad FEN is refused naming its field; parseFen answers as data', async () => {
    const v = await loadVariant('chess');
    const e = thrown(() => v.moves('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1'));
    expect(e.code).toBe('invalid-fen');
    expect(e.message).toBe('invalid FEN (side field): expected "w" or "b", got "x"');
    expect(thrown(() => v.perft(1, '8/8 w - - 0 1')).message).toMatch(/^invalid FEN \(board field\)/);
    expect(v.parseFen('8/8/8/8/8/8/8/8 w - - 0 1')).toEqual({ ok: false, field: 'board', message: 'White has no royal piece (king K/k)' });
    expect(v.parseFen('  4k3/8/8/8/8/8/8/4K3   w - -  ')).toEqual({ ok: true, fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' });
  });
});

describe('errors are data', () => {
  let writes: { mockRestore(): void }[] = [];
  beforeEach(() => {
    writes = [vi.spyOn(process.stdout, 'write'), vi.spyOn(process.stderr, 'write'), vi.spyOn(console, 'log'), vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
  });
  afterEach(() => {
    // nothing the library did in the test printed anything
    for (const w of writes) expect(w).not.toHaveBeenCalled();
    for (const w of writes) w.mockRestore();
  });

  test('bad YAML text rejects with located diagnostics', async () => {
    const e = await rejection(loadVariant('name: broken\nboard: { files: 8, ranks: 0 }\npieces: []\nstart: 8/8\n'));
    expect(e.code).toBe('invalid-spec');
    expect(e.diagnostics).toEqual([{ file: '<text>', line: 2, col: 27, code: 'schema-minimum', message: 'ranks must be at least 1, got 0' }]);
    expect(e.message).toBe('<text>:2:27: ranks must be at least 1, got 0');
    const yaml = await rejection(loadVariant('name: x\nboard: [1, 2\n'));
    expect(yaml.diagnostics[0]).toMatchObject({ file: '<text>', line: expect.any(Number), col: expect.any(Number) });
    expect(yaml.diagnostics[0].code).toMatch(/^yaml-/);
  });

  test('a bad file rejects with the diagnostics `fairyforge validate --json` gives', async () => {
    const diagnostics = await inScratch(async (dir) => {
      const file = join(dir, 'bad.yaml');
      writeFileSync(file, CHESS_TEXT.replace('letter: n', 'letter: nn').replace('files: 8', 'files: 0'));
      const e = await rejection(loadVariant(file));
      const cli = await fairyforge('validate', file, '--json');
      expect(cli.code).toBe(1);
      expect(e.diagnostics).toEqual((JSON.parse(cli.stdout) as { files: { diagnostics: unknown }[] }).files[0].diagnostics);
      return e.diagnostics;
    });
    expect(diagnostics.length).toBeGreaterThan(1);
    expect(diagnostics.every((d) => d.line > 1 && d.col >= 1)).toBe(true);
  });

  test('a bad spec object rejects with diagnostics naming <object>; non-data is refused', async () => {
    const spec = parse(CHESS_TEXT) as { board: { files: unknown } };
    spec.board.files = 'eight';
    const e = await rejection(loadVariant(spec as never));
    expect(e.diagnostics).toHaveLength(1);
    expect(e.diagnostics[0]).toMatchObject({ file: '<object>', code: 'schema-type', line: expect.any(Number), col: expect.any(Number) });
    // the location points into the object's YAML rendering, as the README says
    const line = stringify(spec).split('\n')[e.diagnostics[0].line - 1];
    expect(line.slice(e.diagnostics[0].col - 1)).toBe('eight');
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect((await rejection(loadVariant(cyclic as never))).diagnostics[0]).toMatchObject({ code: 'not-plain-data', message: expect.stringContaining('the spec.self') });
    const withFunction = { ...(parse(CHESS_TEXT) as object), start: () => 'x' };
    expect((await rejection(loadVariant(withFunction as never))).message).toContain('the spec.start is a function');
  });
});

describe('a position past the runtime\'s chain limit', () => {
  // test/fixtures/crowd-chains.yaml and its crowded position, as in test/runtime/rules/chain-states.test.ts
  const OVER = 'kmm1m2/m2mm2/m2m1mm/1mm1mm1/mm1m2m/2mm2m/A1m1mmK w - - 0 1';
  test('is a VariantError naming the square, and the variant goes on', async () => {
    const v = await loadVariant(join(ROOT, 'test', 'fixtures', 'crowd-chains.yaml'), { engine: 'interpreted' });
    const start = v.perft(2);
    for (const call of [() => v.moves(OVER), () => v.perft(3, OVER), () => v.divide(1, OVER)]) {
      const e = thrown(call);
      expect(e.code).toBe('chain-limit');
      expect(e.message).toMatch(/^capture chains from a1 need more than 16,384 chain states/);
    }
    expect(v.perft(2)).toBe(start);
  });
});

describe('a generated engine module passed in', () => {
  test('is used when its fingerprint matches the spec, refused when it does not', async () => {
    const chessEngine = (await import(pathToFileURL(join(ROOT, 'generated', 'chess.ts')).href)) as GeneratedEngineModule;
    const v = await loadVariant('chess', { generated: chessEngine });
    expect(v.perft(3, KIWIPETE)).toBe(97862);
    const wrong = await rejection(loadVariant('berolina', { generated: chessEngine }));
    expect(wrong.code).toBe('fingerprint-mismatch');
    expect(wrong.message).toContain('run `fairyforge generate` again');
    const stale = await rejection(loadVariant('chess', { generated: { ...chessEngine, PLAN_FINGERPRINT: '0000000000000000' } }));
    expect(stale.code).toBe('fingerprint-mismatch');
    expect((await rejection(loadVariant('chess', { generated: {} as GeneratedEngineModule }))).code).toBe('invalid-engine-module');
    expect((await rejection(loadVariant('chess', { generated: chessEngine, engine: 'interpreted' }))).code).toBe('invalid-option');
  });
});

/** Runs `node` with tsx and returns its stdout and stderr (rejects on a non-zero exit). */
function node(args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: ROOT, encoding: 'utf8' }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve({ stdout, stderr }),
    );
  });
}

/** A scratch folder in .cache/ (inside the project, so tsx and the package's type: module apply), removed afterwards. */
async function inScratch<T>(f: (dir: string) => Promise<T>): Promise<T> {
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.cache', 'library-'));
  try {
    return await f(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('importing the package loads only its entry and error class: the loader, compiler and runtime wait for loadVariant', async () => {
  await inScratch(async (dir) => {
    // a module resolve hook that reports every file the import pulls in
    writeFileSync(join(dir, 'hooks.mjs'), 'export async function resolve(s, c, next) { const r = await next(s, c); process.stderr.write(`loaded ${r.url}\\n`); return r; }\n');
    writeFileSync(join(dir, 'register.mjs'), "import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n");
    const entry = pathToFileURL(join(ROOT, 'lib', 'index.ts')).href;
    const { stderr } = await node(['--import', pathToFileURL(join(dir, 'register.mjs')).href, '--import', 'tsx', '--input-type=module', '-e', `await import(${JSON.stringify(entry)});`]);
    const ours = [...new Set(stderr.split('\n').filter((l) => l.startsWith('loaded file:')).map((l) => l.slice('loaded '.length).replace(/\?.*$/, '')))]
      .map((url) => relative(ROOT, new URL(url).pathname))
      .filter((file) => !file.startsWith('node_modules/tsx/') && !file.startsWith('node_modules/esbuild/'));
    // and the one sanitiser of quoted values, a few lines with no imports
    expect(ours.sort()).toEqual(['lib/errors.ts', 'lib/index.ts', 'schema/quote.ts']);
  });
});

describe("the README's library example", () => {
  test('runs and prints what its // → comments say', async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const block = /## Use as a library[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBeDefined();
    const expected = [...block!.matchAll(/\/\/ → (.*)$/gm)].map((m) => m[1]);
    expect(expected.length).toBeGreaterThan(3);
    // the package name resolves to this checkout's entry point
    const code = block!.replace(/from 'fairyforge'/g, `from ${JSON.stringify(pathToFileURL(join(ROOT, 'lib', 'index.ts')).href)}`);
    const { stdout } = await inScratch(async (dir) => {
      writeFileSync(join(dir, 'example.ts'), code);
      return node(['--import', 'tsx', join(dir, 'example.ts')]);
    });
    expect(stdout.trimEnd().split('\n')).toEqual(expected);
  });
});
