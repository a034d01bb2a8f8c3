// `fairyforge diagram`: an SVG (or JSON) rule diagram of a piece's moves, of a piece in a FEN, or
// of one of the spec's examples (compare/diagram.ts).

import { exampleDiagram, fenDiagram, pieceDiagram, type DiagramResult } from '../../compare/diagram.ts';
import { diagramSvg } from '../../compare/svg.ts';
import { UserError } from '../errors.ts';
import { checkOut, emit } from '../output-file.ts';
import { loadEngine } from '../variant-source.ts';

export interface DiagramOptions {
  piece?: string;
  square?: string;
  fen?: string;
  example?: number;
  out?: string;
  json?: boolean;
}

export async function diagramCommand(variant: string, opts: DiagramOptions): Promise<number> {
  checkOut(opts.out);
  const loaded = await loadEngine(variant, 'interpreted');
  const { spec, plan, engine } = loaded;
  let made: DiagramResult;
  if (opts.example !== undefined) {
    const examples = spec.examples ?? [];
    const example = examples[opts.example - 1];
    if (!example) throw UserError.usage(`${plan.name} has ${examples.length} example(s); --example must be 1 to ${examples.length}`);
    made = exampleDiagram(engine, example);
  } else if (opts.fen !== undefined) {
    if (opts.piece === undefined && opts.square === undefined) throw UserError.usage('give --piece or --square with --fen');
    made = fenDiagram(engine, opts.fen, opts.piece, opts.square);
  } else {
    if (opts.piece === undefined) throw UserError.usage('give --piece <letter> or --example <n>');
    made = pieceDiagram(plan, opts.piece, opts.square);
  }
  if (!made.ok) throw new UserError(made.error);
  emit(opts.json ? JSON.stringify(made.diagram, null, 2) : diagramSvg(made.diagram), opts.out, [loaded]);
  return 0;
}
