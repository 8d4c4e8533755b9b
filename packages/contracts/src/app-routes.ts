/**
 * Every page of the SPA, described once: its pattern, the module that renders it, where it sits
 * (layout and who may see it), its title and the texts it reads. The web router, each page's
 * preload, the server's honest 404s and the modules the server lists for preloading are all
 * derived from this table (decision 0020), so they cannot disagree.
 */
export type Layout = 'default' | 'auth' | 'admin';
/** Who may open the page: anyone, signed-in users, guests only (login), admins. */
export type Access = 'anyone' | 'user' | 'guest' | 'admin';
/** Page-title keys (`common:titles.*`); pages without one show the product name. */
export type TitleKey =
  | 'home'
  | 'login'
  | 'register'
  | 'authForgot'
  | 'authReset'
  | 'authConfirm'
  | 'authLink'
  | 'courseList'
  | 'courseDetail'
  | 'teacherList'
  | 'teacherDetail'
  | 'profile'
  | 'certificate'
  | 'notifications'
  | 'myLearning'
  | 'mistakes'
  | 'myNotes'
  | 'notFound'
  | 'forbidden'
  | 'serverError';

export interface AppRoute {
  pattern: string;
  /** The page module, `apps/web/src/app/routes/<page>.tsx`; none for aliases and status pages. */
  page?: string;
  layout: Layout;
  access: Access;
  title?: TitleKey;
  /** The text namespaces the page reads besides the core ones (`common`, `errors`). */
  texts: readonly string[];
}

const page = (
  pattern: string,
  module: string | undefined,
  options: Partial<Omit<AppRoute, 'pattern' | 'page'>> = {},
): AppRoute => ({
  pattern,
  ...(module ? { page: module } : {}),
  layout: 'default',
  access: 'anyone',
  texts: [],
  ...options,
});

/** A sign-in, registration or mail-link page: the auth layout, titled, reading the auth texts. */
const account = (
  pattern: string,
  title: 'login' | 'register' | 'authForgot' | 'authReset' | 'authConfirm' | 'authLink',
  access: Access,
  texts: string[] = ['auth'],
) => {
  // The page module is the title in kebab case: authForgot → auth-forgot-page.
  const module = `${title.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-page`;
  return page(pattern, module, {
    layout: 'auth',
    access,
    title,
    texts,
  });
};

/** A section of the admin area (the dashboard is /admin itself). */
const admin = (section: string) =>
  page(section ? `/admin/${section}` : '/admin', undefined, { layout: 'admin', access: 'admin' });

export const appRoutes = {
  home: page('/', 'home-page', { title: 'home', texts: ['home'] }),
  courseList: page('/courses', 'course-list-page', { title: 'courseList', texts: ['catalogue'] }),
  courseDetail: page('/courses/:courseId', 'course-detail-page', {
    title: 'courseDetail',
    texts: ['catalogue'],
  }),
  contentViewer: page('/courses/:courseId/content/:contentId', 'content-viewer-page', {
    texts: ['learning'],
  }),
  teacherList: page('/teachers', 'teacher-list-page', {
    title: 'teacherList',
    texts: ['teachers'],
  }),
  teacherDetail: page('/teachers/:teacherId', 'teacher-detail-page', {
    title: 'teacherDetail',
    texts: ['teachers'],
  }),
  about: page('/about', 'about-page', { texts: ['static'] }),
  faq: page('/faq', 'faq-page', { texts: ['static'] }),
  cases: page('/cases', 'cases-page', { texts: ['static'] }),
  rewards: page('/rewards', 'rewards-page', { texts: ['rewards'] }),
  rewardSubmit: page('/rewards/submit/:rewardId', 'reward-submit-page', {
    access: 'user',
    texts: ['rewards', 'fields'],
  }),
  profile: page('/profile', 'profile-page', {
    access: 'user',
    title: 'profile',
    texts: ['profile'],
  }),
  // Anyone holding a certificate's code may verify it; the inbox is the learner's own.
  certificate: page('/certificates/:code', 'certificate-page', {
    title: 'certificate',
    texts: ['certificates'],
  }),
  notifications: page('/notifications', 'notifications-page', {
    access: 'user',
    title: 'notifications',
    texts: ['notifications'],
  }),
  myLearning: page('/learning', 'my-learning-page', {
    access: 'user',
    title: 'myLearning',
    texts: ['my-learning', 'learning'],
  }),
  myNotes: page('/profile/notes', 'my-notes-page', {
    access: 'user',
    title: 'myNotes',
    texts: ['notes'],
  }),
  mistakes: page('/profile/mistakes', 'mistakes-page', {
    access: 'user',
    title: 'mistakes',
    texts: ['my-learning'],
  }),
  login: account('/auth/login', 'login', 'guest'),
  loginAlias: { ...account('/auth/login', 'login', 'guest'), pattern: '/login' },
  // A new password's confirmation speaks with the shared field messages.
  register: account('/auth/register', 'register', 'guest', ['auth', 'fields']),
  // Mail links work whoever is signed in: they act for the account in the link.
  authForgot: account('/auth/forgot', 'authForgot', 'anyone'),
  authReset: account('/auth/reset', 'authReset', 'anyone', ['auth', 'fields']),
  authConfirm: account('/auth/confirm', 'authConfirm', 'anyone', ['auth', 'fields']),
  authLink: account('/auth/link', 'authLink', 'anyone'),
  // The admin area is one lazy chunk with its own sections (features/admin).
  admin: admin(''),
  adminCourses: admin('courses'),
  adminTeachers: admin('teachers'),
  adminUsers: admin('users'),
  adminContent: admin('content'),
  adminRewards: admin('rewards'),
  adminRedemptions: admin('redemptions'),
  adminPoints: admin('points'),
  adminBanners: admin('banners'),
  adminActivities: admin('activities'),
  adminSettings: admin('settings'),
  adminAudit: admin('audit'),
  adminOutbox: admin('outbox'),
  forbidden: page('/403', undefined, { title: 'forbidden', texts: ['pages'] }),
  serverError: page('/500', undefined, { title: 'serverError', texts: ['pages'] }),
} as const satisfies Record<string, AppRoute>;

export type AppRouteName = keyof typeof appRoutes;
export const appRouteNames = Object.keys(appRoutes) as AppRouteName[];

/** The texts of the page an unknown path gets (the 404 page). */
export const NOT_FOUND_TEXTS = ['pages'] as const;

const matchers = appRouteNames.map(
  (name) =>
    [
      name,
      new RegExp(`^${appRoutes[name].pattern.replace(/:([A-Za-z]+)/g, '(?<$1>[^/]+)')}/?$`),
    ] as const,
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
