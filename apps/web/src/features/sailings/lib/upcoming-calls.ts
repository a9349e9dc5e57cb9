import type { Sailing, SailingLeg } from '@rigline/contract/sailings';

/** One call of a sailing at a rig still to come. */
export interface UpcomingCall {
  sailing: Sailing;
  leg: SailingLeg;
}

/** A rig's calls still to come, soonest expected first. */
export interface RigCalls {
  rig: { id: number; name: string };
  timeZone: string;
  calls: UpcomingCall[];
}

function arrivalOf(call: UpcomingCall): number {
  const at = call.leg.expected_arrival_at ?? call.leg.planned_arrival_at;
  return at === null ? Number.POSITIVE_INFINITY : Date.parse(at);
}

/**
 * The calls still to come, by rig (issue 23): each leg the vessel has not reached yet, of a voyage not back at
 * base; only the rigs asked for when `rigIds` is given. Rigs in order of their next call.
 */
export function upcomingCallsByRig(sailings: readonly Sailing[], rigIds?: readonly number[]): RigCalls[] {
  const byRig = new Map<number, RigCalls>();
  for (const sailing of sailings) {
    if (sailing.status === 'COMPLETED') continue;
    for (const leg of sailing.legs) {
      if (leg.arrived_at !== null) continue;
      if (rigIds && !rigIds.includes(leg.rig.id)) continue;
      let rig = byRig.get(leg.rig.id);
      if (!rig) {
        rig = { rig: leg.rig, timeZone: leg.rig_time_zone, calls: [] };
        byRig.set(leg.rig.id, rig);
      }
      rig.calls.push({ sailing, leg });
    }
  }
  const rigs = [...byRig.values()];
  for (const rig of rigs) rig.calls.sort((a, b) => arrivalOf(a) - arrivalOf(b));
  return rigs.sort(
    (a, b) =>
      arrivalOf(a.calls[0] as UpcomingCall) - arrivalOf(b.calls[0] as UpcomingCall) ||
      a.rig.name.localeCompare(b.rig.name),
  );
}
