import { expect, test } from '@playwright/test';
import { formatRequestId } from '@rigline/contract/ids';
import { DEMO_ADMIN_CREDENTIALS } from '../apps/server/src/db/seed/demo-accounts.ts';
import { rawHeader, startSmtpReceiver } from '../apps/server/src/test/smtp-receiver.ts';
import { startTestReceiver } from '../apps/server/src/test/webhook-receiver.ts';
import { apiCall, apiToken, draftRequest, pageAs, signInWithPassword, toasts } from './support.ts';

/** The events one order's cycle from submission to its arrival at the rig sends, in the order they happen. */
const CYCLE = [
  'request.submitted',
  'order.accepted',
  'request.processing',
  'shipment.assigned',
  'order.loaded',
  'voyage.departed',
  'journey.arrived',
] as const;

/**
 * Issue 26, webhooks and email: the admin adds a webhook in the browser to a receiver on 127.0.0.1 that verifies
 * every signature with the `standardwebhooks` package; rig logistics chooses email for "assigned to you for
 * review"; a supply cycle runs to the rig. The receiver gets one delivery per event, in order, every one signed;
 * the first answer (500) is logged and retried, as the delivery log shows; the notice arrives at a real SMTP server
 * (the port 2000 above the server's, e2e/serve.ts), its link opens the request, and its one-click unsubscribe sets
 * the bell back.
 */
