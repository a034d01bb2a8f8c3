// The top of a generated module: what it exports about its variant (name, board, pieces,
// squares, codes, directions), and the masks of the regions its move nodes are bound to.

import { VariableDeclarationKind, type SourceFile } from 'ts-morph';
import { regionMailbox } from '../../runtime/rules/confinement.ts';
import { pieceCode } from '../../runtime/board/pieces.ts';
import type { NodeRegion } from '../../runtime/plan/moves.ts';
import type { VariantPlan } from '../../runtime/plan/variant.ts';
import type { VariantTables } from '../../runtime/tables/tables.ts';
import { commentText, pascalIdentifier, stringLiteral } from '../escape.ts';
import { planFingerprint } from '../fingerprint.ts';
import type { RegionNames } from './attacks.ts';
import { COLOR_NAMES } from './names.ts';

/** The exported constants describing the variant, and the types of its piece and square names. */
export function addExports(file: SourceFile, plan: VariantPlan, t: VariantTables): void {
  const names = plan.pieces.map((p) => stringLiteral(p.name));
  const squares = Array.from(t.geo.squares, (sq) => stringLiteral(t.geo.name(sq)));
  const directions = plan.pieces.map(
    (p) => `${stringLiteral(p.name)}: [${p.moves.map((n) => `[${n.vectors.map(([x, y]) => `[${x}, ${y}]`).join(', ')}]`).join(', ')}]`,
  );
  const codes = plan.pieces.flatMap((p, type) =>
    [0, 1].map((c) => `${COLOR_NAMES[c]}${pascalIdentifier(p.name)}: ${pieceCode(type, c)}`),
  );
  const constants: [string, string, string][] = [
    ['VARIANT', stringLiteral(plan.name), 'The variant this engine was generated for.'],
    ['PLAN_FINGERPRINT', stringLiteral(planFingerprint(plan)), 'Fingerprint of the plan, to detect an engine older than its spec.'],
    ['FILES', String(plan.files), 'Board width.'],
    ['RANKS', String(plan.ranks), 'Board height.'],
    ['STRIDE', String(t.geo.stride), 'Mailbox row length.'],
    ['MAILBOX_SIZE', String(t.geo.size), 'Mailbox length.'],
    ['PIECE_NAMES', `[${names.join(', ')}] as const`, 'Piece names in plan order.'],
    ['SQUARES', `[${squares.join(', ')}] as const`, 'Square names in board order (a1, b1, ...).'],
    ['PIECE_CODES', `{ ${codes.join(', ')} } as const`, 'Piece codes on the mailbox, by colour and piece.'],
    ['DIRECTIONS', `{ ${directions.join(', ')} } as const`, "Each piece's move nodes as direction vectors (White's view)."],
  ];
  for (const [name, initializer, doc] of constants) {
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [{ name, initializer }],
      docs: [doc],
    });
  }
  file.addTypeAliases([
    { isExported: true, name: 'PieceName', type: '(typeof PIECE_NAMES)[number]' },
    { isExported: true, name: 'Square', type: '(typeof SQUARES)[number]' },
  ]);
}

/** The regions the plan's move nodes are bound to, by name, in the order first used. */
function regionsOf(plan: VariantPlan): NodeRegion[] {
  const out = new Map<string, NodeRegion>();
  for (const node of plan.pieces.flatMap((p) => p.moves)) {
    for (const r of [node.to, node.from]) if (r && !out.has(r.name)) out.set(r.name, r);
  }
  return [...out.values()];
}

/** One mask constant per (region, colour) that a move node is bound to; returns their names. */
export function addRegionConstants(file: SourceFile, t: VariantTables): RegionNames {
  const regions = regionsOf(t.plan);
  const name = (i: number, color: number): string => `REGION_${i}_${COLOR_NAMES[color].toUpperCase()}`;
  regions.forEach((region, i) => {
    for (const color of [0, 1]) {
      file.addVariableStatement({
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: name(i, color), initializer: `squareSet(MAILBOX_SIZE, [${regionMailbox(t.geo, region, color).join(', ')}])` }],
        docs: [`Region ${commentText(region.name)} for ${COLOR_NAMES[color]}: 1 on its mailbox squares.`],
      });
    }
  });
  return (region, color) => name(regions.findIndex((r) => r.name === region.name), color);
}
