import net from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/harness.ts';

/** Sends raw bytes and reads the whole answer until the server closes or answers one response. */
export async function rawRequest(port: number, bytes: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.setTimeout(5000, () => reject(new Error('no answer within 5 s')));
    socket.write(bytes);
  });
}

function expectEnvelope(body: unknown) {
  expect(body).toEqual({ status: false, message: expect.any(String) });
  expect((body as { message: string }).message.length).toBeGreaterThan(5);
}

describeOnEachDatabase('every answer under /api is the {status:false, message} envelope', (harness) => {
  let port = 0;
  beforeAll(async () => {
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    port = (harness.app.server.address() as net.AddressInfo).port;
  });

  it('a malformed %-escape in the path answers 400', async () => {
    const answer = await harness.get('/api/voyage/valid-voyages-for-shipment/%E0%A4%A');
    expect(answer.statusCode).toBe(400);
    expectEnvelope(answer.json());
  });

  it('a path parameter longer than the router allows answers 414', async () => {
    const answer = await harness.get(`/api/voyage/valid-voyages-for-shipment/${'1'.repeat(200)}`);
    expect(answer.statusCode).toBe(414);
    expectEnvelope(answer.json());
  });

  it('an unknown call answers 404, a known path with another method 405 naming the allowed one', async () => {
    const unknown = await harness.get('/api/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    expectEnvelope(unknown.json());
    const wrongMethod = await harness.get('/api/auth/login');
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
    expectEnvelope(wrongMethod.json());
    const deleted = await harness.app.inject({ method: 'DELETE', url: '/api/request/get' });
    expect(deleted.statusCode).toBe(405);
    expect(deleted.headers.allow).toBe('GET');
  });

  it.each([
    ['text/plain', 'email=x'],
    ['application/xml', '<login/>'],
  ])('a %s body answers 415', async (type, payload) => {
    const answer = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': type },
      payload,
    });
    expect(answer.statusCode).toBe(415);
    expectEnvelope(answer.json());
  });

  it('headers larger than Node accepts answer 431', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/auth/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expectEnvelope(JSON.parse(answer.body));
  });

  it('bytes that are not HTTP answer 400', async () => {
    const answer = await rawRequest(port, 'HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectEnvelope(JSON.parse(answer.body));
  });
});
