import type { Order } from '@rigline/contract/orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ReceiptDialogOnDemand } from './receipt-dialog-on-demand';

/*
 * The review page's Receipt dialog loads its code when a receipt is first opened (docs/decisions/082): nothing
 * is mounted before, the dialog opens once its code is here, and it stays mounted to close as before.
 */
const ORDER = {
  id: 7,
  quantity: 20,
  item: { name: '9 5/8" casing joint' } as Order['item'],
};

function withQueryClient(children: ReactNode) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

function dialogFor(order: typeof ORDER | null) {
  return withQueryClient(
    <ReceiptDialogOnDemand
      order={order}
      onClose={() => undefined}
      save={() => Promise.reject(new Error('not called'))}
    />,
  );
}

describe('ReceiptDialogOnDemand', () => {
  it('mounts nothing until a receipt is opened, then opens the dialog and closes it', async () => {
    const { rerender } = render(dialogFor(null));
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(dialogFor(ORDER));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog.textContent).toContain('9 5/8" casing joint');
    expect(screen.getByLabelText('Quantity received')).toBeTruthy();

    rerender(dialogFor(null));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
