import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_ADMIN_CREDENTIALS } from '../apps/server/src/db/seed/demo-accounts.ts';
import { apiCall, toasts } from './support.ts';

/**
 * Issue 12, home rigs: the admin sets a rig logistics user's home rig on the Users screen; that user's
 * Dashboard, Requests and Voyages open on it ("Home rigs: Ocean Endeavour"), and "All rigs" shows the rest.
 *
 * The user is a rig logistics account made for this run rather than the demo one: the journeys of other specs
 * run beside this one against the same server, and a demo rig logistics user whose screens opened on one rig
 * would hide their requests from them.
 */

const run = Date.now().toString(36);
const USER = {
  email: `rig.home.${run}@example.com`,
  full_name: `Ingrid Home ${run}`,
  first: 'first-handover-tide-42',
  own: 'my own rig lights 2026',
};
const HOME_RIG = 'Ocean Endeavour';
const OTHER_RIGS = ['Deepwater Horizon II', 'Atlantic Explorer'];
const INACTIVE_RIG = `Laid-up rig ${run}`;

async function openFromSidebar(page: Page, link: string, title = link): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/**
 * The screen shows a first page of as many rows as the server holds for its filter. Other journeys add rows
 * beside this one, so a mismatch is read again, after a reload, until the two agree.
 */
async function expectShownAsServerCounts(page: Page, rows: Locator, serverTotal: () => Promise<number>) {
  await expect(async () => {
    const total = await serverTotal();
    try {
      await expect(rows).toHaveCount(Math.min(10, total), { timeout: 3_000 });
    } catch (mismatch) {
      await page.reload();
      throw mismatch;
    }
  }).toPass({ timeout: 30_000 });
}

