/**
 * Wall-clock times in a named IANA zone and the UTC instants they stand for (issue 23, docs/decisions/061).
 * A datetime-local input gives "2026-12-01T08:00" with no zone; the screens say which zone it is typed in (the
 * display zone) and these functions turn it into the UTC ISO instant the server wants, and back.
 */

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

export interface WallClock {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock in `timeZone` at this instant. */
export function wallClockAt(instantMs: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    partsFormatIn(timeZone)
      .formatToParts(new Date(instantMs))
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `timeZone` is ahead of UTC at this instant, in milliseconds. */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const wall = wallClockAt(instantMs, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant a wall clock in `timeZone` reads. A time that does not exist (skipped when the clocks go
 * forward) is read with the offset from before the change, so 02:30 on that night is 03:30; a time that
 * happens twice (clocks go back) is its first occurrence.
 */
export function instantOfWallClock(
  wall: Omit<WallClock, 'second'> & { second?: number },
  timeZone: string,
): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second ?? 0);
  // The offsets in force a day either side cover any one clock change.
  const offsets = [-86_400_000, 0, 86_400_000].map((shift) => zoneOffsetMs(asUtc + shift, timeZone));
  const candidates = offsets
    .map((offset) => asUtc - offset)
    .filter((instant) => asUtc - instant === zoneOffsetMs(instant, timeZone));
  if (candidates.length > 0) return Math.min(...candidates);
  // Skipped by a forward change: the offset before it.
  return asUtc - (offsets[0] ?? 0);
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** "2026-12-01T08:00" typed in `timeZone` → "2026-12-01T07:00:00.000Z"; null when it is not such a time. */
export function localInputToUtcIso(value: string, timeZone: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCDate() !== day) return null;
  return new Date(instantOfWallClock({ year, month, day, hour, minute, second }, timeZone)).toISOString();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A UTC instant as a datetime-local input shows it in `timeZone`: "2026-12-01T08:00"; '' for none. */
export function utcIsoToLocalInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const wall = wallClockAt(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The zone's short name at an instant, as the screens write it beside a typed time: "UTC", "CET", "GMT+1". */
export function zoneAbbreviation(timeZone: string, instantMs: number = Date.now()): string {
  const part = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(instantMs))
    .find((entry) => entry.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** A zone as the screens name it: "Europe/Oslo (CET)", or just "UTC" when the short name says nothing more. */
export function zoneLabel(timeZone: string, instantMs: number = Date.now()): string {
  const short = zoneAbbreviation(timeZone, instantMs);
  return short === timeZone ? timeZone : `${timeZone} (${short})`;
}
