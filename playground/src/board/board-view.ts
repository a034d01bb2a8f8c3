// The board on the page: the SVG of board-svg.ts in a container, and the pointer turned into
// squares. A press on a square is reported at once (a click moves on press, as on other chess
// sites); a press that may start a drag follows the pointer with the piece and reports where
// it was let go. Squares are found under the pointer by their `data-square` rectangles.

import { boardSvg, type BoardLook, type Marks, NO_MARKS } from './board-svg.ts';
import { pieceSvg, type PieceLook } from './pieces.ts';

export interface BoardInput {
  /** A press on `square`; answers the piece to drag from there, or null. */
  press(square: string): PieceLook | null;
  /** The pointer let go after a press: on `square` (null: off the board), `moved` when it was dragged. */
  release(square: string | null, moved: boolean): void;
  /** The pointer is over `square` (null: off the board), for the removal markers of a target. */
  hover(square: string | null): void;
}

/** Pixels the pointer moves before a press becomes a drag. */
const DRAG_THRESHOLD = 5;

interface Drag {
  readonly from: string;
  readonly piece: PieceLook;
  readonly x: number;
  readonly y: number;
  moved: boolean;
}

export class BoardView {
  readonly element: HTMLElement;
  readonly #ghost: HTMLElement;
  #look: BoardLook | null = null;
  #marks: Marks = NO_MARKS;
  #drag: Drag | null = null;
  #hovered: string | null = null;

  constructor(element: HTMLElement, input: BoardInput) {
    this.element = element;
    this.#ghost = document.createElement('div');
    this.#ghost.className = 'pp-ghost';
    this.#ghost.hidden = true;
    document.body.append(this.#ghost);
    element.addEventListener('pointerdown', (e) => this.#down(e, input));
    element.addEventListener('pointermove', (e) => this.#move(e, input));
    element.addEventListener('pointerup', (e) => this.#up(e, input));
    element.addEventListener('pointercancel', () => this.#cancel());
    element.addEventListener('pointerleave', () => this.#hover(null, input));
  }

  render(look: BoardLook, marks: Marks): void {
    this.#look = look;
    this.#marks = marks;
    this.#draw();
  }

  #draw(): void {
    if (this.#look === null) return;
    const hidden = this.#drag?.moved ? this.#drag.from : null;
    this.element.innerHTML = boardSvg(this.#look, this.#marks, hidden);
  }

  /** The square under a point of the screen, if it is one of this board's. */
  #squareAt(x: number, y: number): string | null {
    const hit = document.elementFromPoint(x, y)?.closest('[data-square]');
    return hit instanceof SVGElement && this.element.contains(hit) ? (hit.dataset.square ?? null) : null;
  }

  #down(e: PointerEvent, input: BoardInput): void {
    if (e.button !== 0) return;
    const square = this.#squareAt(e.clientX, e.clientY);
    if (square === null) return;
    e.preventDefault();
    const piece = input.press(square);
    if (piece === null) return;
    this.#drag = { from: square, piece, x: e.clientX, y: e.clientY, moved: false };
    this.element.setPointerCapture(e.pointerId);
  }

  #move(e: PointerEvent, input: BoardInput): void {
    const drag = this.#drag;
    if (drag !== null) {
      if (!drag.moved && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) > DRAG_THRESHOLD) {
        drag.moved = true;
        this.#showGhost(drag.piece);
        this.#draw();
      }
      if (drag.moved) this.#placeGhost(e.clientX, e.clientY);
    }
    this.#hover(this.#squareAt(e.clientX, e.clientY), input);
  }

  #up(e: PointerEvent, input: BoardInput): void {
    const drag = this.#drag;
    if (drag === null) return;
    this.#drag = null;
    this.#ghost.hidden = true;
    if (this.element.hasPointerCapture(e.pointerId)) this.element.releasePointerCapture(e.pointerId);
    input.release(this.#squareAt(e.clientX, e.clientY), drag.moved);
  }

  #cancel(): void {
    this.#drag = null;
    this.#ghost.hidden = true;
    this.#draw();
  }

  #hover(square: string | null, input: BoardInput): void {
    if (square === this.#hovered) return;
    this.#hovered = square;
    input.hover(square);
  }

  /** The screen size of one square, for the dragged piece. */
  #squarePixels(): number {
    const rect = this.element.querySelector('[data-square]')?.getBoundingClientRect();
    return rect?.width ?? 48;
  }

  #showGhost(piece: PieceLook): void {
    const size = this.#squarePixels();
    this.#ghost.style.width = `${size}px`;
    this.#ghost.style.height = `${size}px`;
    this.#ghost.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${size}" height="${size}">${pieceSvg(piece, 0, 0, 100)}</svg>`;
    this.#ghost.hidden = false;
  }

  #placeGhost(x: number, y: number): void {
    const size = this.#squarePixels();
    this.#ghost.style.transform = `translate(${x - size / 2}px, ${y - size / 2}px)`;
  }
}
