import { formatRequestId, formatVoyageId } from '@rigline/contract/ids';
import type { NotificationKind, NotificationScreen } from '@rigline/contract/notifications';
import { UNDO_EVENT_REASON } from '@rigline/contract/order-batches';
import { PHASE } from '@rigline/contract/phases';
import type { RoleSlug } from '@rigline/contract/roles';
import type { PlacedEvent } from '../events/event-rows.ts';

/** Everyone of an operator role, or a supplier company's users. */
export type Recipients = { role: RoleSlug } | { vendorId: number };

/**
 * One notice a transition causes. Drafts with the same group key and recipients are one batch: one notice
 * naming the count, and an unread notice of the same group grows rather than a second one appearing.
 */
export interface NoticeDraft {
  kind: NotificationKind;
  recipients: Recipients;
  groupKey: string;
  link: { screen: NotificationScreen; id: number };
  count: number;
  message: (count: number) => string;
  requestId: number | null;
  voyageId: number | null;
  /** Whoever made the change is never told of it. */
  actorUserId: number | null;
}

const RIG_LOGISTICS: Recipients = { role: 'rig-logistic' };
const BASE_COORDINATOR: Recipients = { role: 'base-coordinator' };

function orders(count: number): string {
  return count === 1 ? '1 order' : `${count} orders`;
}

/**
 * Who is told of an event, and in what words (issue 10): whoever must act next, and the supplier's users
 * for what happens to their orders. A transition added later (kept on board, arrived at base, receipts,
 * backload) needs only its case here.
 */
