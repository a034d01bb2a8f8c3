// The few DOM helpers the engine's panels share. Text is only ever set as textContent, so a
// move text or a message (which may quote a spec's identifiers) never reaches the page as HTML.

/** A new element with a class and, optionally, its text. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** A button that calls `onClick`. */
export function button(text: string, testId: string, onClick: () => void): HTMLButtonElement {
  const b = element('button', 'engine-button', text);
  b.type = 'button';
  b.dataset.testid = testId;
  b.addEventListener('click', onClick);
  return b;
}

/** A count as people read it: 8,902. */
export function grouped(n: number): string {
  return n.toLocaleString('en-US');
}
