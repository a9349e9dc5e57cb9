import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatPlaceDate, nameInitial } from '@/lib/format';
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
