// Fails when the folders of web/src import each other in a loop. Files are
// grouped by folder: each src/features/<name> is one node, and src/app,
// src/shared and src/test are one node each. An edge is any import between
// two nodes (type-only imports too: a loop of types is still a loop of
// knowledge). ESLint's import-x/no-cycle sees loops between files; this
// sees the loops between folders that file-level checks let through
// (a imports b/x, b/y imports a/z). Prints every cycle it finds.
// Usage: node scripts/check-feature-cycles.mjs [srcDir]
/* global console, process */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const src = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "..", "src"));

/** Every .ts/.tsx file under dir. */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) ? [p] : [];
  });
}

/** The node a file belongs to: "features/<name>", or the top folder under
 *  src. src/test (the tests' harness: setup, render helpers) is no layer
 *  of the app and is left out: a test may use it wherever it lives. */
function nodeOf(file) {
  const parts = path.relative(src, file).split(path.sep);
  return parts[0] === "features" && parts.length > 2 ? `features/${parts[1]}` : parts[0];
}

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
/** The file an import names, or null for a package. */
function resolve(from, spec) {
  let base;
  if (spec.startsWith("@/")) base = path.join(src, spec.slice(2));
  else if (spec.startsWith("./") || spec.startsWith("../")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of EXTENSIONS) {
    try {
      if (statSync(base + ext).isFile()) return base + ext;
    } catch {
      // try the next extension
    }
  }
  return base; // a .css or .json import, or a missing file: tsc reports those
}

// Static and dynamic imports, re-exports, and test mocks of a module.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\bvi\.importActual(?:<[^>]*>)?\(\s*)["']([^"']+)["']/g;

/** node -> node -> one example "file -> import" that makes the edge. */
const edges = new Map();
for (const file of sourceFiles(src)) {
  const from = nodeOf(file);
  for (const [, spec] of readFileSync(file, "utf8").matchAll(IMPORT)) {
    const target = resolve(file, spec);
    if (!target || !target.startsWith(src + path.sep)) continue;
    const to = nodeOf(target);
    if (to === from || from === "test" || to === "test") continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${path.relative(src, file)} imports ${spec}`);
  }
}

// Tarjan's strongly connected components: every component of more than
// one node holds at least one cycle.
const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])])].sort();
let index = 0;
const info = new Map();
const stack = [];
const components = [];
function visit(v) {
  info.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of [...(edges.get(v)?.keys() ?? [])].sort()) {
    if (!info.has(w)) {
      visit(w);
      info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
    } else if (info.get(w).onStack) {
      info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
  }
  if (info.get(v).low === info.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      info.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const v of nodes) if (!info.has(v)) visit(v);

/** For each edge a -> b inside a component, the shortest way back from b
 *  to a: the cycles worth reading, one per edge, each listed once. */
function cyclesIn(component) {
  const inside = new Set(component);
  const found = new Map();
  for (const a of component) {
    for (const b of edges.get(a)?.keys() ?? []) {
      if (!inside.has(b)) continue;
      const back = new Map([[b, null]]);
      const queue = [b];
      while (queue.length > 0 && !back.has(a)) {
        const v = queue.shift();
        for (const w of [...(edges.get(v)?.keys() ?? [])].sort()) {
          if (inside.has(w) && !back.has(w)) {
            back.set(w, v);
            queue.push(w);
          }
        }
      }
      const path = [a];
      for (let v = back.get(a); v !== null && v !== undefined; v = back.get(v)) path.push(v);
      const cycle = [a, ...path.slice(1).reverse()];
      // One spelling per cycle: rotated to start at its smallest node.
      const at = cycle.indexOf([...cycle].sort()[0]);
      const key = [...cycle.slice(at), ...cycle.slice(0, at)];
      found.set(key.join(" -> "), [...key, key[0]]);
    }
  }
  return [...found.values()];
}

const cycles = components.flatMap(cyclesIn);
for (const cycle of cycles) {
  console.error(`import cycle between folders: ${cycle.join(" -> ")}`);
  for (let i = 0; i + 1 < cycle.length; i++) console.error(`  ${cycle[i]} -> ${cycle[i + 1]}: ${edges.get(cycle[i]).get(cycle[i + 1])}`);
}
if (cycles.length > 0) {
  console.error(`${components.length} tangle(s) of folders that import each other in a loop (${components.map((c) => c.join(", ")).join("; ")}); ${cycles.length} cycle(s), in ${path.relative(process.cwd(), src) || "."}`);
  process.exit(1);
}
console.log(`no import cycles between the ${nodes.length} folders of ${path.relative(process.cwd(), src) || "."}`);
