// Generates docs/spec-format.md, the spec reference, from schema/variant.schema.json: every key's
// type, default, allowed values and text come from the schema, so the reference cannot drift from
// what the validator accepts. Run `npx tsx schema/gen-spec-doc.ts`; a test fails when the committed
// page differs from what this produces (as schema/gen-types.ts does for spec-types.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const schemaPath = fileURLToPath(new URL('./variant.schema.json', import.meta.url));
const outputPath = fileURLToPath(new URL('../docs/spec-format.md', import.meta.url));

/** The part of JSON Schema (draft-07) the variant schema uses. */
export interface Schema {
  description?: string;
  type?: string | string[];
  $ref?: string;
  enum?: unknown[];
  const?: unknown;
  not?: Schema;
  default?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  items?: Schema;
  oneOf?: Schema[];
  discriminator?: { propertyName: string };
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  maxProperties?: number;
  uniqueItems?: boolean;
  tsType?: string;
  definitions?: Record<string, Schema>;
}

const INTRO = `<!-- Code generated from schema/variant.schema.json — DO NOT EDIT. Edit the schema's descriptions, then run \`npx tsx schema/gen-spec-doc.ts\`. -->
# The spec format

A variant is one YAML file in \`variants/\`, checked against the JSON Schema
\`schema/variant.schema.json\`. This page is generated from that schema: every key below, with its
type, default, allowed values and meaning, is the schema's own text. Unknown keys are errors.
How the rules these keys declare are played (castling, hands, FEN, legality, how a game ends) is
told by concept in [rules.md](rules.md); what the validator refuses beyond the schema, and why, in
[validation.md](validation.md).

Orthodox chess, abridged from \`variants/chess.yaml\`:

\`\`\`yaml
name: chess
title: Orthodox chess
board: { files: 8, ranks: 8 }            # 1..16 each
pieces:
  - name: pawn
    letter: p                            # White uppercase in FEN
    pawn: true                           # en passant, promotion, resets the move rule, pawn SAN
    betza: mfWcfFifmnD                   # Betza shorthand ...
  - name: knight
    letter: n
    moves:                               # ... or the canonical structured form
      - { atom: N }                      # W F D N A H C Z G, or a vector [dx, dy]
  - name: rook
    letter: r
    moves:
      - { atom: W, range: 0 }            # 0 = unlimited rider; n = up to n steps
  - { name: king, letter: k, royal: true, betza: K }
  # bishop, queen ...
castling: { king: k, rook: r }
promotion:
  zones: [{ rank: -1, mandatory: true }] # -1 = last rank, -2 = penultimate, 1 = own first rank
  choices: [q, r, b, n]
goal: { type: checkmate, stalemate: draw }
draws: { moveRule: 50, repetition: 3 }
start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
examples:                                # rule diagrams, run as tests in both engines
  - fen: "8/8/8/8/3N4/8/8/8"
    square: d4
    moves: [b3, b5, c2, c6, e2, e6, f3, f5]
\`\`\`

A variant can \`extends: chess\` and state only its differences (see \`variants/berolina.yaml\`);
\`null\` removes an inherited key, \`[]\` empties an inherited list.

Each key is listed as **\`key\`** *(type; constraints; default)*, then its meaning. An object or a
choice of forms has a section of its own, linked from its type; simple value types (a letter, a
square, an identifier) are gathered at the end.
`;

/** The definition a `$ref` names. */
function refName(ref: string): string {
  const m = /^#\/definitions\/(.+)$/.exec(ref);
  if (!m) throw new Error(`unsupported $ref ${ref}`);
  return m[1];
}

/** A GitHub heading anchor for a definition's section (its heading is the bare name). */
function anchor(name: string): string {
  return `#${name.toLowerCase()}`;
}

/** Whether a definition gets a section of its own (an object or a choice) rather than a value-type entry. */
function isSection(def: Schema): boolean {
  return def.type === 'object' || def.oneOf !== undefined || def.properties !== undefined;
}

/** A JSON value as inline code. */
function code(value: unknown): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

/** The type of a schema, in words, with links to the sections of referenced definitions. */
function typeText(s: Schema, defs: Record<string, Schema>): string {
  if (s.$ref) return `[${refName(s.$ref)}](${anchor(refName(s.$ref))})`;
  if (s.tsType) return `\`${s.tsType}\``;
  if (s.const !== undefined) return code(s.const);
  if (s.oneOf) return s.oneOf.map((alt) => typeText(alt, defs)).join(' or ');
  if (s.type === 'array') return s.items ? `list of ${typeText(s.items, defs)}` : 'list';
  if (s.type === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object') {
    return `map of name to ${typeText(s.additionalProperties, defs)}`;
  }
  if (Array.isArray(s.type)) return s.type.join(' or ');
  if (!s.type && s.enum) return [...new Set(s.enum.map((v) => typeof v))].join(' or ');
  return s.type ?? 'any';
}

/** A range "1–16", "at least 1", "at most 26" from a lower and an upper bound. */
function bounds(low: number | undefined, high: number | undefined, unit: string): string[] {
  if (low !== undefined && high !== undefined) return [low === high ? `exactly ${low}${unit}` : `${low}–${high}${unit}`];
  if (low !== undefined) return [`at least ${low}${low === 1 ? unit.replace(/s$/, '') : unit}`];
  if (high !== undefined) return [`at most ${high}${unit}`];
  return [];
}

