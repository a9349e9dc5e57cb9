// Server module boundaries (issue 20, docs/ARCHITECTURE.md "Boundaries"). Run by `npm run check`.
// A module is a folder under apps/server/src/modules/. Tests may use another module's fixtures and
// repositories to set up rows, so *.test.ts files are left out of the graph.
const MODULES = '^apps/server/src/modules/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-foreign-repository',
      comment:
        "A module's repositories are private to it: reach another module through its service or a read function it exports.",
      severity: 'error',
      from: { path: MODULES },
      to: {
        path: '^apps/server/src/modules/([^/]+)/.+[.]repository[.]ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'no-module-cycle',
      comment: 'No two modules import each other, directly or through others.',
      severity: 'error',
      from: { path: MODULES },
      to: {
        path: MODULES,
        circular: true,
        viaOnly: { pathNot: '^apps/server/src/modules/$1/' },
      },
    },
    {
      name: 'no-module-from-lower-layers',
      comment:
        'db/, plugins/, http/, the seed, errors.ts and config.ts sit below modules/: they import no service or repository of a module.',
      severity: 'error',
      from: { path: '^apps/server/src/(db|plugins|http)/|^apps/server/src/(errors|config)[.]ts$' },
      to: { path: '^apps/server/src/modules/[^/]+/.+[.](service|repository)[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '[.]test[.]ts$|^apps/server/src/test/|node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
