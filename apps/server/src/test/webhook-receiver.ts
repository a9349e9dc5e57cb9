import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * Shared by the webhook suites and the integration journey (e2e/integration.spec.ts): a receiver on 127.0.0.1 that verifies every delivery's signature with the
 * `standardwebhooks` package, as an operator's system would, and answers what the test tells it to.
 */
export interface ReceivedDelivery {
  id: string;
  timestamp: string;
  body: string;
  type: string;
  // biome-ignore lint/suspicious/noExplicitAny: the body is read as a receiver reads it
  data: any;
  /** Whether the signature verified with the secret the receiver was given. */
  isVerified: boolean;
  /** The status the receiver answered. */
  answered: number;
}

export interface TestReceiver {
  url: string;
  /** Every delivery that reached it, in the order they came. */
  received: ReceivedDelivery[];
  /** The secrets to verify with (the webhook's, once created). */
  secrets: string[];
  /** The next answers to give, in order; 200 once they run out. */
  answers: number[];
  /** Chosen per delivery before `answers` is read: a status to answer this one with, or undefined. */
  answerOf: ((delivery: { id: string; type: string; data: unknown }) => number | undefined) | null;
  close(): Promise<void>;
}

export async function startTestReceiver(): Promise<TestReceiver> {
  const received: ReceivedDelivery[] = [];
  const secrets: string[] = [];
  const answers: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(request.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
      };
      const isVerified = secrets.some((secret) => {
        try {
          new Webhook(secret).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      const parsed = JSON.parse(body) as { type: string; data: unknown };
      const answered =
        receiver.answerOf?.({ id: headers['webhook-id'], type: parsed.type, data: parsed.data }) ??
        answers.shift() ??
        200;
      received.push({
        id: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        body,
        type: parsed.type,
        data: parsed.data,
        isVerified,
        answered,
      });
      response.writeHead(answered, { 'content-type': 'text/plain' });
      response.end(answered === 200 ? 'thanks' : `receiver answered ${answered}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: TestReceiver = {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    secrets,
    answers,
    answerOf: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return receiver;
}
