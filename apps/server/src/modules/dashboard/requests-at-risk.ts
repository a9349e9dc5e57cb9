import { AT_RISK_CHECKED, AT_RISK_LISTED, type AtRiskRequest } from '@rigline/contract/dashboard';
import type { Db } from '../../db/connection.ts';
import { findOpenRequestsDueSoonest } from '../requests/requests.service.ts';
import { findRequestsAtRisk } from '../sailings/sailings.service.ts';

/**
 * The coordinator's dashboard (issue 23): of the open requests due soonest, those at risk of missing their
 * required_by by the sailings module's rule, the same the request lists mark.
 */
export async function findDashboardRequestsAtRisk(
  db: Db,
  now: number,
): Promise<{ count: number; requests: AtRiskRequest[] }> {
  const due = await findOpenRequestsDueSoonest(db, AT_RISK_CHECKED);
  const candidates = due.map((row) => ({
    id: row.id,
    status: row.status,
    rig_id: row.rig_id,
    rig: row.rig_name === null ? null : { id: row.rig_id, name: row.rig_name },
    required_by: row.required_by,
  }));
  const atRisk = await findRequestsAtRisk(db, candidates, now);
  const requests = due
    .filter((row) => atRisk.has(row.id))
    .map(
      (row): AtRiskRequest => ({
        id: row.id,
        title: row.title,
        rig: row.rig_name === null ? null : { id: row.rig_id, name: row.rig_name },
        required_by: row.required_by ?? '',
        reason: atRisk.get(row.id) ?? '',
      }),
    );
  return { count: requests.length, requests: requests.slice(0, AT_RISK_LISTED) };
}
