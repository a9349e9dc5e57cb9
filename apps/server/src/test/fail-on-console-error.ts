import { afterEach, vi } from 'vitest';

/** An unexpected console.error fails the test that caused it (Epic Stack's rule). */
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  const seen = errors.splice(0);
  if (seen.length > 0)
    throw new Error(`console.error was called:\n${seen.map((args) => args.join(' ')).join('\n')}`);
});
