import { UNDO_WINDOW_MS } from '@rigline/contract/order-batches';
import { WEBHOOK_EVENTS } from '@rigline/contract/webhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness.ts';
import { apiOf, DAY_MS, rigIdsByCode, scheduledVoyageTo, voyageAtSea } from '../voyages/voyage-fixtures.ts';
import { drainWebhooks, startTestReceiver, type TestReceiver } from './webhook-fixtures.ts';

/**
 * A supply cycle heard by a webhook subscribed to every event (issue 26): one delivery per event, in the order the
 * changes were made, every signature verified, with the voyage's and the cargo's events too.
 */
describeOnEachDatabase(
  'a webhook hearing a supply cycle (issue 26)',
  (harness) => {
    const api = apiOf(harness);
    let receiver: TestReceiver;
    beforeAll(async () => {
      receiver = await startTestReceiver();
    });
    afterAll(() => receiver.close());

    it('gets one delivery per event, in order, from request to the voyage back at base', async () => {
      const created = await api.ok('admin', '/api/admin/webhook/create', {
        url: receiver.url,
        events: [...WEBHOOK_EVENTS],
      });
      receiver.secrets.push(created.secret);
      const [rigId] = await rigIdsByCode(harness);
      const { voyageId, journeyIds, shipments } = await voyageAtSea(harness, [rigId!]);
      const [delivered, kept] = shipments[0]!.orderIds as [number, number];
      await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[0] });
      await api.ok('rig_logistics', '/api/journey/end', { journey_id: journeyIds[0] });
      await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id: delivered });
      await api.ok('supplier', '/api/order/update', { id: delivered });
      const receipt = await api.ok('rig_logistics', '/api/order/receipt', {
        id: delivered,
        received_quantity: 1,
        damaged_quantity: 1,
        note: 'One sack torn',
      });
      await api.ok('rig_logistics', '/api/order/update', {
        id: kept,
        shipment_id: null,
        reason: 'OTHER',
        note: 'Deck full of casing',
      });
      await api.ok('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId });
      await api.ok('base_coordinator', '/api/discrepancy/resolve', {
        id: receipt.data.discrepancy_id,
        resolution: 'Credit note raised',
      });
      const next = await scheduledVoyageTo(harness, {
        rigIds: [rigId!],
        departure: 2 * DAY_MS,
        name: 'Next week',
      });

      // Past the undo window of the last undoable step, so every event stands.
      await drainWebhooks(harness.db, { now: new Date(Date.now() + UNDO_WINDOW_MS + 1_000) });
      expect(receiver.received.map((delivery) => delivery.type)).toEqual([
        'request.submitted',
        'order.accepted',
        'order.accepted',
        'request.processing',
        'shipment.assigned',
        'order.loaded',
        'shipment.assigned',
        'order.loaded',
        'voyage.departed',
        'journey.arrived',
        'order.offloaded',
        'discrepancy.opened',
        'order.kept_on_board',
        'voyage.arrived',
        'discrepancy.resolved',
        'voyage.rescheduled',
      ]);
      expect(receiver.received.every((delivery) => delivery.isVerified)).toBe(true);
      const byType = (type: string) => receiver.received.find((delivery) => delivery.type === type)!.data;
      expect(byType('voyage.departed')).toMatchObject({
        voyage: { id: voyageId, display_id: `VOY-${voyageId}` },
        state: { phase: null, status: 'STARTED' },
        count: 2,
        actor: { role: 'base-coordinator' },
      });
      expect(byType('journey.arrived')).toMatchObject({
        journey: { id: journeyIds[0] },
        voyage: { id: voyageId },
        state: { status: 'ENDED' },
      });
      expect(byType('discrepancy.opened')).toMatchObject({
        discrepancy: { id: receipt.data.discrepancy_id },
        order: { id: delivered },
        request: { id: shipments[0]!.requestId },
      });
      expect(byType('order.kept_on_board')).toMatchObject({
        order: { id: kept },
        state: { phase: 9, status: 'ON_BOARD_RETURNING' },
      });
      expect(byType('voyage.rescheduled')).toMatchObject({
        voyage: { id: next.voyageId },
        changes: { planned_departure_at: [null, expect.any(String)] },
      });
    });
  },
  { config: { webhookAllowPrivate: true } },
);
