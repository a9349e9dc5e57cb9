import type { Sailing } from '@rigline/contract/sailings';
import { type Shipment, shipmentSchema } from '@rigline/contract/shipments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTimeZonePreference } from '@/lib/preferences';
import { MoveShipmentButton } from './move-shipment-button';

/*
 * Issue 23: "Move to next sailing" on the coordinator's Plan Voyage card lists the sailings to the shipment's rig
 * not started, each with its departure and cut-off (zone named), preselects the next open one, asks for a late
 * reason after a cut-off, and is disabled, saying why, once the shipment is loaded.
 */

const sailings = vi.fn();
vi.mock('../api/list-sailings-to-rig', () => ({ useSailingsToRig: () => sailings() }));
const mutate = vi.fn();
vi.mock('../api/move-shipment', () => ({ useMoveShipment: () => ({ mutate, isPending: false }) }));

function shipment(overrides: Partial<Shipment> = {}): Shipment {
  return shipmentSchema.parse({
    id: 31,
    request_id: 15,
    request: { id: 15, title: 'Casing', rig_id: 2, rig: { id: 2, name: 'Atlantic Explorer' } },
    voyage_id: 7,
    voyage: {
      id: 7,
      name: 'Monday run',
      status: 'PLANNING',
      vessel_id: 1,
      vessel: { id: 1, name: 'Sea Star' },
    },
    journey_id: 70,
    journey: { id: 70, sequence: 1, rig_id: 2 },
    is_loaded: false,
    current_phase: 3,
    order_count: 2,
    kept_on_board_count: 0,
    created_at: '2031-04-01T08:00:00.000Z',
    ...overrides,
  });
}

function sailing(overrides: Partial<Sailing>): Sailing {
  return {
    voyage_id: 9,
    name: 'Run',
    status: 'PLANNING',
    vessel: { id: 2, name: 'Ocean Swift' },
    started_at: null,
    planned_departure_at: '2031-05-03T08:00:00.000Z',
    cutoff_at: '2031-05-02T08:00:00.000Z',
    ...overrides,
  } as Sailing;
}

const CLOSED = sailing({
  voyage_id: 8,
  name: 'Closed run',
  planned_departure_at: '2020-01-02T08:00:00.000Z',
  cutoff_at: '2020-01-01T08:00:00.000Z',
});
const OPEN = sailing({ voyage_id: 9, name: 'Saturday run' });
const LATER = sailing({
  voyage_id: 10,
  name: 'Sunday run',
  planned_departure_at: '2031-05-04T08:00:00.000Z',
  cutoff_at: '2031-05-03T08:00:00.000Z',
});
const CURRENT = sailing({ voyage_id: 7, name: 'Monday run' });
const SAILED = sailing({
  voyage_id: 11,
  name: 'Gone',
  status: 'STARTED',
  started_at: '2031-04-30T08:00:00.000Z',
});

function renderButton(node: ReactNode) {
  return render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
}

beforeEach(() => {
  sailings.mockReset();
  mutate.mockReset();
  setTimeZonePreference('UTC');
  sailings.mockReturnValue({
    isPending: false,
    isError: false,
    data: { data: [CLOSED, CURRENT, OPEN, SAILED, LATER] },
  });
});

describe('Move to next sailing', () => {
  it('lists the other unstarted sailings to the rig with departure and cut-off, and moves to the next open one', async () => {
    renderButton(<MoveShipmentButton shipment={shipment()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move to next sailing' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Shipment #31 to another sailing' });
    const options = within(dialog).getAllByRole('radio');
    expect(options).toHaveLength(3);
    expect(dialog.textContent).not.toContain('Monday run ·');
    expect(dialog.textContent).not.toContain('Gone');
    const open = within(dialog).getByRole('radio', { name: /VOY-9 Saturday run/ }) as HTMLInputElement;
    expect(open.checked).toBe(true);
    expect(open.closest('label')?.textContent).toContain('Departs 03 May 2031, 08:00 UTC');
    expect(open.closest('label')?.textContent).toContain('Booking closes 02 May 2031, 08:00 UTC');
    expect(within(dialog).queryByLabelText(/Late reason/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move shipment' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]![0]).toEqual({ shipment_id: 31, voyage_id: 9 });
  });

  it('asks for a late reason for a sailing past its cut-off, and sends nothing without one', async () => {
    renderButton(<MoveShipmentButton shipment={shipment()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move to next sailing' }));
    const dialog = screen.getByRole('dialog');
    const closed = within(dialog).getByRole('radio', { name: /VOY-8 Closed run/ });
    expect(closed.closest('label')?.textContent).toContain('Booking closed 01 Jan 2020, 08:00 UTC');
    await userEvent.click(closed);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move, booking late' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Late reason/), 'Rig needs it tomorrow');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move, booking late' }));
    expect(mutate.mock.calls[0]![0]).toEqual({
      shipment_id: 31,
      voyage_id: 8,
      late_reason: 'Rig needs it tomorrow',
    });
  });

  it('is disabled, saying why, once the shipment is loaded; absent once its voyage has sailed', () => {
    const { rerender } = renderButton(<MoveShipmentButton shipment={shipment({ is_loaded: true })} />);
    const button = screen.getByRole('button', { name: 'Move to next sailing' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const why = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('Loaded on the vessel: it sails where it is loaded');
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <MoveShipmentButton shipment={shipment({ voyage: { ...shipment().voyage, status: 'STARTED' } })} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Move to next sailing' })).toBeNull();
  });
});
