import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './time-ago';

describe('formatTimeAgo', () => {
  const now = Date.parse('2025-06-10T12:00:00Z');
  it('reads a notice’s age as a person says it', () => {
    expect(formatTimeAgo('2025-06-10T11:59:30Z', now)).toBe('just now');
    expect(formatTimeAgo('2025-06-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2025-06-10T10:00:00Z', now)).toBe('2 hours ago');
    expect(formatTimeAgo('2025-06-09T11:00:00Z', now)).toBe('yesterday');
    expect(formatTimeAgo('2025-05-20T12:00:00Z', now)).toBe('3 weeks ago');
    expect(formatTimeAgo('not a date', now)).toBe('');
  });
});
