import { type Journey, journeySchema } from '@rigline/contract/journeys';
import { type Voyage, voyageSchema } from '@rigline/contract/voyages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ScheduleVoyageForm } from './schedule-voyage-form';

/*
 * The Schedule / Reschedule form (issue 23): times typed in the display zone are sent as UTC; once booking has
 * closed a reason and a note are required; the server's refusals (the 409 naming the other voyage) show in it.
 */

beforeAll(() => {
  // Radix Select's pointer handling, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

const NOW = Date.parse('2026-12-01T12:00:00Z');

function voyage(plan: { departure: string | null; cutoff: string | null }): Voyage {
  return voyageSchema.parse({
    id: 3,
    name: 'Thursday run',
    status: 'PLANNING',
    vessel_id: 1,
    vessel: { id: 1, name: 'Sea Tern' },
    created_at: '2026-11-01T08:00:00.000Z',
    started_at: null,
    ended_at: null,
    planned_departure_at: plan.departure,
    planned_return_at: plan.departure ? '2026-12-05T18:00:00.000Z' : null,
    cutoff_at: plan.cutoff,
    start_base_id: 1,
    end_base_id: 1,
    start_base: { id: 1, name: 'Base One' },
    end_base: { id: 1, name: 'Base One' },
    journey_count: 1,
    shipment_count: 0,
    loaded_shipment_count: 0,
    ended_journey_count: 0,
    is_returning: false,
    version: 2,
  });
}

const JOURNEYS: Journey[] = [
  journeySchema.parse({
    id: 11,
    sequence: 1,
    rig_id: 4,
    rig: { id: 4, name: 'Atlantic Explorer' },
    voyage_id: 3,
    started_at: null,
    ended_at: null,
    shipment_count: 0,
    version: 1,
  }),
];

function renderForm(options: {
  voyage: Voyage;
  timeZone: string;
  onSubmit?: (body: unknown) => Promise<unknown>;
}) {
  const onSubmit = vi.fn(options.onSubmit ?? (async () => undefined));
  render(
    <ScheduleVoyageForm
      voyage={options.voyage}
      journeys={JOURNEYS}
      cutoffHours={24}
      timeZone={options.timeZone}
      now={NOW}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return onSubmit;
}

async function typePlan(user: ReturnType<typeof userEvent.setup>) {
  const set = async (label: RegExp, value: string) => {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  };
  await set(/^Planned departure/, '2026-12-03T08:00');
  await set(/^Planned return/, '2026-12-05T18:00');
  await set(/^Arrival at Atlantic Explorer/, '2026-12-04T06:00');
  await set(/^Departure from Atlantic Explorer/, '2026-12-04T14:00');
}

describe('the schedule form', () => {
  it('names the zone the times are typed in and sends them as UTC', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({
      voyage: voyage({ departure: null, cutoff: null }),
      timeZone: 'Europe/Oslo',
    });
    expect(screen.getByText('Europe/Oslo (CET)')).toBeTruthy();
    expect(screen.getByLabelText('Planned departure (CET)')).toBeTruthy();
    await typePlan(user);
    // 08:00 in Oslo in December is 07:00 UTC; the cut-off 24 h before is shown in the zone.
    expect(screen.getByTestId('schedule-implied-cutoff').textContent).toBe(
      'Booking closes 02 Dec 2026, 08:00 CET (24 h before departure).',
    );
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(onSubmit).toHaveBeenCalledWith({
      voyage_id: 3,
      planned_departure_at: '2026-12-03T07:00:00.000Z',
      planned_return_at: '2026-12-05T17:00:00.000Z',
      journeys: [
        {
          id: 11,
          planned_arrival_at: '2026-12-04T05:00:00.000Z',
          planned_departure_at: '2026-12-04T13:00:00.000Z',
        },
      ],
    });
    expect(screen.queryByLabelText('Reason')).toBeNull();
  });

  it('asks for every time before sending', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ voyage: voyage({ departure: null, cutoff: null }), timeZone: 'UTC' });
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(screen.getByText('Please enter the planned departure')).toBeTruthy();
    expect(screen.getByText('Please enter the planned arrival')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('after the cut-off requires a reason and a note, then sends them', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({
      voyage: voyage({ departure: '2026-12-02T08:00:00.000Z', cutoff: '2026-12-01T08:00:00.000Z' }),
      timeZone: 'UTC',
    });
    expect(screen.getByText(/Booking for this sailing closed 01 Dec 2026, 08:00 UTC/)).toBeTruthy();
    await typePlan(user);
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(screen.getByText('Booking has closed: please choose a reason')).toBeTruthy();
    expect(screen.getByText('Please add a note saying what changed')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Reason'));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Weather' }));
    await user.type(screen.getByLabelText('Note'), 'Swell over 4 m');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        reason: 'WEATHER',
        note: 'Swell over 4 m',
        planned_departure_at: '2026-12-03T08:00:00.000Z',
      }),
    );
  });

  it("shows the server's refusal in the dialog, on the field it names", async () => {
    const user = userEvent.setup();
    const refusal =
      'Sea Tern is planned on VOY-5 Saturday run from 2026-12-04 08:00 UTC to 2026-12-06 08:00 UTC; the windows would overlap';
    renderForm({
      voyage: voyage({ departure: null, cutoff: null }),
      timeZone: 'UTC',
      onSubmit: async () => {
        throw new ApiError({
          code: 'REFUSED',
          status: 409,
          serverMessage: refusal,
          fieldErrors: [{ field: 'planned_return_at', message: refusal }],
        });
      },
    });
    await typePlan(user);
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    expect(screen.getByLabelText(/^Planned return/).getAttribute('aria-invalid')).toBe('true');
  });
});
