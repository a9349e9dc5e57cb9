import { type Base, baseSchema } from '@rigline/contract/bases';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BaseFormDialog } from './base-form-dialog';

/* A base's booking cut-off and time zone (issue 23) are set where the base is: the admin's base form. */

const updateBase = vi.fn();
vi.mock('@/features/admin/api/create-base', () => ({ useCreateBase: () => ({ mutateAsync: vi.fn() }) }));
vi.mock('@/features/admin/api/update-base', () => ({ useUpdateBase: () => ({ mutateAsync: updateBase }) }));

const BASE: Base = baseSchema.parse({
  id: 2,
  name: 'Fourchon',
  location: 'Port Fourchon, Louisiana',
  is_default: true,
  booking_cutoff_hours: 24,
  time_zone: 'America/Chicago',
});

beforeEach(() => {
  // The Default base checkbox measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  updateBase.mockReset();
  updateBase.mockResolvedValue({ ...BASE });
});

describe("the base form's schedule fields", () => {
  it('shows the cut-off and the zone, and saves a changed cut-off with the zone kept', async () => {
    render(<BaseFormDialog open onOpenChange={() => undefined} base={BASE} />);
    const user = userEvent.setup();
    const cutoff = screen.getByLabelText<HTMLInputElement>('Booking cut-off (hours)');
    expect(cutoff.value).toBe('24');
    expect(screen.getByRole('combobox', { name: 'Time zone' }).textContent).toContain('America/Chicago');
    await user.clear(cutoff);
    await user.type(cutoff, '12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(updateBase).toHaveBeenCalledTimes(1));
    expect(updateBase.mock.calls[0]![0]).toMatchObject({
      id: 2,
      booking_cutoff_hours: 12,
      time_zone: 'America/Chicago',
    });
  });

  it('refuses a cut-off of more than two weeks and saves nothing', async () => {
    render(<BaseFormDialog open onOpenChange={() => undefined} base={BASE} />);
    const user = userEvent.setup();
    const cutoff = screen.getByLabelText('Booking cut-off (hours)');
    await user.clear(cutoff);
    await user.type(cutoff, '400');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/at most 336/)).toBeTruthy();
    expect(updateBase).not.toHaveBeenCalled();
  });
});
