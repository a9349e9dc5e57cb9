import { LOCAL_REJECTION } from '@rigline/contract/constants';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/testing/memory-storage';
import {
  createLocalRejectionStore,
  formatCountdown,
  isExpired,
  LOCAL_REJECTIONS_STORAGE_KEY,
  type LocalRejection,
  parseLocalRejections,
  rejectionsOfRequest,
  rejectionWarningLevel,
  remainingMs,
  soonestRemainingMs,
} from './local-rejections';

const MINUTE = 60_000;

function record(overrides: Partial<LocalRejection> = {}): LocalRejection {
  return {
    orderId: 1,
    requestId: 7,
    orderName: 'Casing',
    matCode: 'TUB-9625-L80',
    timestamp: 0,
    ...overrides,
  };
}

function setUp(start = 1_000_000) {
  const storage = new MemoryStorage();
  let now = start;
  const store = createLocalRejectionStore({ storage: () => storage, now: () => now });
  return {
    storage,
    store,
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('expiry', () => {
  it('lasts exactly 15 minutes', () => {
    expect(LOCAL_REJECTION.ttlMs).toBe(900_000);
    expect(remainingMs(record({ timestamp: 0 }), 0)).toBe(900_000);
    expect(isExpired(record({ timestamp: 0 }), 900_000 - 1)).toBe(false);
    expect(isExpired(record({ timestamp: 0 }), 900_000)).toBe(true);
    expect(remainingMs(record({ timestamp: 0 }), 2_000_000)).toBe(0);
  });

  it('drops a mark from storage once its 15 minutes are up', () => {
    const { store, storage, advance } = setUp();
    store.mark({ orderId: 1, requestId: 7, orderName: 'Casing', matCode: 'TUB-9625-L80' });
    advance(5 * MINUTE);
    store.mark({ orderId: 2, requestId: 7, orderName: 'Liner', matCode: 'SPR-MP-LINER-6' });
    advance(10 * MINUTE - 1);
    expect(store.read().map((r) => r.orderId)).toEqual([1, 2]);
    advance(1);
    expect(store.read().map((r) => r.orderId)).toEqual([2]);
    expect(parseLocalRejections(storage.getItem(LOCAL_REJECTIONS_STORAGE_KEY))).toHaveLength(1);
    advance(5 * MINUTE);
    expect(store.read()).toEqual([]);
    expect(storage.getItem(LOCAL_REJECTIONS_STORAGE_KEY)).toBeNull();
  });

  it('starts the 15 minutes over when an order is marked again', () => {
    const { store, advance } = setUp();
    store.mark({ orderId: 1, requestId: 7, orderName: 'Casing', matCode: 'X' });
    advance(14 * MINUTE);
    store.mark({ orderId: 1, requestId: 7, orderName: 'Casing', matCode: 'X' });
    advance(2 * MINUTE);
    expect(store.read()).toHaveLength(1);
  });
});

describe('restore and clear', () => {
  it('restores one order and leaves the others marked', () => {
    const { store } = setUp();
    store.mark({ orderId: 1, requestId: 7, orderName: 'A', matCode: 'A' });
    store.mark({ orderId: 2, requestId: 7, orderName: 'B', matCode: 'B' });
    store.restore(1);
    expect(store.read().map((r) => r.orderId)).toEqual([2]);
  });

  it('clears the saved orders only', () => {
    const { store } = setUp();
    for (const orderId of [1, 2, 3]) store.mark({ orderId, requestId: 7, orderName: 'x', matCode: 'x' });
    store.clear([1, 3]);
    expect(store.read().map((r) => r.orderId)).toEqual([2]);
  });

  it('tells its subscribers about every change', () => {
    const { store } = setUp();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.mark({ orderId: 1, requestId: 7, orderName: 'A', matCode: 'A' });
    store.restore(1);
    unsubscribe();
    store.mark({ orderId: 2, requestId: 7, orderName: 'B', matCode: 'B' });
    expect(calls).toBe(2);
  });
});

describe('reading storage', () => {
  it('treats unreadable or malformed data as no marks', () => {
    expect(parseLocalRejections(null)).toEqual([]);
    expect(parseLocalRejections('not json')).toEqual([]);
    expect(parseLocalRejections('{"orderId":1}')).toEqual([]);
    expect(parseLocalRejections(JSON.stringify([record(), { orderId: 'x' }]))).toEqual([record()]);
  });

  it('keeps each request to its own marks', () => {
    const records = [record({ orderId: 1, requestId: 7 }), record({ orderId: 2, requestId: 8 })];
    expect(rejectionsOfRequest(records, 8).map((r) => r.orderId)).toEqual([2]);
  });
});

describe('countdown', () => {
  it('formats minutes and seconds, rounding up', () => {
    expect(formatCountdown(900_000)).toBe('15:00');
    expect(formatCountdown(899_001)).toBe('15:00');
    expect(formatCountdown(899_000)).toBe('14:59');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(500)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('counts down to the first mark that lapses', () => {
    const records = [record({ orderId: 1, timestamp: 1000 }), record({ orderId: 2, timestamp: 0 })];
    expect(soonestRemainingMs(records, 60_000)).toBe(840_000);
    expect(soonestRemainingMs([], 0)).toBeNull();
  });
});

describe('warning thresholds', () => {
  it('warns under 5 minutes and urgently under 1 minute', () => {
    expect(rejectionWarningLevel(15 * MINUTE)).toBe('none');
    expect(rejectionWarningLevel(5 * MINUTE)).toBe('none');
    expect(rejectionWarningLevel(5 * MINUTE - 1)).toBe('warning');
    expect(rejectionWarningLevel(MINUTE)).toBe('warning');
    expect(rejectionWarningLevel(MINUTE - 1)).toBe('urgent');
    expect(rejectionWarningLevel(0)).toBe('urgent');
  });
});
