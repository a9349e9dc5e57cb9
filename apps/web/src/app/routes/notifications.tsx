import { useAuth } from '@/app/providers/auth-provider';
import { notificationPath } from '@/app/shell/notification-links';
import { usePageHeader } from '@/app/shell/page-header';
import { NotificationsList } from '@/features/notifications/components/notifications-list';

/** /supplier/notifications, /rig-logistics/notifications, /base-coordinator/notifications and /admin/notifications. */
export function NotificationsRoute() {
  const { user } = useAuth();
  usePageHeader('Notifications', 'What needs you, newest first.');
  if (!user) return null;
  const { role } = user;
  return <NotificationsList pathOf={(link) => notificationPath(role, link)} />;
}
