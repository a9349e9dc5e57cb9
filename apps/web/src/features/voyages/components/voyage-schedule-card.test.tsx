import { type Journey, journeySchema } from '@rigline/contract/journeys';
import { type Voyage, voyageSchema } from '@rigline/contract/voyages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setTimeZonePreference } from '@/lib/preferences';
import { VoyageScheduleCard } from './voyage-schedule-card';

/*
 * The voyage page's Schedule card (issue 23): every leg's plan against what happened, with how late, in the
 * display zone named; Reschedule, and why it is disabled once the voyage is back at base.
 */

function voyage(status: 'STARTED' | 'COMPLETED'): Voyage {
  return voyageSchema.parse({
    id: 3,
    name: 'Thursday run',
    status,
    vessel_id: 1,
    vessel: { id: 1, name: 'Sea Tern' },
    created_at: '2026-11-01T08:00:00.000Z',
    started_at: '2026-12-01T10:15:00.000Z',
    ended_at: status === 'COMPLETED' ? '2026-12-04T18:00:00.000Z' : null,
    planned_departure_at: '2026-12-01T08:00:00.000Z',
    planned_return_at: '2026-12-04T18:00:00.000Z',
    cutoff_at: '2026-11-30T08:00:00.000Z',
    start_base_id: 1,
    end_base_id: 1,
    start_base: null,
    end_base: null,
    journey_count: 2,
    shipment_count: 0,
    loaded_shipment_count: 0,
    ended_journey_count: 1,
    is_returning: false,
    version: 5,
  });
}

const JOURNEYS: Journey[] = [
  journeySchema.parse({
    id: 11,
    sequence: 1,
    rig_id: 4,
    rig: { id: 4, name: 'Atlantic Explorer' },
    voyage_id: 3,
    started_at: '2026-12-01T10:15:00.000Z',
    ended_at: '2026-12-02T07:30:00.000Z',
    planned_arrival_at: '2026-12-02T06:00:00.000Z',
    planned_departure_at: '2026-12-02T14:00:00.000Z',
    expected_arrival_at: '2026-12-02T07:30:00.000Z',
    shipment_count: 0,
    version: 2,
  }),
  journeySchema.parse({
    id: 12,
    sequence: 2,
    rig_id: 5,
    rig: { id: 5, name: 'Nordic Star' },
    voyage_id: 3,
    started_at: '2026-12-02T15:00:00.000Z',
    ended_at: null,
    planned_arrival_at: '2026-12-03T06:00:00.000Z',
    planned_departure_at: '2026-12-03T12:00:00.000Z',
    expected_arrival_at: '2026-12-03T07:30:00.000Z',
    shipment_count: 0,
    version: 1,
  }),
];

function renderCard(status: 'STARTED' | 'COMPLETED') {
  setTimeZonePreference('UTC');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VoyageScheduleCard voyage={voyage(status)} journeys={JOURNEYS} />
    </QueryClientProvider>,
  );
}

describe('the voyage page’s schedule', () => {
  it('shows each leg planned against actual, with how late, naming the zone', () => {
    renderCard('STARTED');
    expect(screen.getByText('Planned against actual, in UTC.')).toBeTruthy();
    const sailed = within(screen.getByTestId('voyage-schedule-voyage'));
    expect(sailed.getByText('+2 h 15 min late')).toBeTruthy();
    const first = within(screen.getByTestId('voyage-schedule-leg-11'));
    expect(first.getByText('Journey 1 · Atlantic Explorer')).toBeTruthy();
    expect(first.getByText('02 Dec 2026, 06:00 UTC')).toBeTruthy();
    // Arrived 07:30 against 06:00; left (the next journey's start, 15:00) against 14:00.
    expect(first.getByText('+1 h 30 min late')).toBeTruthy();
    expect(first.getByText('+1 h late')).toBeTruthy();
    const second = within(screen.getByTestId('voyage-schedule-leg-12'));
    // Not there yet: expected 07:30 against a planned 06:00.
    expect(second.getByText('03 Dec 2026, 07:30 UTC')).toBeTruthy();
    expect(second.getByText('+1 h 30 min late')).toBeTruthy();
    const reschedule = screen.getByRole('button', { name: 'Reschedule' });
    expect(reschedule.hasAttribute('disabled')).toBe(false);
  });

  it('says why Reschedule is disabled once the voyage is back at base', () => {
    renderCard('COMPLETED');
    const reschedule = screen.getByRole('button', { name: 'Reschedule' });
    expect(reschedule.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Back at base: its plan is kept as it sailed.')).toBeTruthy();
    expect(within(screen.getByTestId('voyage-schedule-voyage')).getByText('On time')).toBeTruthy();
  });
});
