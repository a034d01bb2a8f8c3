// The frame every HTML page fairyforge writes shares (the bundled report's pages, compare/page.ts,
// and a comparison, compare/html.ts): one self-contained document, UTF-8, scaled to the screen's
// width, its style inline. No scripts, no external files, no dates: the same input gives the
// same bytes.

import { xmlEscape } from './svg.ts';

/** A whole HTML document: `title` (escaped here), `style` (a style sheet), `body` (lines of HTML). */
export function htmlDocument(title: string, style: string, body: readonly string[]): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${xmlEscape(title)}</title>`,
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    ...body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
