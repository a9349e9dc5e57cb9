/**
 * How late something happened (or is expected to) against its plan (issue 23): "+2 h 15 min late",
 * "On time" within a minute, "40 min early". Null while either time is missing.
 */
export function formatLateness(planned: string | null, actual: string | null): string | null {
  if (planned === null || actual === null) return null;
  const minutes = Math.round((Date.parse(actual) - Date.parse(planned)) / 60_000);
  if (Number.isNaN(minutes)) return null;
  if (minutes === 0) return 'On time';
  return minutes > 0 ? `+${formatDuration(minutes)} late` : `${formatDuration(-minutes)} early`;
}

/** 135 → "2 h 15 min", 1500 → "1 d 1 h", 45 → "45 min". */
export function formatDuration(totalMinutes: number): string {
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  const parts = [
    days > 0 ? `${days} d` : '',
    hours > 0 ? `${hours} h` : '',
    minutes > 0 && days === 0 ? `${minutes} min` : '',
  ];
  return parts.filter(Boolean).join(' ') || '0 min';
}

/** Whether the lateness text is a delay worth colouring. */
export function isLate(planned: string | null, actual: string | null): boolean {
  return planned !== null && actual !== null && Date.parse(actual) - Date.parse(planned) >= 60_000;
}
