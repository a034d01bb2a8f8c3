// The play panel: a game session (../game/) shown on fairyforge's SVG board, with moves by
// click, drag and typing; the hands; the chooser for promotions, fissions and capture
// choices; chains entered landing by landing; undo, redo, flip; the move list, the FEN field,
// the result; the engine toggle; the position as SVG and the game as PGN.

import type { MoveJson, Variant } from '../../../lib/index.ts';
import { origins, step, targets, type Entry, type Target } from '../game/entry.ts';
import { positionView, type PositionView } from '../game/position-view.ts';
import { GameSession } from '../game/session.ts';
import { boardSvg, type BoardLook, type Marks } from './board-svg.ts';
import { BoardView } from './board-view.ts';
import { hideChooser, showChooser } from './chooser.ts';
import { download } from './download.ts';
import { EngineClient } from '../engine/client.ts';
import { clientSeat, type EngineSeat } from './engine-seat.ts';
import { renderHands } from './hands.ts';
import { buildPanel, type PanelElements } from './panel-dom.ts';
import type { PieceLook } from './pieces.ts';
import './style.css';

export interface PlayPanel {
  /** Shows a freshly loaded variant at its start position (or at `fen`). */
  setVariant(variant: Variant, fen?: string): void;
  /** The current position's FEN. */
  readonly fen: string;
  /** Called after every change of position (move, undo, FEN typed). */
  onChange(listener: () => void): void;
}

export interface PlayOptions {
  /** The engine behind the toggle (default: fairyforge in a Web Worker, started when first asked). */
  readonly engine?: EngineSeat;
}

export function mountPlay(root: HTMLElement, options: PlayOptions = {}): PlayPanel {
  const ui = buildPanel(root);
  return new Play(ui, options.engine ?? clientSeat(() => new EngineClient(), () => Number(ui.engineTime.value)));
}

/** The view with a chain's piece standing on its last landing so far (what it takes is only known at the end). */
function midChain(view: PositionView, entry: Entry): PositionView {
  const last = entry.landings.at(-1);
  if (!('square' in entry.origin) || last === undefined || last === entry.origin.square) return view;
  const piece = view.squares.get(entry.origin.square);
  if (piece === undefined) return view;
  const squares = new Map(view.squares);
  squares.delete(entry.origin.square);
  squares.set(last, piece);
  return { ...view, squares };
}

class Play implements PlayPanel {
  readonly #ui: PanelElements;
  readonly #board: BoardView;
  readonly #engine: EngineSeat;
  readonly #listeners: (() => void)[] = [];
  #game: GameSession | null = null;
  #view: PositionView | null = null;
  #entry: Entry | null = null;
  /** A press on the selected piece deselects it on release unless it was dragged. */
  #deselectOnRelease = false;
  #hovered: string | null = null;
  #choosing = false;
  #flipped = false;
  /** The side the engine plays, or null; the engine's move is awaited under this counter so an outdated reply is dropped. */
  #engineSide: 0 | 1 | null = null;
  #engineRequest = 0;

