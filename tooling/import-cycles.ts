/**
 * Import cycles among a package's source files: every relative `import … from`, `export … from` and `import()`
 * (type-only ones included, since a cycle of types still ties two modules together), strongly connected
 * components of two or more files. Tests are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const IMPORT = /(?:import|export)\s+(?:type\s+)?[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The import graph of the source files under `dir`: file → the files it imports. */
export function importGraph(dir: string, read: (path: string) => string = (p) => readFileSync(p, 'utf8')): Map<string, Set<string>> {
  const files = new Set(sources(dir));
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const deps = new Set<string>();
    for (const match of read(file).matchAll(IMPORT)) {
      const target = normalize(join(dirname(file), match[1] ?? match[2] ?? ''));
      if (files.has(target)) deps.add(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** The cycles of a graph (Tarjan's strongly connected components with two or more nodes), paths relative to `base`. */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>, base: string): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w !== undefined) {
          onStack.delete(w);
          component.push(relative(base, w));
        }
      } while (w !== undefined && w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}
