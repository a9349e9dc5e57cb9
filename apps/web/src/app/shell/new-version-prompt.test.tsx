import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewVersionPrompt } from '@/app/shell/new-version-prompt';
import { NEW_VERSION_MESSAGE } from '@/lib/new-version';

describe('NewVersionPrompt', () => {
  it('says a new version waits, in the words of the page that fails to load after a deploy', () => {
    render(<NewVersionPrompt onReload={() => {}} />);
    expect(screen.getByRole('status').textContent).toContain(
      'A new version of Rigline is available. Reload the page to continue.',
    );
    expect(NEW_VERSION_MESSAGE).toBe('A new version of Rigline is available. Reload the page to continue.');
  });

  it('hands the page to the new version only when the person chooses Reload, once', async () => {
    const onReload = vi.fn(() => new Promise<void>(() => {}));
    render(<NewVersionPrompt onReload={onReload} />);
    expect(onReload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    const reloading = screen.getByRole<HTMLButtonElement>('button', { name: 'Reloading…' });
    expect(reloading.disabled).toBe(true);
    expect(reloading.getAttribute('title')).toBe('Loading the new version…');
  });
});

const registration = vi.hoisted(() => ({ needRefresh: false, updateServiceWorker: vi.fn(async () => {}) }));
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [registration.needRefresh, () => {}],
    offlineReady: [false, () => {}],
    updateServiceWorker: registration.updateServiceWorker,
  }),
}));

describe('ServiceWorkerUpdates', () => {
  it('shows nothing while the service worker holds no new version', async () => {
    const { ServiceWorkerUpdates } = await import('@/app/shell/service-worker-updates');
    registration.needRefresh = false;
    render(<ServiceWorkerUpdates />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("routes the service worker's needRefresh into the prompt, and Reload into its update", async () => {
    const { ServiceWorkerUpdates } = await import('@/app/shell/service-worker-updates');
    registration.needRefresh = true;
    registration.updateServiceWorker.mockClear();
    render(<ServiceWorkerUpdates />);
    expect(screen.getByRole('status').textContent).toContain(NEW_VERSION_MESSAGE);
    expect(registration.updateServiceWorker).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(registration.updateServiceWorker).toHaveBeenCalledWith(true);
  });
});
