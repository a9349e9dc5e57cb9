import { formatRoleLabel, roleFromSlug } from '@rigline/contract/roles';

export function formatPhase(phase: number): string {
  return `Phase ${phase}`;
}

/**
 * The roles named in the read-only banner: admin is left out (§2), the others read as the sidebar badge
 * reads them ("rig-logistic" → "rig logistics").
 */
export function formatOwnerRoles(owners: readonly string[]): string {
  const names = owners.filter((slug) => slug !== 'admin').map((slug) => formatRoleLabel(roleFromSlug(slug)));
  return names.length > 0 ? names.join(', ') : 'no one';
}

/** The Add Order quantity field: a whole number; anything that is not a number becomes 0 (§5). */
export function parseQuantity(text: string): number {
  const value = Number(text.trim() === '' ? Number.NaN : text);
  return Number.isFinite(value) ? Math.trunc(value) : 0;
}
