// fairyforge's own piece set, drawn here as SVG in a 100×100 box: the six orthodox pieces as
// figures a chess player knows at a glance (a crown with a cross, a crown of five points, a
// tower, a mitre, a horse's head, a pawn), chosen by the piece's name, and every other piece as
// a disc carrying its FEN letter, so fairy pieces are told apart by letter. The piece's name
// is its <title> (shown on hover). Everything from a spec is escaped.

import { xmlEscape } from '../../../compare/svg.ts';

type Figure = 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn';

/** Names that get an orthodox figure: the orthodox names, and the xiangqi names of the same moves. */
const FIGURES: Readonly<Record<string, Figure>> = {
  king: 'king',
  queen: 'queen',
  rook: 'rook',
  chariot: 'rook',
  bishop: 'bishop',
  knight: 'knight',
  horse: 'knight',
  pawn: 'pawn',
  soldier: 'pawn',
};

/** Each figure's shapes; fill and stroke come from the side's colours. */
const SHAPES: Readonly<Record<Figure, string>> = {
  pawn: '<circle cx="50" cy="30" r="13"/><path d="M42 42 H58 L66 78 H34 Z"/><rect x="26" y="78" width="48" height="10" rx="3"/>',
  rook:
    '<path d="M28 88 H72 V78 H66 L62 44 H68 V22 H59 V30 H54 V22 H46 V30 H41 V22 H32 V44 H38 L34 78 H28 Z"/>' +
    '<path d="M38 44 H62" class="line"/>',
  bishop:
    '<circle cx="50" cy="13" r="5"/>' +
    '<path d="M50 18 C40 28 33 40 35 52 C37 61 43 66 50 66 C57 66 63 61 65 52 C67 40 60 28 50 18 Z"/>' +
    '<path d="M45 38 H55 M50 33 V43" class="line"/>' +
    '<path d="M40 66 H60 L62 78 H38 Z"/><rect x="26" y="78" width="48" height="10" rx="3"/>',
  knight:
    '<path d="M34 88 H76 C77 62 72 40 59 28 L57 16 L50 25 L43 17 L41 30 C33 36 25 48 23 58 C21 65 28 70 33 65 C37 61 41 59 48 57 C45 67 38 76 34 88 Z"/>' +
    '<circle cx="43" cy="39" r="3" class="dot"/>',
  queen:
    '<path d="M26 78 L17 36 L29 58 L34 28 L44 54 L50 22 L56 54 L66 28 L71 58 L83 36 L74 78 Z"/>' +
    '<circle cx="17" cy="34" r="5"/><circle cx="34" cy="26" r="5"/><circle cx="50" cy="20" r="5"/><circle cx="66" cy="26" r="5"/><circle cx="83" cy="34" r="5"/>' +
    '<rect x="24" y="78" width="52" height="10" rx="3"/>',
  king:
    '<path d="M50 8 V30 M41 17 H59" fill="none" stroke-width="6"/>' +
    '<path d="M27 80 C16 64 19 48 32 47 C41 46 46 54 50 62 C54 54 59 46 68 47 C81 48 84 64 73 80 Z"/>' +
    '<path d="M50 62 C43 52 43 40 50 32 C57 40 57 52 50 62 Z"/>' +
    '<rect x="24" y="80" width="52" height="9" rx="3"/>',
};

const COLOURS = [
  { fill: '#fdfdfd', stroke: '#1b1b1b', detail: '#1b1b1b' },
  { fill: '#2b2b2b', stroke: '#000000', detail: '#f2f2f2' },
] as const;

/** A piece to draw: its FEN letter (uppercase for White, `+p` for a promoted form), colour and name. */
export interface PieceLook {
  readonly letter: string;
  readonly color: 0 | 1;
  readonly name: string;
}

/** The figure a piece is drawn as, or null for a lettered disc. */
export function figureOf(name: string): Figure | null {
  return Object.hasOwn(FIGURES, name) ? FIGURES[name] : null;
}

/**
 * The piece's SVG, a <g> filling the square at (x, y) of side `size` (board units). The name
 * goes into <title>; letter and name are escaped.
 */
export function pieceSvg(piece: PieceLook, x: number, y: number, size: number, attributes = ''): string {
  const c = COLOURS[piece.color];
  const figure = figureOf(piece.name);
  const k = size / 100;
  const body =
    figure === null
      ? letteredDisc(piece.letter, c)
      : `<g fill="${c.fill}" stroke="${c.stroke}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${details(SHAPES[figure], c)}</g>`;
  return `<g class="piece" transform="translate(${x} ${y}) scale(${k})"${attributes}><title>${xmlEscape(piece.name)}</title>${body}</g>`;
}

/** Inner lines and dots in the detail colour, so they show on a black piece too. */
function details(shapes: string, c: (typeof COLOURS)[number]): string {
  return shapes.replaceAll('class="line"', `fill="none" stroke="${c.detail}"`).replaceAll('class="dot"', `fill="${c.detail}" stroke="none"`);
}

/** A disc with the piece's letter, shown as written in FEN but in capitals (`+P` for a promoted pawn). */
function letteredDisc(letter: string, c: (typeof COLOURS)[number]): string {
  const text = letter.toUpperCase();
  const fontSize = text.length > 1 ? 40 : 52;
  return (
    `<circle cx="50" cy="50" r="38" fill="${c.fill}" stroke="${c.stroke}" stroke-width="4"/>` +
    `<circle cx="50" cy="50" r="31" fill="none" stroke="${c.stroke}" stroke-width="1.5"/>` +
    `<text x="50" y="51" text-anchor="middle" dominant-baseline="central" font-family="Georgia, 'DejaVu Serif', serif" font-weight="bold" font-size="${fontSize}" fill="${c.detail}">${xmlEscape(text)}</text>`
  );
}
