import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_ADMIN_CREDENTIALS } from '../apps/server/src/db/seed/demo-accounts.ts';
import { apiCall, apiToken, shownUtc, signInWithDemoButton, toasts } from './support.ts';

/*
 * Issue 23, the coordinator's Schedule: a voyage with two rigs and no plan is listed as Not scheduled; the
 * coordinator schedules it for this week from the Schedule screen, sees its bar on its vessel's row, and
 * reschedules it, which after the booking cut-off asks for a reason and a note.
 */

// Times are typed and shown in the display zone: the browser's, UTC here.
test.use({ timezoneId: 'UTC' });

const HOUR = 3_600_000;

/** "2026-11-27T09:00" in UTC, as a datetime-local input takes it. */
function typed(instant: number): string {
  return new Date(instant).toISOString().slice(0, 16);
}

/** A vessel of the journey's own (nobody else's voyage can overlap), and an unscheduled voyage on it to two rigs. */
async function unscheduledVoyage(request: APIRequestContext, run: string) {
  const admin = await request.post('/api/auth/login', { data: DEMO_ADMIN_CREDENTIALS });
  const adminToken = ((await admin.json()) as { data: { token: string } }).data.token;
  const { vessel } = await apiCall<{ vessel: { id: number; name: string } }>(
    request,
    adminToken,
    'POST',
    '/api/vessel/create',
    { name: `MV Schedule ${run}`, essos_voyage_number: `SCHED-${run}` },
  );
  const coordinator = await apiToken(request, 'base_coordinator');
  const { voyage } = await apiCall<{ voyage: { id: number } }>(
    request,
    coordinator,
    'POST',
    '/api/voyage/create',
    {
      name: `Schedule run ${run}`,
      vessel_id: vessel.id,
    },
  );
  const listed = await apiCall<{ rigs: { data: { id: number; name: string; status: boolean }[] } }>(
    request,
    coordinator,
    'GET',
    '/api/rig/list?page=1&limit=100',
  );
  // Two active rigs: another journey may have deactivated a rig of the shared database meanwhile.
  const rigs = { rigs: { data: listed.rigs.data.filter((rig) => rig.status).slice(0, 2) } };
  for (const rig of rigs.rigs.data) {
    await apiCall(request, coordinator, 'POST', '/api/journey/create', {
      voyage_id: voyage.id,
      rig_id: rig.id,
    });
  }
  return { vessel, voyageId: voyage.id, rigs: rigs.rigs.data.map((rig) => rig.name) };
}

