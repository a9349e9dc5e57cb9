import { ownersOfPhase, type RequestStatus } from '@rigline/contract/phases';
import type { SupplyRequest } from '@rigline/contract/requests';
import type { RequestListRow } from './requests.repository.ts';

/** The columns a request's answer is made of: the request list and the dashboard's recent requests both read them. */
export type SupplyRequestRow = Pick<
  RequestListRow,
  | 'id'
  | 'title'
  | 'description'
  | 'status'
  | 'current_phase'
  | 'rig_id'
  | 'rig_name'
  | 'well_id'
  | 'well_name'
  | 'section'
  | 'request_type'
  | 'total_items'
  | 'vendor_id'
  | 'created_at'
  | 'required_by'
  | 'po_number'
  | 'version'
  | 'short_order_count'
  | 'damaged_order_count'
  | 'open_discrepancy_count'
>;

export function toSupplyRequest(row: SupplyRequestRow): SupplyRequest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status as RequestStatus,
    current_phase: row.current_phase,
    current_phase_data: { owner: [...ownersOfPhase(row.current_phase)] },
    rig_id: row.rig_id,
    rig: row.rig_name === null ? null : { id: row.rig_id, name: row.rig_name },
    well_id: row.well_id,
    well: row.well_name === null ? null : { id: row.well_id, name: row.well_name },
    section: row.section,
    request_type: row.request_type,
    type: row.request_type,
    total_items: row.total_items,
    vendor_id: row.vendor_id,
    created_at: row.created_at,
    required_by: row.required_by,
    po_number: row.po_number,
    version: row.version,
    short_order_count: row.short_order_count,
    damaged_order_count: row.damaged_order_count,
    open_discrepancy_count: row.open_discrepancy_count,
  };
}

/** The list rows with their at-risk mark and its reason (issue 23), from the sailings module (AppDeps.requestsAtRisk). */
export function withAtRisk(
  requests: readonly SupplyRequest[],
  atRisk: ReadonlyMap<number, string>,
): SupplyRequest[] {
  return requests.map((request) => {
    const reason = atRisk.get(request.id) ?? null;
    return { ...request, at_risk: reason !== null, at_risk_reason: reason };
  });
}
