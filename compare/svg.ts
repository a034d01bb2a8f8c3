// A Diagram as SVG, in the manner of the rule pages' diagrams: a chequered board with file
// and rank names, pieces as letters in discs (White light, Black dark), the moving piece's
// square highlighted, quiet destinations as dots, capture destinations as rings and pieces a
// capture removes elsewhere crossed out — the cross drawn behind the piece, whose disc gets a
// red rim, so its letter stays readable. The picture is at least as wide as its legend and
// its caption's longest word, whatever the board size. Deterministic bytes: no ids, no dates,
// fixed number formatting, elements in board order.

import type { Diagram } from './diagram.ts';

const SQUARE = 40;
const LEFT = 18;
const BOTTOM = 18;
const CAPTION = 36;
/** Caption and legend text sizes, and a generous estimate of a sans-serif glyph's advance. */
const CAPTION_FONT = 12;
const LEGEND_FONT = 11;
const GLYPH = 0.62;

const COLOURS = {
  light: '#f0d9b5',
  dark: '#b58863',
  subject: '#e8e35a',
  quiet: '#2e7d32',
  capture: '#c62828',
  whiteFill: '#ffffff',
  blackFill: '#262626',
  ink: '#262626',
} as const;

export function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Pixel number: at most one decimal, no trailing zeros. */
function px(n: number): string {
  return String(Math.round(n * 10) / 10);
}

function origin(d: Diagram, square: string): [number, number] {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square.slice(1)) - 1;
  return [LEFT + file * SQUARE, (d.ranks - 1 - rank) * SQUARE];
}

function centre(d: Diagram, square: string): [string, string] {
  const [x, y] = origin(d, square);
  return [px(x + SQUARE / 2), px(y + SQUARE / 2)];
}

function boardSquares(d: Diagram): string[] {
  const out: string[] = [];
  for (let r = d.ranks - 1; r >= 0; r--) {
    for (let f = 0; f < d.files; f++) {
      const name = `${String.fromCharCode(97 + f)}${r + 1}`;
      const [x, y] = origin(d, name);
      const fill = name === d.subject ? COLOURS.subject : (f + r) % 2 === 0 ? COLOURS.dark : COLOURS.light;
      out.push(`<rect x="${px(x)}" y="${px(y)}" width="${SQUARE}" height="${SQUARE}" fill="${fill}"/>`);
    }
  }
  return out;
}

function coordinates(d: Diagram): string[] {
  const out: string[] = [];
  const style = `font-family="sans-serif" font-size="11" fill="${COLOURS.ink}" text-anchor="middle"`;
  for (let f = 0; f < d.files; f++) {
    out.push(`<text x="${px(LEFT + f * SQUARE + SQUARE / 2)}" y="${px(d.ranks * SQUARE + 13)}" ${style}>${String.fromCharCode(97 + f)}</text>`);
  }
  for (let r = 0; r < d.ranks; r++) {
    out.push(`<text x="${px(LEFT / 2)}" y="${px((d.ranks - 1 - r) * SQUARE + SQUARE / 2 + 4)}" ${style}>${r + 1}</text>`);
  }
  return out;
}

/** A piece as a lettered disc; a taken piece's disc has a red rim (its cross is drawn behind it). */
function piece(d: Diagram, square: string, letter: string, taken: boolean): string {
  const [cx, cy] = centre(d, square);
  const white = letter === letter.toUpperCase();
  const fill = white ? COLOURS.whiteFill : COLOURS.blackFill;
  const ink = white ? COLOURS.ink : COLOURS.whiteFill;
  const rim = taken ? `stroke="${COLOURS.capture}" stroke-width="3"` : `stroke="${COLOURS.ink}" stroke-width="1.5"`;
  return (
    `<g class="piece-${white ? 'white' : 'black'}${taken ? ' piece-taken' : ''}"><circle cx="${cx}" cy="${cy}" r="${px(SQUARE * 0.36)}" fill="${fill}" ${rim}/>` +
    `<text x="${cx}" y="${px(Number(cy) + SQUARE * 0.16)}" font-family="sans-serif" font-weight="bold" font-size="${px(SQUARE * 0.44)}" fill="${ink}" text-anchor="middle">${xmlEscape(letter.toUpperCase())}</text></g>`
  );
}

function quietMark(d: Diagram, square: string): string {
  const [cx, cy] = centre(d, square);
  return `<circle class="mark-quiet" cx="${cx}" cy="${cy}" r="${px(SQUARE * 0.15)}" fill="${COLOURS.quiet}"/>`;
}

function captureMark(d: Diagram, square: string): string {
  const [cx, cy] = centre(d, square);
  return `<circle class="mark-capture" cx="${cx}" cy="${cy}" r="${px(SQUARE * 0.45)}" fill="none" stroke="${COLOURS.capture}" stroke-width="3"/>`;
}

/** A cross from corner to corner of the square: drawn before the pieces, its arms show around the disc. */
function capturedMark(d: Diagram, square: string): string {
  const [x, y] = origin(d, square);
  const a = px(x + 3);
  const b = px(x + SQUARE - 3);
  const c = px(y + 3);
  const e = px(y + SQUARE - 3);
  return `<path class="mark-captured" d="M${a} ${c}L${b} ${e}M${b} ${c}L${a} ${e}" stroke="${COLOURS.capture}" stroke-width="3" stroke-linecap="round"/>`;
}

