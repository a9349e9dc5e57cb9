import { type Vessel, vesselSchema } from '@rigline/contract/vessels';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnitSystemPreference, UNITS_STORAGE_KEY } from '@/lib/preferences';
import { VesselFormDialog } from './vessel-form-dialog';

/*
 * A vessel's deck in the chosen units (issue 22, point 16): stored in metres and tonnes. By hand: 60 m = 196.85 ft,
 * 2,500 t = 5,511,557 lb, the contract's 100,000 t = 220,462,262 lb.
 */

const updateVessel = vi.fn();
vi.mock('@/features/admin/api/create-vessel', () => ({ useCreateVessel: () => ({ mutateAsync: vi.fn() }) }));
vi.mock('@/features/admin/api/update-vessel', () => ({
  useUpdateVessel: () => ({ mutateAsync: updateVessel }),
}));

const VESSEL: Vessel = vesselSchema.parse({
  id: 4,
  name: 'MV Sea Falcon',
  essos_voyage_number: 'ESS-4',
  deck_length_m: 60,
  deck_width_m: 15,
  max_deck_load_t: 2500,
  usable_deck_factor: 0.85,
  is_active: true,
  version: 1,
});

beforeEach(() => {
  localStorage.removeItem(UNITS_STORAGE_KEY);
  updateVessel.mockReset();
  updateVessel.mockResolvedValue({ ...VESSEL });
});
afterEach(() => localStorage.removeItem(UNITS_STORAGE_KEY));

function renderForm() {
  render(<VesselFormDialog open onOpenChange={() => undefined} vessel={VESSEL} />);
  return userEvent.setup();
}

describe('the vessel form in the chosen units', () => {
  it('shows feet and pounds, and saves an untouched deck as it was stored', async () => {
    setUnitSystemPreference('imperial');
    const user = renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Deck length (ft)').value).toBe('196.85');
    expect(screen.getByLabelText<HTMLInputElement>('Max deck load (lb)').value).toBe('5511557');
    await user.type(screen.getByLabelText('Vessel name *'), ' II');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(updateVessel).toHaveBeenCalledTimes(1));
    expect(updateVessel.mock.calls[0]![0]).toMatchObject({
      name: 'MV Sea Falcon II',
      deck_length_m: 60,
      deck_width_m: 15,
      max_deck_load_t: 2500,
    });
  });

  it('converts a changed figure to metres and says the limit in pounds', async () => {
    setUnitSystemPreference('imperial');
    const user = renderForm();
    const load = screen.getByLabelText('Max deck load (lb)');
    await user.clear(load);
    await user.type(load, '300000000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Max deck load must be at most 220,462,262 lb')).toBeTruthy();
    await user.clear(load);
    await user.type(load, '66139');
    const length = screen.getByLabelText('Deck length (ft)');
    await user.clear(length);
    await user.type(length, '200');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(updateVessel).toHaveBeenCalledTimes(1));
    expect(updateVessel.mock.calls[0]![0]).toMatchObject({ deck_length_m: 60.96, max_deck_load_t: 30.0001 });
  });

  it('keeps metres and tonnes under Metric', () => {
    renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Deck length (m)').value).toBe('60');
    expect(screen.getByLabelText<HTMLInputElement>('Max deck load (t)').value).toBe('2500');
  });
});
