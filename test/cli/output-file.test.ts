// Where --out may point (issue #24, items 12 and 13). A destination must be a regular file or a
// new name: a FIFO (which would block the write forever), a device, a socket or a folder is
// refused before any work, in one line. A write never follows a planted link: the temporary
// file has a random name and is created exclusively, and a symbolic link at --out is replaced
// by the file, its target left as it was. The same mechanism (generator/write.ts) serves every
// writer: describe, diagram, compare, generate, the bundled report and the engine cache.

import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDestination, writeOutput } from '../../generator/write.ts';
import { writeModules } from '../../generator/generate.ts';
import { fairyforgeWithin } from '../cli-run.ts';

let dir: string;
let fifo: string;
let socket: string;
let server: Server;
const VICTIM = 'a file of the user the output must not reach\n';


const lines = (text: string): string[] => text.split('\n').filter((l) => l.trim() !== '');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fairyforge-out-'));
  fifo = join(dir, 'pipe');
  execFileSync('mkfifo', [fifo]);
  socket = join(dir, 'sock');
  server = createServer();
  await new Promise<void>((resolve) => server.listen(socket, resolve));
});

afterAll(() => {
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('--out that is not a regular file is refused before any work (item 12)', () => {
  it('describe --out <FIFO>: one line at once, no reader needed, the FIFO left as it is', async () => {
    const r = await fairyforgeWithin(60_000, 'describe', 'chess', '--out', fifo);
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toEqual([`fairyforge: cannot write ${fifo}: it is a named pipe (FIFO), not a regular file`]);
    expect(r.stdout).toBe('');
    expect(statSync(fifo).isFIFO()).toBe(true);
  });

  it('compare --out <FIFO>: refused before measuring', async () => {
    const r = await fairyforgeWithin(60_000, 'compare', 'chess', 'shatranj', '--games', '1000000', '--out', fifo);
    expect(r.code).toBe(1);
    expect(lines(r.stderr)).toEqual([`fairyforge: cannot write ${fifo}: it is a named pipe (FIFO), not a regular file`]);
  });

  it('a socket, a device, a folder and a link to a device are each refused in words', () => {
    expect(checkDestination(socket, 'file')).toBe(`cannot write ${socket}: it is a socket, not a regular file`);
    expect(checkDestination('/dev/null', 'file')).toBe('cannot write /dev/null: it is a character device, not a regular file');
    expect(checkDestination(dir, 'file')).toBe(`cannot write ${dir}: it is a folder, not a file`);
    const toDevice = join(dir, 'to-null');
    symlinkSync('/dev/null', toDevice);
    expect(checkDestination(toDevice, 'file')).toBe(`cannot write ${toDevice}: it is a symbolic link to a character device, not to a regular file`);
    expect(writeOutput(fifo, 'x')).toBe(`cannot write ${fifo}: it is a named pipe (FIFO), not a regular file`);
  });

  it('generate: a FIFO where an engine module goes is refused before any module is written', () => {
    const fifoModule = join(dir, 'chess.ts');
    execFileSync('mkfifo', [fifoModule]);
    const first = join(dir, 'berolina.ts');
    expect(writeModules([{ file: first, text: 'x' }, { file: fifoModule, text: 'x' }])).toBe(
      `cannot write ${fifoModule}: it is a named pipe (FIFO), not a regular file`,
    );
    expect(existsSync(first)).toBe(false);
  });
});

describe('a planted link never redirects a write (item 13)', () => {
  it("a link at the old predictable temporary name (.<name>.<pid>.tmp) is not followed", () => {
    const victim = join(dir, 'victim-1.txt');
    writeFileSync(victim, VICTIM);
    symlinkSync(victim, join(dir, `.out-1.txt.${process.pid}.tmp`));
    expect(writeOutput(join(dir, 'out-1.txt'), 'report')).toBeNull();
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM);
    expect(readFileSync(join(dir, 'out-1.txt'), 'utf8')).toBe('report');
  });

  it('--out that is a symbolic link: the link is replaced by the file, its target unchanged', async () => {
    const victim = join(dir, 'victim-2.txt');
    const out = join(dir, 'rules.txt');
    writeFileSync(victim, VICTIM);
    symlinkSync(victim, out);
    const r = await fairyforgeWithin(60_000, 'describe', 'chess', '--out', out);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM);
    expect(lstatSync(out).isFile()).toBe(true);
    expect(readFileSync(out, 'utf8')).toMatch(/pawn/i);
  });

  it('a dangling link at --out is replaced too: nothing is made where it pointed', () => {
    const out = join(dir, 'dangling.txt');
    symlinkSync(join(dir, 'elsewhere.txt'), out);
    expect(writeOutput(out, 'made')).toBeNull();
    expect(existsSync(join(dir, 'elsewhere.txt'))).toBe(false);
    expect(lstatSync(out).isFile()).toBe(true);
  });

  it('an existing file keeps its permissions; no temporary file is left', () => {
    const out = join(dir, 'kept-mode.txt');
    writeFileSync(out, 'old', { mode: 0o640 });
    expect(writeOutput(out, 'new')).toBeNull();
    expect(statSync(out).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp') && !f.includes(`.${process.pid}.`))).toEqual([]);
  });
});

describe('a refused write names its true reason (item 18)', () => {
  it('--out /proc/self/mem: the folder exists but takes no new file, not "its folder does not exist"', () => {
    const failure = writeOutput('/proc/self/mem', 'text');
    // the kernel refuses a new file in /proc/self (EPERM or ENOENT by kernel version); either is said as such
    expect(failure).toMatch(/^cannot write \/proc\/self\/mem: (operation not permitted \(EPERM\)|the folder \/proc\/self takes no new files \(ENOENT\))$/);
  });

  it('a symbolic link that points at itself: too many links, not "no such file"', () => {
    const loop = join(dir, 'loop');
    symlinkSync(loop, loop);
    expect(checkDestination(loop, 'file')).toBe(`cannot write ${loop}: too many symbolic links (ELOOP)`);
    expect(writeOutput(loop, 'text')).toBe(`cannot write ${loop}: too many symbolic links (ELOOP)`);
    expect(lstatSync(loop).isSymbolicLink()).toBe(true);
  });
});
