import { listNotificationsCall, markNotificationsReadCall } from '@rigline/contract/notifications';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { listNotifications, markNotificationsRead } from './notifications.service.ts';

export function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listNotificationsCall, {
    access: 'signed-in',
    handler: async ({ user, query }) => {
      const { data, meta, unreadCount } = await listNotifications({
        db: deps.db,
        user,
        page: query.page,
        limit: query.limit,
        unreadOnly: query.unread_only,
      });
      return {
        status: true,
        message: 'Notifications retrieved',
        data: { notifications: { data, meta }, unread_count: unreadCount },
      };
    },
  });

  registerCall(app, deps, markNotificationsReadCall, {
    access: 'signed-in',
    handler: async ({ user, body }) => {
      const ids = 'all' in body ? 'all' : body.ids;
      const { updated, unreadCount } = await markNotificationsRead({ db: deps.db, user, ids });
      const message =
        updated === 1 ? '1 notification marked as read' : `${updated} notifications marked as read`;
      return { status: true, message, data: { message, updated, unread_count: unreadCount } };
    },
  });
}
