import { WEBHOOK_EVENTS, webhookSchema } from '@rigline/contract/webhooks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WebhookFormDialog } from './webhook-form-dialog';

/* Add Webhook (issue 26): URL, events as checkboxes with "All events", a description; the signing secret is then
 * shown once with Copy, and closing the dialog forgets it. */

const createWebhook = vi.fn();
const updateWebhook = vi.fn();
vi.mock('@/features/webhooks/api/webhooks', () => ({
  useCreateWebhook: () => ({ mutateAsync: createWebhook }),
  useUpdateWebhook: () => ({ mutateAsync: updateWebhook }),
}));

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwq1Z2x3c4';

const WEBHOOK = webhookSchema.parse({
  id: 3,
  url: 'https://erp.example.com/rigline/hooks',
  description: 'ERP purchasing',
  events: ['order.accepted', 'order.rejected'],
  is_active: true,
  disabled_at: null,
  disabled_reason: null,
  created_at: '2026-11-28T09:00:00.000Z',
  updated_at: '2026-11-28T09:00:00.000Z',
  version: 1,
  last_delivery: null,
});

beforeEach(() => {
  // The checkboxes measure themselves; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  createWebhook.mockReset();
  updateWebhook.mockReset();
  createWebhook.mockResolvedValue({ webhook: WEBHOOK, secret: SECRET });
});

describe('Add Webhook', () => {
  it('asks for an http(s) URL and at least one event, and sends nothing without them', async () => {
    const user = userEvent.setup();
    render(<WebhookFormDialog open onOpenChange={() => undefined} />);
    await user.type(screen.getByLabelText('URL *'), 'ftp://erp.example.com');
    await user.click(screen.getByRole('button', { name: 'Add Webhook' }));
    expect(await screen.findByText(/URL must be an http:\/\/ or https:\/\/ address/)).toBeTruthy();
    expect(screen.getByText('Choose at least one event')).toBeTruthy();
    expect(createWebhook).not.toHaveBeenCalled();
  });

  it('"All events" ticks every event; the secret is then shown once with Copy', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(<WebhookFormDialog open onOpenChange={onOpenChange} />);
    await user.type(screen.getByLabelText('URL *'), 'https://erp.example.com/rigline/hooks');
    await user.type(screen.getByLabelText('Description'), 'ERP purchasing');
    await user.click(screen.getByRole('checkbox', { name: 'All events' }));
    for (const event of WEBHOOK_EVENTS) {
      expect(
        screen.getByRole('checkbox', { name: new RegExp(`^${event.replace('.', '\\.')}`) }),
      ).toHaveProperty('ariaChecked', 'true');
    }
    // One event off: "All events" is no longer all.
    await user.click(screen.getByRole('checkbox', { name: /^voyage\.rescheduled/ }));
    expect(screen.getByRole('checkbox', { name: 'All events' })).toHaveProperty('ariaChecked', 'mixed');
    await user.click(screen.getByRole('button', { name: 'Add Webhook' }));
    await vi.waitFor(() => expect(createWebhook).toHaveBeenCalledTimes(1));
    expect(createWebhook.mock.calls[0]![0]).toEqual({
      url: 'https://erp.example.com/rigline/hooks',
      events: WEBHOOK_EVENTS.filter((event) => event !== 'voyage.rescheduled'),
      description: 'ERP purchasing',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Signing secret').value).toBe(SECRET);
    expect(screen.getByText(/it will not be shown again/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Opened again, the dialog asks for a new webhook: the secret is gone.
    rerender(<WebhookFormDialog open={false} onOpenChange={onOpenChange} />);
    rerender(<WebhookFormDialog open onOpenChange={onOpenChange} />);
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('URL *').value).toBe('');
  });

  it('edits a webhook from the version seen, without a secret', async () => {
    updateWebhook.mockResolvedValue(WEBHOOK);
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<WebhookFormDialog open onOpenChange={onOpenChange} webhook={WEBHOOK} />);
    expect(screen.getByLabelText<HTMLInputElement>('URL *').value).toBe(WEBHOOK.url);
    await user.click(screen.getByRole('checkbox', { name: /^voyage\.departed/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(updateWebhook).toHaveBeenCalledTimes(1));
    expect(updateWebhook.mock.calls[0]![0]).toEqual({
      id: 3,
      url: WEBHOOK.url,
      description: 'ERP purchasing',
      events: ['order.accepted', 'order.rejected', 'voyage.departed'],
      version: 1,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
  });
});
