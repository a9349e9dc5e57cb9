import { backloadLineSchema } from '@rigline/contract/cargo';
import { journeySchema } from '@rigline/contract/journeys';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnitSystemPreference, UNITS_STORAGE_KEY } from '@/lib/preferences';
import { BackloadFormDialog } from './backload-form-dialog';
import { BackloadLines } from './backload-lines';

/*
 * Backload in the chosen units (issue 22, point 16): stored in kilograms and metres, a weight is that of one unit
 * and says so. Figures by hand: 850 kg = 1,873.93 lb, 1.2 m = 3.94 ft, 1,873.93 lb = 850 kg (to the gram).
 */

const createBackload = vi.fn();
vi.mock('../api/create-backload', () => ({ useCreateBackload: () => ({ mutateAsync: createBackload }) }));
vi.mock('../api/update-backload', () => ({ useUpdateBackload: () => ({ mutateAsync: vi.fn() }) }));
vi.mock('../api/list-choices', () => ({ useVendorChoices: () => ({ data: [] }) }));
const unitsAtRig = vi.fn();
vi.mock('../api/list-units-at-rig', () => ({
  useUnitsAtRig: (rigId: number | null, isEnabled: boolean) => {
    unitsAtRig(rigId, isEnabled);
    return { data: isEnabled ? [{ id: 7, code: 'TOR-1240', type: 'rack' }] : undefined };
  },
}));

const LINE = backloadLineSchema.parse({
  id: 1,
  description: 'Mud pump liner set (rental)',
  category: 'RENTAL_RETURN',
  quantity: 2,
  unit: 'crate',
  weight_kg: 850,
  length_m: 1.2,
  width_m: 1,
  height_m: 0.8,
  vendor: null,
  ccu: null,
  un_number: null,
  imdg_class: null,
  received_quantity: null,
});

const JOURNEY = journeySchema.parse({
  id: 11,
  sequence: 1,
  rig_id: 21,
  rig: { id: 21, name: 'Ocean Endeavour' },
  voyage_id: 3,
  started_at: null,
  ended_at: null,
  shipment_count: 1,
  version: 1,
});

beforeEach(() => {
  localStorage.removeItem(UNITS_STORAGE_KEY);
  createBackload.mockReset();
  createBackload.mockResolvedValue({});
});
afterEach(() => localStorage.removeItem(UNITS_STORAGE_KEY));

describe('backload lines in the chosen units', () => {
  it('says each and in total, in kilograms and metres by default', () => {
    render(<BackloadLines backload={{ lines: [LINE] }} />);
    const line = screen.getByRole('listitem');
    expect(within(line).getByText('850 kg each, 1,700 kg in total')).toBeTruthy();
    expect(within(line).getByText('1.2 × 1 × 0.8 m')).toBeTruthy();
  });

  it('in pounds and feet under Imperial', () => {
    setUnitSystemPreference('imperial');
    render(<BackloadLines backload={{ lines: [LINE] }} />);
    const line = screen.getByRole('listitem');
    expect(within(line).getByText('1,873.93 lb each, 3,747.86 lb in total')).toBeTruthy();
    expect(within(line).getByText('3.94 × 3.28 × 2.62 ft')).toBeTruthy();
  });
});

describe('a backload line whose weight and size nobody knows (issue 22)', () => {
  it('says unknown rather than 0 kg and 0 × 0 × 0 m', () => {
    render(
      <BackloadLines
        backload={{ lines: [{ ...LINE, weight_kg: 0, length_m: 0, width_m: 0, height_m: 0 }] }}
      />,
    );
    const line = screen.getByRole('listitem');
    expect(within(line).getByText('Weight unknown')).toBeTruthy();
    expect(within(line).getByText('Size unknown')).toBeTruthy();
    expect(line.textContent).not.toMatch(/\b0 kg|0 × 0/);
  });
});

describe('Book Backload in the chosen units', () => {
  function renderForm() {
    render(
      <BackloadFormDialog
        isOpen
        voyageId={3}
        editing={null}
        journeys={[JOURNEY]}
        onClose={() => undefined}
      />,
    );
    return userEvent.setup();
  }

  async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
    const box = screen.getByLabelText(label);
    await user.clear(box);
    await user.type(box, text);
  }

  it('reads pounds and feet and sends kilograms and metres', async () => {
    setUnitSystemPreference('imperial');
    const user = renderForm();
    await user.type(screen.getByLabelText('Description'), 'Liner set');
    await fill(user, 'Weight per unit (lb)', '1873.93');
    await fill(user, 'Length (ft)', '10');
    await user.click(screen.getByRole('button', { name: 'Book Backload' }));
    await vi.waitFor(() => expect(createBackload).toHaveBeenCalledTimes(1));
    const [line] = createBackload.mock.calls[0]![0].lines;
    expect(line).toMatchObject({ weight_kg: 850, length_m: 3.048, width_m: 0, height_m: 0 });
  });

  it('names the unit an Empty CCU line brings home, from those at the rig, and names none on other lines', async () => {
    const user = renderForm();
    expect(screen.queryByLabelText('CCU')).toBeNull();
    await user.type(screen.getByLabelText('Description'), 'Empty rack');
    await user.selectOptions(screen.getByLabelText('Category'), 'EMPTY_CCU');
    expect(unitsAtRig).toHaveBeenLastCalledWith(21, true);
    await user.selectOptions(screen.getByLabelText('CCU'), 'TOR-1240 · Rack');
    await user.click(screen.getByRole('button', { name: 'Book Backload' }));
    await vi.waitFor(() => expect(createBackload).toHaveBeenCalledTimes(1));
    expect(createBackload.mock.calls[0]![0].lines[0]).toMatchObject({ category: 'EMPTY_CCU', ccu_id: 7 });
  });

  it('says the limit in the unit typed', async () => {
    setUnitSystemPreference('imperial');
    const user = renderForm();
    await user.type(screen.getByLabelText('Description'), 'Liner set');
    await fill(user, 'Weight per unit (lb)', '300000');
    await user.click(screen.getByRole('button', { name: 'Book Backload' }));
    expect(await screen.findByText('Weight per unit must be at most 220,462 lb')).toBeTruthy();
    expect(createBackload).not.toHaveBeenCalled();
  });

  it("starts a line counted in the catalogue's unit, its weight and size blank (unknown), not 0", () => {
    renderForm();
    expect((screen.getByLabelText('Unit') as HTMLInputElement).value).toBe('count');
    for (const label of ['Weight per unit (kg)', 'Length (m)', 'Width (m)', 'Height (m)']) {
      const box = screen.getByLabelText(label) as HTMLInputElement;
      expect(box.value).toBe('');
      expect(box.placeholder).toBe('Unknown');
    }
  });

  it('labels metric boxes in kilograms and metres', () => {
    renderForm();
    expect(screen.getByLabelText('Weight per unit (kg)')).toBeTruthy();
    expect(screen.getByLabelText('Height (m)')).toBeTruthy();
  });
});
