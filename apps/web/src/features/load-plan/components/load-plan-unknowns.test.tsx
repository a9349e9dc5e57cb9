import { computeLoadPlan, type LoadLineInput } from '@rigline/contract/load-plan';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-storage';
import { LoadPlanPanel } from './load-plan-panel';

/*
 * Issue 22, point 5, as the coordinator sees it: a line whose item has no weight or size is named on its leg and
 * the figures say they leave it out, instead of reading as 0 t and 0 m².
 */

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const line = (overrides: Partial<LoadLineInput> & Pick<LoadLineInput, 'order_id'>): LoadLineInput => ({
  shipment_id: 1,
  journey_id: 10,
  length: 48,
  breadth: 40,
  weight: 2000,
  quantity: 1,
  is_stackable: false,
  item_name: `Item ${overrides.order_id}`,
  mat_code: `MAT-${overrides.order_id}`,
  un_number: null,
  imdg_class: null,
  packing_group: null,
  ...overrides,
});

describe('Load Plan panel', () => {
  it('names the line of unknown weight and size on its leg and in the figures', async () => {
    const plan = computeLoadPlan({
      voyageId: 5,
      vessel: {
        id: 1,
        name: 'MV Test',
        deck_length_m: 60,
        deck_width_m: 15,
        max_deck_load_t: 2500,
        usable_deck_factor: 0.85,
      },
      legs: [{ journey_id: 10, sequence: 1, rig: { id: 1, name: 'Atlantic Explorer' } }],
      lines: [
        line({ order_id: 16 }),
        line({ order_id: 17, item_name: 'Mystery crate', length: 0, breadth: 0, weight: 0 }),
      ],
      heavyLiftT: 9,
    });
    // The API client sends only with a session; the answer is stubbed.
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ status: true, message: 'ok', data: { load_plan: plan } }, { status: 200 }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LoadPlanPanel voyageId={5} />
      </QueryClientProvider>,
    );
    const leg = await screen.findByRole('listitem', { name: 'Leg 1 to Atlantic Explorer' });
    const warnings = within(leg).getByRole('list', { name: 'Warnings for leg 1' });
    expect(
      within(warnings).getByText(
        /^1 line with unknown weight, not counted in the deck load: ORD-017 Mystery crate$/,
      ),
    ).toBeTruthy();
    expect(
      within(warnings).getByText(
        /^1 line with unknown length or breadth, not counted in the deck area: ORD-017 Mystery crate$/,
      ),
    ).toBeTruthy();
    expect(within(leg).getByText('0.9 of 2,500.0 t + 1 line unknown')).toBeTruthy();
    expect(screen.getByText('0.9 t + 1 line unknown')).toBeTruthy();
  });
});
