import type { Role } from '@rigline/contract/roles';

/**
 * The demo users' credentials (decisions.md §5). Written only here, on the server: the demo data seeds them,
 * and GET /api/auth/demo-accounts hands the three of the login screen's buttons to the browser in demo mode.
 */
export const DEMO_CREDENTIALS = {
  supplier: { email: 'supplier@rigline.demo', password: 'supplier-demo-2025' },
  rig_logistics: { email: 'riglogistics@rigline.demo', password: 'riglogistics-demo-2025' },
  base_coordinator: { email: 'coordinator@rigline.demo', password: 'coordinator-demo-2025' },
} as const satisfies Record<Role, { email: string; password: string }>;

/** The second supplier company's user, who has no button. */
export const SECOND_SUPPLIER_CREDENTIALS = {
  email: 'supplier2@rigline.demo',
  password: 'northsea-demo-2025',
};

/** The demo admin, who may act as any phase owner and keeps the master data; listed by the demo accounts call. */
export const DEMO_ADMIN_CREDENTIALS = { email: 'admin@rigline.demo', password: 'admin-demo-2025' };
