import { UNDO_WINDOW_MS } from '@rigline/contract/order-batches';
import { WEBHOOK_EVENTS, WEBHOOK_PRIVATE_ADDRESS_MESSAGE } from '@rigline/contract/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness.ts';
import { createGulfRequest, demoIds, fieldsOf } from '../requests/request-fixtures.ts';
import { apiOf } from '../voyages/voyage-fixtures.ts';
import { drainWebhooks, startTestReceiver, type TestReceiver } from './webhook-fixtures.ts';

const CREATE = '/api/admin/webhook/create';
const LIST = '/api/admin/webhook/list';
const UPDATE = '/api/admin/webhook/update';
const DELETE = '/api/admin/webhook/delete';
const DELIVERIES = '/api/admin/webhook/deliveries';
const REDELIVER = '/api/admin/webhook/redeliver';

describeOnEachDatabase(
  'webhooks (issue 26)',
  (harness) => {
    const api = apiOf(harness);
    let receiver: TestReceiver;
    beforeAll(async () => {
      receiver = await startTestReceiver();
    });
    afterAll(() => receiver.close());

    it('are the admin’s only: other roles get 403, anonymous callers 401', async () => {
      for (const role of ['supplier', 'rig_logistics', 'base_coordinator'] as const) {
        expect(
          (await api.post(role, CREATE, { url: receiver.url, events: ['order.accepted'] })).statusCode,
        ).toBe(403);
        expect((await api.get(role, LIST)).statusCode).toBe(403);
      }
      expect((await harness.post(CREATE, { url: receiver.url, events: ['order.accepted'] })).statusCode).toBe(
        401,
      );
    });

    it('refuses a URL that is not http(s), no events and an unknown event with 400 naming the field', async () => {
      for (const [body, field] of [
        [{ url: 'ftp://erp.example.com/hooks', events: ['order.accepted'] }, 'url'],
        [{ url: 'not a url', events: ['order.accepted'] }, 'url'],
        [{ url: 'https://user:pw@erp.example.com/hooks', events: ['order.accepted'] }, 'url'],
        [{ url: receiver.url, events: [] }, 'events'],
        [{ url: receiver.url, events: ['order.shipped'] }, 'events.0'],
      ] as const) {
        const answer = await api.post('admin', CREATE, body);
        expect(answer.statusCode, answer.body).toBe(400);
        expect(fieldsOf(answer.json())).toContain(field);
      }
      expect((await api.get('admin', LIST)).json().data.webhooks).toEqual([]);
    });

    it('creates, shows the secret once, lists, edits with a version, switches off and on, and deletes', async () => {
      const created = await api.ok('admin', CREATE, {
        url: receiver.url,
        events: ['order.rejected', 'order.accepted', 'order.accepted'],
        description: 'ERP purchasing',
      });
      expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      expect(created.webhook).toMatchObject({
        url: receiver.url,
        description: 'ERP purchasing',
        events: ['order.accepted', 'order.rejected'],
        is_active: true,
        version: 1,
        last_delivery: null,
      });
      const listed = await api.get('admin', LIST);
      expect(listed.body).not.toContain(created.secret);
      expect(listed.json().data.webhooks.map((webhook: { id: number }) => webhook.id)).toEqual([
        created.webhook.id,
      ]);

      const id = created.webhook.id as number;
      const edited = await api.ok('admin', UPDATE, { id, events: ['voyage.departed'], version: 1 });
      expect(edited.webhook).toMatchObject({ events: ['voyage.departed'], version: 2 });
      expect((await api.post('admin', UPDATE, { id, description: 'stale', version: 1 })).statusCode).toBe(
        409,
      );

      const off = await api.ok('admin', UPDATE, { id, is_active: false, version: 2 });
      expect(off.webhook).toMatchObject({
        is_active: false,
        disabled_reason: expect.stringMatching(/^Switched off by .+/),
      });
      expect(off.webhook.disabled_at).toEqual(expect.any(String));
      const on = await api.ok('admin', UPDATE, { id, is_active: true, version: 3 });
      expect(on.webhook).toMatchObject({ is_active: true, disabled_at: null, disabled_reason: null });

      expect((await api.ok('admin', DELETE, { id })).message).toBe('Webhook deleted');
      expect((await api.post('admin', DELETE, { id })).statusCode).toBe(404);
      expect((await api.get('admin', LIST)).json().data.webhooks).toEqual([]);
    });

    it('delivers each committed event once, in order, signed; nothing for a refused change; retries a 500; redelivers', async () => {
      const created = await api.ok('admin', CREATE, { url: receiver.url, events: [...WEBHOOK_EVENTS] });
      receiver.secrets.push(created.secret);
      const webhookId = created.webhook.id as number;
      const ids = await demoIds(harness);
      const rig = ids.rigs[0]!;
      const request = await api.ok('supplier', '/api/request/create', {
        rig_id: rig.id,
        well_id: ids.wellsOf(rig.id)[0]!.id,
        title: 'Webhook request',
        type: 'Loadout Request',
        section: 'Test section',
        description: 'Made by the webhook test',
        po_number: 'PO-4500012399',
      });
      const requestId = request.request_id as number;
      const orderIds: number[] = [];
      for (const [index, po] of [null, 'PO-LINE-7'].entries()) {
        const order = await api.ok('supplier', '/api/order/create', {
          request_id: requestId,
          item_id: ids.gulfItems[index]!.id,
          quantity: index + 1,
          ...(po ? { po_number: po } : {}),
        });
        orderIds.push(order.order.id as number);
      }
      await api.ok('supplier', '/api/request/move-next-phase', { request_id: requestId });
      await api.ok('rig_logistics', '/api/order/update-status', {
        order_id: orderIds[0],
        status: 'ACCEPTED',
      });
      await api.ok('rig_logistics', '/api/order/reject', { id: orderIds[1], reason: 'Wrong grade' });
      // A refused change (rejected is for good) rolls back and writes nothing.
      const refused = await api.post('rig_logistics', '/api/order/reject', { id: orderIds[1] });
      expect(refused.statusCode).toBe(409);

      // Nothing of the accept until its undo window has passed (an undone accept is never sent).
      await drainWebhooks(harness.db);
      expect(receiver.received.map((delivery) => delivery.type)).toEqual(['request.submitted']);
      await drainWebhooks(harness.db, { now: new Date(Date.now() + UNDO_WINDOW_MS + 1_000) });
      expect(receiver.received.map((delivery) => delivery.type)).toEqual([
        'request.submitted',
        'order.accepted',
        'order.rejected',
      ]);
      expect(receiver.received.every((delivery) => delivery.isVerified)).toBe(true);
      expect(new Set(receiver.received.map((delivery) => delivery.id)).size).toBe(3);
      const [submitted, accepted, rejected] = receiver.received;
      expect(submitted!.data).toMatchObject({
        request: {
          id: requestId,
          display_id: `REQ-${String(requestId).padStart(3, '0')}`,
          po_number: 'PO-4500012399',
        },
        state: { phase: 1, status: 'PENDING' },
        previous_state: { phase: 0, status: 'DRAFT' },
        actor: { id: ids.supplierUserId, name: 'Sam Carter', role: 'supplier' },
        po_number: 'PO-4500012399',
      });
      expect(accepted!.data).toMatchObject({
        order: {
          id: orderIds[0],
          display_id: `ORD-${String(orderIds[0]).padStart(3, '0')}`,
          po_number: null,
        },
        state: { phase: 1, status: 'ACCEPTED' },
        actor: { role: 'rig-logistic' },
        // The line has no number of its own: its request's.
        po_number: 'PO-4500012399',
      });
      expect(rejected!.data).toMatchObject({
        order: { id: orderIds[1], po_number: 'PO-LINE-7' },
        state: { status: 'REJECTED' },
        reason: 'Wrong grade',
        po_number: 'PO-LINE-7',
      });
      expect(JSON.parse(submitted!.body)).toEqual({
        type: 'request.submitted',
        timestamp: expect.any(String),
        data: expect.any(Object),
      });

      // The endpoint fails once: the attempt is logged, and the retry after the backoff delivers it.
      receiver.answers.push(500);
      await api.ok('rig_logistics', '/api/request/move-next-phase', { request_id: requestId });
      const first = await drainWebhooks(harness.db);
      expect(first).toEqual({ delivered: 0, retried: 1, failed: 0 });
      expect(await drainWebhooks(harness.db)).toEqual({ delivered: 0, retried: 0, failed: 0 });
      const retried = await drainWebhooks(harness.db, { now: new Date(Date.now() + 11_000) });
      expect(retried).toEqual({ delivered: 1, retried: 0, failed: 0 });
      const processing = receiver.received.slice(3);
      expect(processing.map((delivery) => [delivery.type, delivery.answered])).toEqual([
        ['request.processing', 500],
        ['request.processing', 200],
      ]);
      expect(processing[0]!.id).toBe(processing[1]!.id);
      expect(processing.every((delivery) => delivery.isVerified)).toBe(true);

      const log = (await api.get('admin', DELIVERIES, { webhook_id: webhookId, page: 1, limit: 10 })).json()
        .data.deliveries;
      expect(log.meta.total).toBe(4);
      expect(log.data[0]).toMatchObject({
        event: 'request.processing',
        status: 'DELIVERED',
        next_attempt_at: null,
      });
      expect(
        log.data[0].attempts.map((attempt: { status_code: number; answer: string }) => [
          attempt.status_code,
          attempt.answer,
        ]),
      ).toEqual([
        [500, 'receiver answered 500'],
        [200, 'thanks'],
      ]);
      const listed = (await api.get('admin', LIST)).json().data.webhooks[0];
      expect(listed.last_delivery).toMatchObject({ event: 'request.processing', status: 'DELIVERED' });

      // Redeliver: the same message id and body, once more; not while that copy is still on its way.
      const again = await api.ok('admin', REDELIVER, { delivery_id: log.data[3].id });
      const pending = await api.post('admin', REDELIVER, { delivery_id: again.delivery.id });
      expect(pending.statusCode).toBe(409);
      expect(pending.json().message).toMatch(/^This delivery is still being sent/);
      expect(again.delivery).toMatchObject({
        event: 'request.submitted',
        status: 'PENDING',
        redelivery_of: log.data[3].id,
      });
      await drainWebhooks(harness.db);
      const redelivered = receiver.received.at(-1)!;
      expect(redelivered.id).toBe(submitted!.id);
      expect(redelivered.body).toBe(submitted!.body);
      expect(redelivered.isVerified).toBe(true);
      expect((await api.post('admin', REDELIVER, { delivery_id: 999_999 })).statusCode).toBe(404);
      expect((await api.post('supplier', REDELIVER, { delivery_id: log.data[3].id })).statusCode).toBe(403);
      expect((await api.get('supplier', DELIVERIES, { webhook_id: webhookId })).statusCode).toBe(403);
    });

    it('switches off an endpoint whose deliveries failed for a day, and tells the admins', async () => {
      const failing = await startTestReceiver();
      try {
        const created = await api.ok('admin', CREATE, {
          url: failing.url,
          events: ['request.submitted', 'order.rejected'],
        });
        failing.secrets.push(created.secret);
        failing.answers.push(503, 503);
        const ids = await demoIds(harness);
        const rig = ids.rigs[0]!;
        const request = await api.ok('supplier', '/api/request/create', {
          rig_id: rig.id,
          well_id: ids.wellsOf(rig.id)[0]!.id,
          title: 'Failing webhook request',
          type: 'Loadout Request',
          section: 'Test section',
          description: 'Made by the webhook test',
        });
        await api.ok('supplier', '/api/order/create', {
          request_id: request.request_id,
          item_id: ids.gulfItems[0]!.id,
          quantity: 1,
        });
        await api.ok('supplier', '/api/request/move-next-phase', { request_id: request.request_id });
        await drainWebhooks(harness.db);
        expect(failing.received.map((delivery) => delivery.answered)).toEqual([503]);
        // A day later the last try fails too: given up, and the endpoint is switched off.
        await drainWebhooks(harness.db, { now: new Date(Date.now() + 24 * 3_600_000 + 1_000) });
        expect(failing.received.map((delivery) => delivery.answered)).toEqual([503, 503]);
        const webhook = (await api.get('admin', LIST))
          .json()
          .data.webhooks.find((row: { id: number }) => row.id === created.webhook.id);
        expect(webhook).toMatchObject({
          is_active: false,
          disabled_reason: 'Deliveries failed for 24 hours (last answer: HTTP 503)',
          last_delivery: { event: 'request.submitted', status: 'FAILED' },
        });
        const notices = await harness.db
          .selectFrom('notifications')
          .select(['user_id', 'kind', 'message'])
          .where('kind', '=', 'webhook_disabled')
          .execute();
        expect(notices).toEqual([
          {
            user_id: ids.adminUserId,
            kind: 'webhook_disabled',
            message: `The webhook to ${failing.url} was switched off: its deliveries failed for 24 hours. Check the endpoint, then switch it on again under Webhooks.`,
          },
        ]);
        // Switched off, it is written no more events.
        const before = await harness.db
          .selectFrom('outbox')
          .select('id')
          .where('webhook_id', '=', created.webhook.id)
          .execute();
        await api.ok('rig_logistics', '/api/order/reject', {
          id: (
            await harness.db
              .selectFrom('orders')
              .select('id')
              .where('request_id', '=', request.request_id)
              .executeTakeFirstOrThrow()
          ).id,
        });
        const after = await harness.db
          .selectFrom('outbox')
          .select('id')
          .where('webhook_id', '=', created.webhook.id)
          .execute();
        expect(after).toEqual(before);
      } finally {
        await failing.close();
      }
    });
  },
  { config: { webhookAllowPrivate: true } },
);

