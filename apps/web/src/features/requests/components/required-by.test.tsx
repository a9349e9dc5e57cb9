import type { Sailing } from '@rigline/contract/sailings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setTimeZonePreference } from '@/lib/preferences';
import { NextSailings } from './next-sailings';
import { RequiredBy } from './required-by';
import { RequiredByEditor } from './required-by-editor';

/*
 * Issue 23: a request's Required by, listed with it and changed on the draft, with the rig's next sailings
 * beside it: when each sails and by when the goods must be at the quay (its cut-off), times naming their zone.
 */

const sailings = vi.fn();
vi.mock('../api/list-next-sailings', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/list-next-sailings')>()),
  useNextSailings: () => sailings(),
}));
const mutate = vi.fn();
vi.mock('../api/set-required-by', () => ({ useSetRequiredBy: () => ({ mutate, isPending: false }) }));

const SAILING = {
  voyage_id: 5,
  name: 'Saturday run',
  planned_departure_at: '2031-05-03T08:00:00.000Z',
  cutoff_at: '2031-05-02T08:00:00.000Z',
} as Sailing;

function renderWithQueries(node: React.ReactNode) {
  return render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
}

beforeEach(() => {
  sailings.mockReset();
  mutate.mockReset();
  setTimeZonePreference('UTC');
});

describe('Required by', () => {
  it('reads as a date in the lists, and not at all when none was given', () => {
    const { container, rerender } = render(<RequiredBy date="2031-05-01" />);
    expect(container.textContent).toBe('Required by 01 May 2031');
    rerender(<RequiredBy date={null} />);
    expect(container.textContent).toBe('');
  });

  it('shows the next sailings to the rig with their departure and quay deadline, zone named', () => {
    sailings.mockReturnValue({ isPending: false, isError: false, data: { data: [SAILING] } });
    renderWithQueries(<NextSailings rigId={1} rigName="Atlantic Explorer" />);
    const list = screen.getByRole('region', { name: 'Next sailings' });
    expect(within(list).getByText('Next sailings to Atlantic Explorer')).toBeTruthy();
    expect(list.textContent).toContain(
      'VOY-5 Saturday run sails 03 May 2031, 08:00 UTC; deliver to the quay by 02 May 2031, 08:00 UTC',
    );
  });

  it('says a sailing whose cut-off has passed is closed for booking', () => {
    const closed = {
      ...SAILING,
      voyage_id: 4,
      name: 'Late run',
      cutoff_at: '2020-01-01T08:00:00.000Z',
    } as Sailing;
    sailings.mockReturnValue({ isPending: false, isError: false, data: { data: [closed] } });
    renderWithQueries(<NextSailings rigId={1} rigName="Atlantic Explorer" />);
    const list = screen.getByRole('region', { name: 'Next sailings' });
    expect(list.textContent).toContain('booking closed 01 Jan 2020, 08:00 UTC');
    expect(list.textContent).not.toContain('deliver to the quay by');
  });

  it('says so when no sailing to the rig is scheduled', () => {
    sailings.mockReturnValue({ isPending: false, isError: false, data: { data: [] } });
    renderWithQueries(<NextSailings rigId={1} rigName="Atlantic Explorer" />);
    expect(
      screen.getByText('No sailing to Atlantic Explorer is scheduled in the next four weeks.'),
    ).toBeTruthy();
  });

  it('on the draft, saves a new date and clears it, from the version shown; Save says why it waits', async () => {
    sailings.mockReturnValue({ isPending: false, isError: false, data: { data: [] } });
    const user = userEvent.setup();
    renderWithQueries(
      <RequiredByEditor
        requestId={7}
        requiredBy="2031-05-01"
        version={4}
        rigId={1}
        rigName="Atlantic Explorer"
      />,
    );
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.getByText('Change the date to save it; clear it to remove it.')).toBeTruthy();

    const box = screen.getByLabelText('Date the rig needs the goods (optional)');
    await user.clear(box);
    await user.type(box, '2031-05-20');
    await user.click(save);
    expect(mutate).toHaveBeenLastCalledWith({ requiredBy: '2031-05-20', version: 4 }, expect.anything());

    await user.clear(box);
    await user.click(save);
    expect(mutate).toHaveBeenLastCalledWith({ requiredBy: null, version: 4 }, expect.anything());
  });
});
