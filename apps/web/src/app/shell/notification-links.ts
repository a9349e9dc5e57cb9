import type { Notification } from '@rigline/contract/notifications';
import type { Role } from '@rigline/contract/roles';
import { paths } from '@/app/paths';

/**
 * Where a notice opens, for the signed-in role: the server names the screen and the id, this table the
 * role's route. A screen the role has no route for opens the nearest one it has (rig logistics see a
 * request's shipments from its details; suppliers see no voyages, only their requests).
 */
export function notificationPath(role: Role, link: Notification['link']): string {
  const { screen, id } = link;
  if (role === 'supplier') {
    if (screen === 'request-shipments') return paths.supplier.requestShipmentView(id);
    if (screen === 'request' || screen === 'plan-voyage') return paths.supplier.requestDetail(id);
    return paths.supplier.requests();
  }
  if (role === 'rig_logistics') {
    if (screen === 'voyage') return paths.rigLogistics.voyageDetail(id);
    if (screen === 'voyage-shipments') return paths.rigLogistics.voyageShipmentView(id);
    return paths.rigLogistics.requestDetail(id);
  }
  if (screen === 'request') return paths.baseCoordinator.requestDetail(id);
  if (screen === 'request-shipments') return paths.baseCoordinator.requestShipmentView(id);
  if (screen === 'plan-voyage') return paths.baseCoordinator.planVoyage(id);
  if (screen === 'voyage') return paths.baseCoordinator.voyageDetail(id);
  return paths.baseCoordinator.voyageShipmentView(id);
}

/** The "View all" page of the role. */
export function notificationsPagePath(role: Role): string {
  return {
    supplier: paths.supplier,
    rig_logistics: paths.rigLogistics,
    base_coordinator: paths.baseCoordinator,
  }[role].notifications();
}
