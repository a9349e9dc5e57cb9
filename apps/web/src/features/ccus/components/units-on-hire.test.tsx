import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ccuFixture, ccuListFetch } from '@/features/ccus/lib/ccu-fixtures';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-storage';
import { setTimeZonePreference } from '@/lib/preferences';
import { UnitsOnHire } from './units-on-hire';

/*
 * Issue 25 on the supplier's Rental Returns: its own units (not those its cargo merely travels in), where each
 * is, days out, day rate and hire to date, and the total.
 */

beforeEach(() => {
  setTimeZonePreference('UTC');
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const GULF = { id: 2, name: 'Gulf Tubulars & Supply' };
const ocean = { id: 4, name: 'Ocean Endeavour' };
const voyage = { id: 12, name: 'Saturday run' };

describe('Your units on hire', () => {
  it('lists only the company’s own units, each with where it is and its hire, and totals them', async () => {
    const stub = ccuListFetch([
      ccuFixture({
        id: 1,
        code: 'TOR-1234',
        owner: GULF,
        location: { kind: 'at_rig', voyage, rig: ocean, since: '2026-11-12T08:30:00.000Z' },
        days_out: 11,
        day_rate: 55.5,
        hire_to_date: 610.5,
      }),
      ccuFixture({ id: 2, code: 'TOR-1240', owner: GULF, day_rate: 1000, hire_to_date: 1234.25 }),
      ccuFixture({ id: 3, code: 'TOR-1302', owner: GULF, day_rate: null, hire_to_date: null }),
      // The operator's unit its cargo travels in: the list would answer it, but it is not the supplier's.
      ccuFixture({ id: 4, code: 'RGL-1001', owner: null, day_rate: null, hire_to_date: null }),
    ]);
    vi.stubGlobal('fetch', vi.fn(stub.fetch));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <UnitsOnHire vendorId={GULF.id} detailPath={(id) => `/supplier/ccus/${id}`} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Your units on hire' });
    expect(stub.urls[0]?.searchParams.get('owner_vendor_id')).toBe('2');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Code', 'Where', 'Days out', 'Day rate', 'Hire to date'],
      [
        'TOR-1234',
        'At Ocean Endeavour since 12 Nov 2026, 08:30 UTC11 days out',
        '11 days',
        '55.50 per day',
        '610.50',
      ],
      ['TOR-1240', 'At base', '—', '1,000.00 per day', '1,234.25'],
      ['TOR-1302', 'At base', '—', '—', '—'],
      ['Total: 1 of 3 out now', '', '1,844.75'],
    ]);
    expect(within(table).getByRole('link', { name: 'TOR-1234' }).getAttribute('href')).toBe(
      '/supplier/ccus/1',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});
