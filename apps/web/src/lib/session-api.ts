import type { LoginRequest, RegisterRequest, Session, User } from '@academy/contracts/auth';
import type { Locale } from '@academy/contracts/rules';
import { apiRequest } from './api-client';

/** POST /api/users/login */
export const loginRequest = (body: LoginRequest) =>
  apiRequest<Session>('/api/users/login', { method: 'POST', body });

/** POST /api/users/register */
export const registerRequest = (body: RegisterRequest) =>
  apiRequest<Session>('/api/users/register', { method: 'POST', body });

/** POST /api/users/logout */
export const logoutRequest = () =>
  apiRequest<object>('/api/users/logout', { method: 'POST', body: {} });

/** GET /api/users/verify: is the stored token still good, and who is it? */
export const verifyRequest = () => apiRequest<{ valid: true; user: User }>('/api/users/verify');

/** POST /api/users/language */
export const setLanguageRequest = (language: Locale) =>
  apiRequest<User>('/api/users/language', { method: 'POST', body: { language } });