  constructor(ui: PanelElements, engine: EngineSeat) {
    this.#ui = ui;
    this.#engine = engine;
    this.#board = new BoardView(ui.board, { press: (sq) => this.#press(sq), release: (sq, moved) => this.#release(sq, moved), hover: (sq) => this.#hover(sq) });
    ui.undo.addEventListener('click', () => this.#history((g) => g.undo()));
    ui.redo.addEventListener('click', () => this.#history((g) => g.redo()));
    ui.flip.addEventListener('click', () => {
      this.#flipped = !this.#flipped;
      this.#draw();
    });
    ui.exportSvg.addEventListener('click', () => this.#game && download(`${this.#game.variant.name}.svg`, 'image/svg+xml', this.positionSvg()));
    ui.exportPgn.addEventListener('click', () => this.#game && download(`${this.#game.variant.name}.pgn`, 'application/x-chess-pgn', this.#game.pgn()));
    ui.moveInput.addEventListener('keydown', (e) => e.key === 'Enter' && this.#typed(ui.moveInput.value));
    ui.fen.addEventListener('keydown', (e) => e.key === 'Enter' && this.#setFen(ui.fen.value));
    ui.fen.addEventListener('input', () => ui.fen.removeAttribute('aria-invalid'));
    ui.engineLabel.title = `${engine.label} plays the side not to move when this is set`;
    ui.engineToggle.addEventListener('change', () => this.#toggleEngine());
  }

  get fen(): string {
    return this.#game?.fen ?? '';
  }

  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }

  setVariant(variant: Variant, fen?: string): void {
    this.#game = new GameSession(variant);
    if (fen !== undefined) {
      const set = this.#game.setFen(fen);
      this.#say(set.ok ? '' : set.message);
    } else this.#say('');
    this.#changed();
  }

  /** The position as a standalone SVG document (no marks). */
  positionSvg(): string {
    const look = this.#look();
    return look === null ? '' : `<?xml version="1.0" encoding="UTF-8"?>\n${boardSvg(look)}\n`;
  }

  #look(): BoardLook | null {
    if (this.#game === null || this.#view === null) return null;
    return { view: this.#view, names: this.#game.variant.plan.pieces.map((p) => p.name), flipped: this.#flipped };
  }

  #say(text: string): void {
    this.#ui.message.textContent = text;
  }

  /** After every change of position: new view, no move being entered, listeners told, the engine asked. */
  #changed(): void {
    const game = this.#game!;
    this.#view = positionView(game.variant, game.fen);
    this.#entry = null;
    this.#closeChooser();
    this.#draw();
    for (const l of this.#listeners) l();
    this.#maybeEngine();
  }

  #targets(): Target[] {
    return this.#game !== null && this.#entry !== null ? targets(this.#game.moves, this.#entry) : [];
  }

  #draw(): void {
    const game = this.#game;
    const look = this.#look();
    if (game === null || look === null || this.#view === null) return;
    const last = game.played.at(-1)?.move;
    const entry = this.#entry;
    const marks: Marks = {
      selected: entry !== null && 'square' in entry.origin ? entry.origin.square : null,
      landed: entry?.landings ?? [],
      targets: this.#targets(),
      hovered: this.#hovered,
      lastMove: last ? [...(last.from === null ? [] : [last.from]), ...last.landings] : [],
    };
    this.#board.render(entry === null ? look : { ...look, view: midChain(look.view, entry) }, marks);
    const names = new Map(game.variant.plan.pieces.map((p) => [p.letter, p.name]));
    const selectedHand = entry !== null && 'hand' in entry.origin ? entry.origin.hand : null;
    renderHands(this.#ui.hands, { view: this.#view, names, flipped: this.#flipped, droppable: origins(game.moves).hand, selected: selectedHand }, (letter) => this.#pickHand(letter));
    this.#status(game);
  }

  #status(game: GameSession): void {
    const ui = this.#ui;
    ui.fen.value = game.fen;
    ui.fen.removeAttribute('aria-invalid');
    ui.undo.disabled = !game.canUndo;
    ui.redo.disabled = !game.canRedo;
    const result = game.result;
    ui.result.textContent = result.over ? result.text : '';
    ui.turn.textContent = result.over ? 'Game over' : `${this.#view?.side === 1 ? 'Black' : 'White'} to move`;
    const items: HTMLLIElement[] = [];
    const sans = game.sans;
    const blackFirst = game.startFen.split(/\s+/)[1] === 'b';
    const number = Number(game.startFen.split(/\s+/)[5] ?? '1') || 1;
    const plies = blackFirst ? ['…', ...sans] : sans;
    for (let i = 0; i < plies.length; i += 2) {
      const li = document.createElement('li');
      li.value = number + i / 2;
      li.textContent = plies.slice(i, i + 2).join(' ');
      items.push(li);
    }
    ui.moveList.replaceChildren(...items);
    ui.moveList.scrollTop = ui.moveList.scrollHeight;
  }

  #pieceAt(square: string): PieceLook | null {
    const p = this.#view?.squares.get(square);
    if (p === undefined || this.#game === null) return null;
    return { letter: p.letter, color: p.color, name: this.#game.variant.plan.pieces[p.type]?.name ?? p.letter };
  }

  /** The engine is to move: the board waits for its reply. */
  get #engineToMove(): boolean {
    return this.#engineSide !== null && this.#view?.side === this.#engineSide;
  }

  #press(square: string): PieceLook | null {
    const game = this.#game;
    if (game === null || this.#choosing || this.#engineToMove) return null;
    this.#deselectOnRelease = false;
    const entry = this.#entry;
    if (entry !== null && this.#targets().some((t) => t.square === square)) {
      this.#step(entry, square);
      return null;
    }
    const selected = entry !== null && 'square' in entry.origin && entry.landings.length === 0 ? entry.origin.square : null;
    if (selected === square) {
      this.#deselectOnRelease = true;
      return this.#pieceAt(square);
    }
    if (origins(game.moves).squares.has(square)) {
      this.#entry = { origin: { square }, landings: [] };
      this.#draw();
      return this.#pieceAt(square);
    }
    this.#entry = null;
    this.#draw();
    return null;
  }

  #release(square: string | null, moved: boolean): void {
    const entry = this.#entry;
    if (moved && entry !== null && square !== null && this.#targets().some((t) => t.square === square)) this.#step(entry, square);
    else if (!moved && this.#deselectOnRelease) {
      this.#entry = null;
      this.#draw();
    } else this.#draw();
    this.#deselectOnRelease = false;
  }

  #hover(square: string | null): void {
    this.#hovered = square;
    if (this.#entry !== null) this.#draw();
  }

  #pickHand(letter: string): void {
    if (this.#game === null || this.#choosing || this.#engineToMove) return;
    const picked = this.#entry !== null && 'hand' in this.#entry.origin && this.#entry.origin.hand === letter;
    this.#entry = picked ? null : { origin: { hand: letter }, landings: [] };
    this.#draw();
  }

  #step(entry: Entry, square: string): void {
    const game = this.#game!;
    const s = step(game.moves, entry, square);
    if (s.kind === 'move') this.#play(s.move);
    else if (s.kind === 'choose') this.#choose(s.options, false);
    else if (s.kind === 'continue') {
      this.#entry = s.entry;
      this.#draw();
      if (s.stop.length > 0) this.#choose(s.stop, true);
    }
  }

  #choose(options: readonly MoveJson[], canContinue: boolean): void {
    const game = this.#game!;
    this.#choosing = !canContinue;
    const names = new Map(game.variant.plan.pieces.map((p) => [p.letter, p.name]));
    const origin = this.#entry?.origin;
    const mover = origin !== undefined && 'square' in origin ? (this.#view?.squares.get(origin.square)?.letter.toLowerCase() ?? null) : null;
    showChooser(this.#ui.chooser, {
      options,
      canContinue,
      names,
      mover,
      choose: (m) => this.#play(m),
      cancel: () => {
        this.#closeChooser();
        if (!canContinue) this.#entry = null;
        this.#draw();
      },
    });
  }

  #closeChooser(): void {
    this.#choosing = false;
    hideChooser(this.#ui.chooser);
  }

  #play(move: MoveJson): void {
    this.#game!.play(move);
    this.#say('');
    this.#changed();
  }

  #typed(text: string): void {
    if (this.#game === null) return;
    if (this.#engineToMove) return this.#say('The engine is thinking: wait for its move, or untick the engine.');
    const r = this.#game.playText(text);
    if (!r.ok) return this.#say(r.message);
    this.#ui.moveInput.value = '';
    this.#say('');
    this.#changed();
  }

  #setFen(text: string): void {
    if (this.#game === null) return;
    const r = this.#game.setFen(text);
    if (!r.ok) {
      this.#say(r.message);
      this.#ui.fen.setAttribute('aria-invalid', 'true');
      return;
    }
    this.#say('');
    this.#changed();
  }

  #history(f: (g: GameSession) => boolean): void {
    if (this.#game === null || !f(this.#game)) return;
    // stepping back through the game hands both sides to the user until the toggle is set again
    this.#stopEngine();
    this.#changed();
  }

  #toggleEngine(): void {
    if (this.#ui.engineToggle.checked && this.#view !== null) {
      this.#engineSide = this.#view.side === 0 ? 1 : 0;
      this.#maybeEngine();
    } else this.#stopEngine();
  }

  #stopEngine(): void {
    if (this.#engineSide !== null) this.#engine.stop();
    this.#engineSide = null;
    this.#engineRequest++;
    this.#ui.engineToggle.checked = false;
  }

  #maybeEngine(): void {
    const game = this.#game;
    if (game === null || !this.#engineToMove || game.result.over) return;
    const request = ++this.#engineRequest;
    const fen = game.fen;
    this.#ui.turn.textContent = 'Engine thinking…';
    this.#engine.bestMove(game.variant, { startFen: game.startFen, moves: game.played.map((p) => p.move.uci) }).then(
      (uci) => {
        if (request !== this.#engineRequest || this.#game !== game || game.fen !== fen) return;
        if (uci === null) return this.#status(game);
        const move = game.moves.find((m) => m.uci === uci);
        if (move === undefined) return this.#say(`The engine answered "${uci}", which is not a legal move here.`);
        this.#play(move);
      },
      (e: unknown) => request === this.#engineRequest && this.#say(`Engine: ${e instanceof Error ? e.message : String(e)}`),
    );
  }
}
