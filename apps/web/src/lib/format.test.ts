import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatCountdown,
  formatDate,
  formatDuration,
  formatPlaceDate,
  formatTimeOfDay,
  nameInitial,
} from '@/lib/format';
import { PLACE_TIME_ZONE, setTimeZonePreference } from '@/lib/preferences';

describe('nameInitial', () => {
  it('is the first letter of the name, upper case', () => {
    expect(nameInitial('sam Supplier')).toBe('S');
    expect(nameInitial('  Óscar')).toBe('Ó');
  });

  it('is U without a name', () => {
    expect(nameInitial('')).toBe('U');
    expect(nameInitial('   ')).toBe('U');
    expect(nameInitial(undefined)).toBe('U');
  });
});

describe('formatDate', () => {
  it('formats a date, leaves other text alone and shows a dash when there is none', () => {
    expect(formatDate('2026-11-20T04:18:36.708Z', 'UTC')).toBe('20 Nov 2026, 04:18 UTC');
    // 24-hour, in the zone chosen, which is named.
    expect(formatDate('2026-11-20T16:05:00Z', 'Asia/Dubai')).toBe('20 Nov 2026, 20:05 GST');
    expect(formatDate('2026-07-01T16:05:00Z', 'Europe/London')).toBe('01 Jul 2026, 17:05 BST');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('-');
  });
});

describe('formatTimeOfDay (issue 24: "as of HH:MM" and the last sync)', () => {
  const now = Date.parse('2026-11-20T18:00:00Z');
  it('is the hour and minute with the zone named, the date first when it is not today there', () => {
    expect(formatTimeOfDay(Date.parse('2026-11-20T04:18:36Z'), now, 'UTC')).toBe('04:18 UTC');
    expect(formatTimeOfDay(Date.parse('2026-11-20T16:05:00Z'), now, 'Asia/Dubai')).toBe('20:05 GST');
    // 23:30 on the 19th in UTC is yesterday there: the date says so.
    expect(formatTimeOfDay(Date.parse('2026-11-19T23:30:00Z'), now, 'UTC')).toBe('19 Nov 2026, 23:30 UTC');
    // In Dubai that same instant is already the 20th, today.
    expect(formatTimeOfDay(Date.parse('2026-11-19T23:30:00Z'), now, 'Asia/Dubai')).toBe('03:30 GST');
  });
});

describe("formatPlaceDate (issue 23: UTC or each place's local time)", () => {
  // The preference lives in local storage, which this (node) test environment has not: a plain one stands in.
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    });
  });
  afterEach(() => {
    setTimeZonePreference('browser');
    vi.unstubAllGlobals();
  });

  it("shows a place's time in the place's zone when the person chose each place's local time", () => {
    setTimeZonePreference(PLACE_TIME_ZONE);
    expect(formatPlaceDate('2026-11-20T16:05:00Z', 'Asia/Dubai')).toBe('20 Nov 2026, 20:05 GST');
    expect(formatPlaceDate('2026-07-01T16:05:00Z', 'Europe/London')).toBe('01 Jul 2026, 17:05 BST');
    // A time of no place, or of a zone the browser does not know, is in UTC and says so.
    expect(formatPlaceDate('2026-11-20T16:05:00Z', null)).toBe('20 Nov 2026, 16:05 UTC');
    expect(formatPlaceDate('2026-11-20T16:05:00Z', 'Mars/Olympus')).toBe('20 Nov 2026, 16:05 UTC');
    expect(formatDate('2026-11-20T16:05:00Z')).toBe('20 Nov 2026, 16:05 UTC');
  });

  it('follows a zone the person chose, whatever the place', () => {
    setTimeZonePreference('UTC');
    expect(formatPlaceDate('2026-11-20T16:05:00Z', 'Asia/Dubai')).toBe('20 Nov 2026, 16:05 UTC');
  });
});

describe('formatDuration and formatCountdown', () => {
  it('writes a span in days, hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(320)).toBe('5 h 20 min');
    expect(formatDuration(2 * 1440 + 5 * 60 + 7)).toBe('2 d 5 h');
    expect(formatDuration(1440)).toBe('1 d');
  });

  it('counts down to an instant and is null once it has passed', () => {
    const now = Date.parse('2026-12-01T08:00:00Z');
    expect(formatCountdown('2026-12-01T13:20:30Z', now)).toBe('in 5 h 20 min');
    expect(formatCountdown('2026-12-01T08:00:20Z', now)).toBe('in less than a minute');
    expect(formatCountdown('2026-12-01T08:00:00Z', now)).toBeNull();
    expect(formatCountdown('2026-11-30T08:00:00Z', now)).toBeNull();
  });
});
