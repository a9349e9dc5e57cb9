import { describe, expect, it } from 'vitest';
import { bellCount, bellLabel } from './bell-count';

describe('the bell', () => {
  it('shows no count while everything is read', () => {
    expect(bellCount(0)).toBeNull();
    expect(bellLabel(0)).toBe('Notifications');
  });

  it('names the count it shows, up to 99 and as 99+ above', () => {
    expect(bellLabel(1)).toBe('Notifications, 1 unread');
    expect(bellLabel(99)).toBe('Notifications, 99 unread');
    expect(bellCount(100)).toBe('99+');
    expect(bellLabel(100)).toBe('Notifications, 99+ unread');
  });

  it('keeps the visible text inside the accessible name at every count', () => {
    for (const unread of [1, 9, 10, 99, 100, 120, 5000]) {
      // As a word of its own, outside parentheses: axe's label-in-name check skips parenthesised text.
      const words = bellLabel(unread)
        .replace(/\([^)]*\)/g, '')
        .split(/[\s,]+/);
      expect(words).toContain(bellCount(unread));
    }
  });
});
