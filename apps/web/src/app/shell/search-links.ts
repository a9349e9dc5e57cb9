import type { Role } from '@rigline/contract/roles';
import type { SearchResult } from '@rigline/contract/search';
import { paths } from '@/app/paths';

/**
 * Where a search result opens, for the signed-in role (issue 12): a request and its orders open the request;
 * a shipment opens its request's shipment view (rig logistics: its voyage's); a voyage its detail; an item
 * the catalogue, searched for its mat code.
 */
export function searchResultPath(role: Role, result: SearchResult): string | null {
  const requestId = result.request_id;
  if (role === 'supplier') {
    if (result.kind === 'item') return `${paths.supplier.items()}?search=${encodeURIComponent(result.label)}`;
    if (requestId === null) return null;
    if (result.kind === 'shipment') return paths.supplier.requestShipmentView(requestId);
    return paths.supplier.requestDetail(requestId);
  }
  if (role === 'rig_logistics') {
    if (result.kind === 'voyage' && result.voyage_id !== null)
      return paths.rigLogistics.voyageDetail(result.voyage_id);
    if (result.kind === 'shipment' && result.voyage_id !== null)
      return paths.rigLogistics.voyageShipmentView(result.voyage_id);
    return requestId === null ? null : paths.rigLogistics.requestDetail(requestId);
  }
  if (result.kind === 'voyage' && result.voyage_id !== null)
    return paths.baseCoordinator.voyageDetail(result.voyage_id);
  if (requestId === null) return null;
  if (result.kind === 'shipment') return paths.baseCoordinator.requestShipmentView(requestId);
  return paths.baseCoordinator.requestDetail(requestId);
}
