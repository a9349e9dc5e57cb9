import { noticePath, notificationsPagePathOf } from '@rigline/contract/notification-links';
import type { Notification } from '@rigline/contract/notifications';
import { paths } from '@/app/paths';
import type { AppRole } from '@/lib/auth-storage';

/**
 * Where a notice opens, for the signed-in role: the server names the screen and the id, the contract's rule
 * (shared with the emails, docs/decisions/080) the role's route. A screen the role has no route for opens the
 * nearest one it has (rig logistics see a request's shipments from its details; suppliers see no voyages, only
 * their requests).
 */
export function notificationPath(role: AppRole, link: Notification['link']): string {
  // The admin is told only of webhooks switched off (issue 26): their page.
  if (role === 'admin') return link.screen === 'webhooks' ? paths.admin.webhooks() : paths.admin.dashboard();
  return noticePath(role, link);
}

/** The "View all" page of the role. */
export function notificationsPagePath(role: AppRole): string {
  return role === 'admin' ? paths.admin.notifications() : notificationsPagePathOf(role);
}
