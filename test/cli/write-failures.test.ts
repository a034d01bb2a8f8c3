// Write failures through the CLI: stdout to a full device, --out to a file that is not a folder,
// a folder that is not a file, a missing folder, a full device, and an empty path. Each is one
// line `fairyforge: cannot write <path>: <reason in words>` (an empty path: a usage error),
// never a stack, and nothing is written or changed. A destination is checked before long work.
// The runs start at once in beforeAll, one per core, as in test/cli/commands.test.ts.

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDestination, writeOutput } from '../../generator/write.ts';
import { fairyforge, fairyforgeTo, type Run } from '../cli-run.ts';
import { REPO_ROOT } from '../../generator/generate.ts';

const errLines = (r: Run): string[] => r.stderr.split('\n').filter((l) => l.trim() !== '');
const FULL = '/dev/full';
const hasFull = existsSync(FULL);

let dir: string;
/** An existing file, given where a folder is expected; its content must stay as it is. */
let file: string;
/** A spec file of the user's: no command may write its output over it. */
let spec: string;
const CONTENT = 'not an engine folder\n';
const runs: Record<string, Run> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fairyforge-writes-'));
  file = join(dir, 'existing.txt');
  writeFileSync(file, CONTENT);
  mkdirSync(join(dir, 'folder'));
  // a spec file of the user's, and another name for it
  mkdirSync(join(dir, 'specs'));
  spec = join(dir, 'specs', 'berolina.yaml');
  writeFileSync(spec, readFileSync(join(REPO_ROOT, 'variants', 'berolina.yaml'), 'utf8'));
  symlinkSync(spec, join(dir, 'specs', 'link.yaml'));
  const jobs: Record<string, () => Promise<Run>> = {
    generateOverFile: () => fairyforge('generate', 'chess', '--out', file),
    generateDevNull: () => fairyforge('generate', 'chess', '--out', '/dev/null'),
    describeIntoFolder: () => fairyforge('describe', 'chess', '--out', join(dir, 'folder')),
    describeMissingFolder: () => fairyforge('describe', 'chess', '--out', join(dir, 'nowhere', 'rules.txt')),
    // far more games than could be measured in a test's time: the destination must fail first
    compareIntoFolder: () => fairyforge('compare', 'chess', 'shatranj', '--games', '1000000', '--out', join(dir, 'folder')),
    emptyDescribe: () => fairyforge('describe', 'chess', '--out', ''),
    emptyDiagram: () => fairyforge('diagram', 'chess', '--piece', 'N', '--out', ''),
    emptyCompare: () => fairyforge('compare', 'chess', 'shatranj', '--out', ' '),
    emptyGenerate: () => fairyforge('generate', 'chess', '--out', ''),
    describeOut: () => fairyforge('describe', 'chess', '--out', join(dir, 'rules.txt')),
    describeOverSpec: () => fairyforge('describe', spec, '--out', spec),
    diagramOverSpecLink: () => fairyforge('diagram', spec, '--piece', 'N', '--out', join(dir, 'specs', 'link.yaml')),
    compareOverSpec: () => fairyforge('compare', 'chess', spec, '--games', '1000000', '--out', spec),
    describeOverBundled: () => fairyforge('describe', 'chess', '--out', join(REPO_ROOT, 'variants', 'chess.yaml')),
  };
  if (hasFull) {
    Object.assign(jobs, {
      describeStdoutFull: () => fairyforgeTo(FULL, 'describe', 'chess'),
      listStdoutFull: () => fairyforgeTo(FULL, 'list'),
      describeOutFull: () => fairyforge('describe', 'chess', '--out', FULL),
      diagramOutFull: () => fairyforge('diagram', 'chess', '--piece', 'N', '--out', FULL),
    });
  }
  const queue = Object.entries(jobs);
  const worker = async (): Promise<void> => {
    for (let job = queue.shift(); job; job = queue.shift()) runs[job[0]] = await job[1]();
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
}, 240_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** One stderr line, exit code 1, nothing on stdout. */
function expectOneLine(r: Run, line: string | RegExp): void {
  expect(r.code).toBe(1);
  expect(errLines(r)).toEqual([typeof line === 'string' ? line : expect.stringMatching(line)]);
  expect(r.stdout).toBe('');
}

describe('an --out onto a spec file the output is made from', () => {
  it('describe <spec> --out <spec>: refused in one line, the spec unchanged', () => {
    expectOneLine(runs.describeOverSpec, `fairyforge: cannot write ${spec}: it is the spec file ${spec} that the output is made from`);
    expect(readFileSync(spec, 'utf8')).toBe(readFileSync(join(REPO_ROOT, 'variants', 'berolina.yaml'), 'utf8'));
  });

  it('diagram --out <a link to the spec>: refused too', () => {
    expectOneLine(runs.diagramOverSpecLink, /^fairyforge: cannot write .*link\.yaml: it is the spec file .*berolina\.yaml that the output is made from$/);
    expect(readFileSync(spec, 'utf8')).toBe(readFileSync(join(REPO_ROOT, 'variants', 'berolina.yaml'), 'utf8'));
  });

  it('compare --out <one of its specs>: refused before measuring', () => {
    expectOneLine(runs.compareOverSpec, `fairyforge: cannot write ${spec}: it is the spec file ${spec} that the output is made from`);
  });

  it('describe chess --out variants/chess.yaml: the bundled spec is not overwritten', () => {
    expectOneLine(runs.describeOverBundled, /^fairyforge: cannot write .*variants\/chess\.yaml: it is the spec file .*chess\.yaml that the output is made from$/);
  });
});

