import { apiKeySchema } from '@rigline/contract/api-keys';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTimeZonePreference } from '@/lib/preferences';
import { ApiKeyFormDialog } from './api-key-form-dialog';

/* Add API key (issue 26): the role and company it acts for, the expiry at the end of the day in the person's zone,
 * and the key shown once with Copy. */

const createKey = vi.fn();
vi.mock('@/features/admin/api/api-keys', () => ({ useCreateApiKey: () => ({ mutateAsync: createKey }) }));
vi.mock('@/features/admin/api/list-vendors', () => ({
  useAdminVendors: () => ({
    isPending: false,
    data: { data: [{ id: 4, name: 'Gulf Tubulars & Supply' }], meta: { total: 1, last_page: 1 } },
  }),
}));

const KEY = `rgl_${'A1b2'.repeat(11)}`;

beforeAll(() => {
  // Radix Select asks for pointer capture and scrolling, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  createKey.mockReset();
  createKey.mockResolvedValue({
    key: KEY,
    api_key: apiKeySchema.parse({
      id: 7,
      name: 'Gulf ERP',
      role: 'supplier',
      vendor_id: 4,
      vendor_name: 'Gulf Tubulars & Supply',
      key_prefix: KEY.slice(0, 12),
      created_at: '2026-11-28T09:00:00.000Z',
      created_by_name: 'Ada Admin',
      last_used_at: null,
      expires_at: '2027-01-31T23:59:59.000Z',
      revoked_at: null,
      state: 'ACTIVE',
    }),
  });
});

describe('Add API key', () => {
  it('asks a supplier key for its company and makes nothing without one', async () => {
    const user = userEvent.setup();
    render(<ApiKeyFormDialog open onOpenChange={() => undefined} />);
    await user.type(screen.getByLabelText('Name *'), 'Gulf ERP');
    await user.click(screen.getByRole('button', { name: 'Make key' }));
    expect(await screen.findByText('A supplier must belong to a supplier company')).toBeTruthy();
    expect(createKey).not.toHaveBeenCalled();
  });

  it('sends the role, company and the end of the chosen day in the zone it names, then shows the key once', async () => {
    setTimeZonePreference('Europe/Oslo');
    const user = userEvent.setup();
    render(<ApiKeyFormDialog open onOpenChange={() => undefined} />);
    expect(screen.getByText(/the key stops at 23:59 that day \(Europe\/Oslo\)/)).toBeTruthy();
    await user.type(screen.getByLabelText('Name *'), 'Gulf ERP');
    await user.click(screen.getByRole('combobox', { name: 'Supplier company *' }));
    await user.click(await screen.findByRole('option', { name: 'Gulf Tubulars & Supply' }));
    await user.type(screen.getByLabelText('Expires on'), '2027-01-31');
    await user.click(screen.getByRole('button', { name: 'Make key' }));
    await vi.waitFor(() => expect(createKey).toHaveBeenCalledTimes(1));
    expect(createKey.mock.calls[0]![0]).toEqual({
      name: 'Gulf ERP',
      role: 'supplier',
      vendor_id: 4,
      // 23:59:59 in Oslo (UTC+1 in winter).
      expires_at: '2027-01-31T22:59:59.000Z',
    });
    expect(screen.getByLabelText<HTMLInputElement>('The key').value).toBe(KEY);
    expect(screen.getByText(/it will not be shown again/)).toBeTruthy();
    expect(screen.getByText(/It acts as Supplier of Gulf Tubulars & Supply/)).toBeTruthy();
  });
});
