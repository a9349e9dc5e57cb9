import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error fails the test that caused it (Epic Stack). A test that expects one replaces
// the spy with its own `vi.spyOn(console, 'error').mockImplementation(() => {})`.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${format(...args)}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
