import { formatRequestId, formatVoyageId } from '@rigline/contract/ids';
import { formatUtc } from '@rigline/contract/time';
import type { NoticeDraft } from './notification-rules.ts';

/**
 * The sailing schedule's notices (issue 23, docs/decisions/060): a shipment moved to another sailing, a sailing's
 * times moved by an hour or more, a booking cut-off four hours away. Unlike a transition's notices (which
 * notification-rules.ts reads off the event rows), each is drafted by the change that causes it, since what it
 * says (old and new times, which legs) is not on one event row. Times read in UTC, named so.
 */

export interface SailingRef {
  id: number;
  name: string;
}

function sailing(voyage: SailingRef): string {
  return `${formatVoyageId(voyage.id)} ${voyage.name}`;
}

function orders(count: number): string {
  return count === 1 ? '1 order' : `${count} orders`;
}

/** A shipment moved to another sailing: its supplier, and rig logistics of its rig. */
export function shipmentMovedNotices(options: {
  shipmentId: number;
  requestId: number;
  vendorId: number;
  rigId: number;
  rigName: string;
  from: SailingRef;
  to: SailingRef & { plannedDepartureAt: string | null };
  actorUserId: number;
}): NoticeDraft[] {
  const { shipmentId, requestId, from, to } = options;
  const departs = to.plannedDepartureAt === null ? '' : `, departing ${formatUtc(to.plannedDepartureAt)}`;
  const text = `Shipment #${shipmentId} of ${formatRequestId(requestId)} for ${options.rigName} moved from ${sailing(from)} to ${sailing(to)}${departs}.`;
  const base = {
    kind: 'shipment_moved' as const,
    groupKey: `shipment-moved:${shipmentId}:${to.id}`,
    count: 1,
    message: () => text,
    requestId,
    voyageId: to.id,
    actorUserId: options.actorUserId,
  };
  return [
    {
      ...base,
      recipients: { vendorId: options.vendorId },
      link: { screen: 'request-shipments', id: requestId },
    },
    { ...base, recipients: { rigLogisticsOfRig: options.rigId }, link: { screen: 'voyage', id: to.id } },
  ];
}

/** A time of the plan that moved: what it is ("arrival at Ocean Endeavour"), from and to. */
export interface MovedTime {
  label: string;
  from: string;
  to: string;
  /** The rig of the leg it belongs to; null for the departure from base. */
  rigId: number | null;
}

/** An hour or more, either way, is worth telling (issue 23). */
export const RESCHEDULE_NOTICE_MS = 3_600_000;

/** The times that moved by an hour or more; a time set for the first time did not move. */
export function timesMovedEnough(
  candidates: ReadonlyArray<{ label: string; from: string | null; to: string; rigId: number | null }>,
): MovedTime[] {
  return candidates.flatMap((candidate) => {
    if (candidate.from === null) return [];
    const moved = Math.abs(Date.parse(candidate.to) - Date.parse(candidate.from));
    return moved >= RESCHEDULE_NOTICE_MS ? [{ ...candidate, from: candidate.from }] : [];
  });
}

/**
 * A sailing's times moved by an hour or more: rig logistics of the rig of each moved leg (that leg's times), and
 * each supplier with cargo on the sailing (every moved time), per request, with the reason given.
 */
export function sailingRescheduledNotices(options: {
  voyage: SailingRef;
  moved: readonly MovedTime[];
  reason: string | null;
  cargoOwners: ReadonlyArray<{ vendor_id: number; request_id: number }>;
  actorUserId: number;
  now: string;
}): NoticeDraft[] {
  const { voyage, moved, reason, now } = options;
  if (moved.length === 0) return [];
  const because = reason ? ` Reason: ${reason}.` : '';
  const describe = (times: readonly MovedTime[]) =>
    times.map((time) => `${time.label} ${formatUtc(time.from)} → ${formatUtc(time.to)}`).join('; ');
  const base = {
    kind: 'sailing_rescheduled' as const,
    count: 1,
    voyageId: voyage.id,
    actorUserId: options.actorUserId,
  };
  const drafts: NoticeDraft[] = [];
  const rigIds = [...new Set(moved.flatMap((time) => (time.rigId === null ? [] : [time.rigId])))];
  for (const rigId of rigIds) {
    const text = `${sailing(voyage)} was rescheduled: ${describe(moved.filter((time) => time.rigId === rigId))}.${because}`;
    drafts.push({
      ...base,
      recipients: { rigLogisticsOfRig: rigId },
      // One notice per change and rig; a user who looks after two rigs of the voyage reads each rig's times.
      groupKey: `rescheduled:${voyage.id}:${rigId}:${now}`,
      link: { screen: 'voyage', id: voyage.id },
      message: () => text,
      requestId: null,
    });
  }
  const text = `${sailing(voyage)} was rescheduled: ${describe(moved)}.${because}`;
  for (const owner of options.cargoOwners) {
    drafts.push({
      ...base,
      recipients: { vendorId: owner.vendor_id },
      groupKey: `rescheduled:${voyage.id}:${owner.request_id}:${now}`,
      link: { screen: 'request-shipments', id: owner.request_id },
      message: () => `${formatRequestId(owner.request_id)}: ${text}`,
      requestId: owner.request_id,
    });
  }
  return drafts;
}

/** A sailing's booking cut-off four hours away: each supplier request with orders on it not loaded yet. */
export function cutoffSoonNotices(options: {
  voyage: SailingRef;
  cutoffAt: string;
  cargoOwners: ReadonlyArray<{ vendor_id: number; request_id: number; order_count: number }>;
}): NoticeDraft[] {
  const { voyage, cutoffAt } = options;
  return options.cargoOwners.map((owner) => ({
    kind: 'booking_cutoff_soon' as const,
    recipients: { vendorId: owner.vendor_id },
    groupKey: `cutoff-soon:${voyage.id}:${cutoffAt}:${owner.request_id}`,
    link: { screen: 'request-shipments' as const, id: owner.request_id },
    count: owner.order_count,
    message: (count: number) =>
      `Booking for ${sailing(voyage)} closes at ${formatUtc(cutoffAt)}: ${orders(count)} of ${formatRequestId(owner.request_id)} on it ${count === 1 ? 'is' : 'are'} not loaded yet.`,
    requestId: owner.request_id,
    voyageId: voyage.id,
    actorUserId: null,
  }));
}
