import { describe, expect, it } from 'vitest';
import { chunkSets } from '../../chunk-groups.ts';

/*
 * The groups of apps/web/chunk-groups.ts on a small graph: the sign-in page, the frame, two roles' pages. The
 * rule under test (docs/decisions/082): what pages of several roles share rides with the frame only when a
 * role's first path (its home page and the pages that page asks ahead) uses it.
 */
const SRC = '/repo/apps/web/src/';
const id = (path: string) => `${SRC}${path}`;
const rl = (page: string) => id(`app/routes/rig-logistics/${page}.tsx`);
const supplier = (page: string) => id(`app/routes/supplier/${page}.tsx`);

function graphOf(imports: Record<string, string[]>, dynamicImports: Record<string, string[]>) {
  const ids = new Set([
    ...Object.keys(imports),
    ...Object.values(imports).flat(),
    ...Object.keys(dynamicImports),
  ]);
  return {
    imports: new Map([...ids].map((module) => [module, imports[module] ?? []])),
    dynamicImports: new Map([...ids].map((module) => [module, dynamicImports[module] ?? []])),
    source: () => '',
  };
}

const graph = graphOf(
  {
    [id('main.tsx')]: [id('app/router.tsx')],
    [id('app/router.tsx')]: [id('lib/api-client.ts')],
    [id('app/shell/app-shell.tsx')]: [id('components/sidebar.tsx')],
    [rl('dashboard')]: [id('features/dashboard/figures.tsx'), id('components/table.tsx')],
    [rl('requests')]: [id('features/requests/orders-table.tsx'), id('components/table.tsx')],
    [rl('voyage-detail')]: [id('features/shipments/shipment-view.tsx'), id('lib/rl-only.ts')],
    [rl('arrivals')]: [id('lib/rl-only.ts')],
    [supplier('dashboard')]: [id('features/dashboard/figures.tsx')],
    [supplier('requests')]: [id('features/requests/orders-table.tsx')],
    [supplier('shipment-view')]: [id('features/shipments/shipment-view.tsx')],
    [id('features/shipments/shipment-view.tsx')]: [id('components/form.tsx')],
  },
  {
    [id('app/router.tsx')]: [
      rl('dashboard'),
      rl('requests'),
      rl('voyage-detail'),
      rl('arrivals'),
      supplier('dashboard'),
      supplier('requests'),
      supplier('shipment-view'),
    ],
    // The rig logistics dashboard asks its next page ahead (app/code-ahead.ts).
    [rl('dashboard')]: [rl('requests')],
  },
);

describe('chunk groups', () => {
  const sets = chunkSets(graph);
  const groupOf = (module: string) =>
    [...sets].filter(([, members]) => members.has(module)).map(([name]) => name);

  it('keeps the sign-in page in app and the frame in signed-in', () => {
    expect(groupOf(id('lib/api-client.ts'))).toEqual(['app']);
    expect(groupOf(id('components/sidebar.tsx'))).toEqual(['signed-in']);
  });

  it("puts what several roles' pages share on a first path with the frame", () => {
    // Both home pages; a home page and the page the rig logistics dashboard asks ahead.
    expect(groupOf(id('features/dashboard/figures.tsx'))).toEqual(['signed-in']);
    expect(groupOf(id('features/requests/orders-table.tsx'))).toEqual(['signed-in']);
  });

  it('keeps what only later pages share out of the first load, with its imports', () => {
    expect(groupOf(id('features/shipments/shipment-view.tsx'))).toEqual(['shared']);
    expect(groupOf(id('components/form.tsx'))).toEqual(['shared']);
  });

  it("keeps one role's shared modules in its own group and a page's own modules with the page", () => {
    expect(groupOf(id('lib/rl-only.ts'))).toEqual(['rig-logistics']);
    expect(groupOf(id('components/table.tsx'))).toEqual(['rig-logistics']);
    expect(groupOf(rl('requests'))).toEqual([]);
  });
});
