import { describe, expect, it } from 'vitest';
import { nextAttemptAfterFailure, OUTBOX } from '../outbox/outbox.ts';
import { webhookEventOf } from './webhook-events.ts';

/* Which recorded transition is which webhook event (docs/decisions/079), and the outbox's backoff. */

type Row = Parameters<typeof webhookEventOf>[0];
const row = (
  entity_type: Row['entity_type'],
  from: string | null,
  to: string,
  details: string | null = null,
) => webhookEventOf({ entity_type, from_status: from, to_status: to, details });

describe('webhookEventOf', () => {
  it('names the backload and discrepancy steps, and a reschedule by its details', () => {
    expect(row('backload', null, 'BOOKED')).toBe('backload.booked');
    expect(row('backload', 'LOADED', 'RECEIVED')).toBe('backload.received');
    expect(row('backload', 'BOOKED', 'LOADED')).toBeNull();
    expect(row('backload', 'BOOKED', 'CANCELLED')).toBeNull();
    expect(row('discrepancy', null, 'OPEN')).toBe('discrepancy.opened');
    expect(row('discrepancy', 'OPEN', 'RESOLVED')).toBe('discrepancy.resolved');
    expect(row('voyage', 'PLANNING', 'PLANNING', '{"planned_departure_at":[null,"x"]}')).toBe(
      'voyage.rescheduled',
    );
    expect(row('voyage', null, 'PLANNING')).toBeNull();
  });

  it('sends nothing for an undo, a carried order whose status stays, or a step not in the list', () => {
    // Undo of Accept, Mark Loaded and Mark Offloaded (issue 12).
    expect(row('order', 'ACCEPTED', 'CREATED')).toBeNull();
    expect(row('order', 'LOADED', 'ASSIGNED_TO_SUPPLIER')).toBeNull();
    expect(row('order', 'DELIVERED', 'OFFLOADING')).toBeNull();
    // Orders carried with their request from phase 0 to 1, and placed on a shipment.
    expect(row('order', 'CREATED', 'CREATED')).toBeNull();
    expect(row('order', 'ACCEPTED', 'REQUEST_LOADING')).toBeNull();
    // An order back from a voyage to planning is not "accepted" again.
    expect(row('order', 'ON_BOARD_RETURNING', 'ACCEPTED')).toBeNull();
    expect(row('shipment', null, 'CREATED')).toBeNull();
    expect(row('request', 'PENDING', 'COMPLETED')).toBeNull();
  });
});

describe('nextAttemptAfterFailure', () => {
  const createdAt = '2026-11-28T00:00:00.000Z';
  const start = Date.parse(createdAt);

  it('waits 10 s, 30 s, 2 min … then every 8 h, never past a day from the writing', () => {
    const waits = [1, 2, 3, 9, 12].map(
      (attempts) => Date.parse(nextAttemptAfterFailure({ createdAt, attempts, now: start })!) - start,
    );
    expect(waits).toEqual([10_000, 30_000, 120_000, 8 * 3_600_000, 8 * 3_600_000]);
    const late = start + 20 * 3_600_000;
    expect(nextAttemptAfterFailure({ createdAt, attempts: 10, now: late })).toBe(
      new Date(start + OUTBOX.giveUpAfterMs).toISOString(),
    );
  });

  it('gives up once a day has passed', () => {
    expect(
      nextAttemptAfterFailure({ createdAt, attempts: 12, now: start + OUTBOX.giveUpAfterMs }),
    ).toBeNull();
  });
});
