import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setTimeZonePreference } from '@/lib/preferences';
import { sailingFixture } from '../lib/sailing-fixtures';
import { upcomingCallsByRig } from '../lib/upcoming-calls';
import { SupplierSailingsList } from './supplier-sailings-list';

const NOW = Date.parse('2026-11-30T02:40:00.000Z');

function renderList(sailings: Parameters<typeof upcomingCallsByRig>[0], now = NOW) {
  render(
    <MemoryRouter>
      <SupplierSailingsList
        rigs={upcomingCallsByRig(sailings)}
        now={now}
        requestPath={(id) => `/supplier/requests/${id}`}
      />
    </MemoryRouter>,
  );
}

describe("The supplier's Sailings", () => {
  beforeEach(() => setTimeZonePreference('UTC'));

  it('counts down to the cut-off and links each of the supplier’s orders on the sailing', () => {
    renderList([
      sailingFixture({}, [
        {
          orders: [
            {
              id: 12,
              request_id: 7,
              item_name: 'Drill pipe',
              quantity: 2,
              status: 'ACCEPTED',
              current_phase: 4,
              is_late_booking: false,
            },
          ],
        },
      ]),
    ]);
    const sailing = within(screen.getByRole('region', { name: 'Sailings to Nordic Star' })).getByRole(
      'listitem',
      { name: 'VOY-5 Saturday run' },
    );
    expect(within(sailing).getByText('Deliver to the quay by').nextElementSibling?.textContent).toBe(
      '30 Nov 2026, 08:00 UTC in 5 h 20 min',
    );
    expect(within(sailing).getByText('Expected arrival').nextElementSibling?.textContent).toBe(
      '02 Dec 2026, 08:00 UTC',
    );
    expect(within(sailing).getByRole('link', { name: 'ORD-012' }).getAttribute('href')).toBe(
      '/supplier/requests/7',
    );
  });

  it('says Booking closed once the cut-off has passed, and when none of the orders is on it', () => {
    renderList([sailingFixture()], Date.parse('2026-11-30T08:00:00.000Z'));
    expect(screen.getByText('Booking closed')).toBeTruthy();
    expect(screen.queryByText(/^in /)).toBeNull();
    expect(screen.getByText('None of your orders is on this sailing.')).toBeTruthy();
  });
});
