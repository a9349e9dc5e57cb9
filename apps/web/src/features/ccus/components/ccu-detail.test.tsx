import { type CcuTrip, ccuTripSchema } from '@rigline/contract/ccu-packing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ccuFixture } from '@/features/ccus/lib/ccu-fixtures';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-storage';
import { setTimeZonePreference } from '@/lib/preferences';
import { CcuDetail } from './ccu-detail';

/*
 * Issue 25, a unit's page: where it is now in words, its days out and hire to date, and each trip with its
 * voyage (a link for the roles that have a voyage page), contents, weights and times with the zone named; the
 * label opens in a new tab, and the tab closes again when the server refuses it.
 */

beforeEach(() => {
  setTimeZonePreference('UTC');
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const ocean = { id: 4, name: 'Ocean Endeavour' };
const voyage = { id: 12, name: 'Saturday run' };
const UNIT = ccuFixture({
  id: 7,
  code: 'TOR-1234',
  location: { kind: 'at_rig', voyage, rig: ocean, since: '2026-11-12T08:30:00.000Z' },
  days_out: 11,
  day_rate: 55.5,
  hire_to_date: 2110.5,
});

function trip(overrides: Partial<CcuTrip>): CcuTrip {
  return ccuTripSchema.parse({
    id: 1,
    ccu: { id: 7, code: 'TOR-1234', type: 'basket' },
    shipment_id: 30,
    request_id: 8,
    voyage,
    rig: ocean,
    order_ids: [12, 13],
    tare_kg: 1800,
    max_gross_kg: 7000,
    length_m: 8,
    width_m: 2.4,
    contents_kg: 2400,
    gross_kg: 4200,
    packed_at: '2026-11-09T14:00:00.000Z',
    sailed_at: '2026-11-10T06:00:00.000Z',
    at_rig_since: '2026-11-12T08:30:00.000Z',
    returned_at: null,
    location: UNIT.location,
    days_out: 11,
    days_at_rig: 9,
    hire: 610.5,
    ...overrides,
  });
}

const TRIPS = [
  trip({}),
  trip({
    id: 0,
    voyage: { id: 5, name: 'Tuesday run' },
    order_ids: [3],
    gross_kg: 2500,
    packed_at: '2026-09-01T10:00:00.000Z',
    sailed_at: '2026-09-02T06:00:00.000Z',
    at_rig_since: '2026-09-03T06:00:00.000Z',
    returned_at: '2026-09-30T18:45:00.000Z',
    location: {
      kind: 'returned',
      voyage: { id: 5, name: 'Tuesday run' },
      rig: ocean,
      since: '2026-09-30T18:45:00.000Z',
    },
    days_out: 29,
    days_at_rig: 28,
    hire: 1500,
  }),
];

function answer(data: unknown, status = 200) {
  return Response.json(status === 200 ? { status: true, message: 'ok', data } : data, { status });
}

function renderDetail(voyagePath?: (id: number) => string) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/ccu/get/7') return answer({ ccu: UNIT });
    if (path === '/api/ccu/history/7') return answer({ changes: [] });
    if (path === '/api/ccu/trips/7') return answer({ trips: TRIPS });
    if (path === '/api/ccu/label/7')
      return answer({ status: false, message: 'The label could not be made' }, 500);
    return answer({ status: false, message: `unexpected ${path}` }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CcuDetail unitId={7} canEdit={false} owners={[]} voyagePath={voyagePath} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const fieldOf = (root: HTMLElement, label: string) =>
  within(root).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe("a unit's page", () => {
  it('says where it is now, its days out and hire to date', async () => {
    renderDetail();
    const now = await screen.findByRole('region', { name: 'Where it is now' });
    expect(within(now).getByText('At Ocean Endeavour since 12 Nov 2026, 08:30 UTC')).toBeTruthy();
    expect(fieldOf(now, 'Days out')).toBe('11 days');
    expect(fieldOf(now, 'Day rate')).toBe('55.50 per day');
    expect(fieldOf(now, 'Hire to date')).toBe('2,110.50');
  });

  it('lists each trip, newest first, with its voyage linked, contents, weights, times and hire', async () => {
    renderDetail((id) => `/base-coordinator/voyage/${id}`);
    const trips = await screen.findByRole('list', { name: 'Trips' });
    const [latest, earlier] = within(trips).getAllByRole('listitem');
    expect(within(latest!).getByRole('link', { name: 'VOY-12 Saturday run' }).getAttribute('href')).toBe(
      '/base-coordinator/voyage/12',
    );
    expect(latest!.textContent).toContain('to Ocean Endeavour');
    expect(fieldOf(latest!, 'Contents')).toBe('ORD-012, ORD-013');
    expect(fieldOf(latest!, 'Gross / max gross')).toBe('4,200 / 7,000 kg');
    expect(fieldOf(latest!, 'Packed')).toBe('09 Nov 2026, 14:00 UTC');
    expect(fieldOf(latest!, 'Sailed')).toBe('10 Nov 2026, 06:00 UTC');
    expect(fieldOf(latest!, 'Reached the rig')).toBe('12 Nov 2026, 08:30 UTC');
    expect(fieldOf(latest!, 'Returned')).toBe('—');
    expect(fieldOf(latest!, 'Days out')).toBe('11 days');
    expect(fieldOf(latest!, 'Days at the rig')).toBe('9 days');
    expect(fieldOf(latest!, 'Hire')).toBe('610.50');
    expect(fieldOf(earlier!, 'Returned')).toBe('30 Sept 2026, 18:45 UTC');
    expect(fieldOf(earlier!, 'Hire')).toBe('1,500.00');
  });

  it('names the voyage without a link for a role that has no voyage page', async () => {
    renderDetail();
    const trips = await screen.findByRole('list', { name: 'Trips' });
    expect(within(trips).getByText('VOY-12 Saturday run')).toBeTruthy();
    expect(within(trips).queryByRole('link')).toBeNull();
  });

  it('opens the label in a new tab, and closes the tab when the server refuses it', async () => {
    const tab = { close: vi.fn(), location: { href: '' } };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const fetch = renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Print label' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(fetch.mock.calls.map(([input]) => String(input))).toContain('/api/ccu/label/7');
    expect(await screen.findByRole('button', { name: 'Print label' })).toBeTruthy();
  });
});
