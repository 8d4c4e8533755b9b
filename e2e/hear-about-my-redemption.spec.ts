import { adminHeaders, signInFreshLearner } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

for (const width of [390, 1366]) {
  test(`a learner sees the unread count and reads that the reward shipped, in Chinese and English, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const rewards = (
      await (await page.request.get('/api/reward/list?reward_category_id=2&limit=100')).json()
    ).data.list as {
      reward_id: number;
      title: string;
      title_zh: string | null;
      points_required: number;
      available_stock: number;
    }[];
    const reward = rewards.find((candidate) => candidate.available_stock > 0);
    if (!reward) throw new Error('no merchandise in stock');
    // The points come from an admin's adjustment, which the learner hears of too.
    const { session } = await signInFreshLearner(page, {
      label: 'parcel',
      points: reward.points_required,
    });
    const redeemed = await page.request.post('/api/redemption/create', {
      headers: { authorization: `Bearer ${session.token}` },
      data: {
        reward_id: reward.reward_id,
        recipient_name: '李娜',
        recipient_phone: '13800138000',
        shipping_address: '浦东新区世纪大道100号',
      },
    });
    const redemptionId = (await redeemed.json()).data.redemption.redemption_id as number;
    const admin = await adminHeaders(page.request);
    const tracking = `SF${Date.now()}`;
    for (const [action, data] of [
      ['approve', {}],
      ['ship', { tracking_number: tracking }],
    ] as const) {
      const response = await page.request.post(`/api/admin/redemptions/${redemptionId}/${action}`, {
        headers: admin,
        data,
      });
      expect(response.ok(), await response.text()).toBe(true);
    }

    await page.goto('/');
    await page
      .getByRole('link', { name: text('zh', 'notifications:bellUnread', { count: 3 }) })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('zh', 'notifications:heading'),
    );
    const shipped = page.getByRole('listitem', {
      name: text('zh', 'notifications:kinds.redemption_shipped.title'),
    });
    await expect(shipped).toContainText(
      text('zh', 'notifications:kinds.redemption_shipped.body', {
        reward: reward.title_zh || reward.title,
        tracking,
      }),
    );
    await expect(
      page.getByRole('listitem', {
        name: text('zh', 'notifications:kinds.points_adjusted.addedTitle'),
      }),
    ).toContainText('E2E setup');

    // The same notification, written in English once the learner switches.
    const languageButton = page.getByRole('button', {
      name: text('zh', 'language.menu', { language: text('zh', 'language.zh') }),
    });
    if (!(await languageButton.isVisible())) {
      await page.getByRole('button', { name: text('zh', 'nav.openMenu') }).click();
    }
    await languageButton.click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    const shippedEn = page.getByRole('listitem', {
      name: text('en', 'notifications:kinds.redemption_shipped.title'),
    });
    await expect(shippedEn).toContainText(
      text('en', 'notifications:kinds.redemption_shipped.body', { reward: reward.title, tracking }),
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Reading one takes it off the count; "mark all" empties it.
    await shippedEn.getByRole('button', { name: text('en', 'notifications:markRead') }).click();
    await expect(
      page.getByRole('link', { name: text('en', 'notifications:bellUnread', { count: 2 }) }),
    ).toBeVisible();
    await page.getByRole('button', { name: text('en', 'notifications:markAllRead') }).click();
    await expect(page.getByRole('link', { name: text('en', 'notifications:bell') })).toBeVisible();
    await shippedEn
      .getByRole('link', { name: text('en', 'notifications:actions.redemption') })
      .click();
    await expect(page).toHaveURL(/\/profile\?tab=redemptions$/);
    await expect(page.getByText(tracking)).toBeVisible();
  });
}
