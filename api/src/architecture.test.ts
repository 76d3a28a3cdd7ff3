// The house's shape, read from the files: no import cycle between folders of the server or the web
// client, and the arrows of the layout (../shared/design/domain-layer.md: server -> jobs, rest -> http
// -> schema -> domain -> db, services) only ever point down. ESLint keeps each folder's forbidden
// imports (eslint.config.js); this test keeps the whole graph.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const repo = path.resolve(import.meta.dirname, "../..");

/** Source files under `dir` (tests and generated files aside). */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!["generated", "__generated__", "test", "node_modules"].includes(entry.name)) out.push(...sources(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

/** Each file's relative imports, resolved to files. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(IMPORT)].map((m) => path.resolve(path.dirname(file), m[1] ?? m[2]!));
}

/**
 * The folder a file belongs to. A file directly in schema/ or domain/ (the builder, the schema's
 * entry, the domain's shared errors) is a node of its own: every area uses them, and the schema's
 * entry imports every area, without either making a loop between areas.
 */
function folderOf(root: string, file: string): string {
  const parts = path.relative(root, file).split(path.sep);
  if (parts.length === 1) return parts[0]!;
  if (["schema", "domain", "pages"].includes(parts[0]!))
    return parts.length === 2 ? parts.join("/") : `${parts[0]}/${parts[1]}`;
  return parts[0]!;
}

type Graph = Map<string, Map<string, string[]>>;

function folderGraph(root: string): Graph {
  const graph: Graph = new Map();
  for (const file of sources(root))
    for (const target of importsOf(file)) {
      if (!target.startsWith(root + path.sep) || target.includes(`${path.sep}generated${path.sep}`)) continue;
      const [from, to] = [folderOf(root, file), folderOf(root, target)];
      if (from === to) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const why = graph.get(from)!;
      why.set(to, [...(why.get(to) ?? []), `${path.relative(root, file)} -> ${path.relative(root, target)}`]);
    }
  return graph;
}

/** The folders that import each other in a loop (Tarjan's strongly connected components). */
function cycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do component.push((w = stack.pop()!));
      while (w !== v);
      if (component.length > 1) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** A cycle as a reader needs it: each arrow with the files that make it. */
const explain = (graph: Graph, component: string[]) =>
  component.flatMap((a) =>
    component.flatMap((b) => (graph.get(a)?.get(b) ?? []).slice(0, 2).map((why) => `${a} -> ${b}: ${why}`)),
  );

describe("the import graph", () => {
  for (const dir of ["api/src", "web/src"])
    test(`no folder of ${dir} imports another that imports it back, directly or round a loop`, () => {
      const graph = folderGraph(path.join(repo, dir));
      expect(graph.size).toBeGreaterThan(5);
      expect(cycles(graph).map((c) => explain(graph, c))).toEqual([]);
    });

  test("the server's arrows point down the layers, and the test can see an arrow that points up", () => {
    const graph = folderGraph(path.join(repo, "api/src"));
    const layer = (folder: string) => folder.split("/")[0]!;
    const ORDER = ["server.ts", "app", "jobs", "seed", "rest", "http", "schema", "domain", "db", "services"];
    const upward: string[] = [];
    for (const [from, tos] of graph)
      for (const [to, why] of tos) {
        const [a, b] = [ORDER.indexOf(layer(from)), ORDER.indexOf(layer(to))];
        if (a >= 0 && b >= 0 && b < a) upward.push(why[0]!);
      }
    expect(upward).toEqual([]);
    // The check itself: an arrow from domain/ to schema/ would be reported.
    const probe: Graph = new Map([
      ["domain/orders", new Map([["schema/orders", ["probe"]]])],
      ["schema/orders", new Map([["domain/orders", ["probe"]]])],
    ]);
    expect(cycles(probe)).toHaveLength(1);
  });
});
