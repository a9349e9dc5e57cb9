import { notificationPath, notificationsPagePath } from '@/app/shell/notification-links';
import { useCurrentPageHeader } from '@/app/shell/page-header';
import { searchResultPath } from '@/app/shell/search-links';
import { SyncStatus } from '@/app/shell/sync-status';
import { UserMenu } from '@/app/shell/user-menu';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { GlobalSearch } from '@/features/search/components/global-search';
import type { SessionUser } from '@/lib/auth-storage';

export function TopBar({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const { title, description } = useCurrentPageHeader();
  const { role } = user;
  return (
    <header className="sticky top-0 z-10 flex min-h-16 shrink-0 items-center gap-2 py-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-4">
      <SidebarTrigger />
      <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-5" />
      <div className="min-w-0 flex-1">
        <h1
          className="line-clamp-2 break-words font-semibold text-base leading-tight md:text-lg"
          title={title}
        >
          {title}
        </h1>
        {description ? (
          <p className="line-clamp-2 text-muted-foreground text-xs md:text-sm" title={description}>
            {description}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <SyncStatus />
        {/* The admin keeps master data: no request search, and told of no transition (docs/decisions/035). */}
        {role === 'admin' ? null : (
          <>
            <GlobalSearch pathOf={(result) => searchResultPath(role, result)} />
            <NotificationBell
              pathOf={(link) => notificationPath(role, link)}
              viewAllPath={notificationsPagePath(role)}
            />
          </>
        )}
        <UserMenu user={user} onLogout={onLogout} />
      </div>
    </header>
  );
}
