import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

test('an unknown address shows the 404 page with a real 404 status and a way home', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zh', 'titles.notFound'));
  await expect(page).toHaveTitle(`${text('zh', 'titles.notFound')} · ${text('zh', 'productName')}`);
  await page.getByRole('link', { name: text('zh', 'pages:notFound.home') }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown API paths answer with the JSON envelope', async ({ request }) => {
  const response = await request.get('/api/no-such-call');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 0, error: 'NOT_FOUND' });
});
