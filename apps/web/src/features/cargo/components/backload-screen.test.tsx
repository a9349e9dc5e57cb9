import { type Backload, type BackloadStatus, backloadSchema } from '@rigline/contract/cargo';
import { type Journey, journeySchema } from '@rigline/contract/journeys';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackloadScreen } from './backload-screen';

/*
 * Rig logistics' Backload screen (issue 9, issue 20): which steps a backload card offers, by where it stands in
 * the contract's transition table (Mark Loaded, Edit and Cancel while BOOKED; nothing once LOADED, RECEIVED or
 * CANCELLED), and "Book Backload" disabled, saying why, once every journey of the voyage has ended. The
 * reads are stubbed; the words are written out here by hand.
 */

const state = vi.hoisted(() => ({
  backloads: [] as unknown[],
  journeys: undefined as unknown[] | undefined,
}));

vi.mock('../api/list-backloads', () => ({
  useBackloads: () => ({
    isPending: false,
    isError: false,
    data: { data: state.backloads, meta: { total: state.backloads.length, last_page: 1 } },
  }),
}));
vi.mock('../api/list-choices', () => ({
  useVoyageJourneyChoices: () => ({ data: state.journeys }),
  useVendorChoices: () => ({ data: [] }),
}));

function backload(id: number, status: BackloadStatus): Backload {
  return backloadSchema.parse({
    id,
    voyage: { id: 3, name: 'VOY-3' },
    rig: { id: 21, name: 'Rig A' },
    journey_id: 11,
    status,
    lines: [],
    line_count: 0,
    created_at: '2026-01-05T08:00:00.000Z',
    loaded_at: status === 'LOADED' || status === 'RECEIVED' ? '2026-01-06T08:00:00.000Z' : null,
    received_at: status === 'RECEIVED' ? '2026-01-07T08:00:00.000Z' : null,
    version: 1,
  });
}

function journey(sequence: number, isEnded: boolean): Journey {
  return journeySchema.parse({
    id: 10 + sequence,
    sequence,
    rig_id: 20 + sequence,
    rig: { id: 20 + sequence, name: `Rig ${sequence}` },
    voyage_id: 3,
    started_at: '2026-01-05T08:00:00.000Z',
    ended_at: isEnded ? '2026-01-06T08:00:00.000Z' : null,
    shipment_count: 1,
    version: 1,
  });
}

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BackloadScreen voyageId={3} />
    </QueryClientProvider>,
  );
}

const ALL_STEPS = ['Mark Loaded', 'Edit', 'Cancel Backload'];
const ENDED_REASON = 'Every journey of this voyage has ended; book the backload on a later voyage';

beforeEach(() => {
  state.backloads = [];
  state.journeys = [journey(1, false)];
});

describe('backload steps by status', () => {
  it.each([
    ['BOOKED', ALL_STEPS],
    ['LOADED', []],
    ['RECEIVED', []],
    ['CANCELLED', []],
  ] as const)('a %s backload offers %j', (status, expected) => {
    state.backloads = [backload(5, status)];
    renderScreen();
    const card = screen.getByLabelText('Backload #5');
    expect(
      within(card)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expected);
  });
});

describe('Book Backload and its disabled reason', () => {
  function bookButton() {
    const button = screen.getByRole('button', { name: 'Book Backload' });
    const describedBy = button.getAttribute('aria-describedby');
    return {
      isDisabled: button.hasAttribute('disabled'),
      reason: describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null,
    };
  }

  it('is enabled while a journey has not ended', () => {
    state.journeys = [journey(1, true), journey(2, false)];
    renderScreen();
    expect(bookButton()).toEqual({ isDisabled: false, reason: null });
  });

  it('is disabled once every journey has ended, saying why', () => {
    state.journeys = [journey(1, true), journey(2, true)];
    renderScreen();
    expect(bookButton()).toEqual({ isDisabled: true, reason: ENDED_REASON });
  });

  it('waits for the journeys without a reason while they load', () => {
    state.journeys = undefined;
    renderScreen();
    expect(bookButton()).toEqual({ isDisabled: true, reason: null });
  });
});
