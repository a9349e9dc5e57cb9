import type { AuthUser } from '@rigline/contract/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  isSessionStorageKey,
  markMustChangePassword,
  readSession,
  readToken,
  saveSession,
  saveUser,
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
  must_change_password: false,
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
      vendorId: null,
      vendorName: null,
      mustChangePassword: false,
    });
    expect(readSession(storage)).toEqual({ token: 'jwt-1', user });
    expect(readToken(storage)).toBe('jwt-1');
  });

  it('maps the session user as the document says: id from role_id (default 1), unknown slugs to supplier', () => {
    expect(toSessionUser({ email: 'a@b.c', full_name: 'Ann', role_slug: 'auditor' })).toEqual({
      id: 1,
      email: 'a@b.c',
      name: 'Ann',
      role: 'supplier',
      role_slug: 'auditor',
      vendorId: null,
      vendorName: null,
      mustChangePassword: false,
    });
    expect(toSessionUser({ role_slug: 'base-coordinator' }).role).toBe('base_coordinator');
  });

  it('knows the admin and whether the user must choose a new password (issue 16)', () => {
    expect(toSessionUser({ role_slug: 'admin' }).role).toBe('admin');
    const supplier = toSessionUser({
      role_slug: 'supplier',
      vendor_id: 3,
      vendor_name: 'North Sea Tubulars',
      must_change_password: true,
    });
    expect(supplier).toMatchObject({
      role: 'supplier',
      vendorId: 3,
      vendorName: 'North Sea Tubulars',
      mustChangePassword: true,
    });
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

  it('keeps the token when the user changes, and marks a user who must choose a new password', () => {
    saveSession('jwt-1', serverUser, storage);
    expect(saveUser({ ...serverUser, full_name: 'Rita A.' }, storage).name).toBe('Rita A.');
    expect(readSession(storage)).toMatchObject({ token: 'jwt-1', user: { name: 'Rita A.' } });
    expect(markMustChangePassword(storage)?.mustChangePassword).toBe(true);
    expect(readSession(storage)?.user).toMatchObject({ name: 'Rita A.', mustChangePassword: true });
    clearSession(storage);
    expect(markMustChangePassword(storage)).toBeNull();
  });

  it('knows which storage events concern the session', () => {
    expect(isSessionStorageKey('token')).toBe(true);
    expect(isSessionStorageKey('user')).toBe(true);
    expect(isSessionStorageKey(null)).toBe(true);
    expect(isSessionStorageKey('other')).toBe(false);
  });
});
