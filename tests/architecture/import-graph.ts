import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ts from "typescript";

/** A module graph: each source file (path relative to the project root, with `/`) and the files it imports. */
export type ImportGraph = Map<string, Set<string>>;

const SOURCE = /\.(ts|tsx|mts)$/;

/** Every TypeScript file below `dir` (relative paths), tests included: a test importing in a circle is a circle too. */
export function sourceFiles(root: string, dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (SOURCE.test(name) && !name.endsWith(".d.ts")) found.push(relative(root, full).split(sep).join("/"));
    }
  };
  walk(join(root, dir));
  return found.sort();
}

/**
 * The import graph of `files`, as TypeScript resolves it with the project's tsconfig (the `~/` alias,
 * extensions, index files). Every kind of import counts — `import type`, re-exports, dynamic `import()` — since
 * a type-only circle still ties the two files together for whoever reads or moves them. Imports that resolve
 * outside `files` (packages, other folders) are left out.
 */
export function buildImportGraph(root: string, files: readonly string[]): ImportGraph {
  const configPath = join(root, "tsconfig.json");
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const text = readFileSync(join(root, file), "utf8");
    const targets = new Set<string>();
    for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
      const resolved = ts.resolveModuleName(imported.fileName, join(root, file), options, ts.sys).resolvedModule;
      if (!resolved) continue;
      const target = relative(root, resolved.resolvedFileName).split(sep).join("/");
      if (known.has(target) && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/**
 * The import circles of a graph: its strongly connected components of more than one file (Tarjan), each
 * sorted, largest first. A file importing itself is not a circle worth reporting.
 */
export function findCircles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}
