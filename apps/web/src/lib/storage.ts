import type { User } from '@academy/contracts/auth';
import { isLocale, type Locale } from '@academy/contracts/rules';

/**
 * The browser-storage keys: the three the spec names, the device tokens this browser was
 * given at sign-in, per account (a sign-in budget of its own; decision 0016), the learner's
 * playback speed for lesson media, and (in this tab's session storage) the chunk of a replaced
 * build the page last reloaded for.
 */
export const storageKeys = {
  token: 'token',
  user: 'user',
  locale: 'locale',
  devices: 'devices',
  playbackRate: 'playback_rate',
  reloadedForChunk: 'reloaded_for_chunk',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lasts for the tab.
  }
}

/** Enough of the contract's User to trust a stored copy; the server re-sends it on verify. */
function isStoredUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.user_id === 'number' &&
    typeof user.email === 'string' &&
    typeof user.full_name === 'string' &&
    typeof user.available_points === 'number' &&
    (user.role === 'admin' || user.role === 'teacher' || user.role === 'student') &&
    isLocale(user.language_preference)
  );
}

/** The stored token and user, parsed at the edge; an unparseable user clears both. */
export function readStoredSession(): { token: string; user: User } | null {
  const token = read(storageKeys.token);
  const rawUser = read(storageKeys.user);
  if (!token || !rawUser) {
    if (token || rawUser) clearStoredSession();
    return null;
  }
  try {
    const user: unknown = JSON.parse(rawUser);
    if (isStoredUser(user)) return { token, user };
  } catch {
    // fall through: a corrupt value is as good as none
  }
  clearStoredSession();
  return null;
}

export function storeSession(token: string, user: User) {
  write(storageKeys.token, token);
  write(storageKeys.user, JSON.stringify(user));
}

export function storeUser(user: User) {
  write(storageKeys.user, JSON.stringify(user));
}

export function clearStoredSession() {
  write(storageKeys.token, null);
  write(storageKeys.user, null);
}

export function readStoredToken(): string | null {
  return read(storageKeys.token);
}

export function readStoredLocale(): Locale | null {
  const stored = read(storageKeys.locale);
  return isLocale(stored) ? stored : null;
}

export function storeLocale(locale: Locale) {
  write(storageKeys.locale, locale);
}

/** The device tokens of accounts signed in from this browser, by lower-cased email. */
function readDevices(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(read(storageKeys.devices) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function readDeviceToken(email: string): string | undefined {
  return readDevices()[email.trim().toLowerCase()];
}

export function storeDeviceToken(email: string, token: string) {
  write(
    storageKeys.devices,
    JSON.stringify({ ...readDevices(), [email.trim().toLowerCase()]: token }),
  );
}

/**
 * Any key's stored text as written, and writing it: for values whose owner parses them at the
 * edge itself, as the player does with its speed (its rules stay out of every page's code).
 */
export { read as readStored, write as writeStored };
