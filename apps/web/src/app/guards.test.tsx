import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../lib/session';
import { storageKeys } from '../lib/storage';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RequireAuth />}>
            <Route path="/profile" element={<p>profile page</p>} />
          </Route>
          <Route element={<RequireAdmin />}>
            <Route path="/admin" element={<p>admin page</p>} />
          </Route>
          <Route element={<GuestOnly />}>
            <Route path="/auth/login" element={<Where />} />
          </Route>
          <Route path="/" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

function signInAs(role: 'student' | 'admin') {
  localStorage.setItem(storageKeys.token, 'tok');
  localStorage.setItem(
    storageKeys.user,
    JSON.stringify({
      user_id: 1,
      email: 'a@example.com',
      full_name: 'A',
      avatar: null,
      role,
      language_preference: 'en',
      available_points: 0,
      created_at: '2026-01-01T00:00:00.000Z',
    }),
  );
}

describe('route guards', () => {
  it('sends a guest from a protected page to login with the way back', () => {
    renderAt('/profile?tab=points');
    expect(
      screen.getByText('at /auth/login?redirect=%2Fprofile%3Ftab%3Dpoints'),
    ).toBeInTheDocument();
  });

  it('sends non-admins away from admin pages', () => {
    signInAs('student');
    renderAt('/admin');
    expect(screen.getByText('at /')).toBeInTheDocument();
  });

  it('lets admins into admin pages and keeps signed-in users off the login page', () => {
    signInAs('admin');
    renderAt('/admin');
    expect(screen.getByText('admin page')).toBeInTheDocument();
  });

  it('keeps a signed-in user off guest-only pages', () => {
    signInAs('student');
    renderAt('/auth/login');
    expect(screen.getByText('at /')).toBeInTheDocument();
  });

  it('returns a user who signs in to the page a guard sent them from', () => {
    signInAs('student');
    renderAt('/auth/login?redirect=%2Fprofile');
    expect(screen.getByText('profile page')).toBeInTheDocument();
  });
});
