// Each piece's movement diagram, on click: the piece alone near the centre of an empty board
// with enemy pieces where it can capture (compare/diagram.ts's pieceDiagram, the report's own).
import type { Variant } from '../../../lib/variant.ts';
import { pieceDiagram } from '../../../compare/diagram.ts';
import { diagramSvg, legendSvg } from '../../../compare/svg.ts';
import { el, svgFigure } from './dom.ts';

export function showPieces(body: HTMLElement, variant: Variant): void {
  const plan = variant.plan;
  const shown = el('div', 'piece-diagram');
  const buttons = plan.pieces.map((piece) => {
    const button = el('button', 'piece-button', `${piece.letter.toUpperCase()} ${piece.name}`);
    button.type = 'button';
    button.dataset.piece = piece.letter;
    button.addEventListener('click', () => {
      for (const b of buttons) b.setAttribute('aria-pressed', String(b === button));
      const made = pieceDiagram(plan, piece.letter);
      shown.replaceChildren(made.ok ? svgFigure(diagramSvg(made.diagram, { legend: false }), made.diagram.caption) : el('p', 'error', made.error));
    });
    return button;
  });
  body.replaceChildren(el('p', 'note', 'Click a piece: dots are its moves, rings its captures, crosses pieces a capture removes elsewhere.'), svgFigure(legendSvg(), ''), el('div', 'piece-buttons', ...buttons), shown);
}
