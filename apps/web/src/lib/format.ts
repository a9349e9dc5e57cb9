/** The avatar letter: the first letter of the name, or U when there is no name (§2 "Shell"). */
export function nameInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0) ?? '';
  return first ? first.toUpperCase() : 'U';
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });

/**
 * Every screen's date: "2026-11-20T04:18:36.708Z" → "20 Nov 2026"; a dash when there is none; the text
 * itself when it is not a date.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}
