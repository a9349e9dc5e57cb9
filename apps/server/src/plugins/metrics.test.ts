import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/harness.ts';

const METRICS_TOKEN = 'scrape-token-for-the-tests-0123';

/** The value of one sample line of Prometheus text, or undefined. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describeOnEachDatabase('metrics without METRICS_TOKEN', (harness) => {
  it('/metrics does not exist', async () => {
    expect((await harness.get('/metrics')).statusCode).toBe(404);
  });
});

describeOnEachDatabase(
  'metrics with METRICS_TOKEN',
  (harness) => {
    it('answer 401 without the bearer token or with another one', async () => {
      expect((await harness.get('/metrics')).statusCode).toBe(401);
      const wrong = await harness.get('/metrics', { token: `${METRICS_TOKEN}x` });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers['www-authenticate']).toBe('Bearer');
    });

    it('export calls by route and status, query time, event-loop lag and memory in Prometheus text', async () => {
      const token = await harness.tokenFor('supplier');
      for (let index = 0; index < 3; index += 1) await harness.get('/api/request/get', { token });
      await harness.get('/api/request/get');
      const answer = await harness.get('/metrics', { token: METRICS_TOKEN });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = answer.body;
      expect(
        sample(
          text,
          'rigline_http_request_duration_seconds_count{method="GET",route="/api/request/get",status="200"}',
        ),
      ).toBe(3);
      expect(
        sample(
          text,
          'rigline_http_request_duration_seconds_count{method="GET",route="/api/request/get",status="401"}',
        ),
      ).toBe(1);
      expect(sample(text, 'rigline_db_query_duration_seconds_count{kind="select"}')).toBeGreaterThan(3);
      expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
      if (harness.kind === 'postgres') {
        expect(sample(text, 'rigline_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'rigline_db_pool_connections{state="waiting"}')).toBe(0);
      } else {
        expect(text).not.toContain('rigline_db_pool_connections');
      }
    });
  },
  { config: { metricsToken: METRICS_TOKEN } },
);
