import type { Notification } from './notifications.ts';
import { PAGE_PATTERNS } from './pages.ts';
import type { Role } from './roles.ts';

function withId(pattern: string, id: number): string {
  return pattern.replace(/:[A-Za-z]+/, encodeURIComponent(String(id)));
}

/**
 * Where a notice opens, for a role: the server names the screen and the id, this rule the role's page (the bell
 * and the emails share it, docs/decisions/080). A screen the role has no page for opens the nearest one it has
 * (rig logistics see a request's shipments from its details; suppliers see no voyages, only their requests).
 */
export function noticePath(role: Role, link: Notification['link']): string {
  const { screen, id } = link;
  if (role === 'supplier') {
    const pages = PAGE_PATTERNS.supplier;
    if (screen === 'request-shipments') return withId(pages.requestShipmentView, id);
    if (screen === 'request' || screen === 'plan-voyage') return withId(pages.requestDetail, id);
    return pages.requests;
  }
  if (role === 'rig_logistics') {
    const pages = PAGE_PATTERNS.rigLogistics;
    if (screen === 'voyage') return withId(pages.voyageDetail, id);
    if (screen === 'voyage-shipments') return withId(pages.voyageShipmentView, id);
    return withId(pages.requestDetail, id);
  }
  const pages = PAGE_PATTERNS.baseCoordinator;
  if (screen === 'request') return withId(pages.requestDetail, id);
  if (screen === 'request-shipments') return withId(pages.requestShipmentView, id);
  if (screen === 'plan-voyage') return withId(pages.planVoyage, id);
  if (screen === 'voyage') return withId(pages.voyageDetail, id);
  return withId(pages.voyageShipmentView, id);
}

/** Each role's notifications page (the bell's "View all"). */
export function notificationsPagePathOf(role: Role): string {
  return {
    supplier: PAGE_PATTERNS.supplier.notifications,
    rig_logistics: PAGE_PATTERNS.rigLogistics.notifications,
    base_coordinator: PAGE_PATTERNS.baseCoordinator.notifications,
  }[role];
}
