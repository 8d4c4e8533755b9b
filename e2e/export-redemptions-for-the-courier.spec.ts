import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { csvRecords } from '../packages/contracts/src/admin-bulk.rules';
import { redeemMerchandise } from './fixtures/redemptions';
import { signInAsAdmin } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

const t = (key: string, values?: Record<string, string | number>) =>
  text('zh', `admin:${key}`, values);

/** The table row of a redemption, by its number cell. */
const rowOf = (page: Page, id: number) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

test('an admin exports the pending redemptions of a filter as a CSV the courier can open', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const recipient = `Courier${Date.now()}`;
  const id = await redeemMerchandise(page, {
    recipient_name: recipient,
    recipient_phone: '138 0013 8000',
    shipping_address: '朝阳区建国路 88 号, 3 单元',
  });
  // A second one of the same recipient, rejected, which the status filter leaves out.
  const rejected = await redeemMerchandise(page, {
    recipient_name: recipient,
    recipient_phone: '139 0013 9000',
    shipping_address: '海淀区 1 号',
  });

  const filtered = `/admin/redemptions?search=${recipient}&status=pending`;
  await signInAsAdmin(page, filtered);
  await rowOf(page, rejected).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: t('bulk.label') });
  await bar.getByRole('button', { name: t('redemptions.reject') }).click();
  const reject = page.getByRole('dialog', { name: t('bulk.rejectTitle', { count: 1 }) });
  await reject.getByRole('textbox').fill('Address incomplete');
  await reject.getByRole('button', { name: t('redemptions.reject') }).click();
  await page
    .getByRole('dialog', { name: t('bulk.summaryTitle') })
    .getByRole('button', { name: t('bulk.close') })
    .click();
  await expect(rowOf(page, rejected)).toHaveCount(0);

  // The filter lives in the URL: a reload shows the same rows.
  await page.reload();
  await expect(page).toHaveURL(filtered);
  await expect(rowOf(page, id)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t('export.button') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^redemptions-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await readFile(await download.path());
  // Excel opens the Chinese intact only with the UTF-8 byte order mark.
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = csvRecords(file.toString('utf8').slice(1)).map(
    (record) => record.cells,
  );
  expect(header).toEqual(expect.arrayContaining(['收件人', '联系电话', '详细地址', '快递单号']));
  expect(rows).toHaveLength(1);
  const row = Object.fromEntries((header ?? []).map((name, index) => [name, rows[0]?.[index]]));
  expect(row).toMatchObject({
    兑换编号: String(id),
    收件人: recipient,
    联系电话: '138 0013 8000',
    详细地址: '朝阳区建国路 88 号, 3 单元',
    邮政编码: '100022',
    状态: '待审核',
    快递单号: '',
  });
});
