import { type AppRouteName, appRoutes } from '@academy/contracts/app-routes';
import type { Locale } from '@academy/contracts/rules';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy } from 'react';
import { matchPath } from 'react-router';

/** What a page's `prefetch` knows before the first render: the URL and who is looking. */
export interface PrefetchContext {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  locale: Locale;
  userId: number | undefined;
}

/**
 * A lazily loaded page. `preload` starts the page's module and, once it is in, the page's own
 * data, so the requests leave while React is still starting rather than after the first render.
 */
function page<Module extends object>(
  load: () => Promise<Module>,
  component: (module: Module) => ComponentType,
) {
  return {
    Component: lazy(() => load().then((module) => ({ default: component(module) }))),
    preload: (context: PrefetchContext) =>
      load()
        .then((module) => {
          // A route module may export `prefetch`: the queries its first render makes.
          if ('prefetch' in module && typeof module.prefetch === 'function')
            module.prefetch(context);
        })
        // A failed import shows up again, with its error page, when the route renders it.
        .catch(() => undefined),
  };
}

export const pages = {
  home: page(
    () => import('../features/home/routes/home-page'),
    (module) => module.HomePage,
  ),
  courseList: page(
    () => import('../features/catalogue/routes/course-list-page'),
    (module) => module.CourseListPage,
  ),
  courseDetail: page(
    () => import('../features/catalogue/routes/course-detail-page'),
    (module) => module.CourseDetailPage,
  ),
  contentViewer: page(
    () => import('../features/learning/routes/content-viewer-page'),
    (module) => module.ContentViewerPage,
  ),
  teacherList: page(
    () => import('../features/teachers/routes/teacher-list-page'),
    (module) => module.TeacherListPage,
  ),
  teacherDetail: page(
    () => import('../features/teachers/routes/teacher-detail-page'),
    (module) => module.TeacherDetailPage,
  ),
  about: page(
    () => import('../features/static/routes/about-page'),
    (module) => module.AboutPage,
  ),
  faq: page(
    () => import('../features/static/routes/faq-page'),
    (module) => module.FaqPage,
  ),
  cases: page(
    () => import('../features/static/routes/cases-page'),
    (module) => module.CasesPage,
  ),
  rewards: page(
    () => import('../features/rewards/routes/rewards-page'),
    (module) => module.RewardsPage,
  ),
  rewardSubmit: page(
    () => import('../features/rewards/routes/reward-submit-page'),
    (module) => module.RewardSubmitPage,
  ),
  profile: page(
    () => import('../features/profile/routes/profile-page'),
    (module) => module.ProfilePage,
  ),
  login: page(
    () => import('../features/auth/routes/login-page'),
    (module) => module.LoginPage,
  ),
  register: page(
    () => import('../features/auth/routes/register-page'),
    (module) => module.RegisterPage,
  ),
  authForgot: page(
    () => import('../features/auth/routes/auth-forgot-page'),
    (module) => module.AuthForgotPage,
  ),
  authReset: page(
    () => import('../features/auth/routes/auth-reset-page'),
    (module) => module.AuthResetPage,
  ),
  authConfirm: page(
    () => import('../features/auth/routes/auth-confirm-page'),
    (module) => module.AuthConfirmPage,
  ),
} satisfies Partial<Record<AppRouteName, ReturnType<typeof page>>>;

/**
 * Starts loading the page at `url` and its data; called once, before the first render. Resolves
 * once the page's module is in and its reads have started.
 */
export async function preloadPage(url: URL, context: Omit<PrefetchContext, 'params' | 'search'>) {
  for (const name of Object.keys(pages) as (keyof typeof pages)[]) {
    const match = matchPath(appRoutes[name], url.pathname);
    if (match) {
      return pages[name].preload({ ...context, params: match.params, search: url.searchParams });
    }
  }
}
