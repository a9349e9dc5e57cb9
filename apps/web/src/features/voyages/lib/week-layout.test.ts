import { type Sailing, sailingSchema } from '@rigline/contract/sailings';
import { describe, expect, it } from 'vitest';
import {
  dayPosition,
  formatDayLabel,
  layoutWeek,
  placeBar,
  sailingsOnDay,
  shiftWeek,
  weekDayStarts,
} from './week-layout';

function sailing(
  id: number,
  departure: string,
  ret: string | null,
  legs: [string, string | null][] = [],
): Sailing {
  return sailingSchema.parse({
    voyage_id: id,
    name: `Run ${id}`,
    status: 'PLANNING',
    vessel: { id: id % 2 === 0 ? 2 : 1, name: id % 2 === 0 ? 'Sea Tern' : 'Nor Star' },
    base: { id: 1, name: 'Base' },
    base_time_zone: 'UTC',
    planned_departure_at: departure,
    planned_return_at: ret,
    cutoff_at: new Date(Date.parse(departure) - 24 * 3_600_000).toISOString(),
    started_at: null,
    ended_at: null,
    delay_minutes: 0,
    late_booking_count: 0,
    legs: legs.map(([arrival, leaving], index) => ({
      journey_id: id * 10 + index,
      sequence: index + 1,
      rig: { id: index + 1, name: `Rig ${index + 1}` },
      rig_time_zone: 'UTC',
      planned_arrival_at: arrival,
      expected_arrival_at: arrival,
      planned_departure_at: leaving,
      arrived_at: null,
      left_at: null,
      area_pct: 40,
      weight_pct: 20,
      area_m2: 100,
      weight_t: 50,
      orders: [],
      shipment_count: 0,
      backload_count: 0,
      first_planned_arrival_at: arrival,
      late_minutes: 0,
      schedule_change: null,
    })),
  });
}

// Wednesday 2 Dec 2026; its week runs Monday 30 Nov – Sunday 6 Dec.
const WEDNESDAY = Date.parse('2026-12-02T15:00:00Z');

