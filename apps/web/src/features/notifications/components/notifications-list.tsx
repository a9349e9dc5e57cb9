import type { Notification } from '@rigline/contract/notifications';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { DisabledReason } from '@/components/layout/field-extras';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { SimplePager } from '@/components/ui/simple-pager';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useNotifications } from '../api/list-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { formatTimeAgo } from '../lib/time-ago';

const PAGE_SIZE = 20;

/** The bell's "View all": every notice of the user, newest first, 20 a page, each opening its screen. */
export function NotificationsList({ pathOf }: { pathOf: (link: Notification['link']) => string }) {
  const [page, setPage] = useState(1);
  const [isUnreadOnly, setIsUnreadOnly] = useState(false);
  const notices = useNotifications({ page, limit: PAGE_SIZE, unread_only: isUnreadOnly ? 'true' : 'false' });
  const markRead = useMarkNotificationsRead();
  const unreadCount = notices.data?.unread_count ?? 0;
  const rows = notices.data?.notifications.data ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          All notifications
          {unreadCount > 0 ? <Badge variant="destructive">{unreadCount} unread</Badge> : null}
        </CardTitle>
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex items-center gap-2">
            <Checkbox
              id="unread-only"
              checked={isUnreadOnly}
              onCheckedChange={(checked) => {
                setIsUnreadOnly(checked === true);
                setPage(1);
              }}
            />
            <Label htmlFor="unread-only">Unread only</Label>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={unreadCount === 0 || markRead.isPending}
            aria-describedby={unreadCount === 0 ? 'mark-all-read-why' : undefined}
            onClick={() => markRead.mutate({ all: true })}
          >
            <CheckCheck aria-hidden="true" />
            Mark all as read
          </Button>
          <DisabledReason
            id="mark-all-read-why"
            reason={notices.data && unreadCount === 0 ? 'Every notification is read.' : null}
            className="text-xs"
          />
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        {notices.isPending ? (
          <RowsSkeleton rows={5} />
        ) : notices.isError ? (
          <LoadFailure message="Could not load notifications." onRetry={() => void notices.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState title={isUnreadOnly ? 'No unread notifications' : 'No notifications yet'} />
        ) : (
          <ul className="grid divide-y rounded-md border" aria-label="Notifications">
            {rows.map((notice) => (
              <li key={notice.id}>
                <Link
                  to={pathOf(notice.link)}
                  onClick={() => {
                    if (!notice.is_read) markRead.mutate({ ids: [notice.id] });
                  }}
                  className="flex items-start gap-3 px-3 py-3 hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      notice.is_read ? 'bg-transparent' : 'bg-red-500',
                    )}
                  />
                  <span className="grid min-w-0 gap-0.5">
                    <span className={cn('text-sm leading-snug', !notice.is_read && 'font-medium')}>
                      {notice.message}
                      {notice.is_read ? null : <span className="sr-only"> (unread)</span>}
                    </span>
                    <span className="text-muted-foreground text-xs">
                      <time dateTime={notice.created_at} title={formatDate(notice.created_at)}>
                        {formatTimeAgo(notice.created_at)}
                      </time>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {notices.data && notices.data.notifications.meta.total > PAGE_SIZE ? (
          <SimplePager
            page={page}
            pageSize={PAGE_SIZE}
            total={notices.data.notifications.meta.total}
            onPageChange={setPage}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
