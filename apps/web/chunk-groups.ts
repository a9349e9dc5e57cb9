import fs from 'node:fs';
import type { Plugin } from 'vite';

/*
 * Fewer, larger chunks on the path a person walks (issue 24, docs/decisions/070). Over a satellite link every
 * request costs a 600 ms round trip and HTTP/1.1 runs six at a time, so the 70 small chunks Rolldown made for the
 * first signed-in page took 9 s to arrive though they weighed 120 kB. The module graph decides the groups, read
 * when the build has seen every module:
 * - `app`: everything the sign-in page runs (src/main.tsx and what it imports), one chunk beside react and zod;
 * - `signed-in`: the signed-in frame (app shell, data cache, password gate) and every module that two or more
 *   pages share and a role's first path uses (its home page and the pages that page asks ahead), loaded with
 *   the first signed-in page, so each page after it is one request of its own;
 * - `shared`: what pages of several roles share and no first path uses (load plans, shipment views,
 *   discrepancies, most forms): loaded with the first page that needs it, never on the way to a home page
 *   (docs/decisions/082);
 * - each page keeps what only it uses; what a page loads on demand (the spreadsheet library, the measures
 *   charts, toasts) stays in its own chunk, fetched when used.
 */

const SRC = '/apps/web/src/';
const ENTRY = `${SRC}main.tsx`;
const ROUTER = `${SRC}app/router.tsx`;
/** Loads the frame for the router and, ahead, for the sign-in page (docs/decisions/081): its imports are the frame. */
const FRAME_LOADER = `${SRC}app/signed-in-frame.ts`;
const SIGNED_IN_FRAME = [
  `${SRC}app/shell/app-shell.tsx`,
  `${SRC}app/providers/query-provider.tsx`,
  `${SRC}app/password-gate.tsx`,
];

interface Graph {
  imports: Map<string, readonly string[]>;
  dynamicImports: Map<string, readonly string[]>;
  /** A module's source, to read which names it takes from a barrel. */
  source: (id: string) => string;
}

/**
 * `app`: the sign-in page; `signed-in`: the frame and what several roles' pages share on a first path; `shared`:
 * what they share elsewhere; a role: what its pages share.
 */
export type ChunkSets = Map<string, Set<string>>;

/** The role whose pages a page module belongs to (its folder under app/routes/), or null for every role's. */
const ROLE_FOLDER = /\/app\/routes\/(supplier|rig-logistics|base-coordinator|admin)\//;
export const ROLES = ['supplier', 'rig-logistics', 'base-coordinator', 'admin'] as const;
/** A role's home page, the first page after sign-in: `app/routes/<role>/dashboard.tsx`. */
const HOME_PAGE = /\/app\/routes\/(supplier|rig-logistics|base-coordinator|admin)\/dashboard\.tsx$/;

/**
 * The packages whose index only re-exports (every icon, every Radix primitive): following all their edges would
 * put every icon and primitive on the sign-in page's path. Only the names a module imports are followed.
 */
const BARREL =
  /node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs|radix-ui[\\/]dist[\\/]index\.mjs)$/;

/** The names a module's source takes from `pkg`: `import { Anchor, Label as X } from 'lucide-react'`. */
function namesImported(source: string, pkg: string): Set<string> {
  const names = new Set<string>();
  // `import type { … }` brings no code: only value imports are matched.
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"]`, 'g');
  for (const match of source.matchAll(pattern)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name && !part.trim().startsWith('type ')) names.add(name);
    }
  }
  return names;
}

/** Where a barrel's names come from: `import * as Slot from "@radix-ui/react-slot"`, `export { default as Anchor } from './icons/anchor.mjs'`. */
function barrelTargets(graph: Graph, barrel: string, names: ReadonlySet<string>): string[] {
  const source = graph.source(barrel);
  const specifiers = new Map<string, string>();
  for (const match of source.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']/g)) {
    specifiers.set(match[1]!, match[2]!);
  }
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const part of match[1]!.split(',')) {
      const exported = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (exported) specifiers.set(exported, match[2]!);
    }
  }
  const imported = graph.imports.get(barrel) ?? [];
  return [...names].flatMap((name) => {
    const specifier = specifiers.get(name);
    if (!specifier) throw new Error(`chunk groups: ${barrel} exports no ${name}.`);
    const tail = specifier.startsWith('.') ? specifier.replace(/^\.\//, '/') : `/${specifier}/`;
    const target = imported.find((id) => id.includes(tail));
    if (!target) throw new Error(`chunk groups: ${specifier} (${name}) not found among ${barrel}'s imports.`);
    return [target];
  });
}

/** The modules `roots` import, transitively; through a barrel only the names asked for. */
function closure(
  graph: Graph,
  roots: readonly string[],
  outside: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || outside.has(id)) continue;
    seen.add(id);
    for (const imported of graph.imports.get(id) ?? []) {
      const barrel = BARREL.exec(imported);
      if (!barrel) stack.push(imported);
      else {
        const pkg = barrel[1]!.startsWith('lucide-react') ? 'lucide-react' : 'radix-ui';
        stack.push(...barrelTargets(graph, imported, namesImported(graph.source(id), pkg)));
      }
    }
  }
  return seen;
}

