import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setTimeZonePreference } from '@/lib/preferences';
import { CreateShipmentDialog } from './create-shipment-dialog';

/*
 * Issue 23: the Create Shipment voyage picker shows each voyage's planned departure and its booking cut-off,
 * or that booking has closed, in the display zone; an unscheduled voyage says so.
 */

const HOUR = 3_600_000;
const soon = new Date(Date.now() + 48 * HOUR);
const later = new Date(Date.now() + 72 * HOUR);
const past = new Date(Date.now() - 2 * HOUR);

const voyage = (id: number, name: string, departure: Date | null, cutoff: Date | null) => ({
  id,
  name,
  vessel_id: 1,
  vessel: { id: 1, name: 'MV Sea Falcon' },
  status: 'PLANNING',
  started_at: null,
  ended_at: null,
  planned_departure_at: departure?.toISOString() ?? null,
  cutoff_at: cutoff?.toISOString() ?? null,
});

vi.mock('../api/create-shipment', () => ({
  useCreateShipment: () => ({ mutate: vi.fn(), isPending: false }),
}));
vi.mock('../api/list-valid-voyages', () => ({
  useValidVoyages: () => ({
    isPending: false,
    isError: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    data: {
      pages: [
        {
          data: [
            voyage(3, 'Open run', later, soon),
            voyage(4, 'Closed run', soon, past),
            voyage(5, 'Unplanned run', null, null),
          ],
        },
      ],
    },
  }),
}));

const inUtc = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);

describe('the Create Shipment voyage picker', () => {
  it('shows planned departure and cut-off, or booking closed', () => {
    setTimeZonePreference('UTC');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CreateShipmentDialog requestId={15} open onOpenChange={() => undefined} />
      </QueryClientProvider>,
    );
    const table = screen.getByRole('table', { name: 'Voyages' });
    expect(within(table).getByRole('columnheader', { name: 'Planned departure' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Cut-off' })).toBeTruthy();
    const open = within(table).getByText('Open run').closest('tr') as HTMLElement;
    expect(open.textContent).toContain(inUtc(later));
    expect(open.textContent).toContain(inUtc(soon));
    expect(open.textContent).not.toContain('Booking closed');
    // The phone's line under the name, where the columns are off to the side.
    expect(open.textContent).toContain(`Departs ${inUtc(later)} · cut-off ${inUtc(soon)}`);
    const closed = within(table).getByText('Closed run').closest('tr') as HTMLElement;
    expect(closed.textContent).toContain('Booking closed');
    expect(closed.textContent).toContain(inUtc(past));
    expect(closed.textContent).toContain(`Departs ${inUtc(soon)} · Booking closed`);
    const unplanned = within(table).getByText('Unplanned run').closest('tr') as HTMLElement;
    expect(unplanned.textContent).toContain('Not scheduled');
  });
});
