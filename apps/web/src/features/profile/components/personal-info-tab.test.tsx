import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { fakeApi, renderApp, signIn } from '../../../test/render-app';
import { PersonalInfoTab } from './personal-info-tab';

beforeAll(() => initI18n('zh', ['profile']));

describe('PersonalInfoTab', () => {
  it('confirms a switch to English in English', async () => {
    const user = signIn({ language_preference: 'zh' });
    fakeApi({
      '/api/users/profile': (_url, body) => ({ ...user, ...(body as object) }),
    });
    renderApp(<PersonalInfoTab />);
    expect(screen.getByLabelText('邮箱')).toHaveAttribute('readonly');
    fireEvent.change(screen.getByLabelText('语言'), { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been updated.');
  });
});
