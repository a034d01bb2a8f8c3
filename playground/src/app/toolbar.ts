// The toolbar: the variant picker ([data-testid=variant-select], every bundled variant), "new
// from template", and a slot for the share and export controls.
import { BUNDLED_VARIANTS } from '../node-shims/virtual-files.ts';

export interface Toolbar {
  readonly select: HTMLSelectElement;
  /** Shows `name` as picked, or nothing picked (a spec of the user's own). */
  showPicked(name: string | undefined): void;
}

/** The option standing for "a spec of your own" (not a bundled variant). */
const OWN = '';

export function mountToolbar(root: HTMLElement, actions: { pick(name: string): void; template(): void }): Toolbar {
  const select = document.createElement('select');
  select.dataset.testid = 'variant-select';
  select.setAttribute('aria-label', 'Bundled variant');
  const own = new Option('(your spec)', OWN);
  own.disabled = true;
  select.add(own);
  for (const name of BUNDLED_VARIANTS.keys()) select.add(new Option(name, name));
  select.addEventListener('change', () => {
    if (select.value !== OWN) actions.pick(select.value);
  });
  const template = document.createElement('button');
  template.type = 'button';
  template.textContent = 'New from template';
  template.addEventListener('click', () => actions.template());
  root.append(select, template);
  return {
    select,
    showPicked(name) {
      select.value = name !== undefined && BUNDLED_VARIANTS.has(name) ? name : OWN;
    },
  };
}
