import { type Sailing, type SailingLeg, sailingSchema } from '@rigline/contract/sailings';

/** A sailing as the list answers it, for the component and unit tests: one leg to Nordic Star unless given. */
export function sailingFixture(
  overrides: Partial<Omit<Sailing, 'legs'>> = {},
  legs: Partial<SailingLeg>[] = [{}],
): Sailing {
  return sailingSchema.parse({
    voyage_id: 5,
    name: 'Saturday run',
    status: 'PLANNING',
    vessel: { id: 1, name: 'Sea Tern' },
    base: { id: 1, name: 'Aberdeen' },
    base_time_zone: 'UTC',
    planned_departure_at: '2026-12-01T08:00:00.000Z',
    planned_return_at: '2026-12-05T08:00:00.000Z',
    cutoff_at: '2026-11-30T08:00:00.000Z',
    started_at: null,
    ended_at: null,
    delay_minutes: 0,
    late_booking_count: 0,
    ...overrides,
    legs: legs.map((leg, index) => ({
      journey_id: 50 + index,
      sequence: index + 1,
      rig: { id: 1, name: 'Nordic Star' },
      rig_time_zone: 'UTC',
      planned_arrival_at: '2026-12-02T08:00:00.000Z',
      expected_arrival_at: '2026-12-02T08:00:00.000Z',
      planned_departure_at: '2026-12-02T14:00:00.000Z',
      arrived_at: null,
      left_at: null,
      area_pct: null,
      weight_pct: null,
      area_m2: 0,
      weight_t: 0,
      orders: [],
      shipment_count: 0,
      backload_count: 0,
      first_planned_arrival_at: '2026-12-02T08:00:00.000Z',
      late_minutes: 0,
      schedule_change: null,
      ...leg,
    })),
  });
}
