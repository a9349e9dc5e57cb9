import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { DEMO_ADMIN_CREDENTIALS } from '../apps/server/src/db/seed/demo-accounts.ts';
import { toasts } from './support.ts';

/**
 * Issue 16, from demo to a real operation. On PostgreSQL the journey starts from an empty database with no demo
 * data, as the README's "Running it for real" does: `npm run admin:create` makes the first admin, a server is
 * started on it, and everything else happens in the browser. On SQLite the same journey starts from the demo
 * data's admin. The admin creates a supplier company, a supplier user, a rig with a well and a vessel; the new
 * supplier signs in, is made to choose a new password and raises a request on the new rig; the admin
 * deactivates the user, and the user's open browser is sent to /login on its next action.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');
const run = Date.now().toString(36);

const FIRST_ADMIN = {
  email: `first.admin.${run}@example.com`,
  name: 'Olivia Harbour',
  password: 'lantern harbour tide 42',
};

interface Journey {
  baseURL: string;
  admin: { email: string; password: string };
  /** Only the first admin's account exists: the setup checklist shows. */
  isNewInstallation?: boolean;
}

/**
 * An empty database of the run's kind (a new PostgreSQL database, or a new SQLite DATA_DIR with no demo seed),
 * its first admin made by the CLI, and a server on it.
 */
