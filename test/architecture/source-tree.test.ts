// The shape of the source tree, read from the files themselves with the TypeScript parser: no
// cycle of value imports, the runtime standing on nothing above it, a runtime folder grouped by
// stage rather than flat, and no hand-written file too long to read whole.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../cli-run.ts';

/** The folders whose files are written by hand (generated/, dist/ and node_modules/ are not). */
const SOURCE_FOLDERS = ['lib', 'interop', 'mechanisms', 'schema', 'compiler', 'generator', 'runtime', 'cli', 'compare', 'search', 'selfplay', 'bench', 'test'];
/** Inside the source folders, what is not hand-written source. */
const NOT_SOURCE = ['test/fixtures'];
/** Written by schema/gen-types.ts from the schema, so its length is the schema's. */
const GENERATED_SOURCE = ['schema/spec-types.ts'];
const MAX_LINES = 400;
const MAX_RUNTIME_TOP_LEVEL = 15;

/** Every hand-written module, as a path relative to the repository root with `/` separators. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (NOT_SOURCE.includes(path)) continue;
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|mts|mjs)$/.test(entry.name)) files.push(path);
    }
  };
  for (const folder of SOURCE_FOLDERS) walk(folder);
  return files.sort();
}

/** Whether an import or export declaration brings in only types (erased from the emitted JavaScript). */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // `import './x'` runs the module
    if (clause.isTypeOnly) return true;
    if (clause.name) return false;
    const bindings = clause.namedBindings;
    return bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
  }
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
}

interface Imports {
  /** Every relative specifier, resolved to a repository path, whatever it imports. */
  all: string[];
  /** The resolved specifiers that import a value: static declarations not type-only, and `import()`. */
  values: string[];
}

/** The relative imports of one module (bare specifiers, packages and node: built-ins, are left out). */
function importsOf(file: string): Imports {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const result: Imports = { all: [], values: [] };
  const add = (specifier: string, value: boolean): void => {
    if (!specifier.startsWith('.')) return;
    const target = relative(ROOT, resolve(ROOT, dirname(file), specifier)).split('\\').join('/');
    result.all.push(target);
    if (value) result.values.push(target);
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, !typeOnly(node));
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) add(arg.text, true);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

/** The cycles of a graph, one per strongly connected component with more than one module (or a self-import). */
function cycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, iterative over the recursion so a deep import chain cannot overflow
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const strongConnect = (start: string): void => {
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++];
        if (!graph.has(to)) continue;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfImport) found.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) strongConnect(node);
  return found;
}

const FILES = sourceFiles();
const IMPORTS = new Map(FILES.map((f) => [f, importsOf(f)]));

describe('architecture', () => {
  test('the scan sees the source tree', () => {
    // a wrong ROOT or folder list would make every check below pass on nothing
    expect(FILES).toContain('runtime/index.ts');
    expect(FILES).toContain('lib/index.ts');
    expect(FILES.length).toBeGreaterThan(200);
  });

  test('no cycle of value imports', () => {
    const graph = new Map([...IMPORTS].map(([file, imports]) => [file, imports.values]));
    const found = cycles(graph).map((c) => c.join(' ↔ '));
    expect(found, `modules that import each other's values, directly or around a loop:\n${found.join('\n')}`).toEqual([]);
  });

  // the language (schema/) is the bottom layer: the runtime may read its letters and FEN board grammar
  test('runtime/ imports nothing but itself and the language (schema/)', () => {
    const outward = [...IMPORTS]
      .filter(([file]) => file.startsWith('runtime/'))
      .flatMap(([file, imports]) => imports.all.filter((target) => !/^(runtime|schema)\//.test(target)).map((target) => `${file} → ${target}`));
    expect(outward, `runtime modules importing from a layer above:\n${outward.join('\n')}`).toEqual([]);
  });

  test(`runtime/ has at most ${MAX_RUNTIME_TOP_LEVEL} entries at its top level`, () => {
    const entries = readdirSync(join(ROOT, 'runtime')).sort();
    expect(entries.length, `runtime/ holds ${entries.length} entries: ${entries.join(', ')}`).toBeLessThanOrEqual(MAX_RUNTIME_TOP_LEVEL);
  });

  test(`no hand-written source file over ${MAX_LINES} lines`, () => {
    const lineCount = (file: string): number => readFileSync(join(ROOT, file), 'utf8').replace(/\n$/, '').split('\n').length;
    const long = FILES.filter((f) => !GENERATED_SOURCE.includes(f) && lineCount(f) > MAX_LINES);
    expect(long.map((f) => `${f}: ${lineCount(f)} lines`), `files over ${MAX_LINES} lines`).toEqual([]);
  });
});
