import type {
  ConfirmEmailRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  Session,
  User,
  UseSignInLinkRequest,
} from '@academy/contracts/auth';
import type { Locale } from '@academy/contracts/rules';
import { apiRequest } from './api-client';

/** POST /api/users/login */
export const loginRequest = (body: LoginRequest) =>
  apiRequest<Session>('/api/users/login', { method: 'POST', body });

/** POST /api/users/register: answers "check your email" for a new and a taken address alike. */
export const registerRequest = (body: RegisterRequest) =>
  apiRequest<{ email: string }>('/api/users/register', { method: 'POST', body });

/** POST /api/users/confirm: the mailed link's token and the sign-up's password sign its owner in. */
export const confirmEmailRequest = (body: ConfirmEmailRequest) =>
  apiRequest<Session>('/api/users/confirm', { method: 'POST', body });

/** POST /api/users/login/link: mails a one-time sign-in link; answers the same whatever the address. */
export const signInLinkRequest = (email: string) =>
  apiRequest<object>('/api/users/login/link', { method: 'POST', body: { email } });

/** POST /api/users/login/link/use: the mailed sign-in link's token signs its owner in, once. */
export const signInWithLinkRequest = (body: UseSignInLinkRequest) =>
  apiRequest<Session>('/api/users/login/link/use', { method: 'POST', body });

/** POST /api/users/password/forgot: answers the same whatever the address. */
export const forgotPasswordRequest = (email: string) =>
  apiRequest<object>('/api/users/password/forgot', { method: 'POST', body: { email } });

/** POST /api/users/password/reset: a new password from the mailed link; signs in anew. */
export const resetPasswordRequest = (body: ResetPasswordRequest) =>
  apiRequest<Session>('/api/users/password/reset', { method: 'POST', body });

/** POST /api/users/logout */
export const logoutRequest = () =>
  apiRequest<object>('/api/users/logout', { method: 'POST', body: {} });

/** GET /api/users/verify: is the stored token still good, and who is it? */
export const verifyRequest = () => apiRequest<{ valid: true; user: User }>('/api/users/verify');

/** POST /api/users/language */
export const setLanguageRequest = (language: Locale) =>
  apiRequest<User>('/api/users/language', { method: 'POST', body: { language } });
