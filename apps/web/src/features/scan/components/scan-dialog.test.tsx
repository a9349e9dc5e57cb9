import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScanPages } from '../resolve-scan';
import { ScanDialog } from './scan-dialog';

/*
 * Issue 25: the Scan dialog opens a unit or an order from a typed code or the camera's QR code. A code that names
 * nothing the person may see is said in the dialog and nothing navigates; a refused or missing camera is said
 * plainly, and typing still works; closing the dialog turns the camera off.
 */

const unitIdByCode = vi.fn();
vi.mock('../api/find-unit-by-code', () => ({ findUnitIdByCode: (code: string) => unitIdByCode(code) }));
const requestIdOfOrder = vi.fn();
vi.mock('../api/find-order-request', () => ({
  findRequestIdOfOrder: (orderId: number) => requestIdOfOrder(orderId),
}));
const readFrame = vi.fn();
vi.mock('../qr-reader', () => ({ createQrReader: async () => ({ read: () => readFrame() }) }));

const pages: ScanPages = { unit: (id) => `/units/${id}`, request: (id) => `/requests/${id}` };

function ScanHarness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open scan
      </button>
      <ScanDialog open={open} onOpenChange={setOpen} pages={pages} />
    </>
  );
}

function renderDialog() {
  return render(
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route path="/start" element={<ScanHarness />} />
        <Route path="/units/:id" element={<h1>Unit page</h1>} />
        <Route path="/requests/:id" element={<h1>Request page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The browser's camera: refused, or a stream whose one track can be stopped. */
function setCamera(getUserMedia: (() => Promise<unknown>) | undefined) {
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia ? { getUserMedia: vi.fn(getUserMedia) } : undefined,
  });
}

beforeEach(() => {
  unitIdByCode.mockImplementation(async (code: string) => (code === 'TOR-1234' ? 7 : null));
  requestIdOfOrder.mockImplementation(async (orderId: number) => (orderId === 12 ? 15 : null));
  readFrame.mockResolvedValue(null);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  unitIdByCode.mockReset();
  requestIdOfOrder.mockReset();
  readFrame.mockReset();
});

describe('the Scan dialog', () => {
  it('says a refused camera plainly, and a typed unit code still opens the unit', async () => {
    setCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    renderDialog();
    expect(
      await screen.findByText(
        "The camera was refused. Allow it for this site in the browser's settings, or type the code below.",
      ),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Type a code'), 'tor-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('heading', { name: 'Unit page' })).toBeTruthy();
    expect(unitIdByCode).toHaveBeenCalledWith('TOR-1234');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says an unknown code in the dialog and goes nowhere; an order opens its request', async () => {
    setCamera(undefined);
    renderDialog();
    expect(
      await screen.findByText('This device has no camera the browser can use. Type the code below instead.'),
    );
    const code = screen.getByLabelText('Type a code');
    await userEvent.type(code, 'XYZ-9');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No unit you can see has the code XYZ-9.');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Unit page' })).toBeNull();
    await userEvent.clear(code);
    await userEvent.type(code, 'ORD-013{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('ORD-013 is not an order you can see.');
    await userEvent.clear(code);
    await userEvent.type(code, 'ORD-012{Enter}');
    expect(await screen.findByRole('heading', { name: 'Request page' })).toBeTruthy();
  });

  it('opens the unit of a label the camera reads, and turns the camera off when the dialog closes', async () => {
    const stop = vi.fn();
    setCamera(async () => ({ getTracks: () => [{ stop }] }));
    renderDialog();
    expect(await screen.findByText("Hold the label's QR code inside the picture.")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: { facingMode: { ideal: 'environment' } },
    });

    readFrame.mockResolvedValue('http://localhost:3000/go/ccu/9');
    await userEvent.click(screen.getByRole('button', { name: 'Open scan' }));
    expect(await screen.findByRole('heading', { name: 'Unit page' })).toBeTruthy();
    await waitFor(() => expect(stop).toHaveBeenCalledTimes(2));
  });
});
