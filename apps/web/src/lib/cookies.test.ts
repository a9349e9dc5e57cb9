import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from '@/lib/cookies';

describe('cookies', () => {
  it('reads one cookie among several', () => {
    expect(readCookie('a=1; sidebar_state=false; b=2', 'sidebar_state')).toBe('false');
    expect(readCookie('a=1', 'sidebar_state')).toBeNull();
    expect(readCookie('', 'sidebar_state')).toBeNull();
  });

  it('does not match a cookie whose name only ends the same', () => {
    expect(readCookie('old_sidebar_state=true', 'sidebar_state')).toBeNull();
  });

  it('writes a site-wide cookie with a max-age', () => {
    expect(serializeCookie('sidebar_state', 'true', 604800)).toBe(
      'sidebar_state=true; path=/; max-age=604800; samesite=lax',
    );
  });
});
