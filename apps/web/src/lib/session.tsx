import type {
  ConfirmEmailRequest,
  LoginRequest,
  ResetPasswordRequest,
  Session,
  User,
} from '@academy/contracts/auth';
import type { Locale } from '@academy/contracts/rules';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { ApiError } from './api-client';
import { changeLocale } from './i18n';
import {
  confirmEmailRequest,
  loginRequest,
  logoutRequest,
  registerRequest,
  resetPasswordRequest,
  setLanguageRequest,
  signInWithLinkRequest,
  verifyRequest,
} from './session-api';
import {
  clearStoredSession,
  readDeviceToken,
  readStoredSession,
  storeDeviceToken,
  storeSession,
  storeUser,
} from './storage';

interface SessionValue {
  user: User | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  login(credentials: Omit<LoginRequest, 'device_token'>): Promise<User>;
  /** Registers; the answer is only "check your email" (the account starts from the mailed link). */
  register: typeof registerRequest;
  /** Confirms the address with a confirmation link's token and the sign-up's password; signs in. */
  confirmEmail(request: ConfirmEmailRequest): Promise<User>;
  /** Signs in with the token of a mailed sign-in link; this browser becomes a known device. */
  signInWithLink(token: string): Promise<User>;
  /** Sets a new password with the token of a reset link, and signs in. */
  resetPassword(request: ResetPasswordRequest): Promise<User>;
  /** Clears the session locally whatever the server answers. */
  logout(): Promise<void>;
  /** Switches the interface language and, when signed in, saves it to the profile. */
  changeLanguage(locale: Locale): Promise<void>;
  /** Replaces the signed-in user after a call that changed it (name, language, …). */
  updateUser(user: User): void;
  /** Shows a balance a call just returned (an earn or a spend) in the navbar at once. */
  setAvailablePoints(points: number): void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Checks a stored session's token with the server once at start-up. */
function useStoredTokenCheck(setUser: (user: User) => void, clear: () => void) {
  useEffect(() => {
    if (!readStoredSession()) return;
    let isCurrent = true;
    verifyRequest()
      .then(({ user: verified }) => {
        if (!isCurrent) return;
        storeUser(verified);
        setUser(verified);
      })
      .catch((error: unknown) => {
        // A rejected token ends the session; a network failure keeps it for a later try.
        if (isCurrent && error instanceof ApiError && error.status === 401) clear();
      });
    return () => {
      isCurrent = false;
    };
  }, [setUser, clear]);
}

/** Restores the stored session at start-up, then checks the token with the server. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(() => readStoredSession()?.user ?? null);

  const clear = useCallback(() => {
    clearStoredSession();
    setUser(null);
  }, []);

  useStoredTokenCheck(setUser, clear);

  const start = useCallback(async (session: Session) => {
    storeSession(session.token, session.user);
    storeDeviceToken(session.user.email, session.device_token);
    setUser(session.user);
    await changeLocale(session.user.language_preference);
    return session.user;
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      isAdmin: user?.role === 'admin',
      login: async (credentials) => {
        const deviceToken = readDeviceToken(credentials.email);
        return start(
          await loginRequest({
            ...credentials,
            ...(deviceToken ? { device_token: deviceToken } : {}),
          }),
        );
      },
      register: registerRequest,
      confirmEmail: async (request) => start(await confirmEmailRequest(request)),
      signInWithLink: async (token) => start(await signInWithLinkRequest({ token })),
      resetPassword: async (request) => start(await resetPasswordRequest(request)),
      logout: async () => {
        try {
          await logoutRequest();
        } catch {
          // The server may already consider the session gone; the browser forgets it anyway.
        } finally {
          clear();
        }
      },
      changeLanguage: async (locale) => {
        await changeLocale(locale);
        if (!user) return;
        try {
          const updated = await setLanguageRequest(locale);
          storeUser(updated);
          setUser(updated);
        } catch {
          // The choice still applies in this browser; the profile catches up next time.
        }
      },
      updateUser: (updated) => {
        storeUser(updated);
        setUser(updated);
      },
      setAvailablePoints: (points) => {
        setUser((current) => {
          if (!current) return current;
          const updated = { ...current, available_points: points };
          storeUser(updated);
          return updated;
        });
      },
    }),
    [user, start, clear],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The one way to read the current user and act on the session. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
