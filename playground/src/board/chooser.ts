// The chooser: when the squares entered fit several moves, one button per move — the piece a
// pawn promotes to, the part of a compound that moves away (fission), or the set of pieces
// taken — and a cancel button. While a chain may go on, the same box offers to end the move.

import type { MoveJson } from '../../../lib/index.ts';
import { choiceKind } from '../game/entry.ts';
import { pieceSvg } from './pieces.ts';

const QUESTION = {
  promotion: 'Promote to',
  fission: 'Which part moves',
  captures: 'Which pieces to take',
} as const;

export interface ChooserRequest {
  readonly options: readonly MoveJson[];
  /** The move may also go on: the box says so and "Go on" keeps the board's targets. */
  readonly canContinue: boolean;
  /** Piece names by lowercase letter. */
  readonly names: ReadonlyMap<string, string>;
  /** The moving piece's letter (lowercase), to tell a compound moving whole from a part moving away. */
  readonly mover: string | null;
  readonly choose: (move: MoveJson) => void;
  readonly cancel: () => void;
}

export function showChooser(element: HTMLElement, request: ChooserRequest): void {
  const kind = choiceKind(request.options);
  const question = document.createElement('p');
  question.textContent = request.canContinue ? 'End the move here, or click the next landing' : QUESTION[kind];
  const buttons = request.options.map((m) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'pp-choice';
    b.dataset.uci = m.uci;
    const letter = kind === 'promotion' && m.promotion !== null ? m.promotion : m.piece;
    const name = request.names.get(letter.toLowerCase()) ?? letter;
    const colour = letter === letter.toUpperCase() ? 0 : 1;
    const label = kind === 'captures' ? `${m.san} (takes ${m.captures.join(', ') || 'nothing'})` : kind === 'fission' ? fissionLabel(m, name, request.mover) : `${name} — ${m.san}`;
    b.title = label;
    b.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${pieceSvg({ letter, color: colour, name }, 0, 0, 100)}</svg>`;
    b.append(label);
    b.addEventListener('click', () => request.choose(m));
    return b;
  });
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.className = 'pp-button';
  cancel.dataset.testid = 'chooser-cancel';
  cancel.textContent = request.canContinue ? 'Go on' : 'Cancel';
  cancel.addEventListener('click', request.cancel);
  element.replaceChildren(question, ...buttons, cancel);
  element.hidden = false;
  element.onkeydown = (e) => e.key === 'Escape' && request.cancel();
  buttons[0]?.focus();
}

/** A fission's option: the compound moving whole, or one part moving away and the rest staying. */
function fissionLabel(m: MoveJson, name: string, mover: string | null): string {
  return m.piece.toLowerCase() === mover ? `the whole ${name} — ${m.san}` : `the ${name} moves away — ${m.san}`;
}

export function hideChooser(element: HTMLElement): void {
  element.hidden = true;
  element.replaceChildren();
}
