import english from '@academy/contracts/locales/en/fields.json';
import { passwordProblem } from '@academy/contracts/password.rules';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { SessionProvider } from '../../../lib/session';
import { RegisterForm } from './register-form';

beforeAll(() => initI18n('en', ['auth', 'fields']));

const email = 'mei.lin@example.com';

function renderForm() {
  render(
    <MemoryRouter>
      <SessionProvider>
        <RegisterForm onRegistered={vi.fn()} />
      </SessionProvider>
    </MemoryRouter>,
  );
  return { user: userEvent.setup() };
}

describe('RegisterForm', () => {
  it("says of a new password what the server's rule will, and sends only what it allows", async () => {
    const { user } = renderForm();
    const submit = screen.getByRole('button', { name: 'Register' });
    const password = screen.getByLabelText('Password');
    const confirmation = screen.getByLabelText('Confirm password');
    await user.type(screen.getByLabelText('Email'), email);
    for (const candidate of [
      'aaaaaaaa',
      'zzzzzzzz',
      'abcdefgh',
      'academy1',
      'password',
      'mei.lin2026',
      'touzixueyuan',
      'woaini1314',
      'correct horse battery staple',
      'journey-demo-passphrase',
    ]) {
      await user.clear(password);
      await user.click(password);
      await user.paste(candidate);
      await user.clear(confirmation);
      await user.click(confirmation);
      await user.paste(candidate);
      const problem = passwordProblem(candidate, { email });
      expect(
        await screen.findByText(problem ? english[problem] : 'Password looks good.'),
        candidate,
      ).toBeInTheDocument();
      if (problem) expect(submit, candidate).toBeDisabled();
      else expect(submit, candidate).toBeEnabled();
    }
  });
});
