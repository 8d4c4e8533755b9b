import type { Page } from '@playwright/test';
import { redeemMerchandise } from './fixtures/redemptions';
import { signInAsAdmin } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

const t = (key: string, values?: Record<string, string | number>) =>
  text('zh', `admin:${key}`, values);

/** The table row of a redemption, by its number cell. */
const rowOf = (page: Page, id: number) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

test('an admin approves redemptions in bulk and ships them with a tracking list from the courier', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const recipient = `Bulk${Date.now()}`;
  const ids: number[] = [];
  for (const phone of ['138 0013 8001', '138 0013 8002']) {
    ids.push(
      await redeemMerchandise(page, {
        recipient_name: recipient,
        recipient_phone: phone,
        shipping_address: '浦东新区世纪大道 1 号',
      }),
    );
  }
  const [first, second] = ids as [number, number];

  await signInAsAdmin(page, `/admin/redemptions?search=${recipient}`);
  for (const id of ids) {
    await rowOf(page, id).getByRole('checkbox').check();
  }
  const bar = page.getByRole('region', { name: t('bulk.label') });
  await expect(bar).toContainText(t('bulk.selected', { count: 2 }));
  await bar.getByRole('button', { name: t('redemptions.approve') }).click();
  const summary = page.getByRole('dialog', { name: t('bulk.summaryTitle') });
  await expect(summary.getByRole('status')).toHaveText(t('bulk.summary', { done: 2, refused: 0 }));
  await summary.getByRole('button', { name: t('bulk.close') }).click();

  // The courier's list comes back as a file: one line per parcel, with a heading and one typo.
  await page.getByRole('button', { name: t('bulk.shipFromList') }).click();
  const ship = page.getByRole('dialog', { name: t('bulk.shipTitle') });
  await ship.locator('input[type=file]').setInputFiles({
    name: 'tracking.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`兑换编号,快递单号\n${first},SF${first}\nabc,SF0\n${second},SF${second}\n`),
  });
  await expect(ship.getByRole('alert')).toContainText(
    t('bulk.problem', { line: 3, problem: t('bulk.problems.id') }),
  );
  await expect(ship.getByText(t('bulk.shipReady', { count: 0 }))).toBeVisible();
  await expect(ship.getByRole('button', { name: t('bulk.shipRun', { count: 0 }) })).toBeDisabled();
  const list = ship.getByRole('textbox', { name: t('bulk.shipList') });
  await list.fill(`${first},SF${first}\n${second},SF${second}`);
  await expect(ship.getByRole('alert')).toHaveCount(0);
  await ship.getByRole('button', { name: t('bulk.shipRun', { count: 2 }) }).click();
  await expect(summary.getByRole('status')).toHaveText(t('bulk.summary', { done: 2, refused: 0 }));
  await summary.getByRole('button', { name: t('bulk.close') }).click();

  // Shipping the same list again is refused item by item, and the summary says why.
  await page.getByRole('button', { name: t('bulk.shipFromList') }).click();
  await list.fill(`${first},SF${first}`);
  await ship.getByRole('button', { name: t('bulk.shipRun', { count: 1 }) }).click();
  await expect(summary.getByRole('status')).toHaveText(t('bulk.summary', { done: 0, refused: 1 }));
  await expect(summary).toContainText(text('zh', 'errors:CONFLICT'));
  await summary.getByRole('button', { name: t('bulk.close') }).click();

  await page.getByRole('combobox', { name: t('fields.status') }).click();
  await page.getByTitle(t('redemptionStatus.shipped'), { exact: true }).click();
  await expect(page).toHaveURL(/status=shipped/);
  for (const id of ids) {
    await expect(rowOf(page, id)).toContainText(t('redemptionStatus.shipped'));
  }
  await rowOf(page, first).getByRole('button').first().click();
  await expect(page.getByText(t('redemptions.tracking', { number: `SF${first}` }))).toBeVisible();
});