describe('a file where a folder is expected', () => {
  it('generate --out <existing file>: one line, the file unchanged', () => {
    expectOneLine(runs.generateOverFile, `fairyforge: cannot write ${file}: it is not a folder`);
    expect(readFileSync(file, 'utf8')).toBe(CONTENT);
  });

  it('generate --out /dev/null: one line', () => {
    expectOneLine(runs.generateDevNull, 'fairyforge: cannot write /dev/null: it is not a folder');
  });
});

describe('a folder or a missing folder where a file is expected', () => {
  it('describe --out <folder>', () => {
    expectOneLine(runs.describeIntoFolder, `fairyforge: cannot write ${join(dir, 'folder')}: it is a folder, not a file`);
  });

  it('describe --out <missing folder>/file: nothing is made', () => {
    expectOneLine(runs.describeMissingFolder, `fairyforge: cannot write ${join(dir, 'nowhere', 'rules.txt')}: the folder ${join(dir, 'nowhere')} does not exist`);
    expect(existsSync(join(dir, 'nowhere'))).toBe(false);
  });

  it('compare --out <folder> fails before measuring', () => {
    expectOneLine(runs.compareIntoFolder, `fairyforge: cannot write ${join(dir, 'folder')}: it is a folder, not a file`);
    expect(readdirSync(join(dir, 'folder'))).toEqual([]);
  });
});

describe("--out '' is the same usage error in every command", () => {
  it.each(['emptyDescribe', 'emptyDiagram', 'emptyCompare', 'emptyGenerate'])('%s', (name) => {
    const r = runs[name];
    expect(r.code).toBe(2);
    expect(errLines(r)).toEqual([expect.stringMatching(/^fairyforge: option '--out <(file|dir)>' argument '\s*' is invalid\. the output path is empty; give a file or folder name \(see 'fairyforge \w+ --help'\)$/)]);
  });
});

describe.runIf(hasFull)('a full device', () => {
  it.each([
    ['describe > /dev/full', 'describeStdoutFull'],
    ['list > /dev/full', 'listStdoutFull'],
  ])('%s: one line about standard output', (_case, name) => {
    expectOneLine(runs[name], 'fairyforge: cannot write to standard output: no space left on the device (ENOSPC)');
  });

  it.each([
    ['describe --out /dev/full', 'describeOutFull'],
    ['diagram --out /dev/full', 'diagramOutFull'],
  ])('%s: refused before any work, one line naming the path (a device is not an output file)', (_case, name) => {
    expectOneLine(runs[name], 'fairyforge: cannot write /dev/full: it is a character device, not a regular file');
  });
});

describe('a write that succeeds', () => {
  it('describe --out writes the file and says where', () => {
    const r = runs.describeOut;
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^wrote .*rules\.txt\n$/);
    expect(readFileSync(join(dir, 'rules.txt'), 'utf8')).toMatch(/pawn/i);
  });
});

describe('writeOutput and checkDestination (generator/write.ts)', () => {
  it('replaces a file whole, leaving no temporary file', () => {
    const target = join(dir, 'target.txt');
    writeFileSync(target, 'old');
    expect(writeOutput(target, 'new')).toBeNull();
    expect(readFileSync(target, 'utf8')).toBe('new');
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('a path ending in a separator names a folder, and is refused before writing', () => {
    expect(checkDestination(join(dir, 'newdir') + '/', 'file')).toBe(`cannot write ${join(dir, 'newdir')}/: it names a folder, not a file`);
  });

  it("start checks the report's destination before its perft runs", async () => {
    const { checkBundledReport } = await import('../../cli/bundled-report.ts');
    expect(() => checkBundledReport(join(dir, 'folder'))).toThrow(`cannot write ${join(dir, 'folder')}: it is a folder, not a file`);
  });

  it("start checks the report's pages folder too: a file named report beside the index is refused", async () => {
    const { checkBundledReport } = await import('../../cli/bundled-report.ts');
    const beside = join(dir, 'beside');
    mkdirSync(beside);
    writeFileSync(join(beside, 'report'), 'not a folder');
    expect(() => checkBundledReport(join(beside, 'report.html'))).toThrow(`cannot write ${join(beside, 'report')}: it is not a folder`);
  });

  it('a folder under a file cannot be made, and says which part is in the way', () => {
    expect(checkDestination(join(file, 'sub'), 'folder')).toBe(`cannot write ${join(file, 'sub')}: ${file} is not a folder`);
    expect(checkDestination('', 'file')).toBe('the output path is empty');
  });
});
