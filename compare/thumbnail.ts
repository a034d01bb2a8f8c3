// A variant's start position as a small SVG for the report's index and pages: the board in one
// path of dark squares over a light one, each piece a letter in a disc (White light, Black
// dark). One unit per square, so the bytes grow with the pieces, not with the drawing's size;
// deterministic (board order, fixed number formatting).

import { firstField, parseBoardField, planShape } from '../schema/fen-board.ts';
import type { VariantPlan } from '../runtime/plan/variant.ts';
import { xmlEscape } from './svg.ts';

const LIGHT = '#f0d9b5';
const DARK = '#b58863';

/** The dark squares as one path: a unit square per dark square (a1 is dark). */
function darkSquares(files: number, ranks: number): string {
  const parts: string[] = [];
  for (let r = 0; r < ranks; r++) {
    for (let f = 0; f < files; f++) if ((f + r) % 2 === 0) parts.push(`M${f} ${ranks - 1 - r}h1v1h-1z`);
  }
  return parts.join('');
}

/** The start position of `plan`, `width` CSS pixels wide (its height follows the board). */
export function startThumbnail(plan: VariantPlan, width: number, className = 'thumb'): string {
  const { files, ranks } = plan;
  const field = parseBoardField(firstField(plan.startFen).text, planShape(plan));
  const pieces = [...field.pieces].sort((a, b) => a.rank - b.rank || a.file - b.file);
  const height = Math.round((width * ranks) / files);
  const discs = pieces.map((p) => {
    const [x, y] = [p.file + 0.5, ranks - 1 - p.rank + 0.5];
    const white = p.color === 0;
    return `<circle cx="${x}" cy="${y}" r=".42" fill="${white ? '#fff' : '#262626'}" stroke="#262626" stroke-width=".05"/><text x="${x}" y="${y + 0.2}" fill="${white ? '#262626' : '#fff'}">${xmlEscape(p.letter)}</text>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="${className}" width="${width}" height="${height}" viewBox="0 0 ${files} ${ranks}" role="img">`,
    `<title>${xmlEscape(plan.title)}: start position</title>`,
    `<rect width="${files}" height="${ranks}" fill="${LIGHT}"/><path d="${darkSquares(files, ranks)}" fill="${DARK}"/>`,
    `<g font-family="sans-serif" font-size=".55" font-weight="bold" text-anchor="middle">${discs.join('')}</g>`,
    '</svg>',
  ].join('');
}
