// A Diagram as SVG, in the manner of the rule pages' diagrams: a chequered board with file
// and rank names, pieces as letters in discs (White light, Black dark), the moving piece's
// square highlighted, quiet destinations as dots, capture destinations as rings and pieces a
// capture removes elsewhere crossed out. Deterministic bytes: no ids, no dates, fixed
// number formatting, elements in board order.

import type { Diagram } from './diagram.ts';

const SQUARE = 40;
const LEFT = 18;
const BOTTOM = 18;
const CAPTION = 34;

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

function piece(d: Diagram, square: string, letter: string): string {
  const [cx, cy] = centre(d, square);
  const white = letter === letter.toUpperCase();
  const fill = white ? COLOURS.whiteFill : COLOURS.blackFill;
  const ink = white ? COLOURS.ink : COLOURS.whiteFill;
  return (
    `<g class="piece-${white ? 'white' : 'black'}"><circle cx="${cx}" cy="${cy}" r="${px(SQUARE * 0.36)}" fill="${fill}" stroke="${COLOURS.ink}" stroke-width="1.5"/>` +
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

function capturedMark(d: Diagram, square: string): string {
  const [x, y] = origin(d, square);
  const a = px(x + 6);
  const b = px(x + SQUARE - 6);
  const c = px(y + 6);
  const e = px(y + SQUARE - 6);
  return `<path class="mark-captured" d="M${a} ${c}L${b} ${e}M${b} ${c}L${a} ${e}" stroke="${COLOURS.capture}" stroke-width="3" stroke-linecap="round"/>`;
}

function legend(y: number): string {
  const t = (x: number, s: string): string => `<text x="${px(x)}" y="${px(y + 4)}" font-family="sans-serif" font-size="11" fill="${COLOURS.ink}">${s}</text>`;
  return [
    `<circle cx="${LEFT + 5}" cy="${y}" r="4" fill="${COLOURS.quiet}"/>`,
    t(LEFT + 12, 'move'),
    `<circle cx="${LEFT + 55}" cy="${y}" r="5" fill="none" stroke="${COLOURS.capture}" stroke-width="2"/>`,
    t(LEFT + 63, 'capture'),
    `<path d="M${LEFT + 117} ${y - 4}L${LEFT + 125} ${y + 4}M${LEFT + 125} ${y - 4}L${LEFT + 117} ${y + 4}" stroke="${COLOURS.capture}" stroke-width="2"/>`,
    t(LEFT + 130, 'taken'),
  ].join('');
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

/** The SVG of a diagram; `className` goes on the root element (the HTML report counts them). */
export function diagramSvg(d: Diagram, className = 'diagram'): string {
  const width = LEFT + d.files * SQUARE + 2;
  const lines = captionLines(d.caption, Math.floor((width - LEFT) / 6.5));
  const height = d.ranks * SQUARE + BOTTOM + CAPTION + 15 * (lines.length - 1);
  const captionY = d.ranks * SQUARE + BOTTOM + 12;
  const pieces = [...d.pieces].sort((a, b) => (a.square < b.square ? -1 : a.square > b.square ? 1 : 0));
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="${xmlEscape(className)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${xmlEscape(d.caption)}</title>`,
    ...boardSquares(d),
    ...coordinates(d),
    ...d.quiet.map((s) => quietMark(d, s)),
    ...pieces.map((p) => piece(d, p.square, p.letter)),
    ...d.captures.map((s) => captureMark(d, s)),
    ...d.captured.map((s) => capturedMark(d, s)),
    ...lines.map((l, i) => `<text x="${LEFT}" y="${captionY + 15 * i}" font-family="sans-serif" font-size="12" fill="${COLOURS.ink}">${xmlEscape(l)}</text>`),
    legend(captionY + 15 * lines.length),
    '</svg>',
  ];
  return `${parts.join('\n')}\n`;
}