const findModule = (graph: Graph, suffix: string) =>
  [...graph.imports.keys()].find((id) => id.endsWith(suffix));

/** The groups, from the module graph. */
export function chunkSets(graph: Graph): ChunkSets {
  const entry = findModule(graph, ENTRY);
  const router = findModule(graph, ROUTER);
  if (!entry || !router) throw new Error(`chunk groups: ${ENTRY} or ${ROUTER} is not in the build.`);
  const app = closure(graph, [entry]);
  const frameLoader = findModule(graph, FRAME_LOADER);
  // What the sign-in page loads on demand (toasts) keeps its own chunk: a failed sign-in loads only that.
  // (The router's own imports on demand are the pages, grouped below.)
  const onDemand = closure(
    graph,
    [...app].flatMap((id) =>
      id === router || id === frameLoader ? [] : (graph.dynamicImports.get(id) ?? []),
    ),
    app,
  );
  const frame = SIGNED_IN_FRAME.map((suffix) => findModule(graph, suffix)).filter((id) => id !== undefined);
  const signedIn = closure(graph, frame, new Set([...app, ...onDemand]));
  const pages = (graph.dynamicImports.get(router) ?? []).filter((id) => !frame.includes(id));
  const taken = new Set([...app, ...onDemand, ...signedIn]);
  const usedBy = new Map<string, { pages: number; roles: Set<string> }>();
  for (const page of pages) {
    const role = ROLE_FOLDER.exec(page)?.[1] ?? '*';
    for (const id of closure(graph, [page], taken)) {
      const use = usedBy.get(id) ?? { pages: 0, roles: new Set<string>() };
      use.pages += 1;
      use.roles.add(role);
      usedBy.set(id, use);
    }
  }
  // A role's first path: its home page and the pages that page asks for ahead (app/code-ahead.ts), which
  // are the only pages it imports on demand. What these use rides with the frame; what only later pages
  // share waits for them.
  const homes = pages.filter((id) => HOME_PAGE.test(id));
  const firstPath = new Set([
    ...homes,
    ...homes.flatMap((id) => (graph.dynamicImports.get(id) ?? []).filter((next) => pages.includes(next))),
  ]);
  const onFirstPath = closure(graph, [...firstPath], taken);
  const sets: ChunkSets = new Map([
    ['app', app],
    ['signed-in', signedIn],
    ['shared', new Set<string>()],
    ...ROLES.map((role) => [role, new Set<string>()] as const),
  ]);
  for (const [id, use] of usedBy) {
    if (use.pages < 2 || pages.includes(id)) continue;
    const [role] = use.roles;
    const group = use.roles.size === 1 && role !== '*' ? role! : onFirstPath.has(id) ? 'signed-in' : 'shared';
    sets.get(group)!.add(id);
  }
  return sets;
}

/**
 * Records the module graph at the end of the build's module phase, and answers which group a module belongs
 * to while the chunks are made (Rolldown asks `test` of every module after the graph is complete).
 */
export function chunkGroupsPlugin() {
  const sources = new Map<string, string>();
  const graph: Graph = {
    imports: new Map(),
    dynamicImports: new Map(),
    source(id) {
      let source = sources.get(id);
      if (source === undefined) {
        source = fs.existsSync(id) ? fs.readFileSync(id, 'utf8') : '';
        sources.set(id, source);
      }
      return source;
    },
  };
  let sets: ChunkSets | undefined;
  const plugin: Plugin = {
    name: 'rigline:chunk-groups',
    apply: 'build',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        graph.imports.set(id, info?.importedIds ?? []);
        graph.dynamicImports.set(id, info?.dynamicallyImportedIds ?? []);
      }
      sets = chunkSets(graph);
      if (process.env.DEBUG_CHUNK_GROUPS) {
        for (const [name, set] of sets) {
          for (const id of set) console.log(`${name}\t${this.getModuleInfo(id)?.code?.length ?? 0}\t${id}`);
        }
      }
    },
  };
  const inGroup = (group: string) => (id: string) => {
    if (!sets) throw new Error('chunk groups: asked before the module graph was read.');
    return sets.get(group)?.has(id) ?? false;
  };
  // Each set is already closed over its imports (outside react and zod): nothing more to pull in.
  const groups = [
    { name: 'app', test: inGroup('app'), priority: 1, includeDependenciesRecursively: false },
    { name: 'signed-in', test: inGroup('signed-in'), priority: 0, includeDependenciesRecursively: false },
    { name: 'shared', test: inGroup('shared'), priority: 0, includeDependenciesRecursively: false },
    ...ROLES.map((role) => ({
      name: role,
      test: inGroup(role),
      priority: 0,
      includeDependenciesRecursively: false,
    })),
  ];
  return { plugin, groups };
}