/** Estimated width of a text: wide enough for any common sans-serif. */
function textWidth(s: string, size: number): number {
  return s.length * size * GLYPH;
}

/** Where the legend's symbols and words start, from its left edge. */
const LEGEND_ITEMS = [
  { x: 0, word: 'move' },
  { x: 50, word: 'capture' },
  { x: 120, word: 'taken' },
] as const;
const LEGEND_WORD = 13;
const LEGEND_WIDTH = LEGEND_ITEMS[2].x + LEGEND_WORD + textWidth(LEGEND_ITEMS[2].word, LEGEND_FONT);
/** The legend's height: the ring's diameter plus its stroke. */
const LEGEND_HEIGHT = 14;

/** The legend, one line, its symbols centred on `y`, starting at `x0`. */
function legend(x0: number, y: number): string {
  const [move, capture, taken] = LEGEND_ITEMS.map((i) => x0 + i.x);
  const t = (x: number, s: string): string =>
    `<text x="${px(x + LEGEND_WORD)}" y="${px(y + 4)}" font-family="sans-serif" font-size="${LEGEND_FONT}" fill="${COLOURS.ink}">${s}</text>`;
  return [
    '<g class="legend">',
    `<circle cx="${px(move + 5)}" cy="${px(y)}" r="4" fill="${COLOURS.quiet}"/>`,
    t(move, LEGEND_ITEMS[0].word),
    `<circle cx="${px(capture + 5)}" cy="${px(y)}" r="5.5" fill="none" stroke="${COLOURS.capture}" stroke-width="2"/>`,
    t(capture, LEGEND_ITEMS[1].word),
    // as on the board: a cross behind a red-rimmed disc
    `<path d="M${px(taken)} ${px(y - 5)}L${px(taken + 10)} ${px(y + 5)}M${px(taken + 10)} ${px(y - 5)}L${px(taken)} ${px(y + 5)}" stroke="${COLOURS.capture}" stroke-width="2"/>`,
    `<circle cx="${px(taken + 5)}" cy="${px(y)}" r="3.5" fill="${COLOURS.whiteFill}" stroke="${COLOURS.capture}" stroke-width="1.5"/>`,
    t(taken, LEGEND_ITEMS[2].word),
    '</g>',
  ].join('');
}

/** The legend alone, as a small SVG (the HTML report shows it once above its diagrams). */
export function legendSvg(): string {
  const width = Math.ceil(LEGEND_WIDTH) + 4;
  const height = LEGEND_HEIGHT + 6;
  return `<svg xmlns="http://www.w3.org/2000/svg" class="legend" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>Legend</title>${legend(2, height / 2)}</svg>`;
}

/** The caption broken into lines of at most `width` characters (a longer word keeps its own line). */
function captionLines(caption: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of caption.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length ? lines : [''];
}

export interface SvgOptions {
  /** Goes on the root element (the HTML report counts them). Default "diagram". */
  readonly className?: string;
  /** Draw the caption and the legend under the board (default true; the report shows them once in HTML). */
  readonly legend?: boolean;
}

/**
 * The picture's width: the board's, widened to hold the legend and the caption's longest word
 * (a 1×1 board is 40 pixels wide, its legend about 160).
 */
function pictureWidth(d: Diagram, withLegend: boolean): number {
  const board = LEFT + d.files * SQUARE + 2;
  if (!withLegend) return board;
  const word = Math.max(0, ...d.caption.split(/\s+/).map((w) => textWidth(w, CAPTION_FONT)));
  return Math.max(board, Math.ceil(LEFT + Math.max(LEGEND_WIDTH, word)) + 4);
}

/** The SVG of a diagram. */
export function diagramSvg(d: Diagram, options: SvgOptions = {}): string {
  const withLegend = options.legend ?? true;
  const width = pictureWidth(d, withLegend);
  const lines = withLegend ? captionLines(d.caption, Math.floor((width - LEFT - 4) / (CAPTION_FONT * GLYPH))) : [];
  const boardHeight = d.ranks * SQUARE + BOTTOM;
  const height = withLegend ? boardHeight + CAPTION + 15 * (lines.length - 1) : boardHeight;
  const captionY = boardHeight + 12;
  const pieces = [...d.pieces].sort((a, b) => (a.square < b.square ? -1 : a.square > b.square ? 1 : 0));
  const taken = new Set(d.captured);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="${xmlEscape(options.className ?? 'diagram')}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${xmlEscape(d.caption)}</title>`,
    ...boardSquares(d),
    ...coordinates(d),
    ...d.quiet.map((s) => quietMark(d, s)),
    // crosses first: the taken pieces' discs and letters are drawn over them
    ...d.captured.map((s) => capturedMark(d, s)),
    ...pieces.map((p) => piece(d, p.square, p.letter, taken.has(p.square))),
    ...d.captures.map((s) => captureMark(d, s)),
    ...lines.map((l, i) => `<text x="${LEFT}" y="${captionY + 15 * i}" font-family="sans-serif" font-size="${CAPTION_FONT}" fill="${COLOURS.ink}">${xmlEscape(l)}</text>`),
    ...(withLegend ? [legend(LEFT, captionY + 15 * lines.length)] : []),
    '</svg>',
  ];
  return `${parts.join('\n')}\n`;
}
