/**
 * A job each server process runs every `everyMs` (the first run after one interval): the booking cut-off
 * reminders, the outbox's deliveries, the email digests. A run that fails is logged and the next one tries again;
 * runs never overlap within a process (across processes, each job's claim in the database keeps them apart).
 * Answers the stop, which waits for a run in flight, so that it finishes before the database closes.
 */
export function runEvery(options: {
  everyMs: number;
  run: () => Promise<unknown>;
  /** What the log line says failed, e.g. "The outbox delivery failed". */
  failure: string;
  log: { error: (object: unknown, message: string) => void };
}): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    running = options
      .run()
      .catch((error: unknown) => options.log.error({ err: error }, options.failure))
      .finally(() => {
        isRunning = false;
      });
  }, options.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
