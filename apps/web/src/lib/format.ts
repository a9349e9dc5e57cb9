import { formatJourneyName } from '@rigline/contract/ids';

/** The avatar letter: the first letter of the name, or U when there is no name (§2 "Shell"). */
export function nameInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0) ?? '';
  return first ? first.toUpperCase() : 'U';
}

import { getDisplayTimeZone } from './preferences';

const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      timeZoneName: 'short',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * The one date and time format of every screen (issue 12, docs/decisions/034): "2026-11-20T04:18:36.708Z" →
 * "20 Nov 2026, 04:18 UTC": 24-hour, the zone named, in the zone the person chose (the browser's unless they
 * chose another). A dash when there is none; the text itself when it is not a date.
 */
export function formatDate(iso: string | null | undefined, timeZone: string = getDisplayTimeZone()): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormatIn(timeZone).format(date);
}

const timesOfDay = new Map<string, Intl.DateTimeFormat>();

/**
 * "as of 14:05 UTC" (issue 24): the hour and minute with the zone named, in the person's chosen zone; the date
 * goes before it when it is not today there ("26 Nov 2026, 14:05 UTC"). For the time kept data was fetched
 * and the last sync, which are usually today.
 */
export function formatTimeOfDay(
  instantMs: number,
  now: number = Date.now(),
  timeZone: string = getDisplayTimeZone(),
): string {
  const day = (ms: number) => dateTimeFormatIn(timeZone).format(new Date(ms)).split(',')[0];
  if (day(instantMs) !== day(now)) return dateTimeFormatIn(timeZone).format(new Date(instantMs));
  let format = timesOfDay.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
      timeZoneName: 'short',
    });
    timesOfDay.set(timeZone, format);
  }
  return format.format(new Date(instantMs));
}

/**
 * A time that belongs to a place (a departure from the base, an arrival at a rig, a cut-off at the quay): as
 * formatDate, but in that place's zone when the person chose "Each place's local time" in Settings (issue 23).
 */
export function formatPlaceDate(
  iso: string | null | undefined,
  placeZone: string | null | undefined,
): string {
  return formatDate(iso, getDisplayTimeZone(placeZone));
}

/**
 * How a journey is named everywhere: "Journey 2 · Ocean Endeavour", never by its row id (issue 12). The rig
 * is left out when it is not known.
 */
export function formatJourneyLabel(sequence: number, rigName?: string | null): string {
  return formatJourneyName(sequence, rigName);
}

const calendarDates = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date (YYYY-MM-DD, no time and so no zone) as "01 Dec 2026"; the text itself when it is not one. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : calendarDates.format(parsed);
}

/** A span of whole minutes in words: "45 min", "5 h 20 min", "2 h", "2 d 5 h" (days drop the minutes). */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const rest = total % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

/** How long until an instant, "in 5 h 20 min" (to the minute, rounded down); null once it has passed. */
export function formatCountdown(iso: string, now: number = Date.now()): string | null {
  const left = Date.parse(iso) - now;
  if (Number.isNaN(left) || left <= 0) return null;
  const minutes = Math.floor(left / 60_000);
  return minutes < 1 ? 'in less than a minute' : `in ${formatDuration(minutes)}`;
}
