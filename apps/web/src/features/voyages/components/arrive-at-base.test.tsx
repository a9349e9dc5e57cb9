import { formatPreconditionText, PRECONDITIONS } from '@rigline/contract/transitions';
import { type Voyage, type VoyageTrip, voyageSchema, voyageTripSchema } from '@rigline/contract/voyages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArriveAtBase } from './arrive-at-base';

/*
 * "Arrived at Base" (issue 9, issue 20): offered only where the transition table's voyage.arrive_at_base starts
 * (a started voyage), disabled while the server says the voyage cannot arrive, with its reasons shown word for
 * word (the preconditions' disabled reasons, filled in by the server), written out here by hand.
 */

function voyage(status: 'PLANNING' | 'STARTED' | 'COMPLETED', isReturning: boolean): Voyage {
  return voyageSchema.parse({
    id: 3,
    name: 'VOY-3',
    status,
    vessel_id: 1,
    vessel: { id: 1, name: 'Sea Tern' },
    created_at: '2026-01-01T08:00:00.000Z',
    started_at: status === 'PLANNING' ? null : '2026-01-05T08:00:00.000Z',
    ended_at: status === 'COMPLETED' ? '2026-01-09T08:00:00.000Z' : null,
    start_base_id: 1,
    end_base_id: 1,
    start_base: { id: 1, name: 'Base One' },
    end_base: { id: 1, name: 'Base One' },
    journey_count: 2,
    shipment_count: 2,
    loaded_shipment_count: 2,
    ended_journey_count: isReturning ? 2 : 1,
    is_returning: isReturning,
    version: 4,
  });
}

function trip(blockers: string[]): VoyageTrip {
  return voyageTripSchema.parse({
    voyage_id: 3,
    legs: [],
    can_arrive: blockers.length === 0,
    arrive_blockers: blockers,
  });
}

function renderArrival(options: { voyage: Voyage; trip: VoyageTrip }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ArriveAtBase voyage={options.voyage} trip={options.trip} />
    </QueryClientProvider>,
  );
}

const JOURNEY_NOT_ENDED = 'Journey 2 to Rig B has not ended yet';
const AT_RIG = '3 order(s) at Rig B wait to be offloaded or kept on board';

describe('Arrived at Base and its disabled reasons', () => {
  it('words the reasons as the contract table does', () => {
    expect(
      formatPreconditionText(PRECONDITIONS.VOYAGE_JOURNEYS_ENDED.disabledReason ?? '', {
        sequence: 2,
        rig: 'Rig B',
      }),
    ).toBe(JOURNEY_NOT_ENDED);
    expect(
      formatPreconditionText(PRECONDITIONS.VOYAGE_NO_ORDER_AT_RIG.disabledReason ?? '', {
        count: 3,
        rig: 'Rig B',
      }),
    ).toBe(AT_RIG);
  });

  it('is not offered before the voyage starts, nor after it arrived', () => {
    renderArrival({
      voyage: voyage('PLANNING', false),
      trip: trip([PRECONDITIONS.VOYAGE_STARTED_FOR_ARRIVAL.disabledReason ?? '']),
    });
    expect(screen.queryByRole('button', { name: /Arrived at Base/ })).toBeNull();
    renderArrival({
      voyage: voyage('COMPLETED', false),
      trip: trip([PRECONDITIONS.VOYAGE_NOT_ARRIVED.disabledReason ?? '']),
    });
    expect(screen.queryByRole('button', { name: /Arrived at Base/ })).toBeNull();
  });

  it('is disabled on a returning voyage that cannot arrive yet, saying why beside it', () => {
    renderArrival({ voyage: voyage('STARTED', true), trip: trip([JOURNEY_NOT_ENDED, AT_RIG]) });
    const button = screen.getByRole('button', { name: /Arrived at Base/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('title')).toBe(`${JOURNEY_NOT_ENDED}; ${AT_RIG}`);
    expect(screen.getByText(`${JOURNEY_NOT_ENDED}; ${AT_RIG}`).tagName).toBe('P');
  });

  // Every disabled action says why beside it (issue 22.4), also while the vessel is still out at the rigs.
  it('is disabled on a voyage still out at the rigs, saying why beside it', () => {
    renderArrival({ voyage: voyage('STARTED', false), trip: trip([JOURNEY_NOT_ENDED]) });
    const button = screen.getByRole('button', { name: /Arrived at Base/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('title')).toBe(JOURNEY_NOT_ENDED);
    expect(screen.getByText(JOURNEY_NOT_ENDED, { selector: 'p' })).toBeTruthy();
  });

  it('is enabled, with no reason, once the voyage can arrive', () => {
    renderArrival({ voyage: voyage('STARTED', true), trip: trip([]) });
    const button = screen.getByRole('button', { name: /Arrived at Base/ });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('title')).toBe('');
  });
});
