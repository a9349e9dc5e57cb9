import { PLAN_VOYAGE_DESCRIPTION_MAX } from '@rigline/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  isLoadedAwaitingSailing,
  shipmentRequestLine,
  shipmentStatusLabel,
  truncateText,
  voyageNameOf,
} from './format';

describe('truncateText', () => {
  it('keeps a description of up to 60 characters as it is', () => {
    const sixty = 'x'.repeat(PLAN_VOYAGE_DESCRIPTION_MAX);
    expect(truncateText(sixty, PLAN_VOYAGE_DESCRIPTION_MAX)).toBe(sixty);
  });

  it('cuts a longer one at 60 characters and adds an ellipsis', () => {
    const text = 'Class G cement with retarder and spacer for the casing job on the 12 1/4 section';
    const cut = truncateText(text, PLAN_VOYAGE_DESCRIPTION_MAX);
    expect(cut).toBe(`${text.slice(0, 60).trimEnd()}...`);
    expect(cut.length).toBeLessThanOrEqual(63);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateText('abcd efgh', 5)).toBe('abcd...');
  });
});

describe('formatting', () => {
  it('reads the request line from the rig, else REQ-xxx', () => {
    expect(
      shipmentRequestLine({
        request_id: 7,
        request: { id: 7, title: 't', rig_id: 1, rig: { id: 1, name: 'RIG-003' } },
      }),
    ).toBe('RIG-003');
    expect(
      shipmentRequestLine({
        request_id: 7,
        request: { id: 7, title: 't', rig_id: 1, rig: { id: 1, name: '' } },
      }),
    ).toBe('REQ-007');
  });

  it('falls back to VOY-id for an unnamed voyage', () => {
    expect(voyageNameOf({ id: 3, name: ' ' }, 3)).toBe('VOY-3');
    expect(voyageNameOf({ id: 3, name: 'Week 48' }, 3)).toBe('Week 48');
  });

  it('names a shipment status from its least advanced order', () => {
    expect(shipmentStatusLabel({ current_phase: null, is_loaded: false })).toBe('Empty');
    expect(shipmentStatusLabel({ current_phase: 2, is_loaded: false })).toBe('Planning');
    expect(shipmentStatusLabel({ current_phase: 4, is_loaded: true })).toBe('Loaded');
    expect(shipmentStatusLabel({ current_phase: 6, is_loaded: true })).toBe('Offload Required');
    // Kept on board (issue 9): never plain "Delivered" while an order is still on the vessel.
    expect(shipmentStatusLabel({ current_phase: 8, is_loaded: true, kept_on_board_count: 1 })).toBe(
      'Delivered, 1 kept on board',
    );
    expect(shipmentStatusLabel({ current_phase: 9, is_loaded: true, kept_on_board_count: 2 })).toBe(
      'On board, returning to base',
    );
  });
});

describe('isLoadedAwaitingSailing (issue 22: no green "Loaded" beside "Delivered")', () => {
  it('holds only while the loaded shipment waits at the base', () => {
    expect(isLoadedAwaitingSailing({ current_phase: 4, is_loaded: true })).toBe(true);
    expect(isLoadedAwaitingSailing({ current_phase: 3, is_loaded: false })).toBe(false);
    expect(isLoadedAwaitingSailing({ current_phase: 5, is_loaded: true })).toBe(false);
    expect(isLoadedAwaitingSailing({ current_phase: 8, is_loaded: true })).toBe(false);
    expect(isLoadedAwaitingSailing({ current_phase: null, is_loaded: false })).toBe(false);
  });
});
