import { type Journey, journeySchema } from '@rigline/contract/journeys';
import { type Voyage, voyageSchema } from '@rigline/contract/voyages';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JourneyProgress } from './journey-progress';

/*
 * The journey card's Start and End (issue 20): which one shows, and the disabled reason beside Start, in the
 * words of the contract's transition table (PRECONDITIONS.*.disabledReason), written out here by hand.
 */

const STARTED_AT = '2026-01-05T08:00:00.000Z';
const ENDED_AT = '2026-01-06T08:00:00.000Z';

function voyage(state: 'PLANNING' | 'STARTED' | 'COMPLETED'): Voyage {
  return voyageSchema.parse({
    id: 3,
    name: 'VOY-3',
    status: state,
    vessel_id: 1,
    vessel: { id: 1, name: 'Sea Tern' },
    created_at: '2026-01-01T08:00:00.000Z',
    started_at: state === 'PLANNING' ? null : STARTED_AT,
    ended_at: state === 'COMPLETED' ? ENDED_AT : null,
    start_base_id: 1,
    end_base_id: 1,
    start_base: { id: 1, name: 'Base One' },
    end_base: { id: 1, name: 'Base One' },
    journey_count: 2,
    shipment_count: 2,
    loaded_shipment_count: 2,
    ended_journey_count: 0,
    is_returning: false,
    version: 1,
  });
}

function journey(sequence: number, rig: string, state: 'Pending' | 'Started' | 'Completed'): Journey {
  return journeySchema.parse({
    id: 10 + sequence,
    sequence,
    rig_id: 20 + sequence,
    rig: { id: 20 + sequence, name: rig },
    voyage_id: 3,
    started_at: state === 'Pending' ? null : STARTED_AT,
    ended_at: state === 'Completed' ? ENDED_AT : null,
    shipment_count: 1,
    version: 1,
  });
}

function renderProgress(options: { voyage: Voyage; journeys: Journey[]; pendingOffloadCount?: number }) {
  render(
    <JourneyProgress
      voyage={options.voyage}
      journeys={options.journeys}
      pendingOffloadCount={options.pendingOffloadCount}
      onAction={vi.fn()}
    />,
  );
}

/** The Start button and the reason it is described by, when it is disabled. */
function startButton(): { isDisabled: boolean; reason: string | null } {
  const button = screen.getByRole('button', { name: /Start Journey/ });
  const describedBy = button.getAttribute('aria-describedby');
  return {
    isDisabled: button.hasAttribute('disabled'),
    reason: describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null,
  };
}

describe('Start Journey and its disabled reasons', () => {
  it('waits for the voyage to start', () => {
    renderProgress({ voyage: voyage('PLANNING'), journeys: [journey(1, 'Rig A', 'Pending')] });
    expect(startButton()).toEqual({ isDisabled: true, reason: 'The voyage has not started yet.' });
  });

  it('is allowed for the first journey of a started voyage', () => {
    renderProgress({ voyage: voyage('STARTED'), journeys: [journey(1, 'Rig A', 'Pending')] });
    expect(startButton()).toEqual({ isDisabled: false, reason: null });
  });

  it('is refused on a voyage back at base', () => {
    renderProgress({ voyage: voyage('COMPLETED'), journeys: [journey(1, 'Rig A', 'Pending')] });
    expect(startButton()).toEqual({ isDisabled: true, reason: 'The voyage is completed.' });
  });

  it('waits for the last journey’s shipments to be offloaded, counting them', () => {
    const journeys = [journey(1, 'Rig A', 'Completed'), journey(2, 'Rig B', 'Pending')];
    renderProgress({ voyage: voyage('STARTED'), journeys, pendingOffloadCount: 2 });
    expect(startButton()).toEqual({
      isDisabled: true,
      reason: '2 shipments of Journey 1 to Rig A still need offloading.',
    });
  });

  it('says one shipment needs offloading', () => {
    const journeys = [journey(1, 'Rig A', 'Completed'), journey(2, 'Rig B', 'Pending')];
    renderProgress({ voyage: voyage('STARTED'), journeys, pendingOffloadCount: 1 });
    expect(startButton().reason).toBe('1 shipment of Journey 1 to Rig A still needs offloading.');
  });

  it('starts the next journey once the last one is offloaded', () => {
    const journeys = [journey(1, 'Rig A', 'Completed'), journey(2, 'Rig B', 'Pending')];
    renderProgress({ voyage: voyage('STARTED'), journeys, pendingOffloadCount: 0 });
    expect(startButton()).toEqual({ isDisabled: false, reason: null });
  });
});

describe('End Journey', () => {
  it('is offered on the journey under way only', () => {
    const journeys = [journey(1, 'Rig A', 'Started'), journey(2, 'Rig B', 'Pending')];
    renderProgress({ voyage: voyage('STARTED'), journeys });
    expect(screen.getAllByRole('button', { name: /End Journey/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Start Journey/ })).toBeNull();
  });
});
