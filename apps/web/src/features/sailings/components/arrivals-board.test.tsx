import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setTimeZonePreference } from '@/lib/preferences';
import { sailingFixture } from '../lib/sailing-fixtures';
import { upcomingCallsByRig } from '../lib/upcoming-calls';
import { ArrivalsBoard } from './arrivals-board';

const order = (id: number) => ({
  id,
  request_id: 7,
  item_name: 'Drill pipe',
  quantity: 2,
  status: 'ACCEPTED' as const,
  current_phase: 4,
  is_late_booking: false,
});

function renderBoard(sailings: Parameters<typeof upcomingCallsByRig>[0]) {
  render(
    <MemoryRouter>
      <ArrivalsBoard
        rigs={upcomingCallsByRig(sailings)}
        voyagePath={(id) => `/rig-logistics/voyage/${id}`}
        isScopedToHomeRigs
      />
    </MemoryRouter>,
  );
}

describe('Arrivals board', () => {
  beforeEach(() => setTimeZonePreference('UTC'));

  it('shows each call with its planned and expected arrival naming the zone, the cargo and the backload', () => {
    renderBoard([
      sailingFixture({}, [
        { orders: [order(11), order(12), order(13)], shipment_count: 2, backload_count: 1 },
      ]),
    ]);
    const rig = screen.getByRole('region', { name: 'Arrivals at Nordic Star' });
    const call = within(rig).getByRole('listitem', { name: 'VOY-5 Saturday run' });
    expect(within(call).getByRole('link', { name: 'VOY-5 Saturday run' }).getAttribute('href')).toBe(
      '/rig-logistics/voyage/5',
    );
    expect(within(call).getByText('ETA (planned)').nextElementSibling?.textContent).toBe(
      '02 Dec 2026, 08:00 UTC',
    );
    expect(within(call).getByText('Expected arrival').nextElementSibling?.textContent).toBe(
      '02 Dec 2026, 08:00 UTC',
    );
    expect(within(call).getByText('3 orders · 2 shipments')).toBeTruthy();
    expect(within(call).getByText('1 booking')).toBeTruthy();
    expect(within(call).getByText('On time')).toBeTruthy();
    expect(within(call).queryByTestId('schedule-change')).toBeNull();
  });

  it('shows how late a call runs and its latest change old → new with the reason', () => {
    renderBoard([
      sailingFixture({}, [
        {
          planned_arrival_at: '2026-12-02T10:00:00.000Z',
          expected_arrival_at: '2026-12-02T10:00:00.000Z',
          late_minutes: 120,
          schedule_change: {
            changed_at: '2026-11-29T09:15:00.000Z',
            old_arrival_at: '2026-12-02T08:00:00.000Z',
            new_arrival_at: '2026-12-02T10:00:00.000Z',
            reason: 'WEATHER',
            note: 'Swell over 4 m',
          },
        },
      ]),
    ]);
    expect(screen.getByText('Late 2 h')).toBeTruthy();
    expect(screen.getByTestId('schedule-change').textContent).toBe(
      'Arrival moved 02 Dec 2026, 08:00 UTC → 02 Dec 2026, 10:00 UTC · Weather: Swell over 4 m (changed 29 Nov 2026, 09:15 UTC)',
    );
  });

  it("names the rig's own clock when it differs from the one shown", () => {
    renderBoard([sailingFixture({}, [{ rig_time_zone: 'Europe/Oslo' }])]);
    expect(screen.getByText('Expected arrival').nextElementSibling?.textContent).toBe(
      '02 Dec 2026, 08:00 UTC (at the rig 02 Dec 2026, 09:00 CET)',
    );
  });

  it("shows one time when the rig's clock reads the same, as a rig on GMT read in UTC", () => {
    renderBoard([sailingFixture({}, [{ rig_time_zone: 'Europe/London' }])]);
    expect(screen.getByText('Expected arrival').nextElementSibling?.textContent).toBe(
      '02 Dec 2026, 08:00 UTC',
    );
  });

  it('says so when nothing is coming to the home rigs', () => {
    renderBoard([]);
    expect(screen.getByText('No arrivals planned')).toBeTruthy();
  });
});
