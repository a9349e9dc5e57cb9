import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderLabelButton } from './order-label-button';

const openFile = vi.fn();
vi.mock('@/lib/fetch-file', () => ({ openFile: (...args: unknown[]) => openFile(...args) }));
const toastError = vi.fn();
vi.mock('sonner', () => ({ toast: { error: (...args: unknown[]) => toastError(...args) } }));

afterEach(() => {
  openFile.mockReset();
  toastError.mockReset();
});

describe("an order row's label", () => {
  it("opens the order's label to print", async () => {
    openFile.mockResolvedValue('label-ORD-012.pdf');
    render(<OrderLabelButton orderId={12} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print label of ORD-012' }));
    expect(openFile).toHaveBeenCalledWith('/api/order/label/12', 'label-ORD-012.pdf');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('says why when the server refuses, and the button works again', async () => {
    openFile.mockRejectedValue(new Error('Order not found'));
    render(<OrderLabelButton orderId={12} />);
    const button = screen.getByRole('button', { name: 'Print label of ORD-012' });
    await userEvent.click(button);
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Could not print the label', expect.anything()),
    );
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