test('the coordinator schedules a voyage on the week, sees its bar and reschedules it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const run = String(Date.now());
  const { vessel, voyageId, rigs } = await unscheduledVoyage(request, run);
  const [firstRig = '', secondRig = ''] = rigs;
  const name = `Schedule run ${run}`;

  await signInWithDemoButton(page, 'base_coordinator');
  await page.getByRole('link', { name: 'Schedule', exact: true }).click();
  await expect(page).toHaveURL(/\/base-coordinator\/schedule$/);
  await expect(page.getByText('Days and times in UTC')).toBeVisible();

  // Not scheduled yet: no bar, a Schedule button.
  const unscheduled = page.getByTestId(`unscheduled-${voyageId}`);
  await expect(unscheduled).toContainText(name);
  await expect(page.getByTestId(`schedule-bar-${voyageId}`)).toHaveCount(0);
  await unscheduled.getByRole('button', { name: 'Schedule' }).click();

  // This hour is always in this week; the cut-off (24 h before) has passed, so a later change needs a reason.
  const departure = Math.floor(Date.now() / HOUR) * HOUR;
  const dialog = page.getByRole('dialog', { name: 'Schedule voyage' });
  await expect(dialog.getByText('Times are typed in UTC')).toBeVisible();
  await dialog.getByLabel('Planned departure (UTC)').fill(typed(departure));
  await dialog.getByLabel('Planned return (UTC)').fill(typed(departure + 30 * HOUR));
  await dialog.getByLabel(`Arrival at ${firstRig} (UTC)`).fill(typed(departure + 6 * HOUR));
  await dialog.getByLabel(`Departure from ${firstRig} (UTC)`).fill(typed(departure + 10 * HOUR));
  await dialog.getByLabel(`Arrival at ${secondRig} (UTC)`).fill(typed(departure + 14 * HOUR));
  await dialog.getByLabel(`Departure from ${secondRig} (UTC)`).fill(typed(departure + 18 * HOUR));
  await expect(dialog.getByTestId('schedule-implied-cutoff')).toContainText('Booking closed');
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(dialog).toBeHidden();

  // Its bar on its vessel's row, with its rigs; the details name the times in UTC.
  const row = page.getByTestId(`schedule-row-${vessel.id}`);
  const bar = row.getByTestId(`schedule-bar-${voyageId}`);
  await expect(bar).toContainText(`${firstRig} → ${secondRig}`);
  await expect(page.getByTestId(`unscheduled-${voyageId}`)).toHaveCount(0);
  const details = page.getByTestId(`schedule-sailing-${voyageId}`);
  await expect(details).toContainText('Booking closed');
  await expect(details).toContainText(`1. ${firstRig}`);

  // Reschedule: the return a day later. Booking has closed, so a reason and a note are required.
  await bar.click();
  const reschedule = page.getByRole('dialog', { name: 'Reschedule voyage' });
  await expect(reschedule.getByLabel('Planned departure (UTC)')).toHaveValue(typed(departure));
  await reschedule.getByLabel('Planned return (UTC)').fill(typed(departure + 54 * HOUR));
  await reschedule.getByRole('button', { name: 'Save schedule' }).click();
  await expect(reschedule.getByText('Booking has closed: please choose a reason')).toBeVisible();
  await expect(reschedule.getByText('Please add a note saying what changed')).toBeVisible();
  await reschedule.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Weather' }).click();
  await reschedule.getByLabel('Note').fill('Swell over 4 m at the second rig');
  await reschedule.getByRole('button', { name: 'Save schedule' }).click();
  await expect(reschedule).toBeHidden();
  await expect(toasts(page).getByText(/./).first()).toBeVisible();

  // The new return is what the week shows, and what the server kept.
  const returns = shownUtc(departure + 54 * HOUR);
  await expect(details).toContainText(`Returns ${returns}`);
  const token = await apiToken(request, 'base_coordinator');
  const listed = await apiCall<{ Voyages: { data: { planned_return_at: string | null }[] } }>(
    request,
    token,
    'GET',
    `/api/voyage/get?id=${voyageId}`,
  );
  expect(listed.Voyages.data[0]?.planned_return_at).toBe(new Date(departure + 54 * HOUR).toISOString());

  // A second voyage of the same vessel inside that window is refused, naming the first, and nothing is saved.
  const { voyage: second } = await apiCall<{ voyage: { id: number } }>(
    request,
    token,
    'POST',
    '/api/voyage/create',
    {
      name: `Overlap run ${run}`,
      vessel_id: vessel.id,
    },
  );
  await page.reload();
  await page.getByTestId(`unscheduled-${second.id}`).getByRole('button', { name: 'Schedule' }).click();
  const overlap = page.getByRole('dialog', { name: 'Schedule voyage' });
  await overlap.getByLabel('Planned departure (UTC)').fill(typed(departure + 2 * HOUR));
  await overlap.getByLabel('Planned return (UTC)').fill(typed(departure + 20 * HOUR));
  await overlap.getByRole('button', { name: 'Save schedule' }).click();
  await expect(overlap.getByRole('alert')).toContainText(`already planned on VOY-${voyageId} (${name})`);
  await overlap.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId(`unscheduled-${second.id}`)).toBeVisible();

  // The voyage's page shows the plan against what happened, with a Reschedule of its own.
  await page
    .getByTestId(`schedule-sailing-${voyageId}`)
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/base-coordinator/voyage/${voyageId}$`));
  const leg = page.getByTestId(/^voyage-schedule-leg-/).first();
  await expect(leg).toContainText(`Journey 1 · ${firstRig}`);
  await expect(leg).toContainText('Planned arrival');
  await expect(page.getByTestId('voyage-schedule-voyage')).toContainText(returns);
  await page.getByRole('button', { name: 'Reschedule' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Reschedule voyage' }).getByLabel('Planned return (UTC)'),
  ).toHaveValue(typed(departure + 54 * HOUR));
});
