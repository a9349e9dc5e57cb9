/**
 * The administration lists' cache keys. A change invalidates its own list; a vendor change also the users
 * (their company's name shows there), a well change also the rigs (their current well).
 */
export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  vendors: ['admin', 'vendors'] as const,
  rigs: ['admin', 'rigs'] as const,
  wells: ['admin', 'wells'] as const,
  vessels: ['admin', 'vessels'] as const,
  bases: ['admin', 'bases'] as const,
};
