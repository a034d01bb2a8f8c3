// The board's SVG (playground/src/board/board-svg.ts, pieces.ts) as text, without a browser:
// one `data-square` rectangle per square on every size the language allows, each inside the
// viewBox, flipped boards mirrored, and whatever a spec names escaped before it reaches markup.

import { describe, expect, test } from 'vitest';
import { loadVariant } from '../../lib/index.ts';
import { positionView } from '../../playground/src/game/position-view.ts';
import { boardSvg, squareOrigin, UNIT, viewBoxSize } from '../../playground/src/board/board-svg.ts';
import { pieceSvg } from '../../playground/src/board/pieces.ts';

const BIG = new URL('../fixtures/big-board.yaml', import.meta.url).pathname;

describe('the board as SVG', () => {
  test('16×16: 256 squares, each inside the viewBox, with a piece wherever the FEN has one', async () => {
    const big = await loadVariant(BIG, { engine: 'interpreted' });
    const view = positionView(big, big.startFen);
    const look = { view, names: big.plan.pieces.map((p) => p.name), flipped: false };
    const svg = boardSvg(look);
    const rects = [...svg.matchAll(/<rect data-square="([a-p]\d+)" x="(\d+)" y="(\d+)"/g)];
    expect(rects).toHaveLength(256);
    const { width, height } = viewBoxSize(view);
    for (const [, , x, y] of rects) {
      expect(Number(x) + UNIT).toBeLessThanOrEqual(width);
      expect(Number(y) + UNIT).toBeLessThanOrEqual(height);
    }
    expect(new Set(rects.map((r) => r[1])).size).toBe(256);
    expect([...svg.matchAll(/data-piece="/g)]).toHaveLength(64);
    expect(svg).toContain('<title>p16: Black knight</title>');
  });

  test('flipped: a1 is drawn where h8 was, and h8 where a1 was', async () => {
    const chess = await loadVariant('chess', { engine: 'interpreted' });
    const view = positionView(chess, chess.startFen);
    const straight = { view, names: [], flipped: false };
    const flipped = { ...straight, flipped: true };
    expect(squareOrigin(flipped, 0, 0)).toEqual(squareOrigin(straight, 7, 7));
    expect(squareOrigin(flipped, 7, 7)).toEqual(squareOrigin(straight, 0, 0));
  });

  test('a piece\'s name and letter are escaped: nothing from a spec becomes markup', () => {
    const svg = pieceSvg({ letter: '<', color: 0, name: 'x"><script>alert(1)</script>' }, 0, 0, 100);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('<title>x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(svg).toContain('>&lt;</text>');
  });

  test('the orthodox names get figures, other pieces a disc with their letter', () => {
    expect(pieceSvg({ letter: 'N', color: 0, name: 'knight' }, 0, 0, 100)).not.toContain('<text');
    expect(pieceSvg({ letter: 'A', color: 0, name: 'archbishop' }, 0, 0, 100)).toContain('>A</text>');
    expect(pieceSvg({ letter: '+p', color: 1, name: 'tokin' }, 0, 0, 100)).toContain('>+P</text>');
  });
});
