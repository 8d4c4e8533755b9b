import type { AdminUser } from '@academy/contracts/auth.admin';
import english from '@academy/contracts/locales/en/fields.json';
import { fireEvent, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { loadPasswordRules } from '../../../lib/password-rule';
import { fakeApi, renderApp, signIn } from '../../../test/render-app';
import { UsersManager } from './users-manager';

// The rule's estimator is large to import: once, before the clock of any test starts.
beforeAll(() => Promise.all([initI18n('en', ['admin', 'fields']), loadPasswordRules()]));

const learner = {
  id: 7,
  name: 'Mei Lin',
  email: 'mei.lin@example.com',
  role: 'student',
  status: 'active',
  available_points: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
} as unknown as AdminUser;

function renderUsers() {
  signIn();
  fakeApi({ '/api/admin/users': () => ({ list: [learner], count: 1 }) });
  renderApp(
    <App>
      <UsersManager />
    </App>,
    { path: '/admin/users', route: '/admin/users' },
  );
}

// antd's table and dialogs render slowly in jsdom, the more so on a busy machine.
const slow = { timeout: 5000 };

describe('UsersManager', { timeout: 20_000 }, () => {
  it("holds an admin-set password to the server's rule, with its reason", async () => {
    renderUsers();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: /OK/ });
    const password = within(dialog).getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'meilin2026' } });
    expect(await within(dialog).findByText(english.passwordIsEmail, {}, slow)).toBeInTheDocument();
    expect(ok).toBeDisabled();
    fireEvent.change(password, { target: { value: 'correct horse battery staple' } });
    await vi.waitFor(() => expect(ok).toBeEnabled(), slow);
  });

  it('marks a weak initial password before anything is sent', async () => {
    renderUsers();
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'new.learner@example.com' },
    });
    fireEvent.change(within(dialog).getByLabelText('Password'), {
      target: { value: 'academy1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(english.passwordHasProductName, {}, slow),
    ).toBeInTheDocument();
  });
});
