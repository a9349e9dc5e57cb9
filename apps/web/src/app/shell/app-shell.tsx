import { Outlet } from 'react-router';
import { useAuth } from '@/app/providers/auth-provider';
import { useLiveUpdates } from '@/app/providers/live-updates';
import { useOfflineSupport } from '@/app/providers/offline-support';
import { AppSidebar } from '@/app/shell/app-sidebar';
import { OfflineBanner } from '@/app/shell/offline-banner';
import { PageHeaderProvider } from '@/app/shell/page-header';
import { TopBar } from '@/app/shell/top-bar';
import { ServiceWorkerWhenIdle } from '@/app/shell/when-idle';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useTimeZonePreference } from '@/lib/preferences';

/**
 * Every signed-in page: the role's sidebar, the top bar, and the page below it. The router loads it after
 * sign-in, so the sign-in page does not carry its menus, tooltips and dialogs.
 */
export function AppShell() {
  const { user, logout } = useAuth();
  // Every date is drawn in the chosen zone: a new choice draws the page again.
  const timeZone = useTimeZonePreference();
  useLiveUpdates(user ? `${user.email}|${user.role_slug}` : null);
  // The offline queue and the kept cache are the person's own, by email (role ids are not people).
  const { forgetCache } = useOfflineSupport(user ? user.email : null);
  // RequireRole renders this only for a signed-in user.
  if (!user) return null;
  return (
    <TooltipProvider>
      {/* The first thing a keyboard reaches: past the sidebar and the top bar to the page. */}
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:font-medium focus:text-sm focus:shadow-md focus:outline-none focus:ring-[3px] focus:ring-ring"
      >
        Skip to main content
      </a>
      <PageHeaderProvider>
        <SidebarProvider>
          <AppSidebar user={user} />
          <SidebarInset>
            <TopBar
              user={user}
              onLogout={() => {
                forgetCache();
                logout();
              }}
            />
            <ServiceWorkerWhenIdle />
            <main
              id="main-content"
              tabIndex={-1}
              className="flex flex-1 flex-col gap-4 p-4 outline-none md:p-6"
            >
              <OfflineBanner />
              <Outlet key={timeZone} />
            </main>
          </SidebarInset>
        </SidebarProvider>
      </PageHeaderProvider>
    </TooltipProvider>
  );
}
