import { expect, test } from './fixtures/test';

declare global {
  interface Window {
    layoutShift: number;
  }
}

/**
 * The page the server rendered is the page the app takes over: React hydrates it without a
 * mismatch (the test fixture fails on any error React reports, recovered or not) and nothing
 * on it moves (the cumulative layout shift, as the browser measures it).
 */
test('a public page is hydrated without an error or a layout shift', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        window.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  for (const path of ['/', '/courses', '/teachers', '/rewards', '/faq']) {
    await page.goto(path);
    // The app read the answers the page carried (the element goes with the first read) and runs.
    await expect(page.locator('#first-render')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.layoutShift), path).toBeLessThan(0.01);
  }
  // Hydrated, the page answers the user: a client-side move to a course keeps working.
  await page.goto('/courses');
  await page.locator('main a[href^="/courses/"]').first().click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

/**
 * A rendered page is read before its scripts run, so the app's modules wait for the lead
 * picture (the page's boot script adds the entry once it has arrived) instead of sharing a
 * phone's network with it.
 */
test('a rendered page fetches its app only after its lead picture has arrived', async ({
  page,
  request,
}) => {
  // A course with a cover, whose page leads with it (other journeys add courses without one).
  const courses = (await (await request.get('/api/course/lists?page_size=50')).json()).data
    .list as { course_id: number; thumbnail: string | null }[];
  const course = courses.find((candidate) => candidate.thumbnail);
  expect(course, 'the demo academy has a course with a cover').toBeTruthy();
  const path = `/courses/${course?.course_id}`;
  const html = await (await request.get(path)).text();
  const lead = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(
    html,
  )?.[1];
  expect(lead, 'the course page preloads its cover').toBeTruthy();
  const events: string[] = [];
  page.on('requestfinished', (finished) => {
    if (new URL(finished.url()).pathname === lead) events.push('picture arrived');
  });
  page.on('request', (sent) => {
    if (/\/assets\/.*\.js$/.test(sent.url())) events.push('module requested');
  });
  await page.goto(path);
  await expect(page.locator('#root[data-live]')).toHaveCount(1);
  expect(events[0]).toBe('picture arrived');
  expect(events).toContain('module requested');
});
