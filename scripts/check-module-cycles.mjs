// Fails when server modules depend on each other in a circle (issue 20): dependency-cruiser's `circular`
// rule sees files, and a module cycle is usually made of different files on each side, so the file graph
// from `depcruise --output-type json` is folded into one node per folder of apps/server/src/modules/.
import { execFileSync } from 'node:child_process';

const MODULE = /^apps\/server\/src\/modules\/([^/]+)\//;
const output = execFileSync(
  'npx',
  ['depcruise', 'apps/server/src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
const { modules: files } = JSON.parse(output);

/** @type {Map<string, Map<string, string>>} module → (module it imports → one file import showing it) */
const edges = new Map();
for (const file of files) {
  const from = MODULE.exec(file.source)?.[1];
  if (!from) continue;
  for (const dependency of file.dependencies) {
    const to = MODULE.exec(dependency.resolved)?.[1];
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${file.source} → ${dependency.resolved}`);
  }
}

// Tarjan's strongly connected components: every component with more than one module is a cycle.
let index = 0;
const indexOf = new Map();
const lowOf = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(node) {
  indexOf.set(node, index);
  lowOf.set(node, index);
  index += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of edges.get(node)?.keys() ?? []) {
    if (!indexOf.has(next)) {
      visit(next);
      lowOf.set(node, Math.min(lowOf.get(node), lowOf.get(next)));
    } else if (onStack.has(next)) {
      lowOf.set(node, Math.min(lowOf.get(node), indexOf.get(next)));
    }
  }
  if (lowOf.get(node) === indexOf.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const node of edges.keys()) if (!indexOf.has(node)) visit(node);

const pairs = [...edges].flatMap(([from, targets]) =>
  [...targets.keys()].filter((to) => from < to && edges.get(to)?.has(from)).map((to) => `${from}<->${to}`),
);
if (cycles.length === 0) {
  console.log('module cycles: none');
} else {
  console.error(`modules importing each other: ${pairs.length} (${pairs.join(', ')})`);
  for (const component of cycles) {
    console.error(`module cycle: ${component.join(', ')}`);
    for (const from of component) {
      for (const [to, example] of edges.get(from) ?? []) {
        if (component.includes(to)) console.error(`  ${from} → ${to}  (${example})`);
      }
    }
  }
  process.exit(1);
}
