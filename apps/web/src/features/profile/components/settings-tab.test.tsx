import chinese from '@academy/contracts/locales/zh/fields.json';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { renderApp, signIn } from '../../../test/render-app';
import { SettingsTab } from './settings-tab';

beforeAll(() => initI18n('zh', ['profile', 'fields']));

describe('SettingsTab', () => {
  it("says of a new password what the server's rule will, the current one included", async () => {
    signIn({ email: 'mei.lin@example.com' });
    renderApp(<SettingsTab />);
    const submit = screen.getByRole('button', { name: '修改密码' });
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('当前密码', 'my-current-passphrase');
    for (const [password, hint] of [
      ['aaaaaaaa', chinese.passwordWeak],
      ['academy1', chinese.passwordHasProductName],
      ['meilin2026', chinese.passwordIsEmail],
      ['my-current-passphrase', chinese.passwordUnchanged],
    ] as const) {
      type('新密码', password);
      type('确认新密码', password);
      expect(await screen.findByText(hint), password).toBeInTheDocument();
      expect(submit, password).toBeDisabled();
    }
    type('新密码', 'correct horse battery staple');
    type('确认新密码', 'correct horse battery staple');
    expect(submit).toBeEnabled();
  });
});
