// The play panel (first, minimal version, written by the app so the page works; the board
// helper replaces it with the SVG board, moves, hands and the engine): the position's squares
// with `data-square` and piece letters, and the FEN input (Enter sets a typed FEN).
import type { Variant } from '../../../lib/variant.ts';
import { firstField, parseBoardField, planShape } from '../../../schema/fen-board.ts';

export interface PlayPanel {
  /** Shows a freshly loaded variant at its start position (or at `fen`). */
  setVariant(variant: Variant, fen?: string): void;
  /** The current position's FEN. */
  readonly fen: string;
  /** Called after every change of position (move, undo, FEN typed). */
  onChange(listener: () => void): void;
}

/** The square's name: files a.., ranks 1.. */
function squareName(file: number, rank: number): string {
  return `${String.fromCharCode(97 + file)}${rank + 1}`;
}

export function mountPlay(root: HTMLElement): PlayPanel {
  const board = document.createElement('div');
  board.dataset.testid = 'board';
  board.className = 'board';
  const fenInput = document.createElement('input');
  fenInput.dataset.testid = 'fen';
  fenInput.className = 'fen';
  fenInput.spellcheck = false;
  fenInput.setAttribute('aria-label', 'FEN');
  const result = document.createElement('div');
  result.dataset.testid = 'result';
  const engine = document.createElement('label');
  const toggle = document.createElement('input');
  toggle.type = 'checkbox';
  toggle.dataset.testid = 'engine-toggle';
  toggle.disabled = true;
  engine.append(toggle, ' engine');
  root.replaceChildren(board, fenInput, result, engine);

  let variant: Variant | undefined;
  let fen = '';
  const listeners: (() => void)[] = [];

  const draw = (): void => {
    if (!variant) return;
    const plan = variant.plan;
    const field = parseBoardField(firstField(fen).text, planShape(plan));
    const at = new Map(field.pieces.map((p) => [squareName(p.file, p.rank), p.letter]));
    board.style.gridTemplateColumns = `repeat(${plan.files}, 1fr)`;
    const squares: HTMLElement[] = [];
    for (let rank = plan.ranks - 1; rank >= 0; rank--) {
      for (let file = 0; file < plan.files; file++) {
        const sq = document.createElement('div');
        const name = squareName(file, rank);
        sq.dataset.square = name;
        sq.className = (file + rank) % 2 === 0 ? 'sq dark' : 'sq light';
        sq.textContent = at.get(name) ?? '';
        squares.push(sq);
      }
    }
    board.replaceChildren(...squares);
    fenInput.value = fen;
  };

  const setFen = (next: string): void => {
    fen = next;
    draw();
    for (const l of listeners) l();
  };

  fenInput.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' || !variant) return;
    const check = variant.parseFen(fenInput.value);
    result.textContent = check.ok ? '' : `${check.field}: ${check.message}`;
    if (check.ok) setFen(check.fen);
  });

  return {
    setVariant(v, at) {
      variant = v;
      result.textContent = '';
      setFen(at !== undefined && v.parseFen(at).ok ? at : v.startFen);
    },
    get fen() {
      return fen;
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
