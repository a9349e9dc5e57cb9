import { type Journey, journeySchema } from '@rigline/contract/journeys';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectDisabledButtonsExplained } from '@/testing/disabled-reasons';
import { BookBackloadButton, BookedBackloadActions } from './backload-actions';

/*
 * Backload's buttons (issue 22.4): open from booking until the vessel leaves the rig, and every disabled one
 * says why, in the words of the contract's preconditions (written out here by hand).
 */

const AT = '2026-01-05T08:00:00.000Z';

function journey(sequence: number, rig: string, state: 'Pending' | 'Started' | 'Completed'): Journey {
  return journeySchema.parse({
    id: 10 + sequence,
    sequence,
    rig_id: 20 + sequence,
    rig: { id: 20 + sequence, name: rig },
    voyage_id: 3,
    started_at: state === 'Pending' ? null : AT,
    ended_at: state === 'Completed' ? AT : null,
    shipment_count: 1,
    version: 1,
  });
}

const sailing = { status: 'STARTED' as const, started_at: AT, ended_at: null };
const arrived = { status: 'COMPLETED' as const, started_at: AT, ended_at: AT };
const backloadFrom = { id: 7, rig: { id: 21, name: 'Ocean Endeavour' } };

function renderActions(voyage: typeof sailing | typeof arrived, journeys: Journey[]) {
  render(
    <BookedBackloadActions
      backload={backloadFrom}
      voyage={voyage}
      journeys={journeys}
      isMarkingLoaded={false}
      isCancelling={false}
      onMarkLoaded={vi.fn()}
      onEdit={vi.fn()}
      onCancel={vi.fn()}
    />,
  );
}

describe('booked backload: Mark Loaded, Edit and Cancel Backload', () => {
  it('are all open while the vessel is alongside the rig (its journey has ended)', () => {
    renderActions(sailing, [
      journey(1, 'Ocean Endeavour', 'Completed'),
      journey(2, 'Deepwater Horizon II', 'Pending'),
    ]);
    for (const name of ['Mark Loaded', 'Edit', 'Cancel Backload'])
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', false);
    expect(expectDisabledButtonsExplained()).toEqual([]);
  });

  it('keeps Edit open on the way to the rig and says why Mark Loaded waits', () => {
    renderActions(sailing, [journey(1, 'Ocean Endeavour', 'Started')]);
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Mark Loaded' })).toHaveProperty('disabled', true);
    expect(expectDisabledButtonsExplained()).toEqual([
      'The vessel is not at Ocean Endeavour yet: end the journey to Ocean Endeavour before loading its backload.',
    ]);
  });

  it('closes Mark Loaded and Edit once the vessel has left, saying so; Cancel stays open', () => {
    renderActions(sailing, [
      journey(1, 'Ocean Endeavour', 'Completed'),
      journey(2, 'Deepwater Horizon II', 'Started'),
    ]);
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel Backload' })).toHaveProperty('disabled', false);
    const reason =
      'The vessel has left Ocean Endeavour (the journey to Deepwater Horizon II has started): cancel this backload and book it on another voyage.';
    expect(expectDisabledButtonsExplained()).toEqual([reason, reason]);
    expect(screen.getAllByText(reason)).toHaveLength(1);
  });

  it('says the voyage has arrived once it has', () => {
    renderActions(arrived, [journey(1, 'Ocean Endeavour', 'Completed')]);
    expect(expectDisabledButtonsExplained()).toEqual([
      'The voyage has arrived at base: cancel this backload and book it on another voyage.',
      'The voyage has arrived at base: cancel this backload and book it on another voyage.',
    ]);
  });
});

describe('Book Backload', () => {
  it('stays open after the last journey ends, until the voyage arrives', () => {
    render(
      <BookBackloadButton
        voyage={sailing}
        journeys={[journey(1, 'Ocean Endeavour', 'Completed')]}
        onBook={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Book Backload' })).toHaveProperty('disabled', false);
  });

  it('says why it is closed: the voyage has arrived, or calls at no rig yet', () => {
    const { unmount } = render(
      <BookBackloadButton
        voyage={arrived}
        journeys={[journey(1, 'Ocean Endeavour', 'Completed')]}
        onBook={vi.fn()}
      />,
    );
    expect(expectDisabledButtonsExplained()).toEqual([
      'This voyage has arrived at base: book backload on another voyage.',
    ]);
    unmount();
    render(<BookBackloadButton voyage={sailing} journeys={[]} onBook={vi.fn()} />);
    expect(expectDisabledButtonsExplained()).toEqual([
      'This voyage calls at no rig yet: add a journey to the rig first.',
    ]);
  });
});
