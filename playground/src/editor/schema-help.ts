// Completion and hover for the spec, from schema/variant.schema.json: keys, enum values and each
// key's description, through codemirror-json-schema's YAML support. Problems are not taken from
// it: they come from fairyforge's own loader (lint.ts), so the page says what the CLI says.
import type { Extension } from '@codemirror/state';
import { hoverTooltip } from '@codemirror/view';
import { yamlLanguage } from '@codemirror/lang-yaml';
import { stateExtensions } from 'codemirror-json-schema';
import { yamlCompletion, yamlSchemaHover } from 'codemirror-json-schema/yaml';
import type { JSONSchema7 } from 'json-schema';
import schema from '../../../schema/variant.schema.json';

export function schemaHelp(): Extension {
  return [yamlLanguage.data.of({ autocomplete: yamlCompletion() }), hoverTooltip(yamlSchemaHover()), stateExtensions(schema as unknown as JSONSchema7)];
}
