// Every spec's rule diagrams (`examples`), in both engines: from the marked square, the
// piece's legal moves land on exactly the marked squares.

import { basename } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundledSpecFiles } from '../../generator/generate.ts';
import { Engine } from '../../runtime/use/engine.ts';
import type { Example } from '../../schema/spec-types.ts';
import { enginePair, loadSpec } from '../support.ts';

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
  // a promoted form (`+P`) is one piece: its colour is its letter's
  const row = rows[rows.length - rank].replace(/\+/g, '').replace(/\d+/g, (n) => '.'.repeat(Number(n)));
  const ch = row[file] ?? '.';
  return ch !== '.' && ch === ch.toLowerCase() ? 'b' : 'w';
}

/**
 * The squares a diagram marks for the piece on `ex.square`: where its moves land, and for a
 * capture without moving (a Remover), the squares of the pieces it removes.
 */
export function destinations(engine: Engine, ex: Example, quietOnly = false): string[] {
  const r = engine.parseFen(exampleFen(ex), { diagram: true });
  if (!r.ok) throw new Error(`${ex.fen}: ${r.error.message}`);
  const moves = engine.moves(r.pos).filter((m) => m.from === ex.square && (!quietOnly || m.captures.length === 0));
  return [...new Set(moves.flatMap((m) => (m.to === m.from ? m.captures : [m.to])))].sort();
}

/** The same engine kind for the plan without mandatory capture, for diagrams that show movement only. */
function withoutMandatoryCapture(engine: Engine): Engine {
  return new Engine({ ...engine.plan, mandatoryCapture: false }, () => engine.gen);
}

const VARIANTS = bundledSpecFiles().map((f) => basename(f, '.yaml'));

describe.each(VARIANTS)('%s rule diagrams', async (name) => {
  const spec = loadSpec(name);
  const examples = spec.examples ?? [];
  const engines = await enginePair(name);
  test.each(examples.map((ex) => ({ ...ex, label: ex.caption ?? `${ex.square} in ${ex.fen}` })))('$label', (ex) => {
    const want = [...ex.moves].sort();
    for (const engine of [engines.interpreted, engines.generated]) {
      if (ex.ignoreMandatoryCapture) {
        // the diagram shows movement; the rules' legal moves there are captures only
        expect(destinations(withoutMandatoryCapture(engine), ex, true)).toEqual(want);
        const r = engine.parseFen(exampleFen(ex), { diagram: true });
        if (!r.ok) throw new Error(r.error.message);
        const legal = engine.moves(r.pos).filter((m) => m.from === ex.square);
        expect(legal.length).toBeGreaterThan(0);
        expect(legal.every((m) => m.captures.length > 0)).toBe(true);
      } else {
        expect(destinations(engine, ex)).toEqual(want);
      }
    }
  });
});
