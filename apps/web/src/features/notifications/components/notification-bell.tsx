import type { Notification } from '@rigline/contract/notifications';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { BELL_LIMIT, useNotifications } from '../api/list-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { bellCount, bellLabel } from '../lib/bell-count';
import { formatTimeAgo } from '../lib/time-ago';

interface NotificationBellProps {
  /** The signed-in role's route for a notice's screen. */
  pathOf: (link: Notification['link']) => string;
  viewAllPath: string;
}

/**
 * The top bar's bell (issue 10): a red dot with the count only while something is unread. The menu lists the
 * latest notices with their age, marks the unread ones read once it has shown them, and each opens its
 * screen; "View all" opens the full list. The event stream keeps it current.
 */
export function NotificationBell({ pathOf, viewAllPath }: NotificationBellProps) {
  const navigate = useNavigate();
  const latest = useNotifications({ page: 1, limit: BELL_LIMIT });
  const markRead = useMarkNotificationsRead();
  // The notices that were unread when the menu opened keep their highlight until it closes.
  const [shownUnread, setShownUnread] = useState<ReadonlySet<number>>(new Set());
  const unreadCount = latest.data?.unread_count ?? 0;
  const notices = latest.data?.notifications.data ?? [];
  const count = bellCount(unreadCount);

  function onOpenChange(isOpen: boolean) {
    if (!isOpen) {
      setShownUnread(new Set());
      return;
    }
    const unread = notices.filter((notice) => !notice.is_read).map((notice) => notice.id);
    setShownUnread(new Set(unread));
    if (unread.length > 0) markRead.mutate({ ids: unread });
  }

  return (
    <DropdownMenu onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={bellLabel(unreadCount)}>
          <Bell aria-hidden="true" />
          {count !== null ? (
            <span
              data-testid="notification-count"
              className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 font-semibold text-[10px] text-white leading-none"
            >
              {count}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <DropdownMenuLabel className="px-3 py-2">Notifications</DropdownMenuLabel>
        <DropdownMenuSeparator className="m-0" />
        {latest.isError ? (
          <p className="px-3 py-4 text-center text-destructive text-sm">Could not load notifications.</p>
        ) : notices.length === 0 ? (
          <p className="px-3 py-4 text-center text-muted-foreground text-sm">
            {latest.isPending ? 'Loading...' : 'No notifications yet'}
          </p>
        ) : (
          <div className="max-h-[60vh] overflow-y-auto py-1">
            {notices.map((notice) => (
              <DropdownMenuItem
                key={notice.id}
                className="flex flex-col items-start gap-0.5 px-3 py-2"
                onSelect={() => navigate(pathOf(notice.link))}
              >
                <span className="flex w-full items-start gap-2">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      shownUnread.has(notice.id) ? 'bg-red-500' : 'bg-transparent',
                    )}
                  />
                  <span className={cn('text-sm leading-snug', shownUnread.has(notice.id) && 'font-medium')}>
                    {notice.message}
                  </span>
                </span>
                <span className="pl-4 text-muted-foreground text-xs">{formatTimeAgo(notice.created_at)}</span>
              </DropdownMenuItem>
            ))}
          </div>
        )}
        <DropdownMenuSeparator className="m-0" />
        <DropdownMenuItem asChild className="justify-center px-3 py-2 font-medium text-sm">
          <Link to={viewAllPath}>View all</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
