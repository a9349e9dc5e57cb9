import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { CreateShipmentDialog } from './create-shipment-dialog';
import { isLateBookingRefusal } from './late-booking-dialog';

/*
 * Issue 23: after a sailing's booking cut-off the server refuses a new shipment with 409 naming the cut-off and
 * the next sailing; the coordinator books it all the same with a reason, which is sent as late_reason.
 */

const REFUSAL =
  'Booking for VOY-3 Thursday run closed at its cut-off, 2026-12-01 08:00 UTC. The next sailing to Atlantic Explorer is VOY-5 Saturday run, departing 2026-12-04 08:00 UTC; its booking closes 2026-12-03 08:00 UTC. To book on VOY-3 Thursday run all the same, give a late reason.';

const mutate = vi.fn();
vi.mock('../api/create-shipment', () => ({ useCreateShipment: () => ({ mutate, isPending: false }) }));
vi.mock('../api/list-valid-voyages', () => ({
  useValidVoyages: () => ({
    isPending: false,
    isError: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    data: {
      pages: [
        {
          data: [
            {
              id: 3,
              name: 'Thursday run',
              vessel_id: 1,
              vessel: { id: 1, name: 'MV Sea Falcon' },
              status: 'PLANNING',
              started_at: null,
              ended_at: null,
            },
          ],
        },
      ],
    },
  }),
}));

const lateRefusal = () =>
  new ApiError({
    code: 'REFUSED',
    status: 409,
    serverMessage: REFUSAL,
    fieldErrors: [{ field: 'late_reason', message: REFUSAL }],
  });

beforeEach(() => mutate.mockReset());

describe('a booking after the cut-off', () => {
  it('is told apart from other refusals by its 409 on late_reason', () => {
    expect(isLateBookingRefusal(lateRefusal())).toBe(true);
    expect(
      isLateBookingRefusal(new ApiError({ code: 'REFUSED', status: 409, serverMessage: 'changed' })),
    ).toBe(false);
    expect(
      isLateBookingRefusal(
        new ApiError({ code: 'REFUSED', status: 400, fieldErrors: [{ field: 'late_reason', message: 'x' }] }),
      ),
    ).toBe(false);
  });

  it('Create Shipment asks for a late reason, refuses it empty, and sends it as late_reason', async () => {
    mutate.mockImplementationOnce((_body, handlers) => handlers.onError(lateRefusal()));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CreateShipmentDialog requestId={15} open onOpenChange={() => undefined} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByText('Thursday run'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(mutate).toHaveBeenLastCalledWith({ voyage_id: 3, request_id: 15 }, expect.anything());

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Create the shipment after the cut-off?')).toBeTruthy();
    expect(within(dialog).getByText(REFUSAL)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Book late' }));
    expect(await within(dialog).findByText('Late reason is required')).toBeTruthy();
    expect(mutate).toHaveBeenCalledTimes(1);

    await user.type(
      within(dialog).getByLabelText('Late reason (kept with the booking)'),
      '  Mud pump spares  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Book late' }));
    expect(mutate).toHaveBeenCalledTimes(2);
    expect(mutate).toHaveBeenLastCalledWith(
      { voyage_id: 3, request_id: 15, late_reason: 'Mud pump spares' },
      expect.anything(),
    );
  });
});
