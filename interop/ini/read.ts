// Reads Fairy-Stockfish's variants.ini format into sections of located `key = value` entries.
// The grammar: `[name]` or `[name:parent]` opens a section; `key = value` lines belong to the
// section above; a line whose first non-blank character is `;` or `#` is a comment. Values are
// taken verbatim (FSF strips no trailing comment either). An option set twice in one section keeps
// its last value, as FSF's reader does (its own variants.ini does this); the repetition is kept so
// the importer can say so. Everything refused gets a located diagnostic, and a file with any
// diagnostic yields no sections: nothing half-read goes on.

import type { Diagnostic } from '../../schema/diagnostic.ts';
import { quote } from '../../schema/quote.ts';

/** Bounds on what the reader accepts, so that hostile input cannot hang it or fill memory. */
export const INI_LIMITS = { bytes: 4 * 1024 * 1024, sections: 2000, entries: 500, lineChars: 10_000 } as const;

/** One `key = value` line. `line` and `col` are 1-based; `col` is the key's column. */
export interface IniEntry {
  readonly key: string;
  readonly value: string;
  readonly line: number;
  readonly col: number;
}

/** One `[name]` or `[name:parent]` section with its entries in file order. */
export interface IniSection {
  readonly name: string;
  readonly parent?: string;
  readonly line: number;
  readonly entries: readonly IniEntry[];
  /** Options set again further down the section: the later value holds. */
  readonly repeated: readonly Repetition[];
}

/** An option set a second time in one section, at `line`; `first` is the line it was set first. */
export interface Repetition {
  readonly key: string;
  readonly line: number;
  readonly first: number;
}

export type IniReadResult = { ok: true; sections: IniSection[] } | { ok: false; diagnostics: Diagnostic[] };

const SECTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_.+-]{0,59}$/;
const KEY = /^[A-Za-z][A-Za-z0-9]{0,79}$/;
// control and format characters (bidirectional overrides among them) other than tab
const CONTROL = /(?!\t)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Reads ini text; `file` names it in diagnostics. */
export function readIni(text: string, file: string): IniReadResult {
  const problems: Diagnostic[] = [];
  const at = (line: number, col: number, code: string, message: string): void => {
    if (problems.length < 50) problems.push({ file, line, col, code, message });
  };
  if (text.length > INI_LIMITS.bytes) {
    at(1, 1, 'ini-too-large', `the file has more than ${INI_LIMITS.bytes} characters; an ini file is refused above that`);
    return { ok: false, diagnostics: problems };
  }
  const sections: { name: string; parent?: string; line: number; entries: IniEntry[]; repeated: Repetition[]; keys: Map<string, number> }[] = [];
  const names = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  lines.forEach((raw, i) => {
    const line = i + 1;
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text.length > INI_LIMITS.lineChars) return at(line, 1, 'ini-line-too-long', `line longer than ${INI_LIMITS.lineChars} characters`);
    const control = CONTROL.exec(text);
    if (control) return at(line, control.index + 1, 'ini-control-character', `control character U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} in the line`);
    const indent = text.length - text.trimStart().length;
    const body = text.trim();
    if (body === '' || body.startsWith(';') || body.startsWith('#')) return;
    if (body.startsWith('[')) {
      const header = readHeader(body);
      if (typeof header === 'string') return at(line, indent + 1, 'ini-bad-section', header);
      const first = names.get(header.name);
      if (first !== undefined) return at(line, indent + 2, 'ini-duplicate-section', `section ${quote(header.name)} is already defined on line ${first}`);
      if (sections.length >= INI_LIMITS.sections) return at(line, 1, 'ini-too-many-sections', `more than ${INI_LIMITS.sections} sections`);
      names.set(header.name, line);
      sections.push({ ...header, line, entries: [], repeated: [], keys: new Map() });
      return;
    }
    const section = sections.at(-1);
    const eq = body.indexOf('=');
    if (eq < 0) return at(line, indent + 1, 'ini-bad-line', `expected \`key = value\`, a [section] header or a comment, found ${quote(body)}`);
    const key = body.slice(0, eq).trim();
    const value = body.slice(eq + 1).trim();
    if (!KEY.test(key)) return at(line, indent + 1, 'ini-bad-key', `${quote(key)} is not an option name (letters and digits, starting with a letter)`);
    if (!section) return at(line, indent + 1, 'ini-entry-outside-section', `option ${quote(key)} before the first [section] header`);
    if (section.entries.length >= INI_LIMITS.entries) return at(line, indent + 1, 'ini-too-many-entries', `more than ${INI_LIMITS.entries} options in section ${quote(section.name)}`);
    const entry = { key, value, line, col: indent + 1 };
    const earlier = section.keys.get(key);
    if (earlier !== undefined) {
      section.repeated.push({ key, line, first: earlier });
      section.entries[section.entries.findIndex((e) => e.key === key)] = entry;
      return;
    }
    section.keys.set(key, line);
    section.entries.push(entry);
  });
  if (problems.length > 0) return { ok: false, diagnostics: problems };
  return { ok: true, sections: sections.map(({ keys: _keys, ...s }) => s) };
}

/** `[name]` or `[name:parent]`, or why the header is malformed. */
function readHeader(body: string): { name: string; parent?: string } | string {
  if (!body.endsWith(']')) return `section header ${quote(body)} does not end with ]`;
  const inner = body.slice(1, -1).trim();
  const colon = inner.indexOf(':');
  const name = (colon < 0 ? inner : inner.slice(0, colon)).trim();
  const parent = colon < 0 ? undefined : inner.slice(colon + 1).trim();
  if (!SECTION_NAME.test(name)) return `section name ${quote(name)} is not a variant name (letters, digits, _ . + -, at most 60 characters)`;
  if (parent === undefined) return { name };
  if (!SECTION_NAME.test(parent)) return `parent name ${quote(parent)} in section header ${quote(body)} is not a variant name`;
  if (parent === name) return `section ${quote(name)} names itself as its parent`;
  return { name, parent };
}
