import { describe, expect, it } from 'vitest';
import { describeHistoryAction, type HistoryTransition } from './history.ts';

function row(
  entity_type: HistoryTransition['entity_type'],
  from: [number | null, string] | null,
  to: [number | null, string],
) {
  return {
    entity_type,
    from_phase: from?.[0] ?? null,
    from_status: from?.[1] ?? null,
    to_phase: to[0],
    to_status: to[1],
  };
}

describe('describeHistoryAction', () => {
  it('names each order move of the lifecycle', () => {
    const cases: Array<[HistoryTransition, string]> = [
      [row('order', null, [0, 'CREATED']), 'Created'],
      [row('order', [0, 'CREATED'], [1, 'CREATED']), 'Sent to Rig Logistics for review'],
      [row('order', [1, 'CREATED'], [1, 'ACCEPTED']), 'Accepted'],
      [row('order', [1, 'ACCEPTED'], [1, 'CREATED']), 'Marked for review again'],
      [row('order', [1, 'CREATED'], [1, 'REJECTED']), 'Rejected'],
      [row('order', [2, 'REQUEST_LOADING'], [2, 'REJECTED']), 'Rejected'],
      [row('order', [1, 'ACCEPTED'], [2, 'ACCEPTED']), 'Handed to Base Coordinator'],
      [row('order', [2, 'ACCEPTED'], [2, 'REQUEST_LOADING']), 'Put on a shipment'],
      [row('order', [2, 'REQUEST_LOADING'], [2, 'ACCEPTED']), 'Removed from its shipment'],
      [row('order', [6, 'OFFLOAD_REQUIRED'], [2, 'ACCEPTED']), 'Removed from its shipment'],
      [row('order', [2, 'REQUEST_LOADING'], [3, 'ASSIGNED_TO_SUPPLIER']), 'Assigned to Supplier'],
      [row('order', [3, 'ASSIGNED_TO_SUPPLIER'], [4, 'LOADED']), 'Loaded'],
      [row('order', [4, 'LOADED'], [5, 'IN_TRANSIT']), 'Sailed'],
      [row('order', [5, 'IN_TRANSIT'], [6, 'OFFLOAD_REQUIRED']), 'Arrived at the rig: offload required'],
      [row('order', [6, 'OFFLOAD_REQUIRED'], [7, 'OFFLOADING']), 'Offloading started'],
      [row('order', [7, 'OFFLOADING'], [8, 'DELIVERED']), 'Delivered'],
    ];
    for (const [transition, action] of cases) expect(describeHistoryAction(transition)).toBe(action);
  });

  it('names request, voyage, journey and shipment moves, and reads an unknown one as its statuses', () => {
    expect(describeHistoryAction(row('request', null, [0, 'DRAFT']))).toBe('Created');
    expect(describeHistoryAction(row('request', [0, 'DRAFT'], [1, 'PENDING']))).toBe(
      'Assigned to Rig Logistics',
    );
    expect(describeHistoryAction(row('request', [1, 'PENDING'], [2, 'PROCESSING']))).toBe(
      'Assigned to Base Coordinator',
    );
    expect(describeHistoryAction(row('request', [2, 'PROCESSING'], [8, 'COMPLETED']))).toBe('Completed');
    expect(describeHistoryAction(row('voyage', null, [null, 'PLANNING']))).toBe('Voyage created');
    expect(describeHistoryAction(row('voyage', [null, 'PLANNING'], [null, 'STARTED']))).toBe(
      'Voyage started',
    );
    expect(describeHistoryAction(row('journey', [null, 'STARTED'], [null, 'ENDED']))).toBe('Journey ended');
    expect(describeHistoryAction(row('shipment', null, [null, 'CREATED']))).toBe('Shipment created');
    expect(describeHistoryAction(row('voyage', [null, 'STARTED'], [null, 'RETURNING']))).toBe(
      'Voyage returning',
    );
    expect(describeHistoryAction(row('order', [8, 'DELIVERED'], [9, 'SOMETHING_NEW']))).toBe(
      'DELIVERED → SOMETHING_NEW',
    );
  });
});
