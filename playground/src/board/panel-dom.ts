// The play panel's elements, built once: the toolbar (undo, redo, flip, exports, engine
// toggle), the board between the two hands, the chooser, the typed-move and FEN inputs, the
// move list, the result and a message line. The `data-testid`s are the page's test contract.

export interface PanelElements {
  readonly board: HTMLElement;
  /** The hands: the one drawn above the board, then the one below. */
  readonly hands: readonly [HTMLElement, HTMLElement];
  readonly chooser: HTMLElement;
  readonly undo: HTMLButtonElement;
  readonly redo: HTMLButtonElement;
  readonly flip: HTMLButtonElement;
  readonly exportSvg: HTMLButtonElement;
  readonly exportPgn: HTMLButtonElement;
  readonly engineToggle: HTMLInputElement;
  readonly engineLabel: HTMLElement;
  /** The engine's time per move, in milliseconds. */
  readonly engineTime: HTMLSelectElement;
  readonly moveInput: HTMLInputElement;
  readonly fen: HTMLInputElement;
  readonly moveList: HTMLOListElement;
  readonly result: HTMLElement;
  readonly turn: HTMLElement;
  readonly message: HTMLElement;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, testid?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = className;
  if (testid !== undefined) e.dataset.testid = testid;
  return e;
}

function button(text: string, testid: string, title: string): HTMLButtonElement {
  const b = el('button', 'pp-button', testid);
  b.type = 'button';
  b.textContent = text;
  b.title = title;
  return b;
}

export function buildPanel(root: HTMLElement): PanelElements {
  const undo = button('◀ Undo', 'undo', 'Take back the last move');
  const redo = button('Redo ▶', 'redo', 'Play the move taken back again');
  const flip = button('⇅ Flip', 'flip', 'Turn the board around');
  const exportSvg = button('SVG', 'export-svg', 'Download the position as SVG');
  const exportPgn = button('PGN', 'export-pgn', 'Download the game as PGN');
  const engineLabel = el('label', 'pp-engine');
  const engineToggle = el('input', '', 'engine-toggle');
  engineToggle.type = 'checkbox';
  engineLabel.append(engineToggle, ' Engine plays the other side');
  const engineTime = el('select', 'pp-engine-time', 'engine-time');
  engineTime.setAttribute('aria-label', 'Engine time per move');
  for (const ms of [200, 500, 1000, 2000, 5000]) engineTime.add(new Option(`${ms / 1000} s a move`, String(ms)));
  engineTime.value = '1000';
  const tools = el('div', 'pp-tools');
  tools.append(undo, redo, flip, exportSvg, exportPgn, engineLabel, engineTime);

  const board = el('div', 'pp-board', 'board');
  board.setAttribute('aria-label', 'Board');
  const hands: [HTMLElement, HTMLElement] = [el('div', 'pp-hand pp-hand-top', 'hand-top'), el('div', 'pp-hand pp-hand-bottom', 'hand-bottom')];
  const chooser = el('div', 'pp-chooser', 'chooser');
  chooser.hidden = true;
  const stage = el('div', 'pp-stage');
  stage.append(hands[0], board, hands[1], chooser);

  const turn = el('div', 'pp-turn', 'turn');
  const result = el('div', 'pp-result', 'result');
  result.setAttribute('role', 'status');
  const status = el('div', 'pp-status');
  status.append(turn, result);

  const moveInput = el('input', 'pp-move-input', 'move-input');
  moveInput.placeholder = 'Type a move (e4, Nf3, g1f3) and Enter';
  moveInput.setAttribute('aria-label', 'Move');
  moveInput.spellcheck = false;
  const fen = el('input', 'pp-fen', 'fen');
  fen.setAttribute('aria-label', 'FEN');
  fen.spellcheck = false;
  const message = el('div', 'pp-message', 'message');
  message.setAttribute('role', 'alert');
  const moveList = el('ol', 'pp-moves', 'move-list');
  moveList.setAttribute('aria-label', 'Moves');

  const side = el('div', 'pp-side');
  side.append(status, moveInput, message, moveList);
  const main = el('div', 'pp-main');
  main.append(stage, side);
  root.replaceChildren(tools, main, fen);
  root.classList.add('pp-panel');
  return { board, hands, chooser, undo, redo, flip, exportSvg, exportPgn, engineToggle, engineLabel, engineTime, moveInput, fen, moveList, result, turn, message };
}