export function noticesFor(event: PlacedEvent): NoticeDraft[] {
  const { row, vendorId } = event;
  const requestId = row.request_id;
  const voyageId = row.voyage_id;
  const base = { requestId, voyageId, actorUserId: row.actor_user_id ?? null, count: 1 };
  const supplier: Recipients | null = vendorId === null ? null : { vendorId };
  const req = requestId === null ? '' : formatRequestId(requestId);
  const rig = event.rigName ?? 'the rig';

  if (row.entity_type === 'request' && requestId !== null) {
    if (row.to_status === 'COMPLETED') {
      const draft = {
        ...base,
        kind: 'request_completed' as const,
        groupKey: `request-completed:${requestId}`,
        link: { screen: 'request' as const, id: requestId },
        message: () => `${req} is completed.`,
      };
      return [
        ...(supplier ? [{ ...draft, recipients: supplier }] : []),
        { ...draft, recipients: RIG_LOGISTICS },
      ];
    }
    if (row.from_phase === PHASE.DRAFT && row.to_phase === PHASE.REVIEW) {
      return [
        {
          ...base,
          kind: 'request_assigned_to_rig_logistics',
          recipients: RIG_LOGISTICS,
          groupKey: `review:${requestId}`,
          link: { screen: 'request', id: requestId },
          message: () => `${req} was assigned to you for review.`,
        },
      ];
    }
    if (row.from_phase === PHASE.REVIEW && row.to_phase === PHASE.PLANNING) {
      return [
        {
          ...base,
          kind: 'request_assigned_to_base_coordinator',
          recipients: BASE_COORDINATOR,
          groupKey: `planning:${requestId}`,
          link: { screen: 'plan-voyage', id: requestId },
          message: () => `${req} was handed to you for voyage planning.`,
        },
      ];
    }
    return [];
  }

  // A schedule change keeps the voyage's status (from = to): it is not a start or an arrival (issue 23).
  if (row.entity_type === 'voyage' && row.from_status === row.to_status) return [];

  if (row.entity_type === 'voyage' && voyageId !== null && row.to_status === 'STARTED') {
    return [
      {
        ...base,
        count: row.count ?? 0,
        kind: 'voyage_started',
        recipients: RIG_LOGISTICS,
        groupKey: `voyage-started:${voyageId}`,
        link: { screen: 'voyage', id: voyageId },
        message: (count) => `${formatVoyageId(voyageId)} has started with ${orders(count)} on board.`,
      },
    ];
  }

  if (row.entity_type === 'voyage' && voyageId !== null && row.to_status === 'COMPLETED') {
    return [
      {
        ...base,
        count: row.count ?? 0,
        kind: 'voyage_arrived',
        recipients: RIG_LOGISTICS,
        groupKey: `voyage-arrived:${voyageId}`,
        link: { screen: 'voyage', id: voyageId },
        message: (count) =>
          `${formatVoyageId(voyageId)} arrived at base${count > 0 ? ` with ${orders(count)} kept on board` : ''}.`,
      },
    ];
  }

  if (row.entity_type === 'backload' && voyageId !== null) {
    const what = `Backload #${row.entity_id} (${formatVoyageId(voyageId)})`;
    if (row.to_status === 'BOOKED' && row.from_status === null) {
      return [
        {
          ...base,
          kind: 'backload_booked',
          recipients: BASE_COORDINATOR,
          groupKey: `backload-booked:${row.entity_id}`,
          link: { screen: 'voyage', id: voyageId },
          message: () => `${what} was booked: it comes back to base with the vessel.`,
        },
      ];
    }
    if (row.to_status === 'LOADED') {
      return [
        {
          ...base,
          kind: 'backload_loaded',
          recipients: BASE_COORDINATOR,
          groupKey: `backload-loaded:${row.entity_id}`,
          link: { screen: 'voyage', id: voyageId },
          message: () => `${what} was loaded on the vessel: receive it at base when it arrives.`,
        },
      ];
    }
    return [];
  }

  if (row.entity_type === 'discrepancy' && requestId !== null) {
    const kind =
      row.to_status === 'RESOLVED' ? ('discrepancy_resolved' as const) : ('discrepancy_opened' as const);
    const draft = {
      ...base,
      kind,
      groupKey: `${kind}:${row.entity_id}`,
      link: { screen: 'request' as const, id: requestId },
      message: () =>
        kind === 'discrepancy_opened'
          ? `${rig} recorded a discrepancy on ${req}: ${row.reason ?? ''}`.trim()
          : `The discrepancy on ${req} was resolved: ${row.reason ?? ''}`.trim(),
    };
    return [
      ...(supplier ? [{ ...draft, recipients: supplier }] : []),
      { ...draft, recipients: kind === 'discrepancy_opened' ? BASE_COORDINATOR : RIG_LOGISTICS },
    ];
  }

  if (
    row.entity_type === 'journey' &&
    voyageId !== null &&
    row.to_status === 'ENDED' &&
    (row.count ?? 0) > 0
  ) {
    return [
      {
        ...base,
        count: row.count ?? 0,
        kind: 'journey_ended',
        recipients: RIG_LOGISTICS,
        groupKey: `journey-ended:${row.entity_id}`,
        link: { screen: 'voyage-shipments', id: voyageId },
        message: (count) => `${formatVoyageId(voyageId)} reached ${rig}: ${orders(count)} to offload.`,
      },
    ];
  }

  if (row.entity_type !== 'order' || requestId === null || !supplier) return [];
  return orderNotices({ event, base: { ...base, recipients: supplier }, requestId, req, rig });
}

