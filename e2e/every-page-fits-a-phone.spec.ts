import type { APIRequestContext, Page } from '@playwright/test';
import {
  type Access,
  type AppRouteName,
  appRouteNames,
  appRoutes,
} from '../packages/contracts/src/app-routes';
import { followRequests } from './fixtures/layout';
import { demoSession, signedInStorage } from './fixtures/session';
import { test as base, expect } from './fixtures/test';
import { text } from './fixtures/texts';

/**
 * Most of our learners read the academy on a phone, so every page of the route table must fit
 * every common phone width, for each kind of visitor, in both languages. At each width:
 *
 * - nothing scrolls sideways: the document is no wider than the window;
 * - the header shows the brand: the academy's name (or the admin area's) on one line, or, where a
 *   signed-in bar is too narrow for it, the mark alone, named for a screen reader; the label of
 *   every control in the header keeps one line too;
 * - every visible control (link, button, field) lies inside the window from left to right; a
 *   control in a box that scrolls sideways on its own (a wide table) counts as inside when that
 *   box is, and one a box clips away (a carousel's other slides) is not visible;
 * - tap targets are at least 44 px high (WCAG 2.5.5) where a thumb aims: every control in the
 *   header, in the menu it opens (the site's menu, the admin drawer; opened on each layout's first
 *   page, as it is the same on all of them) and every form's submit button. Links inside running
 *   text and the controls of dense tables keep the size of their text, as WCAG 2.5.8 allows for
 *   inline targets.
 *
 * The pages are read from the route table by their access, so a new page is walked by itself.
 * Each role signs in once per worker (fixtures/session.ts) and walks its pages in one tab per
 * language: the first page is loaded, every other one reached inside the app as its links do
 * (a fresh load of each spent a third of the walk rendering the same header again), and each is
 * resized through the widths.
 */

const widths = [320, 360, 390, 414];
const MIN_TAP = 44;

type Role = 'guest' | 'learner' | 'admin';
type Language = 'en' | 'zh';

/** Who may open which pages: the guards' rules, as the route table states them. */
const opens: Record<Role, readonly Access[]> = {
  guest: ['anyone', 'guest'],
  learner: ['anyone', 'user'],
  admin: ['anyone', 'user', 'admin'],
};
const demoRoles = { learner: 'student', admin: 'admin' } as const;

const test = base.extend<{ role: Role; language: Language }>({
  role: ['guest', { option: true }],
  language: ['zh', { option: true }],
  storageState: async ({ role, language, baseURL, playwright }, use) => {
    let localStorage: { name: string; value: string }[] = [{ name: 'locale', value: language }];
    if (role !== 'guest') {
      const request = await playwright.request.newContext({ baseURL });
      localStorage = signedInStorage(await demoSession(request, demoRoles[role]), language);
      await request.dispose();
    }
    await use({ cookies: [], origins: [{ origin: baseURL ?? '', localStorage }] });
  },
});

/** Real ids for the patterns' parameters, found through the API as a visitor would reach them. */
async function routeParameters(request: APIRequestContext, token: string | undefined) {
  const read = async <T>(path: string) => {
    const response = await request.get(path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok()) throw new Error(`${path}: ${await response.text()}`);
    return (await response.json()).data as T;
  };
  const courses = await read<{ list: { course_id: number }[] }>(
    '/api/course/lists?level=beginner&page_size=20',
  );
  let lesson: { courseId: number; contentId: number } | undefined;
  for (const { course_id } of courses.list) {
    const items = await read<{ list: { id: number }[] }>(
      `/api/content/list?course_id=${course_id}`,
    );
    if (items.list[0]) {
      lesson = { courseId: course_id, contentId: items.list[0].id };
      break;
    }
  }
  if (!lesson) throw new Error('no beginner course with a lesson');
  const [teacher] = (
    await read<{ list: { teacher_id: number }[] }>('/api/teacher/list?page_size=1')
  ).list;
  const [reward] = (await read<{ list: { reward_id: number }[] }>('/api/reward/list?limit=1')).list;
  if (!teacher || !reward) throw new Error('no teacher or no reward to open');
  // A learner opens a certificate of their own; a visitor without one (a guest, the admin) sees
  // the page a code nobody holds gets.
  const [certificate] = token
    ? (await read<{ list: { code: string }[] }>('/api/certificate/list')).list
    : [];
  return {
    courseId: String(lesson.courseId),
    contentId: String(lesson.contentId),
    teacherId: String(teacher.teacher_id),
    rewardId: String(reward.reward_id),
    code: certificate?.code ?? 'NO-SUCH-CERTIFICATE',
  } as Record<string, string>;
}