/** The constraints on a value: allowed values, ranges, lengths, patterns. */
function constraints(s: Schema): string[] {
  const out: string[] = [];
  if (s.enum) out.push(`one of ${s.enum.map(code).join(', ')}`);
  out.push(...bounds(s.minimum, s.maximum, ''));
  if (s.not?.const !== undefined) out.push(`not ${code(s.not.const)}`);
  out.push(...bounds(s.minLength, s.maxLength, ' characters'));
  out.push(...bounds(s.minItems, s.maxItems, ' items'));
  if (s.maxProperties !== undefined) out.push(`at most ${s.maxProperties} entries`);
  if (s.uniqueItems) out.push('no repeats');
  if (s.pattern) out.push(`matching ${code(s.pattern)}`);
  if (s.items && !s.items.$ref) out.push(...constraints(s.items).map((c) => `each ${c}`));
  if (s.propertyNames) out.push(...constraints(s.propertyNames).map((c) => `names ${c}`));
  return out;
}

/** One key of an object: a list item with its type, constraints, default and description, then
 * the keys of an object written in place (not a definition of its own), indented under it. */
function keyEntry(key: string, s: Schema, required: boolean, defs: Record<string, Schema>, indent: string): string[] {
  const facts = [typeText(s, defs), ...constraints(s)];
  if (required) facts.push('required');
  if (s.default !== undefined) facts.push(`default ${code(s.default)}`);
  const text = s.description ?? (s.$ref ? defs[refName(s.$ref)].description : undefined);
  if (!text) throw new Error(`schema key ${key} has no description`);
  const inline = s.properties ? s : s.items?.properties ? s.items : undefined;
  const nested = inline ? objectBody(inline, defs, `${indent}  `) : [];
  return [`${indent}- **\`${key}\`** *(${facts.join('; ')})*. ${text}`, ...nested];
}

/** The body of an object: its keys, in the schema's order. */
function objectBody(s: Schema, defs: Record<string, Schema>, indent = ''): string[] {
  const required = new Set(s.required ?? []);
  return Object.entries(s.properties ?? {}).flatMap(([key, prop]) => keyEntry(key, prop, required.has(key), defs, indent));
}

/** A section for one object or choice definition. */
function section(name: string, def: Schema, defs: Record<string, Schema>): string {
  const lines = [`## ${name}`, ''];
  if (!def.description) throw new Error(`schema definition ${name} has no description`);
  lines.push(def.description, '');
  if (def.oneOf) {
    const tag = def.discriminator ? ` (chosen by \`${def.discriminator.propertyName}\`)` : '';
    lines.push(`One of${tag}: ${def.oneOf.map((alt) => typeText(alt, defs)).join(', ')}.`, '');
  }
  if (def.additionalProperties && typeof def.additionalProperties === 'object') {
    lines.push(`Type: ${typeText(def, defs)}${constraints(def).map((c) => `; ${c}`).join('')}.`, '');
  }
  if (def.default !== undefined) lines.push(`Default: ${code(def.default)}.`, '');
  if (def.properties) lines.push(...objectBody(def, defs), '');
  return lines.join('\n');
}

/** A value type: one list item with its type and constraints. */
function valueEntry(name: string, def: Schema, defs: Record<string, Schema>): string {
  if (!def.description) throw new Error(`schema definition ${name} has no description`);
  const facts = [typeText(def, defs), ...constraints(def)];
  return `- <a id="${name.toLowerCase()}"></a>**${name}** *(${facts.join('; ')})*. ${def.description}`;
}

/** Definitions in the order a reader meets them: breadth-first from the top-level keys. */
function readingOrder(root: Schema, defs: Record<string, Schema>): string[] {
  const seen: string[] = [];
  const queue: Schema[] = [root];
  const visit = (s: Schema | boolean | undefined): void => {
    if (!s || typeof s !== 'object') return;
    if (s.$ref && !seen.includes(refName(s.$ref))) {
      seen.push(refName(s.$ref));
      queue.push(defs[refName(s.$ref)]);
    }
    visit(s.items);
    visit(s.additionalProperties);
    s.oneOf?.forEach(visit);
    Object.values(s.properties ?? {}).forEach(visit);
  };
  while (queue.length > 0) visit(queue.shift());
  return [...seen, ...Object.keys(defs).filter((name) => !seen.includes(name))];
}

/** The full text of docs/spec-format.md. */
export function generateSpecDoc(): string {
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Schema;
  const defs = schema.definitions ?? {};
  const order = readingOrder(schema, defs);
  const parts = [INTRO, '## The variant file', '', schema.description ?? '', '', ...objectBody(schema, defs), ''];
  for (const name of order.filter((n) => isSection(defs[n]))) parts.push(section(name, defs[name], defs));
  parts.push('## Value types', '', ...order.filter((n) => !isSection(defs[n])).map((n) => valueEntry(n, defs[n], defs)), '');
  return parts.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(outputPath, generateSpecDoc());
}
