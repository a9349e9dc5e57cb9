import { ITEM_MEASURE_LIMITS } from '@rigline/contract/constants';
import { type Item, itemSchema, MAT_CODE_RULE_MESSAGE } from '@rigline/contract/items';
import { formatFigure } from '@rigline/contract/units';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnitSystemPreference, UNITS_STORAGE_KEY } from '@/lib/preferences';
import { AddItemDialog } from './add-item-dialog';
import { ItemsTable } from './items-table';

/*
 * Issue 22, point 5, as a supplier sees it: the Add Item form refuses absurd figures, an emoji mat code and
 * UN9999 with the contract's messages before anything is sent, and the catalogue shows an item without a weight
 * or dimensions as Unknown, not 0.
 */

// In the catalogue's own units (Settings → Units: imperial), so the figures read as the contract writes them.
beforeEach(() => setUnitSystemPreference('imperial'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(UNITS_STORAGE_KEY);
});

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AddItemDialog />
    </QueryClientProvider>,
  );
}

describe('Add Item refuses absurd catalogue data', () => {
  it('shows each field its limit and sends nothing', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Mat Code *'), '🛢️🔥');
    await user.type(within(dialog).getByLabelText('Item Name *'), 'Odd item');
    await user.type(within(dialog).getByLabelText('Description *'), 'Absurd figures');
    await user.type(within(dialog).getByLabelText('Weight per unit'), '1e20');
    await user.type(within(dialog).getByLabelText('Volume per unit'), '1e308');
    await user.type(within(dialog).getByLabelText('Length'), String(ITEM_MEASURE_LIMITS.length + 1));
    await user.type(within(dialog).getByLabelText('UN Number'), 'UN9999');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    expect(await within(dialog).findByText(MAT_CODE_RULE_MESSAGE)).toBeTruthy();
    // The contract's limits, said in the units the person types (here imperial, the catalogue's own).
    const limit = (value: number) => formatFigure(value, 2);
    expect(
      within(dialog).getByText(`Weight per unit must be at most ${limit(ITEM_MEASURE_LIMITS.weight)} lb`),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(`Volume per unit must be at most ${limit(ITEM_MEASURE_LIMITS.volume)} gal`),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(`Length must be at most ${limit(ITEM_MEASURE_LIMITS.length)} in`),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('UN Number UN9999 is not in the UN list of dangerous goods'),
    ).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('tells the supplier that a blank measure is unknown, not 0', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const dialog = screen.getByRole('dialog');
    // No "0" placeholder suggests that an empty box means nothing weighs nothing.
    expect(within(dialog).getByLabelText('Weight per unit').getAttribute('placeholder')).toBeNull();
    expect(within(dialog).getByText(/Leave a measure blank if you do not know it/)).toBeTruthy();
  });
});

describe('the catalogue table', () => {
  const base: Item = itemSchema.parse({
    id: 1,
    name: 'Mystery crate',
    description: 'No size given',
    mat_code: 'MF-CRATE-WITH-A-VERY-LONG-MAT-CODE-THAT-HAS-NO-SPACES-AT-ALL-1234',
    remarks: '',
    length: 0,
    breadth: 0,
    height: 0,
    weight: 0,
    volume: 0,
    length_unit: 'inches',
    breadth_unit: 'inches',
    height_unit: 'inches',
    weight_unit: 'pounds',
    volume_unit: 'gallons',
    item_measurement_unit: 'count',
    status: true,
    vendor_id: 1,
    un_number: null,
    imdg_class: null,
    packing_group: null,
    is_stackable: false,
  });

  function cellsOf(item: Item): string[] {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <ItemsTable items={[item]} />
      </QueryClientProvider>,
    );
    const row = screen.getAllByRole('row')[1]!;
    return within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? '');
  }

  it('shows an item without dimensions or weight as Unknown', () => {
    const cells = cellsOf(base);
    expect(cells[3]).toBe('Unknown');
    expect(cells[4]).toBe('Unknown');
  });

  it('shows known figures with their units', () => {
    const cells = cellsOf({ ...base, length: 48, breadth: 40, height: 36, weight: 2200 });
    expect(cells[3]).toBe('48 × 40 × 36 in');
    expect(cells[4]).toBe('2,200 lb');
  });

  it('lets a long mat code wrap instead of pushing the table sideways', () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <ItemsTable items={[base]} />
      </QueryClientProvider>,
    );
    const cell = screen.getByText(base.mat_code);
    expect(cell.className).toContain('whitespace-normal');
    expect(cell.className).toContain('[overflow-wrap:anywhere]');
  });
});
