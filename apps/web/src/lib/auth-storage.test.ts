import type { AuthUser } from '@rigline/contract/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  isSessionStorageKey,
  readSession,
  readToken,
  saveSession,
  TOKEN_STORAGE_KEY,
  toSessionUser,
  USER_STORAGE_KEY,
} from '@/lib/auth-storage';
import { MemoryStorage } from '@/testing/memory-storage';

const serverUser: AuthUser = {
  id: 41,
  role_id: 2,
  email: 'riglogistics@rigline.demo',
  full_name: 'Rita Logistics',
  role_slug: 'rig-logistic',
  vendor_id: null,
};

describe('auth storage', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('stores the token and the server user under "token" and "user" and reads them back', () => {
    const user = saveSession('jwt-1', serverUser, storage);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-1');
    expect(JSON.parse(storage.getItem(USER_STORAGE_KEY) ?? '')).toEqual(serverUser);
    expect(user).toEqual({
      id: 2,
      email: 'riglogistics@rigline.demo',
      name: 'Rita Logistics',
      role: 'rig_logistics',
      role_slug: 'rig-logistic',
    });
    expect(readSession(storage)).toEqual({ token: 'jwt-1', user });
    expect(readToken(storage)).toBe('jwt-1');
  });

  it('maps the session user as the document says: id from role_id (default 1), unknown slugs to supplier', () => {
    expect(toSessionUser({ email: 'a@b.c', full_name: 'Ann', role_slug: 'admin' })).toEqual({
      id: 1,
      email: 'a@b.c',
      name: 'Ann',
      role: 'supplier',
      role_slug: 'admin',
    });
    expect(toSessionUser({ role_slug: 'base-coordinator' }).role).toBe('base_coordinator');
  });

  it('reads a session seeded by hand with only the fields the client uses', () => {
    storage.setItem('token', 't');
    storage.setItem(
      'user',
      JSON.stringify({ role_id: 1, email: 'a@b.c', full_name: 'Sam Supplier', role_slug: 'supplier' }),
    );
    expect(readSession(storage)?.user).toMatchObject({ name: 'Sam Supplier', role: 'supplier' });
  });

  it('has no session when either half is missing or the user is unreadable', () => {
    expect(readSession(storage)).toBeNull();
    storage.setItem('token', 't');
    expect(readSession(storage)).toBeNull();
    storage.setItem('user', '{not json');
    expect(readSession(storage)).toBeNull();
    storage.setItem('user', '[1]');
    expect(readSession(storage)).toBeNull();
    storage.removeItem('token');
    storage.setItem('user', JSON.stringify(serverUser));
    expect(readSession(storage)).toBeNull();
  });

  it('clears both keys and nothing else', () => {
    storage.setItem('sidebar', 'keep');
    saveSession('jwt-1', serverUser, storage);
    clearSession(storage);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('sidebar')).toBe('keep');
    expect(readToken(storage)).toBeNull();
  });

  it('knows which storage events concern the session', () => {
    expect(isSessionStorageKey('token')).toBe(true);
    expect(isSessionStorageKey('user')).toBe(true);
    expect(isSessionStorageKey(null)).toBe(true);
    expect(isSessionStorageKey('other')).toBe(false);
  });
});
