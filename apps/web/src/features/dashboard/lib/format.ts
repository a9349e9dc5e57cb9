import type { RequestStatus } from '@rigline/contract/phases';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "2026-11-20T04:18:48Z" → "20 Nov 2026"; the text itself when it is not a date. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat.format(time);
}

/** A request's status as a person reads it: PROCESSING → "Processing". */
export function formatRequestStatus(status: RequestStatus): string {
  return status.charAt(0) + status.slice(1).toLowerCase().replaceAll('_', ' ');
}

/**
 * §4 names the badge colours: pending yellow, in progress blue, completed and anything else grey. A request
 * in processing (phase 2 and on) is in progress.
 */
export function requestStatusBadgeClass(status: RequestStatus): string {
  switch (status) {
    case 'PENDING':
      return 'border-transparent bg-yellow-100 text-yellow-800';
    case 'PROCESSING':
      return 'border-transparent bg-blue-100 text-blue-800';
    default:
      return 'border-transparent bg-gray-100 text-gray-700';
  }
}

/** Share of a total, 0-100, for a bar. */
export function percentOf(part: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, (100 * part) / total));
}
