import type { Role } from '@rigline/contract/roles';
import { FileText, LayoutDashboard, type LucideIcon, Package, Settings, Ship, Users } from 'lucide-react';
import { normalizePathname, paths } from '@/app/paths';

export interface NavItem {
  title: string;
  to: string;
  icon: LucideIcon;
}

/** The sidebar of each role, in order (§2 "Shell"). */
export const NAV_ITEMS_BY_ROLE: Record<Role, readonly NavItem[]> = {
  supplier: [
    { title: 'Dashboard', to: paths.supplier.dashboard(), icon: LayoutDashboard },
    { title: 'Requests', to: paths.supplier.requests(), icon: FileText },
    { title: 'Items', to: paths.supplier.items(), icon: Package },
    { title: 'Settings', to: paths.supplier.settings(), icon: Settings },
  ],
  rig_logistics: [
    { title: 'Dashboard', to: paths.rigLogistics.dashboard(), icon: LayoutDashboard },
    { title: 'Requests', to: paths.rigLogistics.requests(), icon: FileText },
    { title: 'Voyage', to: paths.rigLogistics.voyages(), icon: Ship },
    { title: 'Settings', to: paths.rigLogistics.settings(), icon: Settings },
  ],
  base_coordinator: [
    { title: 'Dashboard', to: paths.baseCoordinator.dashboard(), icon: LayoutDashboard },
    { title: 'Requests', to: paths.baseCoordinator.requests(), icon: FileText },
    { title: 'Vendors', to: paths.baseCoordinator.vendors(), icon: Users },
    { title: 'Voyage', to: paths.baseCoordinator.voyages(), icon: Ship },
    { title: 'Settings', to: paths.baseCoordinator.settings(), icon: Settings },
  ],
};

/** Any other role gets an empty menu. */
export function navItemsForRole(role: string): readonly NavItem[] {
  return Object.hasOwn(NAV_ITEMS_BY_ROLE, role) ? NAV_ITEMS_BY_ROLE[role as Role] : [];
}

/** The active item is the one whose path equals the current path (not a prefix of it). */
export function isActivePath(currentPathname: string, itemPath: string): boolean {
  return normalizePathname(currentPathname) === normalizePathname(itemPath);
}

/** Sidebar role badge: blue for supplier, green for rig logistics, purple otherwise. */
export function roleBadgeClassName(role: string): string {
  if (role === 'supplier') return 'bg-blue-100 text-blue-800';
  if (role === 'rig_logistics') return 'bg-green-100 text-green-800';
  return 'bg-purple-100 text-purple-800';
}
