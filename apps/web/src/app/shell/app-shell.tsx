import { Outlet } from 'react-router';
import { useAuth } from '@/app/providers/auth-provider';
import { useLiveUpdates } from '@/app/providers/live-updates';
import { AppSidebar } from '@/app/shell/app-sidebar';
import { PageHeaderProvider } from '@/app/shell/page-header';
import { TopBar } from '@/app/shell/top-bar';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { TooltipProvider } from '@/components/ui/tooltip';

/**
 * Every signed-in page: the role's sidebar, the top bar, and the page below it. The router loads it after
 * sign-in, so the sign-in page does not carry its menus, tooltips and dialogs.
 */
export function AppShell() {
  const { user, logout } = useAuth();
  useLiveUpdates(user ? `${user.email}|${user.role_slug}` : null);
  // RequireRole renders this only for a signed-in user.
  if (!user) return null;
  return (
    <TooltipProvider>
      <PageHeaderProvider>
        <SidebarProvider>
          <AppSidebar user={user} />
          <SidebarInset>
            <TopBar user={user} onLogout={logout} />
            <main className="flex flex-1 flex-col gap-4 p-4 md:p-6">
              <Outlet />
            </main>
          </SidebarInset>
        </SidebarProvider>
      </PageHeaderProvider>
    </TooltipProvider>
  );
}
