// The share controls: [data-testid=share-link], a link to this page holding the spec and the
// board's FEN in its fragment (codec.ts), kept current as the spec or the position changes, with
// a copy button; and "Export YAML", the editor's text as a download.
import { encodeShared, type Shared } from './codec.ts';

/** Quiet time before the link is encoded again (typing changes the text on every key). */
const DEBOUNCE_MS = 250;

export interface ShareControls {
  /** The state to share changed; the link follows shortly. */
  update(shared: Shared): void;
}

/** The page's address without its fragment. */
function pageAddress(): string {
  return location.href.split('#')[0];
}

export function mountShare(root: HTMLElement, current: () => { text: string; name: string }): ShareControls {
  const link = document.createElement('a');
  link.dataset.testid = 'share-link';
  link.textContent = 'Share link';
  link.href = pageAddress();
  link.title = 'This page with the spec and the position in its address';
  const copy = document.createElement('button');
  copy.type = 'button';
  copy.textContent = 'Copy link';
  copy.addEventListener('click', () => {
    navigator.clipboard.writeText(link.href).then(
      () => (copy.textContent = 'Copied'),
      () => (copy.textContent = 'Copy failed: use the link'),
    );
    setTimeout(() => (copy.textContent = 'Copy link'), 2000);
  });
  const exportYaml = document.createElement('button');
  exportYaml.type = 'button';
  exportYaml.textContent = 'Export YAML';
  exportYaml.addEventListener('click', () => {
    const { text, name } = current();
    const url = URL.createObjectURL(new Blob([text], { type: 'text/yaml' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${/^[a-z][a-z0-9_-]*$/.test(name) ? name : 'variant'}.yaml`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  });
  root.append(link, copy, exportYaml);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  return {
    update(shared) {
      clearTimeout(timer);
      link.dataset.pending = '';
      const mine = ++generation;
      // A link opened in this page meanwhile (a changed fragment) is the user's: the address
      // bar keeps it, or the page's hashchange handler would read our fragment instead of theirs.
      const address = location.hash;
      timer = setTimeout(() => {
        void encodeShared(shared).then((fragment) => {
          if (mine !== generation) return;
          link.href = `${pageAddress()}#${fragment}`;
          // the address bar follows too, so a reload or a bookmark keeps the work
          if (location.hash === address) history.replaceState(null, '', `#${fragment}`);
          delete link.dataset.pending;
        });
      }, DEBOUNCE_MS);
    },
  };
}
