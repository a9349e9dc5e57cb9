import { type Item, itemSchema } from '@rigline/contract/items';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnitSystemPreference, UNITS_STORAGE_KEY } from '@/lib/preferences';
import { AddItemDialog } from './add-item-dialog';
import { ItemsTable } from './items-table';

/*
 * Settings → Units (issue 22, point 16): the catalogue keeps inches, pounds and gallons; a person reads and types
 * them in metric or imperial. Figures written out by hand: 18 in = 0.457 m, 2,100 lb = 952.54 kg, 55 gal = 208.2 L.
 */

const mutateAsync = vi.fn();
vi.mock('@/features/items/api/create-item', () => ({ useCreateItem: () => ({ mutateAsync }) }));

const ITEM: Item = itemSchema.parse({
  id: 7,
  name: 'Mud pump module',
  description: 'Triplex pump skid',
  mat_code: 'MP-100',
  remarks: '',
  length: 18,
  breadth: 14,
  height: 6.5,
  weight: 2100,
  volume: 55,
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

function cellsOfItemRow() {
  const row = screen.getByRole('row', { name: /MP-100/ });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

beforeEach(() => {
  localStorage.removeItem(UNITS_STORAGE_KEY);
  mutateAsync.mockReset();
  mutateAsync.mockResolvedValue({ message: 'Item created successfully' });
});
afterEach(() => localStorage.removeItem(UNITS_STORAGE_KEY));

describe('the catalogue in the chosen units', () => {
  it('shows metric by default and imperial once chosen, without reloading', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ItemsTable items={[ITEM]} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('columnheader', { name: 'Weight (per unit)' })).toBeTruthy();
    expect(cellsOfItemRow()).toEqual(
      expect.arrayContaining(['0.457 × 0.356 × 0.165 m', '952.54 kg', '208.2 L']),
    );
    act(() => setUnitSystemPreference('imperial'));
    expect(cellsOfItemRow()).toEqual(expect.arrayContaining(['18 × 14 × 6.5 in', '2,100 lb', '55 gal']));
  });

  it('says Unknown for a measure left blank (stored as 0), never "0 L" (issue 22, point 5)', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ItemsTable items={[{ ...ITEM, length: 0, breadth: 0, height: 0, weight: 0, volume: 0 }]} />
      </QueryClientProvider>,
    );
    const cells = cellsOfItemRow();
    expect(cells.filter((cell) => cell === 'Unknown')).toHaveLength(3);
    expect(cells.join(' ')).not.toMatch(/\b0 (L|kg|m)\b/);
  });
});

describe('Add Item in the chosen units', () => {
  async function fillAndSubmit(figures: Record<string, string>) {
    const user = userEvent.setup();
    render(<AddItemDialog />);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await user.type(screen.getByLabelText('Mat Code *'), 'MP-200');
    await user.type(screen.getByLabelText('Item Name *'), 'Pump skid');
    await user.type(screen.getByLabelText('Description *'), 'Second pump');
    for (const [label, text] of Object.entries(figures)) {
      await user.type(screen.getByLabelText(label), text);
    }
    const units = ['length', 'weight', 'volume'].map(
      (name) => document.getElementById(`add-item-${name}-unit`)?.textContent,
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Item' }));
    return units;
  }

  it('names the metric units and sends inches, pounds and gallons', async () => {
    const units = await fillAndSubmit({
      Length: '0.457',
      Breadth: '1.2',
      'Weight per unit': '952.54',
      'Volume per unit': '208.2',
    });
    expect(units).toEqual(['m', 'kg', 'L']);
    await vi.waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    const body = mutateAsync.mock.calls[0]![0];
    expect(body).toMatchObject({
      length: 17.99,
      breadth: 47.24,
      weight: 2099.99,
      volume: 55,
      length_unit: 'inches',
      weight_unit: 'pounds',
      volume_unit: 'gallons',
    });
  });

  it('in imperial sends the figures as typed', async () => {
    setUnitSystemPreference('imperial');
    expect(await fillAndSubmit({ Length: '18', 'Weight per unit': '2100.5' })).toEqual(['in', 'lb', 'gal']);
    await vi.waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync.mock.calls[0]![0]).toMatchObject({ length: 18, weight: 2100.5, volume: 0 });
  });

  it('refuses a negative figure in words that name no other unit', async () => {
    await fillAndSubmit({ 'Weight per unit': '-2' });
    expect(await screen.findByText('Weight per unit cannot be negative')).toBeTruthy();
    expect(mutateAsync).not.toHaveBeenCalled();
  });
});
