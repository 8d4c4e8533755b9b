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

test('a missing lesson says so with the way back to its course', async ({ page }) => {
  await page.goto('/courses/1/content/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zh', 'learning:notFound'));
  await page.getByRole('link', { name: text('zh', 'learning:backToCourse') }).click();
  await expect(page).toHaveURL(/\/courses\/1$/);
});

test('a page past the end of a list offers the last page that exists', async ({ page }) => {
  // Other journeys add courses as they run: the last page is whichever one is offered.
  const offer = page.getByRole('link', { name: /^前往第\d+页$/ });
  for (const path of ['/courses?page=99', '/teachers?page=9']) {
    await page.goto(path);
    const offered = await offer.textContent();
    const lastPage = Number(offered?.match(/\d+/)?.[0]);
    expect(offered).toBe(text('zh', 'goToLastPage', { count: lastPage }));
    await offer.click();
    await expect(page).toHaveURL(
      (url) => (url.searchParams.get('page') ?? '1') === String(lastPage),
    );
    await expect(offer).toHaveCount(0);
  }
});
