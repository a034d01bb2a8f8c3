// The hands beside the board: each side's pieces in hand as buttons with a count, the side
// at the top of the board drawn above it. A piece that can be dropped is picked by a click;
// a promotion pool (Interweave's captured pieces) is shown but not clickable.

import type { PositionView } from '../game/position-view.ts';
import { pieceSvg } from './pieces.ts';

export interface HandLook {
  readonly view: PositionView;
  readonly names: ReadonlyMap<string, string>;
  readonly flipped: boolean;
  /** The letters that have a legal drop now. */
  readonly droppable: ReadonlySet<string>;
  readonly selected: string | null;
}

/** Fills the two hand elements (top, bottom); `pick` is called with the letter clicked. */
export function renderHands(elements: readonly [HTMLElement, HTMLElement], look: HandLook, pick: (letter: string) => void): void {
  const { view } = look;
  const colours: [0 | 1, 0 | 1] = look.flipped ? [0, 1] : [1, 0];
  for (const [i, element] of elements.entries()) {
    if (view.handKind === null) {
      element.replaceChildren();
      continue;
    }
    const colour = colours[i];
    const label = document.createElement('span');
    label.className = 'pp-hand-label';
    label.textContent = `${colour === 0 ? 'White' : 'Black'} ${view.handKind === 'hand' ? 'in hand' : 'pool'}:`;
    const buttons = view.hands[colour].map((entry) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'pp-hand-piece';
      b.dataset.hand = entry.letter;
      const name = look.names.get(entry.letter.toLowerCase()) ?? entry.letter;
      b.title = `${name} ×${entry.count}`;
      b.setAttribute('aria-label', b.title);
      b.disabled = view.handKind !== 'hand' || !look.droppable.has(entry.letter);
      if (look.selected === entry.letter) b.dataset.selected = '';
      b.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${pieceSvg({ letter: entry.letter, color: colour, name }, 0, 0, 100)}</svg>`;
      const count = document.createElement('span');
      count.className = 'pp-hand-count';
      count.textContent = String(entry.count);
      b.append(count);
      b.addEventListener('click', () => pick(entry.letter));
      return b;
    });
    element.replaceChildren(label, ...buttons);
  }
}
