import { redeemMerchandise } from './fixtures/redemptions';
import { signInAsAdmin } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

const t = (key: string, values?: Record<string, string | number>) =>
  text('zh', `admin:${key}`, values);

test('an admin reads the last 30 and 90 days of the academy in charts', async ({ page }) => {
  test.setTimeout(120_000);
  // Today has at least one redemption, made by a learner who signed in for it.
  await redeemMerchandise(page, {
    recipient_name: `Charts${Date.now()}`,
    recipient_phone: '138 0013 8000',
    shipping_address: '朝阳区建国路 88 号',
  });
  await signInAsAdmin(page, '/admin');

  const charts = page.getByRole('region', { name: t('charts.title') });
  for (const title of ['learning', 'points', 'unlocks', 'redemptions']) {
    await expect(charts.getByRole('heading', { name: t(`charts.${title}`) })).toBeVisible();
  }
  // Every chart is drawn, and its figures are also told in words.
  await expect(charts.locator('figure canvas')).toHaveCount(4);
  const redemptions = charts.locator('figcaption').filter({ hasText: /兑换/ });
  await expect(redemptions).toHaveText(/^最近30天：共[1-9]\d*笔兑换/);
  await expect(charts.getByRole('heading', { name: t('charts.topCourses') })).toBeVisible();

  // The period lives in the URL: 90 days survives a reload.
  await charts.getByText(t('charts.lastDays', { count: 90 })).click();
  await expect(page).toHaveURL(/\/admin\?days=90$/);
  await page.reload();
  // A reload loads the admin area's chunks again, then the charts': on a busy two-core runner
  // that can take longer than one expect's patience, as a first visit does.
  await expect(redemptions).toHaveText(/^最近90天：/, { timeout: 30_000 });
});
