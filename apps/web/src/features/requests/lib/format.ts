import { getPhase, isPhase } from '@rigline/contract/phases';
import { formatRoleLabel, roleFromSlug } from '@rigline/contract/roles';

export function formatPhase(phase: number): string {
  return `Phase ${phase}`;
}

/**
 * What a phase means, in words, under the documents' "Phase n" where they show it (issue 22.10): "Rig
 * logistics reviews". Empty for a number outside the table.
 */
export function phaseMeaning(phase: number): string {
  return isPhase(phase) ? getPhase(phase).meaning : '';
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
