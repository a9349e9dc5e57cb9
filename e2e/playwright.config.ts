import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the real server and database: every spec runs once on SQLite and, when
 * TEST_DATABASE_URL is set, once on PostgreSQL (all but the page-only checks below). Debian's Chromium drives them (Playwright cannot download its own here).
 */
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * E2E_SLOW_MO=ms waits that long before every browser action, as a slow user on a slow machine would
 * (scripts/e2e-under-load.sh passes it on). Journeys wait for states, never for times, so they pass either way;
 * keep it to tens of ms: a long journey takes a few hundred actions, and the test timeouts do not grow with it.
 */
const slowMo = Number(process.env.E2E_SLOW_MO ?? 0);
const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    slowMo,
  },
};
// Ports can be moved when another run holds the defaults.
const sqlitePort = Number(process.env.E2E_SQLITE_PORT ?? 3101);
const postgresPort = Number(process.env.E2E_POSTGRES_PORT ?? 3102);
/**
 * What these files check is the page the browser gets (axe on every screen, the scripts and their caching, the
 * service worker, the demo buttons), the same over either database: they run on SQLite only, and CI's time goes
 * to the journeys that move data (docs/decisions/072).
 */
const PAGE_ONLY = ['accessibility', 'delivery', 'installable', 'demo-mode'].map(
  (name) => `**/${name}.spec.ts`,
);
const databases = [
  { name: 'sqlite', port: sqlitePort, testIgnore: [] as string[] },
  ...(hasPostgres ? [{ name: 'postgres', port: postgresPort, testIgnore: PAGE_ONLY }] : []),
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: databases.map((database) => ({
    name: database.name,
    testIgnore: database.testIgnore,
    use: { ...chromium, baseURL: `http://127.0.0.1:${database.port}` },
  })),
  webServer: databases.map((database) => ({
    command: `node e2e/serve.ts ${database.name} ${database.port}`,
    cwd: '..',
    url: `http://127.0.0.1:${database.port}/api/auth/me`,
    // /api/auth/me answers 401 once the server is up; Playwright accepts any status below 404 as ready.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