describeOnEachDatabase('webhooks to private addresses (issue 26)', (harness) => {
  const api = apiOf(harness);

  it('are refused at creation without WEBHOOK_ALLOW_PRIVATE', async () => {
    for (const url of [
      'http://127.0.0.1:9/hooks',
      'http://10.1.2.3/hooks',
      'http://[::1]/hooks',
      'http://localhost/x',
    ]) {
      const answer = await api.post('admin', CREATE, { url, events: ['order.accepted'] });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().errors).toEqual([{ field: 'url', message: WEBHOOK_PRIVATE_ADDRESS_MESSAGE }]);
    }
    expect((await api.get('admin', LIST)).json().data.webhooks).toEqual([]);
  });

  describe('at delivery', () => {
    let receiver: TestReceiver;
    beforeAll(async () => {
      receiver = await startTestReceiver();
    });
    afterAll(() => receiver.close());

    it('logs "refused: private address" and retries, sending nothing', async () => {
      // Saved while the setting allowed it (or a name that resolved elsewhere then): the delivery checks again.
      const now = new Date().toISOString();
      const webhook = await harness.db
        .insertInto('webhooks')
        .values({
          url: receiver.url,
          events: JSON.stringify(['request.submitted']),
          secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
          created_at: now,
          updated_at: now,
          created_by_user_id: null,
          disabled_at: null,
          disabled_reason: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ids = await demoIds(harness);
      const rig = ids.rigs[0]!;
      const request = await api.ok('supplier', '/api/request/create', {
        rig_id: rig.id,
        well_id: ids.wellsOf(rig.id)[0]!.id,
        title: 'Private webhook request',
        type: 'Loadout Request',
        section: 'Test section',
        description: 'Made by the webhook test',
      });
      await api.ok('supplier', '/api/order/create', {
        request_id: request.request_id,
        item_id: ids.gulfItems[0]!.id,
        quantity: 1,
      });
      await api.ok('supplier', '/api/request/move-next-phase', { request_id: request.request_id });
      expect(await drainWebhooks(harness.db, { allowPrivate: false })).toEqual({
        delivered: 0,
        retried: 1,
        failed: 0,
      });
      expect(receiver.received).toEqual([]);
      const log = (await api.get('admin', DELIVERIES, { webhook_id: webhook.id, page: 1, limit: 10 })).json()
        .data.deliveries.data;
      expect(log[0]).toMatchObject({ event: 'request.submitted', status: 'PENDING' });
      expect(log[0].attempts).toEqual([
        {
          at: expect.any(String),
          status_code: null,
          answer: 'refused: private address',
          duration_ms: expect.any(Number),
        },
      ]);
    });
  });
});

describeOnEachDatabase(
  'webhooks and undo (issue 26, docs/decisions/079)',
  (harness) => {
    const api = apiOf(harness);
    let receiver: TestReceiver;
    beforeAll(async () => {
      receiver = await startTestReceiver();
    });
    afterAll(() => receiver.close());

    it('never sends a step its maker took back within the undo window; the step taken again is sent once', async () => {
      const made = await api.ok('admin', CREATE, { url: `${receiver.url}/undo`, events: ['order.accepted'] });
      receiver.secrets.push(made.secret as string);
      const { orderIds } = await createGulfRequest(harness, { quantities: [1], phase: 1 });
      const orderId = orderIds[0]!;
      const accepted = await api.ok('rig_logistics', '/api/order/update-status', {
        order_id: orderId,
        status: 'ACCEPTED',
      });
      const undone = await api.post('rig_logistics', '/api/order/undo', {
        id: orderId,
        version: accepted.order.version,
      });
      expect(undone.statusCode, undone.body).toBe(200);
      const later = () => new Date(Date.now() + UNDO_WINDOW_MS + 1_000);
      await drainWebhooks(harness.db, { now: later() });
      const aboutIt = () =>
        receiver.received.filter(
          (delivery) => delivery.type === 'order.accepted' && delivery.data.order?.id === orderId,
        );
      expect(aboutIt()).toEqual([]);
      await api.ok('rig_logistics', '/api/order/update-status', { order_id: orderId, status: 'ACCEPTED' });
      await drainWebhooks(harness.db, { now: later() });
      expect(aboutIt()).toHaveLength(1);
      expect(aboutIt()[0]!.isVerified).toBe(true);
      await api.ok('admin', '/api/admin/webhook/delete', { id: made.webhook.id });
    });
  },
  { config: { webhookAllowPrivate: true } },
);
