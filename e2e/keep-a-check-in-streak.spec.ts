import type { Page } from '@playwright/test';
import { signInAs, signInFreshLearner } from './fixtures/session';
import { expect, test } from './fixtures/test';
import { text } from './fixtures/texts';

/** An academy day as the calendar names it in Chinese ("11月21日"): a date, so in UTC. */
const dayName = (day: string) =>
  new Intl.DateTimeFormat('zh-CN', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The server's own view of the learner's check-ins: which day is today, what a make-up costs. */
async function checkInStatus(page: Page, token: string) {
  const response = await page.request.get('/api/signin/status', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).data as {
    day: string;
    makeup: { cost: number; days: string[] };
  };
}

test('a student signs in, makes up yesterday and sees the streak on the home page and the profile', async ({
  page,
}) => {
  // A make-up needs a learner who was a member yesterday: the demo student joined months ago.
  const session = await signInAs(page, 'student');
  const { day: today, makeup } = await checkInStatus(page, session.token);
  const [yesterday] = makeup.days;
  if (!yesterday) throw new Error('the demo student has every day of the last week to make up');

  await page.goto('/');
  const calendar = page.getByRole('region', { name: text('zh', 'home:calendar.heading') });
  await expect(calendar.getByRole('table')).toBeVisible();
  const todayCell = calendar.getByRole('cell', {
    name: text('zh', 'home:calendar.today', { date: dayName(today) }),
  });
  await expect(todayCell).toHaveAttribute('aria-current', 'date');
  await expect(calendar.getByText(text('zh', 'home:calendar.streakNone'))).toBeVisible();
  await expect(
    page.getByText(text('zh', 'home:signin.milestone', { count: 7, points: 30 })),
  ).toBeVisible();

  await page.getByRole('button', { name: text('zh', 'home:signin.button') }).click();
  await expect(page.getByText(text('zh', 'home:signin.earned', { count: 10 }))).toBeVisible();
  await expect(
    calendar.getByRole('cell', {
      name: text('zh', 'home:calendar.todaySigned', { date: dayName(today) }),
    }),
  ).toBeVisible();
  await expect(calendar.getByText(text('zh', 'home:calendar.streak', { count: 1 }))).toBeVisible();
  await expect(
    page.getByText(text('zh', 'home:signin.milestone', { count: 6, points: 30 })),
  ).toBeVisible();

  // Yesterday is a button in the grid, or below it when today is the 1st; either way by name.
  await calendar
    .getByRole('button', {
      name: text('zh', 'home:calendar.makeUpDay', { date: dayName(yesterday), count: makeup.cost }),
    })
    .click();
  const dialog = page.getByRole('dialog', {
    name: text('zh', 'home:calendar.confirmTitle', { date: dayName(yesterday) }),
  });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button', { name: text('zh', 'home:calendar.confirm', { count: makeup.cost }) })
    .click();
  await expect(dialog).toBeHidden();
  await expect(
    calendar.getByText(
      text('zh', 'home:calendar.madeUp', { date: dayName(yesterday), count: makeup.cost }),
    ),
  ).toBeVisible();
  await expect(calendar.getByText(text('zh', 'home:calendar.streak', { count: 2 }))).toBeVisible();
  await expect(
    calendar.getByText(text('zh', 'home:calendar.nextMilestone', { count: 5, milestone: 7 })),
  ).toBeVisible();
  const balance = session.user.available_points + 10 - makeup.cost;
  await expect(
    page.getByRole('link', { name: text('zh', 'nav.pointsLabel', { points: balance }) }),
  ).toBeVisible();

  await page.goto('/profile?tab=points');
  const profileCalendar = page.getByRole('region', { name: text('zh', 'home:calendar.heading') });
  await expect(
    profileCalendar.getByText(text('zh', 'home:calendar.streak', { count: 2 })),
  ).toBeVisible();
  if (yesterday.slice(0, 7) === today.slice(0, 7)) {
    await expect(
      profileCalendar.getByRole('cell', {
        name: text('zh', 'home:calendar.signed', { date: dayName(yesterday) }),
      }),
    ).toBeVisible();
  }
  // The history names the make-up (补签) and its day beside what it cost.
  const madeUpRow = page.getByRole('row').filter({ hasText: `补签（${yesterday}）` });
  await expect(madeUpRow.getByRole('cell', { name: `−${makeup.cost}` })).toBeVisible();
});

test('a learner who joined today is offered no earlier day and sees the way to the 7-day bonus', async ({
  page,
}) => {
  const { session } = await signInFreshLearner(page, { label: 'newcomer', points: 1000 });
  expect((await checkInStatus(page, session.token)).makeup.days).toEqual([]);
  await page.goto('/');
  const calendar = page.getByRole('region', { name: text('zh', 'home:calendar.heading') });
  await expect(calendar.getByRole('table')).toBeVisible();
  await expect(
    calendar.getByText(text('zh', 'home:calendar.nextMilestone', { count: 7, milestone: 7 })),
  ).toBeVisible();
  await expect(calendar.getByRole('button')).toHaveCount(0);
});

test('the check-in calendar fits a phone and a laptop, and its make-up days take the keyboard', async ({
  page,
}) => {
  await signInAs(page, 'student');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const calendar = page.getByRole('region', { name: text('zh', 'home:calendar.heading') });
    await expect(calendar.getByRole('table')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
  }

  const firstMakeUp = page
    .getByRole('region', { name: text('zh', 'home:calendar.heading') })
    .getByRole('button')
    .first();
  await firstMakeUp.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(firstMakeUp).toBeFocused();
});