test('the admin sets a home rig; the rig logistics screens open on it with "All rigs" one click away', async ({
  page,
  browser,
  request,
}) => {
  // Three people, a dialog and four screens: the default minute ran out under deliberate load (issue 21, run 2
  // of scripts/e2e-under-load.sh, waiting for the Home rigs dialog with every step before it done).
  test.setTimeout(150_000);
  // A rig logistics account that has chosen its own password, made through the API.
  const adminLogin = await request.post('/api/auth/login', { data: DEMO_ADMIN_CREDENTIALS });
  const adminToken = (await adminLogin.json()).data.token as string;
  await apiCall(request, adminToken, 'POST', '/api/user/create', {
    email: USER.email,
    full_name: USER.full_name,
    role_slug: 'rig-logistic',
    password: USER.first,
  });
  const firstLogin = await request.post('/api/auth/login', {
    data: { email: USER.email, password: USER.first },
  });
  const firstToken = (await firstLogin.json()).data.token as string;
  await apiCall(request, firstToken, 'POST', '/api/auth/change-password', {
    current_password: USER.first,
    new_password: USER.own,
  });

  await apiCall(request, adminToken, 'POST', '/api/rig/create', {
    code: `OFF-${run}`.slice(0, 20),
    name: INACTIVE_RIG,
    status: false,
  });

  // The admin chooses the home rig on the Users screen.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await openFromSidebar(page, 'Users');
  await page.getByRole('searchbox').fill(USER.email);
  // The list shows the search's answer, not the rows it had before (a click on those opened nothing under load).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Home rigs of / })).toHaveCount(1);
  await page.getByRole('button', { name: `Home rigs of ${USER.full_name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Home rigs' });
  await dialog.getByRole('checkbox', { name: new RegExp(HOME_RIG) }).check();
  // An inactive rig is not offered (one made for this run: other journeys switch the demo's rigs on).
  await expect(dialog.getByRole('checkbox', { name: new RegExp(INACTIVE_RIG) })).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: new RegExp(OTHER_RIGS[0]!) })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save home rigs' }).click();
  await expect(toasts(page).getByText('Home rigs saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Opened again, the dialog shows what was saved.
  await page.getByRole('button', { name: `Home rigs of ${USER.full_name}` }).click();
  await expect(dialog.getByRole('checkbox', { name: new RegExp(HOME_RIG) })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The user signs in: the dashboard opens on the home rig.
  const context = await browser.newContext();
  const rigUser = await context.newPage();
  await rigUser.goto('/login');
  await rigUser.getByLabel('Email').fill(USER.email);
  await rigUser.getByLabel('Password').fill(USER.own);
  await rigUser.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(rigUser).toHaveURL(/\/rig-logistics$/);
  const scope = rigUser.getByTestId('rig-scope');
  await expect(scope).toHaveText(`Home rigs: ${HOME_RIG}`);
  const perRig = rigUser
    .locator('table')
    .filter({ has: rigUser.getByRole('columnheader', { name: 'Pending Approval' }) });
  await expect(perRig.getByRole('cell', { name: HOME_RIG })).toBeVisible();
  for (const other of OTHER_RIGS) await expect(perRig.getByRole('cell', { name: other })).toHaveCount(0);
  await rigUser.getByRole('button', { name: 'All rigs', exact: true }).click();
  await expect(scope).toHaveText('All rigs');
  for (const other of OTHER_RIGS) await expect(perRig.getByRole('cell', { name: other })).toBeVisible();
  await rigUser.getByRole('button', { name: 'Home rigs only' }).click();
  await expect(scope).toHaveText(`Home rigs: ${HOME_RIG}`);

  // Requests: only the home rig's, as many as the server holds for it; "All rigs" brings the others.
  const userToken = await rigUser.evaluate(() => window.localStorage.getItem('token') ?? '');
  const homeRigId = (
    await apiCall<{ rigs: Array<{ id: number }> }>(request, userToken, 'GET', '/api/user/home-rigs')
  ).rigs[0]!.id;
  await openFromSidebar(rigUser, 'Requests');
  await expect(scope).toHaveText(`Home rigs: ${HOME_RIG}`);
  const requestRows = rigUser
    .getByRole('row')
    .filter({ has: rigUser.getByRole('link', { name: 'View Orders' }) });
  await expect(requestRows.first()).toBeVisible();
  await expectShownAsServerCounts(rigUser, requestRows, async () => {
    const home = await apiCall<{ requests: { meta: { total: number } } }>(
      request,
      userToken,
      'GET',
      `/api/request/get?status=ex-DRAFT&rig_ids=${homeRigId}&page=1&limit=10`,
    );
    return home.requests.meta.total;
  });
  for (const other of OTHER_RIGS) await expect(requestRows.filter({ hasText: other })).toHaveCount(0);
  await rigUser.getByRole('button', { name: 'All rigs', exact: true }).click();
  await expect(scope).toHaveText('All rigs');
  await expect(requestRows.filter({ hasText: OTHER_RIGS[1]! }).first()).toBeVisible();

  // The choice holds on the next screen; the voyages open on "All rigs", then on the home rig again.
  await openFromSidebar(rigUser, 'Voyage', 'Voyages');
  await expect(scope).toHaveText('All rigs');
  const voyageCards = rigUser.getByRole('link', { name: /^View Details of / });
  const voyageTotal = async (filter: string) =>
    (
      await apiCall<{ Voyages: { meta: { total: number } } }>(
        request,
        userToken,
        'GET',
        `/api/voyage/get?page=1&limit=10${filter}`,
      )
    ).Voyages.meta.total;
  await expectShownAsServerCounts(rigUser, voyageCards, () => voyageTotal(''));
  await rigUser.getByRole('button', { name: 'Home rigs only' }).click();
  await expect(scope).toHaveText(`Home rigs: ${HOME_RIG}`);
  expect(await voyageTotal(`&rig_ids=${homeRigId}`)).toBeLessThan(await voyageTotal(''));
  await expectShownAsServerCounts(rigUser, voyageCards, () => voyageTotal(`&rig_ids=${homeRigId}`));

  // A voyage calling at a home rig and at another: its Cargo Manifests offer the home rig's leg, and every
  // leg after "All rigs". The admin makes Atlantic Explorer the home rig (the demo voyage to it goes on).
  type Legs = { load_plan: { legs: Array<{ sequence: number; rig: { id: number; name: string } | null }> } };
  const voyages = await apiCall<{ Voyages: { data: Array<{ id: number }> } }>(
    request,
    userToken,
    'GET',
    '/api/voyage/get?page=1&limit=50',
  );
  let shared: { id: number; legs: Legs['load_plan']['legs'] } | undefined;
  for (const { id } of voyages.Voyages.data) {
    const plan = await apiCall<Legs>(request, userToken, 'GET', `/api/voyage/load-plan/${id}`);
    const legs = plan.load_plan.legs;
    if (
      legs.some((leg) => leg.rig?.name === OTHER_RIGS[1]) &&
      legs.some((leg) => leg.rig?.name !== OTHER_RIGS[1])
    ) {
      shared = { id, legs };
      break;
    }
  }
  expect(shared, 'a demo voyage calls at Atlantic Explorer and another rig').toBeDefined();
  const homeLeg = shared!.legs.find((leg) => leg.rig?.name === OTHER_RIGS[1])!;
  const otherLeg = shared!.legs.find((leg) => leg.rig?.name !== OTHER_RIGS[1])!;
  await apiCall(request, adminToken, 'POST', '/api/user/home-rigs', {
    user_id: (await apiCall<{ user: { id: number } }>(request, userToken, 'GET', '/api/auth/me')).user.id,
    rig_ids: [homeLeg.rig!.id],
  });
  await rigUser.goto(`/rig-logistics/voyage/${shared!.id}?rigs=home`);
  const manifests = rigUser
    .getByRole('heading', { name: 'Cargo Manifests' })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(manifests.getByText(`Leg ${homeLeg.sequence} to ${homeLeg.rig!.name}`)).toBeVisible();
  await expect(manifests.getByText(`Leg ${otherLeg.sequence} to ${otherLeg.rig?.name}`)).toHaveCount(0);
  await manifests.getByRole('button', { name: 'All rigs', exact: true }).click();
  await expect(manifests.getByText(`Leg ${otherLeg.sequence} to ${otherLeg.rig?.name}`)).toBeVisible();
  await expect(manifests.getByText(`Leg ${homeLeg.sequence} to ${homeLeg.rig!.name}`)).toBeVisible();
  await context.close();
});
