// The board as one SVG document: squares (each a <rect data-square="e2">, which takes the
// clicks), coordinates (files a.. below, ranks 1.. at the left), the pieces, and the marks of a
// move being entered: the selected piece, the landings clicked so far, each legal target (a
// dot, a ring where the move captures) and a cross on every square a capture would empty. The
// same text is the exported position, without the marks. Any size the language allows (16×16).

import type { PositionView } from '../game/position-view.ts';
import { squareName } from '../game/position-view.ts';
import type { Target } from '../game/entry.ts';
import { pieceSvg } from './pieces.ts';
import { xmlEscape } from '../../../compare/svg.ts';

/** Board units per square; the coordinates take a margin of MARGIN units. */
export const UNIT = 100;
const MARGIN = 36;

/** What a move being entered shows on the board. */
export interface Marks {
  readonly selected: string | null;
  readonly landed: readonly string[];
  readonly targets: readonly Target[];
  /** The square under the pointer: when it is a target, only its removals are shown strongly. */
  readonly hovered: string | null;
  /** The squares of the last move played (from and landings). */
  readonly lastMove: readonly string[];
}

export const NO_MARKS: Marks = { selected: null, landed: [], targets: [], hovered: null, lastMove: [] };

export interface BoardLook {
  readonly view: PositionView;
  /** Piece names by type index, for each piece's <title>. */
  readonly names: readonly string[];
  readonly flipped: boolean;
}

const LIGHT = '#ecd9b9';
const DARK = '#ae8a68';

/** Where square (file, rank) is drawn: its top-left corner in board units. */
export function squareOrigin(look: BoardLook, file: number, rank: number): { x: number; y: number } {
  const { files, ranks } = look.view;
  const col = look.flipped ? files - 1 - file : file;
  const row = look.flipped ? rank : ranks - 1 - rank;
  return { x: MARGIN + col * UNIT, y: row * UNIT };
}

export function viewBoxSize(view: PositionView): { width: number; height: number } {
  return { width: MARGIN + view.files * UNIT, height: view.ranks * UNIT + MARGIN };
}

function fileRank(square: string): { file: number; rank: number } {
  return { file: square.charCodeAt(0) - 97, rank: Number(square.slice(1)) - 1 };
}

function at(look: BoardLook, square: string): { x: number; y: number } {
  const { file, rank } = fileRank(square);
  return squareOrigin(look, file, rank);
}

/** A square's hover text: its name, and the piece on it by name (the pieces themselves let the pointer through). */
function squareTitle(look: BoardLook, name: string): string {
  const p = look.view.squares.get(name);
  if (p === undefined) return name;
  return `${name}: ${p.color === 0 ? 'White' : 'Black'} ${look.names[p.type] ?? p.letter}`;
}

function squares(look: BoardLook, lastMove: readonly string[]): string {
  const out: string[] = [];
  for (let rank = 0; rank < look.view.ranks; rank++) {
    for (let file = 0; file < look.view.files; file++) {
      const { x, y } = squareOrigin(look, file, rank);
      const name = squareName(file, rank);
      const fill = (file + rank) % 2 === 0 ? DARK : LIGHT;
      out.push(`<rect data-square="${name}" x="${x}" y="${y}" width="${UNIT}" height="${UNIT}" fill="${fill}"><title>${xmlEscape(squareTitle(look, name))}</title></rect>`);
      if (lastMove.includes(name)) out.push(`<rect x="${x}" y="${y}" width="${UNIT}" height="${UNIT}" fill="#d8c43a" opacity="0.45" pointer-events="none"/>`);
    }
  }
  return out.join('');
}

function coordinates(look: BoardLook): string {
  const { files, ranks } = look.view;
  const out: string[] = [];
  const text = (x: number, y: number, s: string): string => `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="central" font-size="24" font-family="sans-serif" fill="#555">${s}</text>`;
  for (let file = 0; file < files; file++) out.push(text(squareOrigin(look, file, 0).x + UNIT / 2, ranks * UNIT + MARGIN / 2, String.fromCharCode(97 + file)));
  for (let rank = 0; rank < ranks; rank++) out.push(text(MARGIN / 2, squareOrigin(look, 0, rank).y + UNIT / 2, String(rank + 1)));
  return `<g class="coordinates" pointer-events="none">${out.join('')}</g>`;
}

function pieces(look: BoardLook, hidden: string | null): string {
  const out: string[] = [];
  for (const [square, p] of look.view.squares) {
    if (square === hidden) continue;
    const { x, y } = at(look, square);
    out.push(pieceSvg({ letter: p.letter, color: p.color, name: look.names[p.type] ?? p.letter }, x, y, UNIT, ` data-piece="${square}"`));
  }
  return `<g class="pieces" pointer-events="none">${out.join('')}</g>`;
}

function marks(look: BoardLook, m: Marks): string {
  const out: string[] = [];
  const centre = (sq: string): { cx: number; cy: number } => {
    const { x, y } = at(look, sq);
    return { cx: x + UNIT / 2, cy: y + UNIT / 2 };
  };
  if (m.selected !== null) {
    const { x, y } = at(look, m.selected);
    out.push(`<rect x="${x + 3}" y="${y + 3}" width="${UNIT - 6}" height="${UNIT - 6}" fill="none" stroke="#2a7de1" stroke-width="6" data-selected="${m.selected}"/>`);
  }
  for (const sq of m.landed) {
    const { cx, cy } = centre(sq);
    out.push(`<circle cx="${cx}" cy="${cy}" r="20" fill="#2a7de1" opacity="0.7" data-landed="${sq}"/>`);
  }
  const removals = new Map<string, boolean>();
  const hovered = m.targets.some((t) => t.square === m.hovered) ? m.hovered : null;
  for (const t of m.targets) {
    const { cx, cy } = centre(t.square);
    const capturing = t.removes.length + t.mayRemove.length > 0;
    out.push(capturing
      ? `<circle cx="${cx}" cy="${cy}" r="42" fill="none" stroke="#1e6b2e" stroke-width="7" opacity="0.75" data-target="${t.square}"/>`
      : `<circle cx="${cx}" cy="${cy}" r="14" fill="#1e6b2e" opacity="0.6" data-target="${t.square}"/>`);
    const strong = hovered === null || hovered === t.square;
    for (const r of [...t.removes, ...t.mayRemove]) removals.set(r, (removals.get(r) ?? false) || strong);
  }
  for (const [sq, strong] of removals) {
    const { cx, cy } = centre(sq);
    const d = 26;
    out.push(`<path d="M${cx - d} ${cy - d} L${cx + d} ${cy + d} M${cx + d} ${cy - d} L${cx - d} ${cy + d}" stroke="#c62828" stroke-width="9" stroke-linecap="round" opacity="${strong ? 0.9 : 0.3}" data-removes="${sq}"/>`);
  }
  return `<g class="marks" pointer-events="none">${out.join('')}</g>`;
}

/** The whole board as SVG text; `hidden` is a square whose piece is being dragged (drawn at the pointer instead). */
export function boardSvg(look: BoardLook, m: Marks = NO_MARKS, hidden: string | null = null): string {
  const { width, height } = viewBoxSize(look.view);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img">` +
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#f7f3ec"/>` +
    squares(look, m.lastMove) +
    coordinates(look) +
    pieces(look, hidden) +
    marks(look, m) +
    `</svg>`
  );
}
