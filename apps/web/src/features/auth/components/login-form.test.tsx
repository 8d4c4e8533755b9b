import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { SessionProvider } from '../../../lib/session';
import { LoginForm } from './login-form';

beforeAll(() => initI18n('en', ['auth']));

function renderForm() {
  render(
    <MemoryRouter>
      <SessionProvider>
        <LoginForm />
      </SessionProvider>
    </MemoryRouter>,
  );
  return { user: userEvent.setup() };
}

describe('LoginForm', () => {
  it('keeps submit disabled until the email is valid and a password is given', async () => {
    const { user } = renderForm();
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(submit).toBeDisabled();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'mei@example.com');
    expect(submit).toBeEnabled();
  });

  it('shows the translated error in a red banner when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(
            JSON.stringify({ code: 0, msg: '邮箱或密码错误。', error: 'INVALID_CREDENTIALS' }),
            { status: 401 },
          ),
        ),
    );
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'mei@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
