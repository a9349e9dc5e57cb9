import type { RoleSlug } from '@rigline/contract/roles';
import { formatDate } from '@/lib/format';

/** How the administration screens name each role (the login screen's demo buttons name them the same). */
export const ROLE_LABELS: Record<RoleSlug, string> = {
  supplier: 'Supplier',
  'rig-logistic': 'Rig Logistics',
  'base-coordinator': 'Base Coordinator',
  admin: 'Admin',
};

export const ROLE_OPTIONS = Object.entries(ROLE_LABELS) as [RoleSlug, string][];

/** A date and time in the one format of every screen (lib/format.ts, decision 034); "Never" for null. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return 'Never';
  return Number.isNaN(new Date(iso).getTime()) ? '—' : formatDate(iso);
}

const PASSWORD_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A first password for an account an admin creates or resets: 16 characters from an alphabet without look-alikes
 * (no 0/O, 1/l/I), from the browser's cryptographic random source. The user replaces it at first sign-in.
 */
export function generatePassword(
  length = 16,
  random: (buffer: Uint32Array) => Uint32Array = (b) => crypto.getRandomValues(b),
): string {
  const values = random(new Uint32Array(length));
  return Array.from(values, (value) => PASSWORD_ALPHABET[value % PASSWORD_ALPHABET.length]).join('');
}
