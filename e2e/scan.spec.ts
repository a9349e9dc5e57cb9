import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatOrderId } from '@rigline/contract/ids';
import { scanAddressOf } from '@rigline/contract/scan-paths';
import { DEMO_ADMIN_CREDENTIALS } from '../apps/server/src/db/seed/demo-accounts.ts';
import { browserWithCamera, qrVideo } from './fake-camera.ts';
import { apiCall, apiToken, signInWithDemoButton, signInWithPassword } from './support.ts';

/**
 * Issue 25, scanning: a label's QR code is a role-neutral address (/go/ccu/7) that opens the unit on the
 * scanning role's own page. Scan in the top bar reads it from the camera (here Chromium's fake camera, fed a
 * picture of the label's code) or takes a typed code; an address opened signed out comes back after sign-in.
 */

async function unitIdOf(request: APIRequestContext, code: string): Promise<number> {
  const token = await apiToken(request, 'base_coordinator');
  const { ccus } = await apiCall<{ ccus: { data: { id: number; code: string }[] } }>(
    request,
    token,
    'GET',
    `/api/ccu/list?search=${code}&page=1&limit=10`,
  );
  const unit = ccus.data.find((row) => row.code === code);
  expect(unit, `${code} is a demo unit`).toBeDefined();
  return unit!.id;
}

function scanDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Scan a Label' });
}

test("the coordinator scans a unit's label with the camera and its page opens", async ({
  request,
  baseURL,
}) => {
  const unitId = await unitIdOf(request, 'RGL-1001');
  const label = scanAddressOf(baseURL!, 'ccu', unitId);
  const browser = await browserWithCamera(qrVideo(label));
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['camera'], { origin: baseURL });
    // The streams the page opens, kept to see that closing the dialog stopped them.
    await context.addInitScript(() => {
      const streams: MediaStream[] = [];
      (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams = streams;
      const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        streams.push(stream);
        return stream;
      };
    });
    const page = await context.newPage();
    await signInWithDemoButton(page, 'base_coordinator');
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    // The camera reads the label, often before the dialog's hint can be seen: the unit opens on the coordinator's own page, and the dialog is gone.
    await expect(page).toHaveURL(new RegExp(`/base-coordinator/ccus/${unitId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'RGL-1001' })).toBeVisible();
    await expect(scanDialog(page)).toBeHidden();
    // The camera is off once the dialog has closed: every track the page was given has ended.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.flatMap((stream) =>
            stream.getTracks().map((track) => track.readyState),
          ),
        ),
      )
      .toEqual(['ended']);
    await context.close();
  } finally {
    await browser.close();
  }
});

test('rig logistics types a unit code and an order number; a code nobody has is said in the dialog', async ({
  page,
  request,
}) => {
  const unitId = await unitIdOf(request, 'TOR-1234');
  const token = await apiToken(request, 'rig_logistics');
  const { orders } = await apiCall<{ orders: { data: { id: number; request_id: number }[] } }>(
    request,
    token,
    'GET',
    '/api/order/get?page=1&limit=1',
  );
  const order = orders.data[0];
  expect(order, 'rig logistics sees a demo order').toBeDefined();

  await signInWithDemoButton(page, 'rig_logistics');
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  const dialog = scanDialog(page);
  const code = dialog.getByLabel('Type a code');
  await code.fill('NOPE-404');
  await dialog.getByRole('button', { name: 'Go' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('No unit you can see has the code NOPE-404.');
  await expect(page).toHaveURL(/\/rig-logistics$/);

  await code.fill('tor-1234');
  await dialog.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(new RegExp(`/rig-logistics/ccus/${unitId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'TOR-1234' })).toBeVisible();

  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  await code.fill(formatOrderId(order!.id));
  await code.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/rig-logistics/requests/${order!.request_id}$`));
});

test('a label opened signed out comes back after sign-in; Back does not return to the scan address', async ({
  page,
  request,
}) => {
  const unitId = await unitIdOf(request, 'RGL-1001');
  await page.goto(`/go/ccu/${unitId}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fgo%2Fccu%2F${unitId}$`));
  await page.getByRole('button', { name: 'Rig Logistics', exact: true }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/rig-logistics/ccus/${unitId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'RGL-1001' })).toBeVisible();

  // Signed in, from the dashboard: the address is replaced by the unit's page, so Back leads to the dashboard.
  await page.goto('/rig-logistics');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.goto(`/go/ccu/${unitId}`);
  await expect(page).toHaveURL(new RegExp(`/rig-logistics/ccus/${unitId}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/rig-logistics$/);
});

test("an order's address opens its request for the coordinator, and tells the admin it does not open there", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'base_coordinator');
  const { orders } = await apiCall<{ orders: { data: { id: number; request_id: number }[] } }>(
    request,
    token,
    'GET',
    '/api/order/get?page=1&limit=1',
  );
  const order = orders.data[0]!;
  await signInWithDemoButton(page, 'base_coordinator');
  await page.goto(`/go/order/${order.id}`);
  await expect(page).toHaveURL(new RegExp(`/base-coordinator/requests/${order.request_id}$`));
  await page.goto('/go/order/999999');
  await expect(page.getByRole('heading', { name: 'ORD-999999 is not one you can see' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithPassword(page, DEMO_ADMIN_CREDENTIALS.email, DEMO_ADMIN_CREDENTIALS.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/go/order/${order.id}`);
  await expect(
    page.getByRole('heading', { name: `${formatOrderId(order.id)} does not open here` }),
  ).toBeVisible();
});
