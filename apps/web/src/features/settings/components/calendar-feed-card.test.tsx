import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CalendarFeedCard } from './calendar-feed-card';

/* Issue 23: Settings → Calendar makes the private feed address and shows it to copy; asking again replaces it. */

const URLS = [
  'https://rigline.example/api/sailing/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
  'https://rigline.example/api/sailing/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics',
];
const mutate = vi.fn();
vi.mock('@/features/settings/api/calendar-feed', () => ({
  useRenewCalendarFeed: () => ({ mutate, isPending: false }),
}));

describe('Settings → Calendar', () => {
  it('shows the address once made, and a new one replaces it', async () => {
    let call = 0;
    mutate.mockImplementation((_variables, handlers) => handlers.onSuccess({ url: URLS[call++] }));
    const user = userEvent.setup();
    render(<CalendarFeedCard />);
    expect(screen.queryByLabelText('Your calendar address')).toBeNull();
    expect(
      screen.getByText(
        'Each new address ends the one you got before: calendars subscribed to it stop updating.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Get my calendar address' }));
    expect((screen.getByLabelText('Your calendar address') as HTMLInputElement).value).toBe(URLS[0]);
    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    expect((screen.getByLabelText('Your calendar address') as HTMLInputElement).value).toBe(URLS[1]);
    expect(mutate).toHaveBeenCalledTimes(2);
  });
});
