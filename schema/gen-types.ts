// Generates schema/spec-types.ts from schema/variant.schema.json, so the schema stays the single
// source of truth for the spec's shape (json-schema-to-typescript, then a few derived aliases and
// the closed vocabularies as `as const` tuples). Run `npx tsx schema/gen-types.ts`; a test fails
// when the committed file differs from what this produces.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const schemaPath = fileURLToPath(new URL('./variant.schema.json', import.meta.url));
const outputPath = fileURLToPath(new URL('./spec-types.ts', import.meta.url));

const HEADER = `// Code generated from schema/variant.schema.json — DO NOT EDIT. Run \`npx tsx schema/gen-types.ts\`.
// The types of a variant file (VariantFile) and of a loaded variant (VariantSpec: \`extends\`
// resolved, so board, pieces and start are present). Defaults are documented on each field.
`;

interface Definitions {
  definitions: Record<string, { enum?: string[] }>;
}

/** A closed vocabulary of the schema as an `as const` tuple, typed against its generated union. */
function vocabulary(schema: Definitions, constName: string, definition: string, typeName: string): string {
  const values = schema.definitions[definition]?.enum;
  if (!values) throw new Error(`schema has no enum at definitions.${definition}`);
  const list = values.map((v) => `'${v}'`).join(', ');
  return `export const ${constName} = [${list}] as const satisfies readonly ${typeName}[];\n`;
}

const TAIL = `
/** What a move may do on its destination square. */
export type MoveMode = NonNullable<MoveSpec['mode']>;
/** How a move captures. */
export type CaptureMode = NonNullable<MoveSpec['capture']>;
/** The kinds of goal. */
export type GoalType = Goal['type'];
/** The result for a stalemated side. */
export type StalemateResult = NonNullable<Goal['stalemate']>;

/**
 * A loaded variant: \`extends\` resolved (pieces merged by name, \`removePieces\` applied,
 * examples not inherited), so the fields required "unless inherited" are present.
 * Optional fields keep their schema defaults implicit.
 */
export type VariantSpec = Omit<VariantFile, 'extends' | 'removePieces' | 'board' | 'pieces' | 'start'> & {
  board: Board;
  pieces: PieceSpec[];
  start: string;
};
`;

/** The full text of schema/spec-types.ts. */
export async function generateSpecTypes(): Promise<string> {
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as JSONSchema & Definitions;
  const body = await compile(schema, 'VariantFile', {
    bannerComment: '',
    additionalProperties: false,
    unknownAny: true,
    ignoreMinAndMaxItems: true,
    format: true,
    style: { singleQuote: true, printWidth: 110 },
  });
  const vocabularies = [
    vocabulary(schema, 'ATOM_LETTERS', 'atomLetter', 'AtomLetter'),
    vocabulary(schema, 'DIRECTIONS', 'direction', 'Direction'),
    vocabulary(schema, 'MOVE_MODES', 'mode', 'MoveMode'),
    vocabulary(schema, 'CAPTURE_MODES', 'captureMode', 'CaptureMode'),
    vocabulary(schema, 'STALEMATE_RESULTS', 'stalemate', 'StalemateResult'),
  ].join('');
  return `${HEADER}\n${body.trim()}\n${TAIL}\n${vocabularies}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(outputPath, await generateSpecTypes());
}
