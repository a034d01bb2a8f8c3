// The one progress bar (cli/progress.ts), used by perft, start and compare: drawn only on
// a terminal, only after half a second, at most every 50 ms, cut to the terminal's width and
// erased when done. A fake terminal stream and clock stand in for stderr and time.

import { describe, expect, test } from 'vitest';
import { SILENT } from '../../compare/progress.ts';
import { terminalProgress } from '../../cli/progress.ts';

function fakeTerminal(isTTY: boolean, columns = 40): { stream: NodeJS.WriteStream; writes: string[] } {
  const writes: string[] = [];
  const stream = { isTTY, columns, write: (s: string) => writes.push(s) > 0 } as unknown as NodeJS.WriteStream;
  return { stream, writes };
}

describe('progress bar', () => {
  test('not a terminal: nothing is drawn', () => {
    const { stream, writes } = fakeTerminal(false);
    const bar = terminalProgress(stream, () => 10_000);
    expect(bar).toBe(SILENT);
    bar.update(1, 2, 'x');
    bar.done();
    expect(writes).toEqual([]);
  });

  test('drawn after half a second, at most every 50 ms, cut to the width, erased when done', () => {
    const { stream, writes } = fakeTerminal(true, 40);
    let now = 0;
    const bar = terminalProgress(stream, () => now);
    now = 499;
    bar.update(1, 20, 'perft: 1/20 moves, 400 nodes');
    bar.done();
    expect(writes).toEqual([]); // a quick run never shows a bar, nor erases one
    now = 500;
    bar.update(2, 20, 'perft: 2/20 moves, 800 nodes');
    now = 520;
    bar.update(3, 20, 'perft: 3/20 moves, 1200 nodes'); // too soon: skipped
    now = 521;
    bar.update(20, 20, 'perft: 20/20 moves'); // the last unit is always shown
    bar.done();
    expect(writes).toHaveLength(3);
    expect(writes[0]).toBe(`\r\x1b[K${'[##----------------------]  10% perft: 2/20 moves, 800 nodes'.slice(0, 39)}`);
    expect(writes[1].startsWith('\r\x1b[K[########################] 100% ')).toBe(true);
    expect(writes[2]).toBe('\r\x1b[K');
  });
});
