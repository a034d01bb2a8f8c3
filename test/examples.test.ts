// Every spec's rule diagrams (`examples`), in both engines: from the marked square, the
// piece's legal moves land on exactly the marked squares.

import { basename } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundledSpecFiles } from '../generator/generate.ts';
import type { Engine } from '../runtime/engine.ts';
import type { Example } from '../schema/spec-types.ts';
import { enginePair, loadSpec } from './support.ts';

/** The example's position as a full FEN: the side to move is the piece's colour unless given. */
export function exampleFen(ex: Example): string {
  const fields = ex.fen.trim().split(/\s+/);
  if (fields.length > 1) return ex.fen;
  const side = ex.side ?? pieceColourAt(fields[0], ex.square);
  return `${fields[0]} ${side} - - 0 1`;
}

function pieceColourAt(board: string, square: string): 'w' | 'b' {
  const rows = board.split('/');
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square.slice(1));
  const row = rows[rows.length - rank].replace(/\d+/g, (n) => '.'.repeat(Number(n)));
  const ch = row[file] ?? '.';
  return ch !== '.' && ch === ch.toLowerCase() ? 'b' : 'w';
}

export function destinations(engine: Engine, ex: Example): string[] {
  const r = engine.parseFen(exampleFen(ex), { diagram: true });
  if (!r.ok) throw new Error(`${ex.fen}: ${r.error.message}`);
  return [...new Set(engine.moves(r.pos).filter((m) => m.from === ex.square).map((m) => m.to))].sort();
}

const VARIANTS = bundledSpecFiles().map((f) => basename(f, '.yaml'));

describe.each(VARIANTS)('%s rule diagrams', async (name) => {
  const spec = loadSpec(name);
  const examples = spec.examples ?? [];
  const engines = await enginePair(name);
  test.each(examples.map((ex) => ({ ...ex, label: ex.caption ?? `${ex.square} in ${ex.fen}` })))('$label', (ex) => {
    const want = [...ex.moves].sort();
    expect(destinations(engines.interpreted, ex)).toEqual(want);
    expect(destinations(engines.generated, ex)).toEqual(want);
  });
});
