import { formatDate } from '@/lib/format';

/**
 * The app's one date and time format ("24 Nov 2026, 06:14 UTC"), in a `<time>` that may break between the date
 * and the time and nowhere else: a narrow table column wraps it onto two lines instead of pushing the row's
 * action out of sight (issue 12 walk: the request lists' View Orders was cut off at 1280 px).
 */
export function DateTime({ iso }: { iso: string | null | undefined }) {
  const text = formatDate(iso);
  const cut = text.indexOf(', ');
  if (!iso || cut < 0) return <span>{text}</span>;
  return (
    <time dateTime={iso} className="whitespace-normal">
      <span className="whitespace-nowrap">{text.slice(0, cut + 1)}</span>{' '}
      <span className="whitespace-nowrap">{text.slice(cut + 2)}</span>
    </time>
  );
}
