import { formatOrderId, formatRequestId, formatVoyageId } from '@rigline/contract/ids';
import type { NotificationKind, NotificationScreen } from '@rigline/contract/notifications';
import { UNDO_EVENT_REASON } from '@rigline/contract/order-batches';
import { readSplitDetails } from '@rigline/contract/order-split';
import type { RoleSlug } from '@rigline/contract/roles';
import { noticeOfChange } from '@rigline/contract/transitions';
import type { PlacedEvent } from '../events/event-rows.ts';

/**
 * Everyone of an operator role, a supplier company's users, or the rig logistics users of one rig: those whose
 * home rigs include it, and those with no home rigs, who look after every rig (docs/decisions/037, 060).
 */
export type Recipients = { role: RoleSlug } | { vendorId: number } | { rigLogisticsOfRig: number };

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
 * for what happens to their orders. Which notice a change causes is the contract's transition table's
 * (`notice` on the step's row, or on the order move a voyage's or journey's step carries), looked up by the
 * event's from and to; a transition added later needs its row's `notice` and, for a new kind, its case here.
 */
export function noticesFor(event: PlacedEvent): NoticeDraft[] {
  const { row } = event;
  // A step taken back within seconds by the one who made it (issue 12): nobody is told again.
  if (row.entity_type === 'order' && row.reason === UNDO_EVENT_REASON) return [];
  const from = row.from_status == null ? null : { phase: row.from_phase ?? null, status: row.from_status };
  const kind = noticeOfChange(row.entity_type, from, {
    phase: row.to_phase ?? null,
    status: row.to_status ?? '',
  });
  return kind === undefined ? [] : draftsOf(event, kind);
}

/** The notice of `kind` for this event: its words, its link and who reads it. */
function draftsOf(event: PlacedEvent, kind: NotificationKind): NoticeDraft[] {
  const { row, vendorId } = event;
  const requestId = row.request_id;
  const voyageId = row.voyage_id;
  const base = { requestId, voyageId, actorUserId: row.actor_user_id ?? null, count: 1 };
  const supplier: Recipients | null = vendorId === null ? null : { vendorId };
  const req = requestId === null ? '' : formatRequestId(requestId);
  const rig = event.rigName ?? 'the rig';

  if (row.entity_type === 'request' && requestId !== null) {
    if (kind === 'request_completed') {
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
    if (kind === 'request_assigned_to_rig_logistics') {
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
    if (kind === 'request_assigned_to_base_coordinator') {
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

  if (kind === 'voyage_started' && voyageId !== null) {
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

  if (kind === 'voyage_arrived' && voyageId !== null) {
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
    if (kind === 'backload_booked') {
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
    if (kind === 'backload_loaded') {
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

  if ((kind === 'discrepancy_opened' || kind === 'discrepancy_resolved') && requestId !== null) {
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

  if (kind === 'journey_ended' && voyageId !== null && (row.count ?? 0) > 0) {
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
  return orderNotices({ event, kind, base: { ...base, recipients: supplier }, requestId, req, rig });
}

function orderNotices(options: {
  event: PlacedEvent;
  kind: NotificationKind;
  base: Omit<NoticeDraft, 'kind' | 'groupKey' | 'link' | 'message'>;
  requestId: number;
  req: string;
  rig: string;
}): NoticeDraft[] {
  const { event, kind, base, requestId, req, rig } = options;
  const { row } = event;
  const toRequest = { screen: 'request' as const, id: requestId };
  const toShipments = { screen: 'request-shipments' as const, id: requestId };
  // Issue 22: an order the supplier is loading was split; they load less now.
  if (kind === 'order_split') {
    const split = readSplitDetails(row.details);
    if (!split?.split_into) return [];
    const [before, after] = split.quantity;
    const part = formatOrderId(split.split_into[1]);
    const shipment = row.shipment_id === null ? '' : ` on Shipment #${row.shipment_id}`;
    return [
      {
        ...base,
        kind: 'order_split',
        groupKey: `split:${row.entity_id}:${part}`,
        link: toShipments,
        message: () =>
          `${formatOrderId(row.entity_id)} of ${req}${shipment} was split: load ${after} of the ${before} now; ${before - after} wait for a later sailing as ${part}.`,
      },
    ];
  }
  if (kind === 'orders_rejected') {
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
  if (kind === 'orders_accepted') {
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
  if (kind === 'orders_assigned_to_supplier') {
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
  if (kind === 'orders_sailed') {
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
  if (kind === 'orders_arrived') {
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
  if (kind === 'offloading_started') {
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
  if (kind === 'orders_kept_on_board') {
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
  if (kind === 'orders_returned') {
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
  if (kind === 'orders_delivered') {
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
