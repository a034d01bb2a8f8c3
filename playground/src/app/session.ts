// One editing session: the spec's text is loaded (debounced while typing) and, when it loads,
// becomes the variant on the board and in the understanding panels; when it does not, its
// problems are listed and marked, and the board stays on the last variant that loaded.
import type { Variant } from '../../../lib/variant.ts';
import type { PlayPanel } from '../board/index.ts';
import type { SpecEditor } from '../editor/editor.ts';
import { showDiagnostics } from './diagnostics-list.ts';
import { loadSpec, TEXT_FILE } from './load-spec.ts';

/** Quiet time after the last keystroke before the text is loaded. */
const DEBOUNCE_MS = 300;

export interface SessionParts {
  readonly editor: () => SpecEditor;
  readonly play: PlayPanel;
  readonly diagnostics: HTMLElement;
  /** Called with each variant that loads and the text it came from. */
  readonly onVariant: (variant: Variant, text: string) => void;
}

export class Session {
  #parts: SessionParts;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by every load: a slower earlier load never overwrites a later one. */
  #generation = 0;
  #variant: Variant | undefined;
  #loading: Promise<void> = Promise.resolve();

  constructor(parts: SessionParts) {
    this.#parts = parts;
  }

  /** The last variant that loaded. */
  get variant(): Variant | undefined {
    return this.#variant;
  }

  /** Settles when the latest load has been shown (for a caller that needs the board current). */
  get settled(): Promise<void> {
    return this.#loading;
  }

  /** The user typed: load the text once typing pauses. */
  edited(text: string): void {
    clearTimeout(this.#timer);
    // the problems listed are of an older text until the new one is loaded
    this.#parts.diagnostics.dataset.state = 'pending';
    this.#timer = setTimeout(() => void this.load(text), DEBOUNCE_MS);
  }

  /** Loads `text` now; when it loads, the board shows it at `fen` (if that FEN is legal for it) or at its start. */
  load(text: string, fen?: string): Promise<void> {
    clearTimeout(this.#timer);
    const generation = ++this.#generation;
    this.#parts.diagnostics.dataset.state = 'loading';
    this.#loading = loadSpec(text).then((load) => {
      if (generation !== this.#generation) return;
      const { editor, play, diagnostics } = this.#parts;
      const problems = load.ok ? [] : load.diagnostics;
      showDiagnostics(diagnostics, problems, (line, col) => editor().goTo(line, col));
      editor().showDiagnostics(problems, TEXT_FILE);
      diagnostics.dataset.state = load.ok ? 'ok' : 'error';
      if (!load.ok) return;
      this.#variant = load.variant;
      play.setVariant(load.variant, fen);
      this.#parts.onVariant(load.variant, text);
    });
    return this.#loading;
  }
}
