import { z } from 'zod';

/** Role slugs as they travel on the wire (decisions.md §2). */
export const ROLE_SLUGS = ['supplier', 'rig-logistic', 'base-coordinator', 'admin'] as const;
export const roleSlugSchema = z.enum(ROLE_SLUGS);
export type RoleSlug = z.infer<typeof roleSlugSchema>;

/** The three roles the web client knows (product-requests-orders-catalogue.md §6). */
export const ROLES = ['supplier', 'rig_logistics', 'base_coordinator'] as const;
export type Role = (typeof ROLES)[number];

const ROLE_BY_SLUG: Record<string, Role> = {
  supplier: 'supplier',
  'rig-logistic': 'rig_logistics',
  'base-coordinator': 'base_coordinator',
};

/** Any slug the client does not know maps to supplier, as the document says. */
export function roleFromSlug(slug: string): Role {
  return ROLE_BY_SLUG[slug] ?? 'supplier';
}

export const SLUG_BY_ROLE: Record<Role, RoleSlug> = {
  supplier: 'supplier',
  rig_logistics: 'rig-logistic',
  base_coordinator: 'base-coordinator',
};

export const HOME_PATH_BY_ROLE: Record<Role, string> = {
  supplier: '/supplier',
  rig_logistics: '/rig-logistics',
  base_coordinator: '/base-coordinator',
};

/** "rig_logistics" → "rig logistics", as the sidebar badge shows it. */
export function formatRoleLabel(role: string): string {
  return role.replaceAll('_', ' ');
}

/** Operator roles see every rig and every vendor's data. */
export function isOperatorSlug(slug: RoleSlug): boolean {
  return slug === 'rig-logistic' || slug === 'base-coordinator' || slug === 'admin';
}
