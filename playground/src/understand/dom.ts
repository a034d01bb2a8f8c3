// Small DOM builders for the understanding panels. Text from a spec (names, titles, captions)
// only ever goes in through textContent; the one string set as markup is an SVG diagram from
// compare/svg.ts, which escapes every piece of spec text it draws (`xmlEscape`).

/** An element with a class and text children (text set as text, never as HTML). */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className !== '') e.className = className;
  e.append(...children);
  return e;
}

/** A figure holding a diagram's SVG (from compare/svg.ts's diagramSvg, escaped there). */
export function svgFigure(svg: string, caption: string): HTMLElement {
  const figure = el('figure', 'diagram');
  figure.innerHTML = svg;
  figure.append(el('figcaption', '', caption));
  return figure;
}

/** A collapsible panel with a heading; returns the panel and its body. */
export function panel(title: string, open = false): { panel: HTMLDetailsElement; body: HTMLElement } {
  const details = el('details', 'panel');
  details.open = open;
  const body = el('div', 'panel-body');
  details.append(el('summary', '', title), body);
  return { panel: details, body };
}
