import { type Browser, expect, type Page, test } from '@playwright/test';
import { formatOrderId, formatVoyageId } from '@rigline/contract/ids';
import type { Role } from '@rigline/contract/roles';
import { DEMO_ADMIN_CREDENTIALS } from '../apps/server/src/db/seed/demo-accounts.ts';
import { apiCall, apiToken, requestReadyToPlan, shownUtc, signInWithDemoButton } from './support.ts';

/*
 * Issue 23: a supplier watches its Sailings while the base coordinator, in another window, moves the sailing its
 * cargo is on two hours later: the new departure, ETA and "deliver to the quay by" appear without a reload, and
 * the bell says what moved (docs/decisions/067).
 */

const RIG = 'Ocean Endeavour';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const iso = (at: number) => new Date(at).toISOString();
/** "2026-11-27T09:00", as a datetime-local input takes it in UTC. */
const typed = (at: number) => iso(at).slice(0, 16);

/** A window of its own in UTC, signed in as the role. */
async function windowAs(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  await signInWithDemoButton(page, role);
  return page;
}

test('the supplier’s Sailings show a sailing moved two hours later without a reload, and the bell says so', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const coordinatorToken = await apiToken(request, 'base_coordinator');
  const adminLogin = await request.post('/api/auth/login', { data: DEMO_ADMIN_CREDENTIALS });
  const adminToken = ((await adminLogin.json()) as { data: { token: string } }).data.token;
  // A vessel of this run's own, so that its planned window meets no other journey's.
  const { vessel } = await apiCall<{ vessel: { id: number } }>(
    request,
    adminToken,
    'POST',
    '/api/vessel/create',
    { name: `Live sailing vessel ${stamp}`, essos_voyage_number: `ESS-LIVE-${stamp}` },
  );
  const rigs = await apiCall<{ rigs: { data: { id: number; name: string }[] } }>(
    request,
    coordinatorToken,
    'GET',
    '/api/rig/list?limit=100',
  );
  const rig = rigs.rigs.data.find((candidate) => candidate.name === RIG)!;
  const name = `Live run ${stamp}`;
  const { voyage } = await apiCall<{ voyage: { id: number } }>(
    request,
    coordinatorToken,
    'POST',
    '/api/voyage/create',
    { name, vessel_id: vessel.id },
  );
  const { journeys } = await apiCall<{ journeys: { id: number }[] }>(
    request,
    coordinatorToken,
    'POST',
    '/api/journey/create',
    { voyage_id: voyage.id, rig_id: rig.id },
  );
  // Ten days ahead, on the hour: booking is open, so the move needs no reason.
  const departure = Math.floor((Date.now() + 10 * DAY) / HOUR) * HOUR;
  const arrival = departure + 12 * HOUR;
  await apiCall(request, coordinatorToken, 'POST', '/api/voyage/schedule', {
    voyage_id: voyage.id,
    planned_departure_at: iso(departure),
    planned_return_at: iso(departure + 2 * DAY),
    journeys: [
      {
        id: journeys[0]!.id,
        planned_arrival_at: iso(arrival),
        planned_departure_at: iso(arrival + 6 * HOUR),
      },
    ],
  });
  const cargo = await requestReadyToPlan(request, {
    rigName: RIG,
    matCode: 'TUB-9625-L80',
    quantity: 2,
    title: `Live cargo ${stamp}`,
    description: 'Casing on a sailing that moves',
  });
  const { shipment } = await apiCall<{ shipment: { id: number } }>(
    request,
    coordinatorToken,
    'POST',
    '/api/shipment/create',
    { voyage_id: voyage.id, request_id: cargo.requestId },
  );
  await apiCall(request, coordinatorToken, 'POST', '/api/order/update', {
    id: cargo.orderId,
    shipment_id: shipment.id,
  });

  // The supplier's window: the sailing with its times and the order on it.
  const supplier = await windowAs(browser, 'supplier');
  await supplier.goto('/supplier/sailings');
  const row = supplier
    .getByRole('region', { name: `Sailings to ${RIG}` })
    .getByRole('listitem', { name: `${formatVoyageId(voyage.id)} ${name}` });
  const term = (label: string) =>
    row.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(term('Sails')).toHaveText(shownUtc(departure));
  await expect(term('Deliver to the quay by')).toContainText(shownUtc(departure - DAY));
  await expect(term('ETA (planned)')).toContainText(shownUtc(arrival));
  await expect(row.getByRole('link', { name: formatOrderId(cargo.orderId) })).toBeVisible();

  // The coordinator's window: the voyage's page, Reschedule, every time two hours later.
  const coordinator = await windowAs(browser, 'base_coordinator');
  await coordinator.goto(`/base-coordinator/voyage/${voyage.id}`);
  await coordinator.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = coordinator.getByRole('dialog', { name: 'Reschedule voyage' });
  await expect(dialog.getByLabel('Planned departure (UTC)')).toHaveValue(typed(departure));
  await dialog.getByLabel('Planned departure (UTC)').fill(typed(departure + 2 * HOUR));
  await dialog.getByLabel('Planned return (UTC)').fill(typed(departure + 2 * DAY + 2 * HOUR));
  await dialog.getByLabel(`Arrival at ${RIG} (UTC)`).fill(typed(arrival + 2 * HOUR));
  await dialog.getByLabel(`Departure from ${RIG} (UTC)`).fill(typed(arrival + 8 * HOUR));
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(dialog).toBeHidden();

  // The supplier's window, never reloaded, shows the new plan and the notice.
  await expect(term('Sails')).toHaveText(shownUtc(departure + 2 * HOUR));
  await expect(term('Deliver to the quay by')).toContainText(shownUtc(departure + 2 * HOUR - DAY));
  await expect(term('ETA (planned)')).toContainText(shownUtc(arrival + 2 * HOUR));
  // The demo supplier's bell also counts every other journey's notices to Gulf: past 99 it reads "99+".
  const bell = supplier.getByRole('button', { name: /^Notifications, (\d+|99\+) unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(
    supplier.getByText(`${formatVoyageId(voyage.id)} ${name} was rescheduled`, { exact: false }).first(),
  ).toBeVisible();
});
