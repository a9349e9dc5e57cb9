import { describe, expect, it } from 'vitest';
import { localInputToUtcIso, utcIsoToLocalInput, zoneAbbreviation } from './zoned-time';

describe('typed times in a zone', () => {
  it('reads a time typed in UTC as that instant', () => {
    expect(localInputToUtcIso('2026-12-01T08:00', 'UTC')).toBe('2026-12-01T08:00:00.000Z');
  });

  it('reads a time typed in Oslo in winter (UTC+1) and summer (UTC+2)', () => {
    expect(localInputToUtcIso('2026-12-01T08:00', 'Europe/Oslo')).toBe('2026-12-01T07:00:00.000Z');
    expect(localInputToUtcIso('2026-07-01T08:00', 'Europe/Oslo')).toBe('2026-07-01T06:00:00.000Z');
  });

  it('reads a time typed in Houston (behind UTC) across the date line of UTC', () => {
    expect(localInputToUtcIso('2026-12-01T20:30', 'America/Chicago')).toBe('2026-12-02T02:30:00.000Z');
  });

  it('reads a time skipped by the spring clock change with the offset from before it', () => {
    // Oslo skips 02:00–03:00 on 29 Mar 2026: 02:30 is read as 02:30 UTC+1 = 01:30 UTC.
    expect(localInputToUtcIso('2026-03-29T02:30', 'Europe/Oslo')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('reads a repeated autumn time as its first occurrence', () => {
    // Oslo repeats 02:00–03:00 on 25 Oct 2026: the first 02:30 is UTC+2.
    expect(localInputToUtcIso('2026-10-25T02:30', 'Europe/Oslo')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(localInputToUtcIso('', 'UTC')).toBeNull();
    expect(localInputToUtcIso('2026-02-30T08:00', 'UTC')).toBeNull();
    expect(localInputToUtcIso('tomorrow', 'UTC')).toBeNull();
  });

  it('shows an instant back in the zone, and round-trips', () => {
    expect(utcIsoToLocalInput('2026-12-01T07:00:00.000Z', 'Europe/Oslo')).toBe('2026-12-01T08:00');
    expect(utcIsoToLocalInput(null, 'UTC')).toBe('');
    const typed = '2026-07-14T23:45';
    expect(utcIsoToLocalInput(localInputToUtcIso(typed, 'Asia/Kolkata'), 'Asia/Kolkata')).toBe(typed);
  });

  it('names the zone', () => {
    expect(zoneAbbreviation('UTC')).toBe('UTC');
  });
});
