import { signInFreshLearner } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

// The hero's words are HTML beside text-free art, so at no width can a crop cut them.
for (const width of [360, 390, 768, 1366, 1920]) {
  test(`the home banner shows its whole headline at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const headline = page.locator('section[aria-roledescription="carousel"] h2');
    await expect(headline).toBeVisible();
    const box = await headline.boundingBox();
    expect(box, 'headline box').not.toBeNull();
    if (!box) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // The headline is not clipped by its own box: what it needs is what it gets.
    const clipped = await headline.evaluate(
      (element) =>
        element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1,
    );
    expect(clipped).toBe(false);
    // No page scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the English navbar keeps one line at 1366 px for a signed-in learner', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInFreshLearner(page, { label: 'a-rather-long-address', points: 1450, locale: 'en' });
  await page.goto('/');
  const header = page.locator('header').first();
  await expect(header.getByRole('link', { name: text('en', 'nav.cases') })).toBeVisible();
  for (const link of await header.getByRole('link').all()) {
    const box = await link.boundingBox();
    if (box) expect(box.height, await link.innerText()).toBeLessThanOrEqual(44);
  }
  const overflow = await header.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
