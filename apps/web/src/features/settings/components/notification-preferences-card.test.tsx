import { NOTIFICATION_KINDS } from '@rigline/contract/notifications';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationPreferencesCard } from './notification-preferences-card';

/* Issue 26: Settings → Notifications chooses, per kind of notice, the bell, an email at once or a daily digest. */

const state = vi.hoisted(() => ({
  data: undefined as unknown,
  mutate: vi.fn(),
  sendTest: vi.fn(),
}));
vi.mock('@/features/settings/api/notification-preferences', () => ({
  useNotificationPreferences: () => ({ data: state.data, isError: false, error: null }),
  useSaveNotificationPreferences: () => ({ mutate: state.mutate, isPending: false }),
}));
vi.mock('@/features/settings/api/test-email', () => ({
  useSendTestEmail: () => ({ mutate: state.sendTest, isPending: false }),
}));

function answer(email: { enabled: boolean; reason: string | null }) {
  return {
    preferences: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      channel: kind === 'orders_rejected' ? 'DIGEST' : 'BELL',
    })),
    email,
  };
}

const choiceOf = (kind: string, channel: string) =>
  within(screen.getByRole('group', { name: kind })).getByRole('radio', { name: channel }) as HTMLInputElement;

describe('Settings → Notifications', () => {
  beforeEach(() => {
    state.mutate.mockReset();
    state.sendTest.mockReset();
  });

  it('shows each kind with its choice and saves the kinds changed', async () => {
    state.data = answer({ enabled: true, reason: null });
    const user = userEvent.setup();
    render(<NotificationPreferencesCard isAdmin={false} />);
    expect(screen.getByRole('heading', { name: 'Requests and orders' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Administration' })).toBeNull();
    expect(choiceOf('Orders were rejected', 'Daily digest').checked).toBe(true);
    expect(choiceOf('Orders were accepted', 'Bell only').checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.getByText('Nothing changed yet')).toBeTruthy();

    await user.click(choiceOf('Orders were accepted', 'Email at once'));
    expect(choiceOf('Orders were accepted', 'Email at once').checked).toBe(true);
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(state.mutate).toHaveBeenCalledTimes(1);
    expect(state.mutate.mock.calls[0]?.[0]).toEqual({
      preferences: [{ kind: 'orders_accepted', channel: 'EMAIL' }],
    });

    await user.click(screen.getByRole('button', { name: 'Send me a test email' }));
    expect(state.sendTest).toHaveBeenCalledTimes(1);
  });

  it('says when email is off and disables the email choices', () => {
    state.data = answer({ enabled: false, reason: 'Email is off on this server: notices stay in the bell' });
    render(<NotificationPreferencesCard isAdmin={false} />);
    expect(screen.getByRole('status').textContent).toContain(
      'Email is off on this server: notices stay in the bell',
    );
    expect(choiceOf('Orders were accepted', 'Email at once').disabled).toBe(true);
    expect(choiceOf('Orders were accepted', 'Daily digest').disabled).toBe(true);
    expect(choiceOf('Orders were accepted', 'Bell only').disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Send me a test email' })).toBeNull();
  });
});