function orderNotices(options: {
  event: PlacedEvent;
  base: Omit<NoticeDraft, 'kind' | 'groupKey' | 'link' | 'message'>;
  requestId: number;
  req: string;
  rig: string;
}): NoticeDraft[] {
  const { event, base, requestId, req, rig } = options;
  const { row } = event;
  // A step taken back within seconds by the one who made it (issue 12): nobody is told again.
  if (row.reason === UNDO_EVENT_REASON) return [];
  const toRequest = { screen: 'request' as const, id: requestId };
  const toShipments = { screen: 'request-shipments' as const, id: requestId };
  if (row.to_status === 'REJECTED' && row.from_status !== 'REJECTED') {
    return [
      {
        ...base,
        kind: 'orders_rejected',
        groupKey: `rejected:${requestId}`,
        link: toRequest,
        message: (count) => `${orders(count)} of ${req} ${count === 1 ? 'was' : 'were'} rejected.`,
      },
    ];
  }
  if (row.from_phase === PHASE.REVIEW && row.to_phase === PHASE.REVIEW && row.to_status === 'ACCEPTED') {
    return [
      {
        ...base,
        kind: 'orders_accepted',
        groupKey: `accepted:${requestId}`,
        link: toRequest,
        message: (count) => `${orders(count)} of ${req} ${count === 1 ? 'was' : 'were'} accepted.`,
      },
    ];
  }
  if (row.to_status === 'ASSIGNED_TO_SUPPLIER' && row.from_status !== 'ASSIGNED_TO_SUPPLIER') {
    const shipment = row.shipment_id === null ? 'a shipment' : `Shipment #${row.shipment_id}`;
    const voyage = row.voyage_id === null ? '' : ` (${formatVoyageId(row.voyage_id)})`;
    return [
      {
        ...base,
        kind: 'orders_assigned_to_supplier',
        groupKey: `loading:${row.shipment_id ?? requestId}`,
        link: toShipments,
        message: (count) => `${orders(count)} of ${req} on ${shipment}${voyage} ready for you to load.`,
      },
    ];
  }
  if (row.to_status === 'IN_TRANSIT' && row.from_status !== 'IN_TRANSIT') {
    const voyage = row.voyage_id === null ? 'its voyage' : formatVoyageId(row.voyage_id);
    return [
      {
        ...base,
        kind: 'orders_sailed',
        groupKey: `sailed:${row.voyage_id ?? '-'}:${requestId}`,
        link: toRequest,
        message: (count) => `${orders(count)} of ${req} sailed on ${voyage}.`,
      },
    ];
  }
  if (row.to_status === 'OFFLOAD_REQUIRED' && row.from_status !== 'OFFLOAD_REQUIRED') {
    return [
      {
        ...base,
        kind: 'orders_arrived',
        groupKey: `arrived:${row.voyage_id ?? '-'}:${requestId}`,
        link: toRequest,
        message: (count) => `${orders(count)} of ${req} arrived at ${rig} and wait to be offloaded.`,
      },
    ];
  }
  if (row.to_status === 'OFFLOADING' && row.from_status !== 'OFFLOADING') {
    return [
      {
        ...base,
        kind: 'offloading_started',
        groupKey: `offloading:${requestId}`,
        link: toShipments,
        message: (count) => `Offloading started for ${orders(count)} of ${req}: mark them offloaded.`,
      },
    ];
  }
  if (row.to_status === 'ON_BOARD_RETURNING' && row.from_status !== 'ON_BOARD_RETURNING') {
    const voyage = row.voyage_id === null ? 'the vessel' : formatVoyageId(row.voyage_id);
    const draft = {
      ...base,
      kind: 'orders_kept_on_board' as const,
      groupKey: `kept:${row.voyage_id ?? '-'}:${requestId}`,
      link: toRequest,
      message: (count: number) =>
        // One tense (issue 22): they stayed on board and are coming back, "1 order … is", "2 orders … are".
        `${orders(count)} of ${req} stayed on board at ${rig} and ${count === 1 ? 'is' : 'are'} returning to base on ${voyage}${row.reason ? ` (${row.reason})` : ''}.`,
    };
    return [draft, { ...draft, recipients: BASE_COORDINATOR }];
  }
  if (row.from_status === 'ON_BOARD_RETURNING' && row.to_status === 'ACCEPTED') {
    const voyage = row.voyage_id === null ? 'its voyage' : formatVoyageId(row.voyage_id);
    const draft = {
      ...base,
      kind: 'orders_returned' as const,
      groupKey: `returned:${row.voyage_id ?? '-'}:${requestId}`,
      link: toRequest,
      message: (count: number) =>
        `${orders(count)} of ${req} came back to base on ${voyage} and will be planned again.`,
    };
    return [
      draft,
      { ...draft, recipients: BASE_COORDINATOR, link: { screen: 'plan-voyage' as const, id: requestId } },
    ];
  }
  if (row.to_status === 'DELIVERED' && row.from_status !== 'DELIVERED') {
    const draft = {
      ...base,
      kind: 'orders_delivered' as const,
      groupKey: `delivered:${requestId}`,
      link: toRequest,
      message: (count: number) =>
        `${orders(count)} of ${req} ${count === 1 ? 'was' : 'were'} delivered to ${rig}.`,
    };
    return [draft, { ...draft, recipients: RIG_LOGISTICS }];
  }
  return [];
}