async function startEmptyServer(kind: string): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  // A port of its own, beside the one the configuration gave this run's server.
  const port =
    kind === 'postgres'
      ? Number(process.env.E2E_POSTGRES_PORT ?? 3102) + 1000
      : Number(process.env.E2E_SQLITE_PORT ?? 3101) + 1000;
  // What the README's "Running it for real" sets: the database and the secret that signs sign-in tokens.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TOKEN_SECRET: 'e2e-empty-database-token-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
  };
  delete env.SEED_DEMO_DATA;
  delete env.DATA_DIR;
  delete env.DATABASE_URL;
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL journey');
    const database = `rigline_e2e_empty_${port}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${database} with (force)`);
    await client.query(`create database ${database}`);
    await client.end();
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  } else {
    env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'rigline-e2e-empty-'));
    env.SEED_DEMO_DATA = 'false';
  }
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;

  // The README's step: the password from the environment, the email and name as arguments.
  const created = spawnSync(
    'npm',
    ['run', '--silent', 'admin:create', '--', '--email', FIRST_ADMIN.email, '--name', FIRST_ADMIN.name],
    { cwd: repoRoot, env: { ...env, RIGLINE_ADMIN_PASSWORD: FIRST_ADMIN.password }, encoding: 'utf8' },
  );
  expect(created.status, `admin:create: ${created.stdout}\n${created.stderr}`).toBe(0);
  expect(created.stdout + created.stderr).not.toContain(FIRST_ADMIN.password);

  // Again with the same email: a clear error, nothing changed.
  const again = spawnSync(
    'npm',
    ['run', '--silent', 'admin:create', '--', '--email', FIRST_ADMIN.email, '--name', 'Someone Else'],
    { cwd: repoRoot, env: { ...env, RIGLINE_ADMIN_PASSWORD: 'another long passphrase' }, encoding: 'utf8' },
  );
  expect(again.status).not.toBe(0);
  expect(again.stdout + again.stderr).toMatch(/exists/i);

  const server: ChildProcess = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${baseURL}/api/auth/me`);
      if (response.status === 401) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error('the server on the empty database did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function openAdminPage(page: Page, title: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: title, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function runJourney(
  browser: Browser,
  { baseURL, admin: adminCredentials, isNewInstallation = false }: Journey,
): Promise<void> {
  const names = {
    company: `Gulf Tubulars ${run}`,
    supplierEmail: `dana.reyes.${run}@gulftubulars.example`,
    supplierName: 'Dana Reyes',
    rigCode: `R-${run}`.slice(0, 20),
    rigName: `Poseidon ${run}`,
    wellName: `PSD-${run}-1`,
    vesselName: `Sea Falcon ${run}`,
    requestTitle: `First real request ${run}`,
  };

  // The admin signs in and lands on their own area.
  const admin = await newPage(browser, baseURL);
  await signIn(admin, adminCredentials.email, adminCredentials.password);
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  const sidebar = admin.getByRole('navigation', { name: 'Main' });
  for (const title of [
    'Dashboard',
    'Users',
    'Suppliers',
    'Rigs & Wells',
    'Vessels',
    'Bases',
    'CCUs',
    'Settings',
  ]) {
    await expect(sidebar.getByRole('link', { name: title, exact: true })).toBeVisible();
  }

  if (isNewInstallation) {
    // The setup checklist: the admin's own account is nobody to work with yet (issue 22 #20).
    const peopleStep = admin.getByRole('listitem').filter({ hasText: 'Give people accounts' });
    await expect(peopleStep.getByLabel('To do')).toBeVisible();
    await expect(peopleStep.getByLabel('Done')).toHaveCount(0);
  }

  // A supplier company; the same name again is refused on the field.
  await openAdminPage(admin, 'Suppliers');
  await admin.getByRole('button', { name: 'Add supplier' }).click();
  let dialog = admin.getByRole('dialog', { name: 'Add supplier' });
  await dialog.getByLabel('Company name').fill(names.company);
  await dialog.getByLabel('Category').fill('Tubulars and casing');
  await dialog.getByLabel('Contact email').fill('orders@gulftubulars.example');
  await dialog.getByRole('button', { name: 'Add supplier' }).click();
  await expect(toasts(admin).getByText('Supplier created', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('cell', { name: names.company, exact: true })).toBeVisible();
  await admin.getByRole('button', { name: 'Add supplier' }).click();
  await dialog.getByLabel('Company name').fill(names.company.toUpperCase());
  await dialog.getByLabel('Category').fill('Tubulars');
  await dialog.getByRole('button', { name: 'Add supplier' }).click();
  await expect(dialog.getByText('A supplier company with this name already exists')).toBeVisible();
  await expect(dialog.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A supplier user of that company, with a first password the admin hands over.
  await openAdminPage(admin, 'Users');
  await admin.getByRole('button', { name: 'Add user' }).click();
  dialog = admin.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Email').fill(names.supplierEmail);
  await dialog.getByLabel('Full name').fill(names.supplierName);
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toContainText('Supplier');
  await dialog.getByRole('combobox', { name: 'Supplier company' }).click();
  await admin.getByRole('option', { name: names.company, exact: true }).click();
  const firstPassword = await dialog.getByLabel('First password').inputValue();
  expect(firstPassword.length).toBeGreaterThanOrEqual(12);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(toasts(admin).getByText('User created', { exact: true })).toBeVisible();
  await admin.getByRole('searchbox').fill(names.supplierEmail);
  const userRow = admin.getByRole('row').filter({ hasText: names.supplierEmail });
  await expect(userRow).toContainText(names.company);
  await expect(userRow).toContainText('New password pending');

  // A rig, its well made the current one.
  await openAdminPage(admin, 'Rigs & Wells');
  await admin.getByRole('button', { name: 'Add rig' }).click();
  dialog = admin.getByRole('dialog', { name: 'Add rig' });
  await dialog.getByLabel('Code').fill(names.rigCode);
  await dialog.getByLabel('Name').fill(names.rigName);
  await dialog.getByLabel('Location').fill('Green Canyon, Gulf of Mexico');
  await dialog.getByRole('button', { name: 'Add rig' }).click();
  await expect(toasts(admin).getByText('Rig created', { exact: true })).toBeVisible();
  await admin.getByRole('searchbox').fill(names.rigName);
  // The search applies after a pause: wait for its one row before clicking a button in it.
  await expect(admin.getByRole('row')).toHaveCount(2);
  await admin.getByRole('button', { name: `Wells of ${names.rigName}` }).click();
  const wells = admin.getByRole('dialog', { name: `Wells of ${names.rigCode} ${names.rigName}` });
  await expect(wells.getByText('No wells yet')).toBeVisible();
  await wells.getByRole('button', { name: 'Add well' }).click();
  dialog = admin.getByRole('dialog', { name: 'Add well' });
  await dialog.getByLabel('Well name').fill(names.wellName);
  await dialog.getByRole('button', { name: 'Add well' }).click();
  await expect(toasts(admin).getByText('Well created', { exact: true })).toBeVisible();
  await wells.getByRole('button', { name: 'Make current' }).click();
  await expect(wells.getByText('Current well', { exact: true })).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(wells).toBeHidden();
  await expect(admin.getByRole('row').filter({ hasText: names.rigName })).toContainText(names.wellName);

  // A vessel with its deck.
  await openAdminPage(admin, 'Vessels');
  await admin.getByRole('button', { name: 'Add vessel' }).click();
  dialog = admin.getByRole('dialog', { name: 'Add vessel' });
  await dialog.getByLabel('Vessel name').fill(names.vesselName);
  await dialog.getByLabel('Essos voyage number').fill(`ESS-${run}`);
  await dialog.getByLabel('Deck length (m)').fill('62.5');
  await dialog.getByLabel('Deck width (m)').fill('15');
  await dialog.getByLabel('Max deck load (t)').fill('1500');
  await dialog.getByRole('button', { name: 'Add vessel' }).click();
  await expect(toasts(admin).getByText('Vessel created', { exact: true })).toBeVisible();
  await admin.getByRole('searchbox').fill(names.vesselName);
  await expect(admin.getByRole('row').filter({ hasText: names.vesselName })).toContainText('62.5 m × 15 m');

  // The new supplier signs in and must first choose a password of their own.
  const supplier = await newPage(browser, baseURL);
  await signIn(supplier, names.supplierEmail, firstPassword);
  // Their first sign-in: welcome, not "welcome back" (issue 22).
  await expect(toasts(supplier).getByText(`Welcome, ${names.supplierName}!`)).toBeVisible();
  await expect(supplier.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await supplier.getByLabel('Current password').fill(firstPassword);
  await supplier.getByLabel('New password', { exact: true }).fill('short');
  await supplier.getByLabel('Confirm new password').fill('short');
  await supplier.getByRole('button', { name: 'Save new password' }).click();
  await expect(supplier.getByText('New password must be at least 12 characters')).toBeVisible();
  const ownPassword = 'copper kettle north window';
  await supplier.getByLabel('New password', { exact: true }).fill(ownPassword);
  await supplier.getByLabel('Confirm new password').fill(ownPassword);
  await supplier.getByRole('button', { name: 'Save new password' }).click();
  await expect(toasts(supplier).getByText('Password changed', { exact: true })).toBeVisible();
  await expect(supplier).toHaveURL(/\/supplier$/);
  await expect(supplier.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // Their Settings, from the avatar menu.
  await supplier.getByRole('button', { name: 'Account menu' }).click();
  await supplier.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(supplier).toHaveURL(/\/supplier\/settings$/);
  await expect(supplier.getByText(names.supplierEmail)).toBeVisible();
  await expect(supplier.getByLabel('Name', { exact: true })).toHaveValue(names.supplierName);

  // A request on the new rig, starting at its current well.
  await supplier.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Requests' }).click();
  await supplier.getByRole('combobox', { name: 'Rig' }).click();
  await supplier.getByRole('option', { name: new RegExp(names.rigName) }).click();
  await supplier.getByRole('button', { name: 'Create Request' }).first().click();
  dialog = supplier.getByRole('dialog');
  await expect(dialog.getByRole('combobox', { name: 'Well' })).toContainText(names.wellName);
  await dialog.getByLabel('Section').fill('12 1/4" section');
  await dialog.getByLabel('Title').fill(names.requestTitle);
  await dialog.getByLabel('Description').fill('Casing for the first section of the new well');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toasts(supplier).getByText('Success', { exact: true })).toBeVisible();
  await expect(supplier).toHaveURL(/\/supplier\/requests\/\d+$/);
  await expect(supplier.getByText(names.requestTitle)).toBeVisible();

  // Signed in on a phone too, they sign out of all devices from Settings: both browsers end up at /login.
  const phone = await newPage(browser, baseURL);
  await phone.setViewportSize({ width: 390, height: 844 });
  await signIn(phone, names.supplierEmail, ownPassword);
  await expect(phone).toHaveURL(/\/supplier$/);
  await supplier.getByRole('button', { name: 'Account menu' }).click();
  await supplier.getByRole('menuitem', { name: 'Settings' }).click();
  await supplier.getByRole('button', { name: 'Sign out of all devices' }).click();
  await supplier.getByRole('alertdialog').getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(supplier).toHaveURL(/\/login$/);
  await expect(toasts(supplier).getByText('Signed out of all devices', { exact: true })).toBeVisible();
  await phone.goto('/supplier/requests');
  await expect(phone).toHaveURL(/\/login$/);
  await phone.context().close();
  await signIn(supplier, names.supplierEmail, ownPassword);
  await expect(supplier).toHaveURL(/\/supplier$/);

  // The admin deactivates the user; the user's open browser goes to /login on its next action.
  await openAdminPage(admin, 'Users');
  await admin.getByRole('searchbox').fill(names.supplierEmail);
  // The search applies after a pause: wait for its one row before clicking a button in it.
  await expect(admin.getByRole('row')).toHaveCount(2);
  await admin.getByRole('button', { name: `Deactivate ${names.supplierName}` }).click();
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText('can no longer sign in');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toasts(admin).getByText('Deactivated', { exact: true })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: names.supplierEmail })).toContainText('Inactive');

  // The server closes their live stream at once (issue 21), and its reconnection's 401 may send the browser to
  // /login before any action; otherwise the next action does. Either way: /login, "Session Expired".
  const itemsLink = supplier.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Items' });
  let sentByTheirAction = false;
  await expect(async () => {
    if (!/\/login$/.test(supplier.url())) {
      await itemsLink.click({ timeout: 5_000 });
      sentByTheirAction = true;
    }
    await expect(supplier).toHaveURL(/\/login$/, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  // The notice says why; sent there by the closed stream while the admin was still at work, it may be gone.
  if (sentByTheirAction) {
    await expect(toasts(supplier).getByText('Session Expired', { exact: true })).toBeVisible();
  }
  // And their sign-in now answers exactly like a wrong password.
  await signIn(supplier, names.supplierEmail, ownPassword);
  await expect(toasts(supplier).getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(supplier).toHaveURL(/\/login$/);

  await supplier.context().close();
  await admin.context().close();
}

test("from an empty database: first admin, master data, a supplier's first request, and deactivation", async ({
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  const server = await startEmptyServer(testInfo.project.name);
  try {
    // No demo data: the login screen offers no demo buttons.
    const visitor = await newPage(browser, server.baseURL);
    await visitor.goto('/login');
    await expect(visitor.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(visitor.getByText('Demo Credentials')).toHaveCount(0);
    await visitor.context().close();

    await runJourney(browser, { baseURL: server.baseURL, admin: FIRST_ADMIN, isNewInstallation: true });
  } finally {
    await server.stop();
  }
});

test('on the demo data: the demo admin runs the same journey', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  await runJourney(browser, { baseURL: baseURL!, admin: DEMO_ADMIN_CREDENTIALS });
});

test('the login screen has an Admin demo button beside the three of the documents', async ({ page }) => {
  await page.goto('/login');
  const demo = page.getByRole('region', { name: 'Demo Credentials' });
  for (const label of ['Supplier', 'Rig Logistics', 'Base Coordinator', 'Admin']) {
    await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible();
  }
  await expect(demo.getByRole('button')).toHaveCount(4);
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_ADMIN_CREDENTIALS.email);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
});
