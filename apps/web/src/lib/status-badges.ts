import type { OrderStatus } from '@rigline/contract/phases';

export type StatusTone = 'yellow' | 'green' | 'red' | 'blue' | 'grey';

/**
 * Request status badge colours (§4): pending yellow, approved green, rejected red, in_progress (or in
 * progress) blue, completed grey, anything else grey. Compared without case, so PENDING is pending too.
 * PROCESSING, our server's status for a request in phase 2 and on, is the request in progress: blue
 * (docs/decisions/005).
 */
export function requestStatusTone(status: string | null | undefined): StatusTone {
  const normalized = (status ?? '').trim().toLowerCase().replaceAll('_', ' ');
  switch (normalized) {
    case 'pending':
      return 'yellow';
    case 'approved':
      return 'green';
    case 'rejected':
      return 'red';
    case 'in progress':
    case 'processing':
      return 'blue';
    default:
      return 'grey';
  }
}

const ORDER_STATUS_TONES: Record<OrderStatus, StatusTone> = {
  CREATED: 'yellow',
  ACCEPTED: 'green',
  REJECTED: 'red',
  REQUEST_LOADING: 'blue',
  ASSIGNED_TO_SUPPLIER: 'blue',
  LOADED: 'blue',
  IN_TRANSIT: 'blue',
  OFFLOAD_REQUIRED: 'blue',
  OFFLOADING: 'blue',
  DELIVERED: 'grey',
  ON_BOARD_RETURNING: 'yellow',
};

/** Order badges have no colours in the documents; these follow the request badges' meaning. */
export function orderStatusTone(status: string): StatusTone {
  return ORDER_STATUS_TONES[status as OrderStatus] ?? 'grey';
}

export const STATUS_TONE_CLASSES: Record<StatusTone, string> = {
  yellow: 'border-yellow-200 bg-yellow-100 text-yellow-800',
  green: 'border-green-200 bg-green-100 text-green-800',
  red: 'border-red-200 bg-red-100 text-red-800',
  blue: 'border-blue-200 bg-blue-100 text-blue-800',
  grey: 'border-gray-200 bg-gray-100 text-gray-700',
};

/**
 * "REQUEST_LOADING" → "REQUEST LOADING", as the coordinator's list shows a status (§2). An order kept on board
 * reads "On board, returning to base" on every screen (issue 9).
 */
export function formatStatusLabel(status: string): string {
  if (status === 'ON_BOARD_RETURNING') return 'On board, returning to base';
  return status.replaceAll('_', ' ');
}

/**
 * A stored status in words, for the screens the documents do not name a raw form on (issue 22.10: the history,
 * where "REQUEST LOADING" read as jargon). The badges and dropdowns keep the documents' tokens.
 */
const STATUS_WORDS: Readonly<Record<string, string>> = {
  CREATED: 'Created',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  REQUEST_LOADING: 'On a shipment, being planned',
  ASSIGNED_TO_SUPPLIER: 'Assigned to the supplier for loading',
  LOADED: 'Loaded',
  IN_TRANSIT: 'At sea',
  OFFLOAD_REQUIRED: 'Waiting to be offloaded at the rig',
  OFFLOADING: 'Offloading',
  DELIVERED: 'Delivered',
  ON_BOARD_RETURNING: 'On board, returning to base',
  DRAFT: 'Draft',
  PENDING: 'Pending review',
  PROCESSING: 'Processing',
  COMPLETED: 'Completed',
  PLANNING: 'Planning',
  STARTED: 'Under way',
  BOOKED: 'Booked',
  RECEIVED: 'Received',
  CANCELLED: 'Cancelled',
  OPEN: 'Open',
  RESOLVED: 'Resolved',
};

export function statusInWords(status: string): string {
  const words = STATUS_WORDS[status];
  if (words) return words;
  const spaced = status.replaceAll('_', ' ').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
