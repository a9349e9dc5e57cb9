import type { Ccu } from '@rigline/contract/ccus';
import { PAGE } from '@rigline/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ccuFixture, ccuListFetch } from '@/features/ccus/lib/ccu-fixtures';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-storage';
import { setTimeZonePreference } from '@/lib/preferences';
import { CcuRegister } from './ccu-register';

/*
 * Issue 25, the register in the browser: where each unit is in words with the zone named, its days out and hire
 * to date; the location filter asks the server for `location`; Export CSV writes every matching unit, not the
 * page, through the one CSV writer, which turns a cell that looks like a formula into text.
 */

beforeAll(() => {
  // Radix Select's pointer handling, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  setTimeZonePreference('UTC');
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  // A wide screen: the register is a table (PagedTable asks whether it is on a phone).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const ocean = { id: 4, name: 'Ocean Endeavour' };
const voyage = { id: 12, name: 'Saturday run' };

const AT_RIG = ccuFixture({
  id: 1,
  code: 'TOR-1234',
  location: { kind: 'at_rig', voyage, rig: ocean, since: '2026-11-12T08:30:00.000Z' },
  days_out: 11,
  day_rate: 55.5,
  hire_to_date: 610.5,
});
const SAILING = ccuFixture({
  id: 2,
  code: 'TOR-1240',
  location: { kind: 'on_voyage', voyage, rig: ocean, since: '2026-11-10T06:00:00.000Z' },
  days_out: 3,
  day_rate: 10,
  hire_to_date: 30,
});
const OPERATORS = ccuFixture({ id: 3, code: 'RGL-1001', owner: null, day_rate: null, hire_to_date: null });
const RETURNED = ccuFixture({
  id: 4,
  code: 'NSM-0412',
  owner: { id: 3, name: 'North Sea Mud & Cement' },
  location: { kind: 'returned', voyage, rig: ocean, since: '2026-12-03T10:15:00.000Z' },
  day_rate: 95,
  hire_to_date: 950,
});

function renderRegister(units: readonly Ccu[]) {
  const stub = ccuListFetch(units);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CcuRegister canEdit={false} owners={[]} detailPath={(id) => `/base-coordinator/ccus/${id}`} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return stub.urls;
}

const registerRow = async (code: string) => {
  const table = await screen.findByRole('table', { name: 'Cargo carrying units' });
  return [...table.querySelectorAll<HTMLElement>('tbody tr')].find((row) => row.textContent?.includes(code))!;
};

describe('the CCU register: where each unit is', () => {
  it('says where each unit is with the zone named, and its days out, day rate and hire to date', async () => {
    renderRegister([AT_RIG, SAILING, OPERATORS, RETURNED]);
    const atRig = await registerRow('TOR-1234');
    expect(atRig.textContent).toContain('At Ocean Endeavour since 12 Nov 2026, 08:30 UTC');
    expect(atRig.textContent).toContain('11 days');
    expect(atRig.textContent).toContain('55.50 per day');
    expect(atRig.textContent).toContain('610.50');
    expect((await registerRow('TOR-1240')).textContent).toContain(
      'On VOY-12 Saturday run since 10 Nov 2026, 06:00 UTC',
    );
    const operators = await registerRow('RGL-1001');
    expect(operators.textContent).toContain('At base');
    // Not hired by the day, never out: dashes, not 0.
    expect([...operators.querySelectorAll('td')].slice(-3).map((cell) => cell.textContent)).toEqual([
      '—',
      '—',
      '—',
    ]);
    expect((await registerRow('NSM-0412')).textContent).toContain(
      'Returned from Ocean Endeavour on 03 Dec 2026, 10:15 UTC',
    );
  });

  it('sends the location filter to the server and shows only what it answers', async () => {
    const user = userEvent.setup();
    const urls = renderRegister([AT_RIG, SAILING, OPERATORS, RETURNED]);
    await registerRow('RGL-1001');
    await user.click(screen.getByRole('combobox', { name: 'Filter by location' }));
    await user.click(screen.getByRole('option', { name: 'At a rig' }));
    await waitFor(() => expect(screen.queryByText('RGL-1001')).toBeNull());
    expect(await registerRow('TOR-1234')).toBeTruthy();
    const pageCalls = urls.filter((url) => url.searchParams.get('limit') === '10');
    expect(pageCalls.at(-1)?.searchParams.get('location')).toBe('at_rig');
    expect(pageCalls.at(-1)?.searchParams.get('page')).toBe('1');
    // The totals under the table are of the same units.
    const totals = screen.getByRole('table', { name: 'Out and hire by owner' });
    await waitFor(() => expect(within(totals).getAllByRole('row')).toHaveLength(3));
    expect(within(totals).getByRole('row', { name: /Gulf Tubulars/ }).textContent).toBe(
      'Gulf Tubulars & Supply11610.50',
    );
  });

  it('totals hire and units out per owner, the operator first', async () => {
    renderRegister([AT_RIG, SAILING, OPERATORS, RETURNED]);
    const totals = await screen.findByRole('table', { name: 'Out and hire by owner' });
    await waitFor(() => expect(within(totals).getAllByRole('row')).toHaveLength(5));
    const cells = within(totals)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Owner', 'Units', 'Out now', 'Hire to date'],
      ['Operator', '1', '0', '—'],
      ['Gulf Tubulars & Supply', '2', '2', '640.50'],
      ['North Sea Mud & Cement', '1', '0', '950.00'],
      ['All owners', '4', '2', '1,590.50'],
    ]);
    expect(screen.queryByText(/These totals count the first/)).toBeNull();
  });
});

describe('Export CSV', () => {
  it('writes every matching unit, page by page, and a formula-looking cell as text', async () => {
    const many = Array.from({ length: PAGE.maxLimit + 2 }, (_, index) =>
      ccuFixture({ id: 100 + index, code: `BSK-${String(index).padStart(4, '0')}` }),
    );
    const rogue = ccuFixture({
      id: 99,
      code: 'AAA-0001',
      owner: { id: 9, name: '=HYPERLINK("http://evil.example","Click")' },
      location: { kind: 'at_rig', voyage, rig: ocean, since: '2026-11-12T08:30:00.000Z' },
      days_out: 11,
      day_rate: 55.5,
      hire_to_date: 610.5,
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = () => undefined;
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    const urls = renderRegister([rogue, ...many]);
    // Every page of the list counts in the file, but the totals say they count the first page only.
    expect(await screen.findByText(/These totals count the first 100 of 103 matching units/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^ccus-\d{4}-\d{2}-\d{2}\.csv$/);
    const exportCalls = urls.filter((url) => url.searchParams.get('limit') === String(PAGE.maxLimit));
    expect(exportCalls.map((url) => url.searchParams.get('page'))).toContain('2');
    const lines = (await blobs[0]!.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(1 + 1 + many.length);
    expect(lines[0]).toBe(
      'Code,Type,Owner,Location,Voyage,Rig,Since (UTC),Days out,Day rate (per day),Hire to date,Certificate,Certificate number,Certified until,Next inspection due',
    );
    expect(lines[1]).toBe(
      `AAA-0001,Basket,"'=HYPERLINK(""http://evil.example"",""Click"")",At a rig,VOY-12 Saturday run,Ocean Endeavour,2026-11-12T08:30:00.000Z,11,55.5,610.5,Certified,DNV-AAA-0001,2027-06-30,2027-02-01`,
    );
    expect(lines.at(-1)).toBe(
      'BSK-0101,Basket,Gulf Tubulars & Supply,At base,,,,,38,0,Certified,DNV-BSK-0101,2027-06-30,2027-02-01',
    );
  });
});