describe('the week', () => {
  it('runs Monday 00:00 to next Monday 00:00 in the zone', () => {
    const utc = weekDayStarts(WEDNESDAY, 'UTC');
    expect(utc).toHaveLength(8);
    expect(new Date(utc[0] ?? 0).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(new Date(utc[7] ?? 0).toISOString()).toBe('2026-12-07T00:00:00.000Z');
    // Oslo's Monday starts an hour before UTC's.
    expect(new Date(weekDayStarts(WEDNESDAY, 'Europe/Oslo')[0] ?? 0).toISOString()).toBe(
      '2026-11-29T23:00:00.000Z',
    );
    expect(formatDayLabel(utc[0] ?? 0, 'UTC')).toBe('Mon 30 Nov');
  });

  it('moves by whole weeks, across a clock change keeping midnight', () => {
    const week = weekDayStarts(Date.parse('2026-03-25T12:00:00Z'), 'Europe/Oslo');
    const next = shiftWeek(week, 1, 'Europe/Oslo');
    // 30 Mar 2026 00:00 in Oslo is summer time, UTC+2.
    expect(new Date(next[0] ?? 0).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // The Sunday of the change is 23 hours long and still one column: 11:00 UTC is 12 of its 23 hours in.
    expect((week[7] ?? 0) - (week[6] ?? 0)).toBe(23 * 3_600_000);
    expect(dayPosition(Date.parse('2026-03-29T11:00:00Z'), week)).toBeCloseTo(6 + 12 / 23);
    expect(shiftWeek(next, -1, 'Europe/Oslo')).toEqual(week);
  });
});

describe('placing bars', () => {
  const week = weekDayStarts(WEDNESDAY, 'UTC');

  it('puts a voyage from Tuesday noon to Thursday noon at 1.5–3.5 days with its leg and cut-off', () => {
    const bar = placeBar(
      sailing(1, '2026-12-01T12:00:00Z', '2026-12-03T12:00:00Z', [
        ['2026-12-02T12:00:00Z', '2026-12-02T18:00:00Z'],
      ]),
      week,
    );
    expect(bar).not.toBeNull();
    expect(bar?.left).toBeCloseTo((1.5 / 7) * 100);
    expect(bar?.width).toBeCloseTo((2 / 7) * 100);
    expect(bar?.continuesBefore).toBe(false);
    expect(bar?.continuesAfter).toBe(false);
    expect(bar?.cutoffLeft).toBeCloseTo((0.5 / 7) * 100);
    expect(bar?.legMarks.map((mark) => [mark.leg.rig.name, mark.left])).toEqual([['Rig 1', (2.5 / 7) * 100]]);
  });

  it('cuts a voyage spanning two weeks at the edges, and shows it in both', () => {
    const spanning = sailing(3, '2026-12-05T06:00:00Z', '2026-12-09T06:00:00Z', [
      ['2026-12-06T06:00:00Z', '2026-12-06T12:00:00Z'],
      ['2026-12-08T06:00:00Z', '2026-12-08T12:00:00Z'],
    ]);
    const thisWeek = placeBar(spanning, week);
    expect(thisWeek?.continuesAfter).toBe(true);
    expect(thisWeek?.continuesBefore).toBe(false);
    expect((thisWeek?.left ?? 0) + (thisWeek?.width ?? 0)).toBeCloseTo(100);
    expect(thisWeek?.legMarks.map((mark) => mark.leg.rig.name)).toEqual(['Rig 1']);

    const nextWeek = placeBar(spanning, shiftWeek(week, 1, 'UTC'));
    expect(nextWeek?.continuesBefore).toBe(true);
    expect(nextWeek?.left).toBe(0);
    expect(nextWeek?.width).toBeCloseTo((2.25 / 7) * 100);
    expect(nextWeek?.cutoffLeft).toBeNull();
    expect(nextWeek?.legMarks.map((mark) => mark.leg.rig.name)).toEqual(['Rig 2']);

    expect(placeBar(spanning, shiftWeek(week, 2, 'UTC'))).toBeNull();
    expect(placeBar(spanning, shiftWeek(week, -1, 'UTC'))).toBeNull();
  });

  it('ends a voyage without a planned return at its last planned time', () => {
    const open = placeBar(
      sailing(5, '2026-12-01T00:00:00Z', null, [['2026-12-02T00:00:00Z', '2026-12-03T00:00:00Z']]),
      week,
    );
    expect(open?.width).toBeCloseTo((2 / 7) * 100);
  });

  it('keeps a row for every vessel and sorts each row by departure', () => {
    const rows = layoutWeek(
      [
        { id: 1, name: 'Nor Star' },
        { id: 2, name: 'Sea Tern' },
        { id: 9, name: 'Idle One' },
      ],
      [
        sailing(3, '2026-12-04T00:00:00Z', '2026-12-05T00:00:00Z'),
        sailing(1, '2026-12-01T00:00:00Z', '2026-12-02T00:00:00Z'),
        sailing(7, '2026-12-20T00:00:00Z', '2026-12-21T00:00:00Z'),
      ],
      week,
    );
    expect(rows.map((row) => [row.vessel.name, row.bars.map((bar) => bar.sailing.voyage_id)])).toEqual([
      ['Nor Star', [1, 3]],
      ['Sea Tern', []],
      ['Idle One', []],
    ]);
  });

  it('lists by day the sailings at sea that day', () => {
    const list = [
      sailing(1, '2026-12-01T12:00:00Z', '2026-12-03T12:00:00Z'),
      sailing(2, '2026-12-03T18:00:00Z', '2026-12-04T06:00:00Z'),
    ];
    expect(sailingsOnDay(list, week, 0).map((entry) => entry.voyage_id)).toEqual([]);
    expect(sailingsOnDay(list, week, 2).map((entry) => entry.voyage_id)).toEqual([1]);
    expect(sailingsOnDay(list, week, 3).map((entry) => entry.voyage_id)).toEqual([1, 2]);
    expect(sailingsOnDay(list, week, 4).map((entry) => entry.voyage_id)).toEqual([2]);
  });
});