function pathOf(name: AppRouteName, parameters: Record<string, string>) {
  return appRoutes[name].pattern.replace(/:(\w+)/g, (_, parameter: string) => {
    const value = parameters[parameter];
    if (!value) throw new Error(`no id for :${parameter} of ${name}: add it to routeParameters`);
    return value;
  });
}

/** Everything wrong with the page as it is now laid out, in words a failure can show. */
function layoutProblems(page: Page, brands: string[]) {
  return page.evaluate(
    ({ brands, minTap }) => {
      const problems: string[] = [];
      // A page that scrolled sideways once would shift every later measurement with it.
      window.scrollTo(0, window.scrollY);
      const width = document.documentElement.clientWidth;
      const controls =
        'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=menuitem], [role=tab], [role=switch], [role=radio]';
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      const isShown = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // Visually hidden text (sr-only, the skip link until it is focused) is clipped away.
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)')
          return false;
        return (
          box.width > 1 &&
          box.height > 1 &&
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        );
      };
      // How many lines an element's text takes: its text boxes that share no height with the first.
      const lines = (element: Element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const boxes: DOMRect[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          boxes.push(...[...range.getClientRects()].filter((box) => box.width > 0));
        }
        const [first] = boxes;
        if (!first) return 0;
        const middle = first.top + first.height / 2;
        return 1 + boxes.filter((box) => box.bottom < middle || box.top > middle).length;
      };
      // The horizontal span a control needs on screen, or undefined when nothing of it shows.
      const reach = (element: Element): { left: number; right: number } | undefined => {
        const box = element.getBoundingClientRect();
        let span = { left: box.left, right: box.right };
        if (getComputedStyle(element).position === 'fixed') return span;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          const outer = parent.getBoundingClientRect();
          if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
            // Reachable by scrolling its box sideways: the box is what must fit.
            span = { left: outer.left, right: outer.right };
          } else if (style.overflowX === 'hidden' || style.overflowX === 'clip') {
            span = {
              left: Math.max(span.left, outer.left),
              right: Math.min(span.right, outer.right),
            };
            if (span.right - span.left < 1) return undefined;
          }
          if (style.position === 'fixed') break;
        }
        return span;
      };

      const overflow = document.documentElement.scrollWidth - width;
      if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow} px`);

      const header = [...document.querySelectorAll('header')].find(isShown);
      if (!header) problems.push('no header');
      const brandElements = header
        ? [...header.querySelectorAll('*')].filter(
            (element) =>
              isShown(element) &&
              brands.includes(
                [...element.childNodes]
                  .filter((node) => node.nodeType === Node.TEXT_NODE)
                  .map((node) => node.textContent)
                  .join('')
                  .trim(),
              ),
          )
        : [];
      // Where the bar is too narrow for the name, the mark alone stands for it, named for a reader.
      const brandMarks = header
        ? [...header.querySelectorAll('a[aria-label]')].filter(
            (link) => isShown(link) && brands.includes(link.getAttribute('aria-label') ?? ''),
          )
        : [];
      if (header && brandElements.length + brandMarks.length === 0)
        problems.push('no brand in the header');
      for (const brand of brandElements)
        if (lines(brand) > 1) problems.push(`the brand wraps onto ${lines(brand)} lines`);

      // The header and the menus it opens: the site's menu is inside it, the admin's a drawer.
      const menus = [header, ...document.querySelectorAll('[role=dialog]')].filter(
        (element): element is Element => Boolean(element),
      );
      const tapTargets = new Set<Element>([
        ...menus.flatMap((menu) => [...menu.querySelectorAll(controls)]),
        ...document.querySelectorAll('button[type=submit], input[type=submit]'),
      ]);

      for (const control of document.querySelectorAll(controls)) {
        if (!isShown(control)) continue;
        const span = reach(control);
        if (!span) continue;
        if (span.left < -1 || span.right > width + 1)
          problems.push(
            `${name(control)} reaches ${Math.round(span.left)}–${Math.round(span.right)} px`,
          );
        if (!tapTargets.has(control)) continue;
        // Fields inside a control (antd's select search box) take their size from it.
        if (control.parentElement?.closest(controls)) continue;
        const height = control.getBoundingClientRect().height;
        if (height < minTap - 0.5)
          problems.push(`${name(control)} is ${Math.round(height)} px high`);
        if (header?.contains(control) && lines(control) > 1)
          problems.push(`${name(control)} wraps onto ${lines(control)} lines`);
      }
      return problems;
    },
    { brands, minTap: MIN_TAP },
  );
}

/** Moves the app to `path` as its links do: a new history entry the router follows. */
function moveWithinTheApp(page: Page, path: string) {
  return page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens the layout's menu, if the header offers one at this width, and answers what it closes with. */
async function openMenu(page: Page, language: Language) {
  const toggle = page
    .getByRole('button', { name: text(language, 'nav.openMenu'), exact: true })
    .or(page.getByRole('button', { name: text(language, 'admin:openMenu'), exact: true }));
  if (!(await toggle.isVisible())) return undefined;
  const isAdmin = (await toggle.getAttribute('aria-controls')) === null;
  await toggle.click();
  if (isAdmin) {
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    // It slides in from the left: measure it once it is in place.
    await expect
      .poll(() => drawer.evaluate((element) => element.getBoundingClientRect().left))
      .toBeGreaterThanOrEqual(0);
    return async () => {
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    };
  }
  await expect(page.locator('#mobile-menu')).toBeVisible();
  return async () => {
    await page.getByRole('button', { name: text(language, 'nav.closeMenu'), exact: true }).click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
  };
}

for (const role of ['guest', 'learner', 'admin'] as const) {
  for (const language of ['en', 'zh'] as const) {
    test.describe(`a ${role} in ${language}`, () => {
      // Layout is measured at rest: drawers and menus open without their slide.
      test.use({ role, language, reducedMotion: 'reduce' });

      test('sees every page fit every phone width', async ({ page, storageState }, testInfo) => {
        // Some forty pages at four widths, the admin area's heavy chunk among them.
        test.setTimeout(240_000);
        const stored = typeof storageState === 'object' ? storageState.origins[0] : undefined;
        const token = stored?.localStorage.find((entry) => entry.name === 'token')?.value;
        const parameters = await routeParameters(page.request, token);
        const names = appRouteNames.filter((name) => opens[role].includes(appRoutes[name].access));
        const brands = [text(language, 'productName'), text(language, 'admin:title')];
        const problems: string[] = [];
        const layoutsWithMenuChecked = new Set<string>();
        // Waits until the page's data and chunks are in and its last render has been painted.
        const settle = followRequests(page);

        for (const [index, name] of names.entries()) {
          const path = pathOf(name, parameters);
          await page.setViewportSize({ width: widths[0] ?? 320, height: 780 });
          // The first page is loaded, the others reached inside the app, as a learner moves.
          if (index === 0) await page.goto(path);
          else await moveWithinTheApp(page, path);
          await settle();
          // A guard that sent the visitor elsewhere would leave the page itself unchecked.
          expect(new URL(page.url()).pathname, `${name} stays at ${path}`).toBe(path);
          await expect(page.locator('html')).toHaveAttribute(
            'lang',
            language === 'zh' ? 'zh-CN' : 'en',
          );
          for (const width of widths) {
            await page.setViewportSize({ width, height: 780 });
            await settle();
            for (const problem of await layoutProblems(page, brands))
              problems.push(`${path} at ${width} px: ${problem}`);
            // A layout's menu is the same on each of its pages: it is opened on the first.
            const layout = `${appRoutes[name].layout}@${width}`;
            if (layoutsWithMenuChecked.has(layout)) continue;
            layoutsWithMenuChecked.add(layout);
            const close = await openMenu(page, language);
            if (!close) continue;
            for (const problem of await layoutProblems(page, brands))
              problems.push(`${path} at ${width} px, menu open: ${problem}`);
            await close();
          }
          if (name === 'home' && role === 'learner') {
            await page.setViewportSize({ width: 390, height: 780 });
            await settle();
            await page
              .locator('header')
              .first()
              .screenshot({ path: testInfo.outputPath(`phone-header-${language}.png`) });
          }
        }
        expect(problems).toEqual([]);
      });
    });
  }
}
