// codemirror-json-schema's utils/markdown for the playground: the schema's descriptions shown as
// escaped text. The original renders them with markdown-it and loads shiki (its grammars, themes
// and a WebAssembly regex engine) at start-up, which more than doubled the page's code.

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `markdown` as HTML text: escaped, with `code` spans kept as code. */
export function renderMarkdown(markdown: string, _inline = true): string {
  const escaped = String(markdown).replace(/[&<>"']/g, (c) => ESCAPES[c]);
  return escaped.replace(/`([^`]+)`/g, '<code>$1</code>');
}
