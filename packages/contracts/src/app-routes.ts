/**
 * Every path the SPA renders, as route patterns. The web router is built from the same
 * list and the server answers unknown paths with the SPA's 404 page and an honest 404 status.
 */
export const appRoutes = {
  home: '/',
  courseList: '/courses',
  courseDetail: '/courses/:courseId',
  contentViewer: '/courses/:courseId/content/:contentId',
  teacherList: '/teachers',
  teacherDetail: '/teachers/:teacherId',
  about: '/about',
  faq: '/faq',
  cases: '/cases',
  rewards: '/rewards',
  rewardSubmit: '/rewards/submit/:rewardId',
  profile: '/profile',
  login: '/auth/login',
  register: '/auth/register',
  authForgot: '/auth/forgot',
  authReset: '/auth/reset',
  authConfirm: '/auth/confirm',
  loginAlias: '/login',
  admin: '/admin',
  adminCourses: '/admin/courses',
  adminTeachers: '/admin/teachers',
  adminUsers: '/admin/users',
  adminContent: '/admin/content',
  adminRewards: '/admin/rewards',
  adminRedemptions: '/admin/redemptions',
  adminPoints: '/admin/points',
  adminBanners: '/admin/banners',
  adminActivities: '/admin/activities',
  adminSettings: '/admin/settings',
  adminAudit: '/admin/audit',
  adminOutbox: '/admin/outbox',
  forbidden: '/403',
  serverError: '/500',
} as const;

export type AppRouteName = keyof typeof appRoutes;

const matchers = (Object.entries(appRoutes) as [AppRouteName, string][]).map(
  ([name, pattern]) =>
    [name, new RegExp(`^${pattern.replace(/:([A-Za-z]+)/g, '(?<$1>[^/]+)')}/?$`)] as const,
);

/** The route that renders `pathname` and its parameters, or undefined for a page the SPA does not have. */
export function matchAppPath(
  pathname: string,
): { route: AppRouteName; params: Record<string, string | undefined> } | undefined {
  for (const [route, matcher] of matchers) {
    const match = matcher.exec(pathname);
    if (match) return { route, params: { ...match.groups } };
  }
  return undefined;
}
