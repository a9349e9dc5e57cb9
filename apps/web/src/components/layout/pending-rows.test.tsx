import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PendingRows } from './load-states';

describe('PendingRows', () => {
  it('shows grey bars while the answer is asked', () => {
    render(<PendingRows rows={3} isWaitingForLink={false} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText(/Not kept on this device/)).toBeNull();
  });

  it('says the answer was not kept when the link is down, instead of bars that never end', () => {
    render(<PendingRows isWaitingForLink />);
    expect(screen.getByRole('status').textContent).toBe(
      'Not kept on this device: it was not opened while the link was up. It loads when the link returns.',
    );
  });
});
