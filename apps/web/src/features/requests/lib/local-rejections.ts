import { LOCAL_REJECTION } from '@rigline/contract/constants';

/**
 * Rig logistics' local rejections (§4): choosing REJECTED only marks the order in this browser for 15
 * minutes; Save rejects the marked orders for good. The marks live in localStorage so that a reload or a
 * second tab keeps them, and they lapse on their own.
 */
export interface LocalRejection {
  orderId: number;
  requestId: number;
  orderName: string;
  matCode: string;
  /**
   * The order's version when it was marked: Save sends it, so an order changed since (accepted by someone
   * else, say) is refused with 409 rather than rejected unseen. Absent on marks stored before versions.
   */
  version?: number;
  /** When the order was marked, in ms since the epoch. */
  timestamp: number;
}

export const LOCAL_REJECTIONS_STORAGE_KEY = 'rejectedOrders';

export type RejectionWarningLevel = 'none' | 'warning' | 'urgent';

function isLocalRejection(value: unknown): value is LocalRejection {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.orderId === 'number' &&
    typeof record.requestId === 'number' &&
    typeof record.orderName === 'string' &&
    typeof record.matCode === 'string' &&
    typeof record.timestamp === 'number' &&
    Number.isFinite(record.timestamp) &&
    (record.version === undefined || typeof record.version === 'number')
  );
}

/** The stored marks; anything unreadable counts as none, and malformed entries are skipped. */
export function parseLocalRejections(raw: string | null): LocalRejection[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isLocalRejection) : [];
}

/** Time left before the mark lapses: 0 once it has, never more than the 15 minutes (a clock read late). */
export function remainingMs(record: Pick<LocalRejection, 'timestamp'>, now: number): number {
  return Math.min(LOCAL_REJECTION.ttlMs, Math.max(0, record.timestamp + LOCAL_REJECTION.ttlMs - now));
}

export function isExpired(record: Pick<LocalRejection, 'timestamp'>, now: number): boolean {
  return remainingMs(record, now) === 0;
}

export function withoutExpired(records: readonly LocalRejection[], now: number): LocalRejection[] {
  return records.filter((record) => !isExpired(record, now));
}

/** Marks the order; marking it again starts its 15 minutes over. */
export function withRejection(records: readonly LocalRejection[], record: LocalRejection): LocalRejection[] {
  return [...records.filter((existing) => existing.orderId !== record.orderId), record];
}

export function withoutOrders(
  records: readonly LocalRejection[],
  orderIds: readonly number[],
): LocalRejection[] {
  const removed = new Set(orderIds);
  return records.filter((record) => !removed.has(record.orderId));
}

export function rejectionsOfRequest(records: readonly LocalRejection[], requestId: number): LocalRejection[] {
  return records.filter((record) => record.requestId === requestId);
}

/** Time left until the first of these marks lapses; null when there are none. */
export function soonestRemainingMs(records: readonly LocalRejection[], now: number): number | null {
  if (records.length === 0) return null;
  return Math.min(...records.map((record) => remainingMs(record, now)));
}

/** "14:59": minutes and seconds, rounded up so that the badge reads 00:00 only when the time is up. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** A warning under 5 minutes left, a stronger one under 1 minute (§9). */
export function rejectionWarningLevel(ms: number): RejectionWarningLevel {
  if (ms < LOCAL_REJECTION.urgentBelowMs) return 'urgent';
  if (ms < LOCAL_REJECTION.warnBelowMs) return 'warning';
  return 'none';
}

export interface LocalRejectionStore {
  /** The marks still in force; lapsed ones are dropped from storage on the way. */
  read(): LocalRejection[];
  mark(record: Omit<LocalRejection, 'timestamp'>): void;
  restore(orderId: number): void;
  /** After saving: the marks of the orders now rejected for good. */
  clear(orderIds: readonly number[]): void;
  /** Called after every change made through this store. */
  subscribe(listener: () => void): () => void;
}

export function createLocalRejectionStore(options: {
  storage: () => Storage;
  now?: () => number;
}): LocalRejectionStore {
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();

  function readAll(): LocalRejection[] {
    return parseLocalRejections(options.storage().getItem(LOCAL_REJECTIONS_STORAGE_KEY));
  }

  function write(records: LocalRejection[]): void {
    const storage = options.storage();
    if (records.length === 0) storage.removeItem(LOCAL_REJECTIONS_STORAGE_KEY);
    else storage.setItem(LOCAL_REJECTIONS_STORAGE_KEY, JSON.stringify(records));
    for (const listener of listeners) listener();
  }

  return {
    read() {
      const all = readAll();
      const current = withoutExpired(all, now());
      if (current.length !== all.length) write(current);
      return current;
    },
    mark(record) {
      write(withRejection(withoutExpired(readAll(), now()), { ...record, timestamp: now() }));
    },
    restore(orderId) {
      write(withoutOrders(withoutExpired(readAll(), now()), [orderId]));
    },
    clear(orderIds) {
      write(withoutOrders(withoutExpired(readAll(), now()), orderIds));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