test('a webhook hears a supply cycle signed and in order, with a retry; an email notice arrives and unsubscribes', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL!;
  const smtp = await startSmtpReceiver(Number(new URL(origin).port) + 2000);
  const receiver = await startTestReceiver();
  let webhookUrl = '';
  try {
    // The admin adds the webhook and keeps its secret for the receiver.
    await signInWithPassword(page, DEMO_ADMIN_CREDENTIALS.email, DEMO_ADMIN_CREDENTIALS.password);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('button', { name: 'Add Webhook' }).click();
    const dialog = page.getByRole('dialog');
    webhookUrl = `${receiver.url}/${Date.now().toString(36)}`;
    await dialog.getByLabel('URL *').fill(webhookUrl);
    await dialog.getByLabel('Description').fill('ERP listener');
    await dialog.getByLabel('All events').check();
    await dialog.getByRole('button', { name: 'Add Webhook' }).click();
    const secret = dialog.getByLabel('Signing secret');
    await expect(secret).toHaveValue(/^whsec_/);
    receiver.secrets.push(await secret.inputValue());
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('row').filter({ hasText: webhookUrl })).toContainText('Active');

    // Rig logistics wants the review notices by email.
    const rita = await pageAs(browser, 'rig_logistics');
    await rita.goto('/rig-logistics/settings');
    const kind = rita.getByRole('group', { name: 'A request was assigned to you for review' });
    await kind.getByLabel('Email at once').check();
    await rita.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(rita).getByText('Notification preferences saved')).toBeVisible();

    // A supply cycle, to the rig; the receiver refuses the first delivery of its submission once.
    const title = `Webhook cycle ${Date.now()}`;
    const draft = await draftRequest(request, {
      rigName: 'Nordic Star',
      matCode: 'TUB-0700-P110',
      quantity: 4,
      title,
      description: 'Heard by the ERP',
    });
    let refusedId = '';
    receiver.answerOf = ({ id, type, data }) => {
      const about = (data as { request?: { id?: number } }).request?.id;
      if (type !== 'request.submitted' || about !== draft.requestId) return undefined;
      if (refusedId !== '' && refusedId !== id) return undefined;
      if (refusedId === id) return 200;
      refusedId = id;
      return 500;
    };
    const supplier = await apiToken(request, 'supplier');
    const rigLogistics = await apiToken(request, 'rig_logistics');
    const coordinator = await apiToken(request, 'base_coordinator');
    await apiCall(request, supplier, 'POST', '/api/request/move-next-phase', { request_id: draft.requestId });
    await apiCall(request, rigLogistics, 'POST', '/api/order/update-status', {
      order_id: draft.orderId,
      status: 'ACCEPTED',
    });
    await apiCall(request, rigLogistics, 'POST', '/api/request/move-next-phase', {
      request_id: draft.requestId,
    });
    const vessels = await apiCall<{ vessels: { data: { id: number }[] } }>(
      request,
      coordinator,
      'GET',
      '/api/vessel/get',
    );
    const { voyage } = await apiCall<{ voyage: { id: number } }>(
      request,
      coordinator,
      'POST',
      '/api/voyage/create',
      {
        name: `${title} run`,
        vessel_id: vessels.vessels.data[0]!.id,
      },
    );
    const plan = await apiCall<{ journeys: { id: number }[] }>(
      request,
      coordinator,
      'POST',
      '/api/journey/create',
      {
        voyage_id: voyage.id,
        rig_id: draft.rig.id,
      },
    );
    const { shipment } = await apiCall<{ shipment: { id: number } }>(
      request,
      coordinator,
      'POST',
      '/api/shipment/create',
      {
        voyage_id: voyage.id,
        request_id: draft.requestId,
      },
    );
    await apiCall(request, coordinator, 'POST', '/api/order/update', {
      id: draft.orderId,
      shipment_id: shipment.id,
    });
    await apiCall(request, coordinator, 'POST', '/api/order/update-status', {
      order_id: draft.orderId,
      status: 'ASSIGNED_TO_SUPPLIER',
    });
    await apiCall(request, supplier, 'POST', '/api/order/update', { id: draft.orderId });
    await apiCall(request, coordinator, 'POST', '/api/voyage/start', { voyage_id: voyage.id });
    await apiCall(request, rigLogistics, 'POST', '/api/journey/start', { journey_id: plan.journeys[0]!.id });
    await apiCall(request, rigLogistics, 'POST', '/api/journey/end', { journey_id: plan.journeys[0]!.id });

    // Every event of the cycle arrives once, in order, signed; the refused one twice, with the same id.
    const ours = () =>
      receiver.received.filter((delivery) => {
        const data = delivery.data as { request?: { id?: number }; voyage?: { id?: number } };
        return data.request?.id === draft.requestId || data.voyage?.id === voyage.id;
      });
    await expect
      .poll(
        () =>
          ours()
            .filter((delivery) => delivery.answered === 200)
            .map((delivery) => delivery.type),
        {
          timeout: 90_000,
        },
      )
      .toEqual([...CYCLE]);
    expect(ours().every((delivery) => delivery.isVerified)).toBe(true);
    const submitted = ours().filter((delivery) => delivery.type === 'request.submitted');
    expect(submitted.map((delivery) => delivery.answered)).toEqual([500, 200]);
    expect(submitted[0]!.id).toBe(submitted[1]!.id);
    expect(new Set(ours().map((delivery) => delivery.id)).size).toBe(CYCLE.length);
    expect(ours().find((delivery) => delivery.type === 'order.accepted')!.data).toMatchObject({
      order: { id: draft.orderId },
      request: { id: draft.requestId, display_id: formatRequestId(draft.requestId) },
      state: { status: 'ACCEPTED' },
      actor: { name: 'Rita Alvarez', role: 'rig-logistic' },
    });

    // The delivery log shows the failure and its retry.
    await page
      .getByRole('row')
      .filter({ hasText: webhookUrl })
      .getByRole('button', { name: 'Deliveries' })
      .click();
    const log = page.getByRole('dialog', { name: 'Deliveries' });
    const retried = log.getByRole('listitem').filter({ hasText: '2 attempts' });
    for (let pageNumber = 1; (await retried.count()) === 0 && pageNumber < 30; pageNumber += 1) {
      await log.getByRole('button', { name: 'Next page' }).click();
      await expect(log.getByText(`Page ${pageNumber + 1} of`)).toBeVisible();
    }
    await retried.getByRole('button', { name: 'request.submitted', exact: true }).click();
    await expect(retried).toContainText(refusedId);
    await expect(retried).toContainText('HTTP 500');
    await expect(retried).toContainText('HTTP 200');
    await expect(retried).toContainText('receiver answered 500');
    await page.keyboard.press('Escape');

    // The email notice, at the SMTP server.
    const subject = `${formatRequestId(draft.requestId)} was assigned to you for review.`;
    await expect
      .poll(() => smtp.messages.some((mail) => mail.subject === subject), { timeout: 60_000 })
      .toBe(true);
    const mail = smtp.messages.find((message) => message.subject === subject)!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('riglogistics@rigline.demo');
    expect(mail.html).toBeTruthy();
    const link = `${origin}/rig-logistics/requests/${draft.requestId}`;
    expect(mail.text).toContain(link);
    await rita.goto(link);
    await expect(rita.getByText(title).first()).toBeVisible();
    // One click from the mail, as a mail program's unsubscribe does it: back to the bell.
    const unsubscribe = /<([^>]+)>/.exec(rawHeader(mail, 'List-Unsubscribe') ?? '')?.[1];
    expect(unsubscribe).toBeTruthy();
    await rita.goto(unsubscribe!);
    await rita.getByRole('button', { name: /unsubscribe/i }).click();
    await expect(rita.getByText(/You will no longer get/)).toBeVisible();
    await rita.goto('/rig-logistics/settings');
    await expect(
      rita.getByRole('group', { name: 'A request was assigned to you for review' }).getByLabel('Bell only'),
    ).toBeChecked();
  } finally {
    // The webhook goes with its receiver, so other journeys' events are not sent to a closed port.
    if (webhookUrl !== '') {
      const admin = await request.post('/api/auth/login', { data: DEMO_ADMIN_CREDENTIALS });
      const token = ((await admin.json()) as { data: { token: string } }).data.token;
      const list = await apiCall<{ webhooks: Array<{ id: number; url: string }> }>(
        request,
        token,
        'GET',
        '/api/admin/webhook/list',
      );
      const made = list.webhooks.find((webhook) => webhook.url === webhookUrl);
      if (made) await apiCall(request, token, 'POST', '/api/admin/webhook/delete', { id: made.id });
    }
    await receiver.close();
    await smtp.close();
  }
});
