import { scanPagesFor } from '@/app/scan-pages';
import { notificationPath, notificationsPagePath } from '@/app/shell/notification-links';
import { useCurrentPageHeader } from '@/app/shell/page-header';
import { searchResultPath } from '@/app/shell/search-links';
import { SyncStatus } from '@/app/shell/sync-status';
import { UserMenu } from '@/app/shell/user-menu';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { ScanButton } from '@/features/scan/components/scan-button';
import { GlobalSearch } from '@/features/search/components/global-search';
import type { SessionUser } from '@/lib/auth-storage';

export function TopBar({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const { title, description } = useCurrentPageHeader();
  const { role } = user;
  return (
    // On a phone the title takes a line of its own under the actions, so that Scan keeps its word beside them
    // and a title still reads (issue 25).
    <header className="sticky top-0 z-10 flex min-h-16 shrink-0 flex-wrap items-center gap-2 py-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-4">
      <SidebarTrigger />
      <Separator orientation="vertical" className="mr-1 max-md:hidden data-[orientation=vertical]:h-5" />
      <div className="min-w-0 flex-1 max-md:order-last max-md:basis-full">
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
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <SyncStatus />
        {/* Every role reads labels: a unit's QR code opens its page (issue 25). */}
        <ScanButton pages={scanPagesFor(role)} />
        {/* The admin keeps master data: no request search, and told of no transition (docs/decisions/035), only of a
            webhook switched off (issue 26, docs/decisions/079). */}
        {role === 'admin' ? null : <GlobalSearch pathOf={(result) => searchResultPath(role, result)} />}
        <NotificationBell
          pathOf={(link) => notificationPath(role, link)}
          viewAllPath={notificationsPagePath(role)}
        />
        <UserMenu user={user} onLogout={onLogout} />
      </div>
    </header>
  );
}
