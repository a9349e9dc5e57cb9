import {
  Anchor,
  Box,
  Building2,
  CalendarDays,
  ChartColumn,
  ClipboardCheck,
  Container,
  Drill,
  FileText,
  KeySquare,
  LayoutDashboard,
  type LucideIcon,
  Package,
  Settings,
  Ship,
  UserCog,
  Users,
  Warehouse,
  Webhook,
} from 'lucide-react';
import { normalizePathname, paths } from '@/app/paths';
import type { AppRole } from '@/lib/auth-storage';

export interface NavItem {
  title: string;
  to: string;
  icon: LucideIcon;
}

/** The sidebar of each role, in order (§2 "Shell"). */
export const NAV_ITEMS_BY_ROLE: Record<AppRole, readonly NavItem[]> = {
  supplier: [
    { title: 'Dashboard', to: paths.supplier.dashboard(), icon: LayoutDashboard },
    { title: 'Requests', to: paths.supplier.requests(), icon: FileText },
    { title: 'Items', to: paths.supplier.items(), icon: Package },
    { title: 'Discrepancies', to: paths.supplier.discrepancies(), icon: ClipboardCheck },
    { title: 'Rental Returns', to: paths.supplier.rentalReturns(), icon: Container },
    { title: 'Sailings', to: paths.supplier.sailings(), icon: Ship },
    { title: 'CCUs', to: paths.supplier.ccus(), icon: Box },
    { title: 'Settings', to: paths.supplier.settings(), icon: Settings },
  ],
  rig_logistics: [
    { title: 'Dashboard', to: paths.rigLogistics.dashboard(), icon: LayoutDashboard },
    { title: 'Requests', to: paths.rigLogistics.requests(), icon: FileText },
    { title: 'Voyage', to: paths.rigLogistics.voyages(), icon: Ship },
    { title: 'Arrivals', to: paths.rigLogistics.arrivals(), icon: Anchor },
    { title: 'CCUs', to: paths.rigLogistics.ccus(), icon: Box },
    { title: 'Settings', to: paths.rigLogistics.settings(), icon: Settings },
  ],
  base_coordinator: [
    { title: 'Dashboard', to: paths.baseCoordinator.dashboard(), icon: LayoutDashboard },
    { title: 'Requests', to: paths.baseCoordinator.requests(), icon: FileText },
    { title: 'Vendors', to: paths.baseCoordinator.vendors(), icon: Users },
    { title: 'Voyage', to: paths.baseCoordinator.voyages(), icon: Ship },
    { title: 'Schedule', to: paths.baseCoordinator.schedule(), icon: CalendarDays },
    { title: 'Receive Backload', to: paths.baseCoordinator.backload(), icon: Container },
    { title: 'CCUs', to: paths.baseCoordinator.ccus(), icon: Box },
    { title: 'Discrepancies', to: paths.baseCoordinator.discrepancies(), icon: ClipboardCheck },
    { title: 'Measures', to: paths.baseCoordinator.measures(), icon: ChartColumn },
    { title: 'Settings', to: paths.baseCoordinator.settings(), icon: Settings },
  ],
  // Issue 16: the admin's own area, master data and accounts.
  admin: [
    { title: 'Dashboard', to: paths.admin.dashboard(), icon: LayoutDashboard },
    { title: 'Users', to: paths.admin.users(), icon: UserCog },
    { title: 'Suppliers', to: paths.admin.suppliers(), icon: Building2 },
    { title: 'Rigs & Wells', to: paths.admin.rigs(), icon: Drill },
    { title: 'Vessels', to: paths.admin.vessels(), icon: Ship },
    { title: 'Bases', to: paths.admin.bases(), icon: Warehouse },
    { title: 'CCUs', to: paths.admin.ccus(), icon: Box },
    { title: 'API Keys', to: paths.admin.apiKeys(), icon: KeySquare },
    { title: 'Webhooks', to: paths.admin.webhooks(), icon: Webhook },
    { title: 'Settings', to: paths.admin.settings(), icon: Settings },
  ],
};

/** Any other role gets an empty menu. */
export function navItemsForRole(role: string): readonly NavItem[] {
  return Object.hasOwn(NAV_ITEMS_BY_ROLE, role) ? NAV_ITEMS_BY_ROLE[role as AppRole] : [];
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
