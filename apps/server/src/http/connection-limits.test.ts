import net from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/harness.ts';

interface Outcome {
  /** ms from connecting until the server closed the connection */
  closedAfterMs: number;
  received: string;
}

/** Opens a connection, sends `head`, then one byte of `drip` every `everyMs`, and waits for the server to hang up. */
function slowClient(
  port: number,
  head: string,
  drip: string,
  everyMs: number,
  giveUpMs: number,
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let index = 0;
    const timer = setInterval(() => {
      if (socket.writable && index < drip.length) socket.write(drip[index++] ?? '');
    }, everyMs);
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms; received: ${received.slice(0, 80)}`));
    }, giveUpMs);
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: performance.now() - started, received });
    });
    socket.write(head);
  });
}

function bodyOf(received: string): unknown {
  return JSON.parse(received.split('\r\n\r\n')[1] ?? '');
}

describeOnEachDatabase(
  'request, header and keep-alive timeouts and the connection limit',
  (harness) => {
    let port = 0;
    beforeAll(async () => {
      await harness.app.listen({ port: 0, host: '127.0.0.1' });
      port = (harness.app.server.address() as net.AddressInfo).port;
    });

    it('cuts off a body sent a byte at a time once the request timeout has passed, with a 408 envelope', async () => {
      const body = JSON.stringify({ email: 'someone@rigline.demo', password: 'x'.repeat(200) });
      const outcome = await slowClient(
        port,
        `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
        100,
        8000,
      );
      expect(outcome.closedAfterMs).toBeGreaterThan(1400);
      expect(outcome.closedAfterMs).toBeLessThan(5000);
      expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
      expect(bodyOf(outcome.received)).toEqual({ status: false, message: expect.any(String) });
    });

    it('cuts off headers sent a byte at a time once the header timeout has passed', async () => {
      const outcome = await slowClient(
        port,
        'GET /api/health HTTP/1.1\r\n',
        `X-Slow: ${'a'.repeat(200)}\r\n\r\n`,
        50,
        8000,
      );
      expect(outcome.closedAfterMs).toBeGreaterThan(700);
      expect(outcome.closedAfterMs).toBeLessThan(4000);
      expect(outcome.received).toMatch(/^HTTP\/1\.1 408 /);
    });

    it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
      const outcome = await slowClient(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', '', 1000, 6000);
      expect(outcome.received).toMatch(/^HTTP\/1\.1 200 /);
      expect(outcome.closedAfterMs).toBeGreaterThan(400);
      expect(outcome.closedAfterMs).toBeLessThan(4000);
    });

    it('refuses connections beyond the limit and serves again once one is free', async () => {
      const open = await Promise.all(
        [0, 1, 2].map(
          () =>
            new Promise<net.Socket>((resolve) => {
              const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
              socket.on('error', () => {});
            }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const extra = await slowClient(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', '', 1000, 3000);
      expect(extra.received).toBe('');
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const later = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } });
      expect(later.status).toBe(200);
    });
  },
  {
    config: {
      http: { requestTimeoutMs: 1500, headersTimeoutMs: 800, keepAliveTimeoutMs: 500, maxConnections: 3 },
    },
  },
);
