import { signInAsAdmin } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

test("an admin's reload fetches the admin layout and its section side by side", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page, '/admin/teachers');

  // The layout's chunk is held back until the section's chunk has been asked for: were the
  // section fetched only once the layout had rendered, the page would never finish.
  let sectionRequested: () => void = () => undefined;
  const sectionAsked = new Promise<void>((resolve) => {
    sectionRequested = resolve;
  });
  page.on('request', (request) => {
    if (/\/assets\/admin-section-page-[^/]+\.js$/.test(request.url())) sectionRequested();
  });
  await page.route(/\/assets\/admin-layout-[^/]+\.js$/, async (route) => {
    await sectionAsked;
    await route.continue();
  });

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: text('zh', 'admin:menu.teachers') }),
  ).toBeVisible({ timeout: 30_000 });
});
