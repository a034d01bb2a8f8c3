// The problems list ([data-testid=diagnostics]): one item per diagnostic, `line:col: message`
// as the CLI words it; clicking one puts the editor's cursor there. Text only (never HTML).
import type { Diagnostic } from '../../../schema/diagnostic.ts';
import { diagnosticText, TEXT_FILE } from './load-spec.ts';

export function showDiagnostics(list: HTMLElement, diagnostics: readonly Diagnostic[], goTo: (line: number, col: number) => void): void {
  list.replaceChildren(
    ...diagnostics.map((d) => {
      const item = document.createElement('li');
      item.textContent = diagnosticText(d);
      item.title = d.code;
      item.dataset.code = d.code;
      if (d.file === TEXT_FILE) {
        item.tabIndex = 0;
        item.classList.add('jump');
        item.addEventListener('click', () => goTo(d.line, d.col));
        item.addEventListener('keydown', (e) => {
          if (e.key === 'Enter') goTo(d.line, d.col);
        });
      }
      return item;
    }),
  );
}
