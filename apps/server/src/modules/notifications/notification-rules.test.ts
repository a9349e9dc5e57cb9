import { PHASE } from '@rigline/contract/phases';
import { describe, expect, it } from 'vitest';
import { noticesFor } from './notification-rules.ts';

/** The words of a notice, as the bell shows them (a pure rule: no database needed). */
describe('noticesFor: an order kept on board', () => {
  const kept = (reason: string | null) =>
    noticesFor({
      row: {
        entity_type: 'order',
        entity_id: 42,
        actor_user_id: 3,
        from_phase: PHASE.OFFLOAD_REQUIRED,
        to_phase: PHASE.ON_BOARD_RETURNING,
        from_status: 'OFFLOAD_REQUIRED',
        to_status: 'ON_BOARD_RETURNING',
        created_at: '2026-11-20T08:00:00.000Z',
        request_id: 7,
        voyage_id: 3,
        shipment_id: 5,
        reason,
        count: null,
        details: null,
      },
      vendorId: 2,
      rigName: 'Ocean Endeavour',
    });

  it('says it in one tense, singular and plural (issue 22)', () => {
    const [toSupplier, toCoordinator] = kept('Crane down');
    expect(toSupplier!.message(1)).toBe(
      '1 order of REQ-007 stayed on board at Ocean Endeavour and is returning to base on VOY-3 (Crane down).',
    );
    expect(toCoordinator!.message(2)).toBe(
      '2 orders of REQ-007 stayed on board at Ocean Endeavour and are returning to base on VOY-3 (Crane down).',
    );
    expect(kept(null)[0]!.message(1)).not.toContain('(');
  });
});
