import { describe, expect, it } from 'vitest';
import { queryKeysForChange } from './live-invalidation';

describe('queryKeysForChange', () => {
  it('refreshes the bell on a notice, and nothing else', () => {
    expect(queryKeysForChange({ kind: 'notification', ids: [], request_ids: [], voyage_ids: [] })).toEqual([
      ['notifications'],
    ]);
  });

  it('refreshes an order’s request, its lists and counts, its shipments, voyages, dashboards and histories', () => {
    const keys = queryKeysForChange({ kind: 'order', ids: [42], request_ids: [7], voyage_ids: [3] });
    for (const key of [
      ['requests', 'list'],
      ['requests', 'detail', 7],
      ['orders', 'request', 7],
      ['shipments', 'actionable', 7],
      ['shipments'],
      ['orders', 'shipment'],
      ['voyages'],
      ['dashboard'],
      ['sailings'],
      ['history', 'request', 7],
      ['history', 'order', 42],
      ['history', 'voyage', 3],
    ]) {
      expect(keys).toContainEqual(key);
    }
    expect(keys).not.toContainEqual(['notifications']);
    expect(keys).not.toContainEqual(['requests', 'detail', 8]);
  });

  it('refreshes voyages, shipments, the sailings and the request lists (their at-risk mark) on a voyage or journey change', () => {
    const keys = queryKeysForChange({ kind: 'journey', ids: [5], request_ids: [], voyage_ids: [3] });
    expect(keys).toContainEqual(['voyages']);
    expect(keys).toContainEqual(['shipments']);
    expect(keys).toContainEqual(['sailings']);
    expect(keys).toContainEqual(['requests', 'list']);
    expect(keys).toContainEqual(['history', 'voyage', 3]);
    expect(keys).not.toContainEqual(['requests', 'detail', 7]);
  });

  it('refreshes the sailings when backload is booked', () => {
    const keys = queryKeysForChange({ kind: 'backload', ids: [2], request_ids: [], voyage_ids: [3] });
    expect(keys).toContainEqual(['sailings']);
  });

  it('refreshes the cargo carrying units where a unit is can change: a journey, a packed shipment, a backload', () => {
    for (const kind of ['journey', 'shipment', 'backload', 'order'] as const) {
      expect(queryKeysForChange({ kind, ids: [2], request_ids: [1], voyage_ids: [3] })).toContainEqual([
        'ccus',
      ]);
    }
    expect(
      queryKeysForChange({ kind: 'notification', ids: [2], request_ids: [], voyage_ids: [] }),
    ).not.toContainEqual(['ccus']);
  });
});
