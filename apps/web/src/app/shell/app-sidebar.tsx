import { formatRoleLabel } from '@rigline/contract/roles';
import { Anchor } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { isActivePath, navItemsForRole, roleBadgeClassName } from '@/app/shell/nav-items';
import { Badge } from '@/components/ui/badge';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarSeparator,
  useSidebar,
} from '@/components/ui/sidebar';
import type { SessionUser } from '@/lib/auth-storage';
import { cn } from '@/lib/utils';

export function AppSidebar({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();
  const items = navItemsForRole(user.role);

  return (
    <Sidebar>
      <SidebarHeader>
        <div className="flex items-center gap-2 p-0.5">
          <div className="flex size-7 shrink-0 items-center justify-center rounded-md bg-sidebar-primary text-sidebar-primary-foreground">
            <Anchor className="size-4" aria-hidden="true" />
          </div>
          <span className="truncate font-semibold text-base group-data-[collapsible=icon]:hidden">
            Rigline
          </span>
        </div>
        <div className="grid min-w-0 gap-1.5 px-1 pb-1 group-data-[collapsible=icon]:hidden">
          <span className="truncate font-medium text-sm" title={user.name}>
            {user.name || user.email}
          </span>
          <Badge className={cn('border-transparent capitalize', roleBadgeClassName(user.role))}>
            {formatRoleLabel(user.role)}
          </Badge>
        </div>
      </SidebarHeader>
      <SidebarSeparator />
      <SidebarContent>
        <SidebarGroup>
          <nav aria-label="Main">
            <SidebarMenu>
              {items.map((item) => {
                const isActive = isActivePath(pathname, item.to);
                return (
                  <SidebarMenuItem key={item.to}>
                    <SidebarMenuButton asChild isActive={isActive} tooltip={item.title}>
                      <Link
                        to={item.to}
                        aria-current={isActive ? 'page' : undefined}
                        onClick={() => setOpenMobile(false)}
                      >
                        <item.icon aria-hidden="true" />
                        <span>{item.title}</span>
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                );
              })}
            </SidebarMenu>
          </nav>
        </SidebarGroup>
      </SidebarContent>
      <SidebarFooter>
        <p className="truncate px-2 py-1 text-muted-foreground text-xs group-data-[collapsible=icon]:hidden">
          Supply Chain Management
        </p>
      </SidebarFooter>
    </Sidebar>
  );
}
