import type { User } from '@academy/contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '../lib/session';
import { storeSession } from '../lib/storage';

/** A learner as the API returns one; override what a test cares about. */
function buildUser(overrides: Partial<User> = {}): User {
  return {
    user_id: 7,
    email: 'mei@example.com',
    full_name: 'Mei',
    avatar: null,
    role: 'student',
    language_preference: 'en',
    available_points: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * Starts the test signed in as a learner (override what the test cares about), as a stored
 * session restored at start-up would.
 */
export function signIn(overrides: Partial<User> = {}) {
  const user = buildUser(overrides);
  storeSession('test-token', user);
  return user;
}

/** A failure the fake API answers with, as the server's envelope would carry it. */
export class FakeApiFailure {
  constructor(
    readonly status: number,
    readonly error: string,
  ) {}
}

type Handler = (url: URL, body: unknown) => unknown | Promise<unknown>;

/**
 * Replaces fetch with a fake API: each handler, keyed by path, returns the `data` of a success
 * envelope or throws a FakeApiFailure. The verify call at start-up echoes the stored user.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: URL | string, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler =
      handlers[url.pathname] ??
      (url.pathname === '/api/users/verify'
        ? () => ({ valid: true, user: JSON.parse(localStorage.getItem('user') ?? 'null') })
        : undefined);
    if (!handler) return Response.json({ code: 0, msg: '', error: 'NOT_FOUND' }, { status: 404 });
    try {
      return Response.json({ code: 1, msg: 'ok', data: await handler(url, body) });
    } catch (failure) {
      if (!(failure instanceof FakeApiFailure)) throw failure;
      return Response.json({ code: 0, msg: '', error: failure.error }, { status: failure.status });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one path, as URLs. */
export const callsTo = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname === path);

function LocationProbe() {
  const location = useLocation();
  return <div hidden data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders a page or component the way the app does: query cache, session and router (at
 * `path`, matched by `route`), with the current location readable from `data-testid=location`.
 */
export function renderApp(ui: ReactNode, { path = '/', route = '*' } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path={route} element={ui} />
              {route !== '*' && <Route path="*" element={null} />}
            </Routes>
          </Suspense>
          <LocationProbe />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}
