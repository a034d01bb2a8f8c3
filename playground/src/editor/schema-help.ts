// Completion and hover for the spec, from schema/variant.schema.json: keys, enum values and each
// key's description, through codemirror-json-schema's YAML support. Problems are not taken from
// it: they come from fairyforge's own loader (lint.ts), so the page says what the CLI says.
import type { CompletionSource } from '@codemirror/autocomplete';
import { yamlLanguage } from '@codemirror/lang-yaml';
import type { Extension } from '@codemirror/state';
import { hoverTooltip, type EditorView, type Tooltip } from '@codemirror/view';
import * as jsonSchema from 'codemirror-json-schema';
import * as yamlSchema from 'codemirror-json-schema/yaml';
import { SCHEMA_TEXT } from '../node-shims/virtual-files.ts';

/**
 * The package's functions, typed here: its declaration files import each other without file
 * extensions, which TypeScript's NodeNext resolution does not follow, so they arrive untyped.
 */
const { stateExtensions } = jsonSchema as unknown as { stateExtensions(schema: object): Extension[] };
const { yamlCompletion, yamlSchemaHover } = yamlSchema as unknown as {
  yamlCompletion(): CompletionSource;
  yamlSchemaHover(): (view: EditorView, pos: number, side: -1 | 1) => Promise<Tooltip | null>;
};

export function schemaHelp(): Extension {
  return [yamlLanguage.data.of({ autocomplete: yamlCompletion() }), hoverTooltip(yamlSchemaHover()), stateExtensions(JSON.parse(SCHEMA_TEXT) as object)];
}
