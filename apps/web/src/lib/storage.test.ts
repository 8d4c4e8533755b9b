import { describe, expect, it } from 'vitest';
import { readStoredSession, storageKeys } from './storage';

const user = {
  user_id: 7,
  email: 'li@example.com',
  full_name: 'Li',
  avatar: null,
  role: 'student',
  language_preference: 'zh',
  available_points: 30,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('readStoredSession', () => {
  it('restores a stored token and user', () => {
    localStorage.setItem(storageKeys.token, 'tok');
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    expect(readStoredSession()).toEqual({ token: 'tok', user });
  });

  it.each([
    '{not json',
    JSON.stringify({ ...user, role: 'superuser' }),
    JSON.stringify({ email: 'x' }),
  ])('clears both keys when the stored user is unparseable (%s)', (raw) => {
    localStorage.setItem(storageKeys.token, 'tok');
    localStorage.setItem(storageKeys.user, raw);
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });
});
