import type { PublicSettings } from '@academy/contracts/site';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { fakeApi, renderApp } from '../../test/render-app';
import { Footer } from './footer';

beforeAll(() => initI18n('en'));

/** Settings of the test's own, none of them the server's defaults: what shows came from the API. */
const settings = (social: Partial<PublicSettings>): PublicSettings => ({
  customer_service_url: 'https://chat.academy.test',
  support_email: 'help@academy.test',
  support_phone: '+86 21 6000 1234',
  support_hours: 'Weekdays',
  support_hours_zh: '工作日',
  signin_points: 5,
  makeup_cost: 15,
  makeup_monthly_limit: 2,
  streak_bonus_7: 25,
  streak_bonus_30: 100,
  usd_to_cny_rate: 7.1,
  weibo_url: '',
  youtube_url: '',
  linkedin_url: '',
  wechat_qr_image: '',
  ...social,
});

describe('Footer', () => {
  it('links the social profiles the settings name, and opens the WeChat QR code to scan', async () => {
    fakeApi({
      '/api/site/settings': () =>
        settings({
          weibo_url: 'https://weibo.com/academy',
          linkedin_url: 'https://www.linkedin.com/company/academy',
          wechat_qr_image: '/media/admin/wechat.png',
        }),
    });
    renderApp(<Footer />);
    const weibo = await screen.findByRole('link', { name: 'Weibo' });
    expect(weibo).toHaveAttribute('href', 'https://weibo.com/academy');
    expect(weibo).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/academy',
    );
    // A profile left empty is not offered.
    expect(screen.queryByRole('link', { name: 'YouTube' })).not.toBeInTheDocument();

    const qr = screen.getByRole('img', { name: 'The academy’s WeChat QR code' });
    expect(qr).toHaveAttribute('src', '/media/admin/wechat.png');
    expect(qr).not.toBeVisible();
    fireEvent.click(screen.getByText((_text, element) => element?.tagName === 'SUMMARY'));
    expect(qr).toBeVisible();
    expect(
      within(qr.closest('figure') as HTMLElement).getByText('Scan with WeChat to follow us'),
    ).toBeVisible();
  });

  it('leaves out "Follow us" when no profile is set', async () => {
    fakeApi({ '/api/site/settings': () => settings({}) });
    renderApp(<Footer />);
    expect(await screen.findByRole('link', { name: 'help@academy.test' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument();
  });
});
