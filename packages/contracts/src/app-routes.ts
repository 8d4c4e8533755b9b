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
  | 'teach'
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
  /**
   * A public page whose first answer is its HTML, rendered by React on the server as a guest
   * sees it, with its own title and share tags, then hydrated (decision 0036).
   */
  serverRendered?: true;
}

/** A route whose pattern keeps its literal type, so `href` knows its parameters. */
type Route<Pattern extends string> = AppRoute & { pattern: Pattern };

const page = <const Pattern extends string>(
  pattern: Pattern,
  module: string | undefined,
  options: Partial<Omit<AppRoute, 'pattern' | 'page'>> = {},
): Route<Pattern> => ({
  pattern,
  ...(module ? { page: module } : {}),
  layout: 'default',
  access: 'anyone',
  texts: [],
  ...options,
});

/** The page module named after its title, in kebab case: authForgot → auth-forgot-page. */
const moduleOf = (title: TitleKey) =>
  `${title.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-page`;

/** A public page a guest receives rendered on the server (decision 0036), titled. */
const publicPage = <const Pattern extends string>(
  pattern: Pattern,
  title: TitleKey,
  texts: string[],
) => page(pattern, moduleOf(title), { title, texts, serverRendered: true });

/** A page of the signed-in user's own, titled. */
const userPage = <const Pattern extends string>(
  pattern: Pattern,
  title: TitleKey,
  texts: string[],
) => page(pattern, moduleOf(title), { access: 'user', title, texts });

/** A sign-in, registration or mail-link page: the auth layout, titled, reading the auth texts. */
const account = <const Pattern extends string>(
  pattern: Pattern,
  title: 'login' | 'register' | 'authForgot' | 'authReset' | 'authConfirm' | 'authLink',
  access: Access,
  texts: string[] = ['auth'],
) => page(pattern, moduleOf(title), { layout: 'auth', access, title, texts });

/**
 * The admin area's sections in menu order, each a route of its own (the dashboard is /admin
 * itself). The web's admin shell renders each section's own component from this list, its menu
 * and titles follow it, and the server answers these paths with the app.
 */
export const adminSections = [
  'dashboard',
  'courses',
  'teachers',
  'users',
  'content',
  'rewards',
  'redemptions',
  'points',
  'banners',
  'activities',
  'settings',
  'audit',
  'outbox',
] as const;
export type AdminSection = (typeof adminSections)[number];

/** The path of an admin section. */
export const adminPath = (section: AdminSection) =>
  section === 'dashboard' ? '/admin' : `/admin/${section}`;

const adminRoute = (section: AdminSection) =>
  page(adminPath(section), undefined, { layout: 'admin', access: 'admin' });

type AdminRouteName = `admin${Capitalize<Exclude<AdminSection, 'dashboard'>>}` | 'admin';

/** One route per admin section, named `admin` (the dashboard), `adminCourses`, …. */
const adminRoutes = Object.fromEntries(
  adminSections.map((section) => [
    section === 'dashboard' ? 'admin' : `admin${section[0]?.toUpperCase()}${section.slice(1)}`,
    adminRoute(section),
  ]),
) as Record<AdminRouteName, Route<string>>;

export const appRoutes = {
  home: publicPage('/', 'home', ['home']),
  courseList: publicPage('/courses', 'courseList', ['catalogue']),
  courseDetail: publicPage('/courses/:courseId', 'courseDetail', ['catalogue']),
  contentViewer: page('/courses/:courseId/content/:contentId', 'content-viewer-page', {
    texts: ['learning'],
  }),
  teacherList: publicPage('/teachers', 'teacherList', ['teachers']),
  teacherDetail: publicPage('/teachers/:teacherId', 'teacherDetail', ['teachers']),
  about: page('/about', 'about-page', { texts: ['static'], serverRendered: true }),
  faq: page('/faq', 'faq-page', { texts: ['static'], serverRendered: true }),
  cases: page('/cases', 'cases-page', { texts: ['static'], serverRendered: true }),
  rewards: page('/rewards', 'rewards-page', { texts: ['rewards'], serverRendered: true }),
  rewardSubmit: page('/rewards/submit/:rewardId', 'reward-submit-page', {
    access: 'user',
    texts: ['rewards', 'fields'],
  }),
  profile: userPage('/profile', 'profile', ['profile']),
  // Anyone holding a certificate's code may verify it; the inbox is the learner's own.
  certificate: publicPage('/certificates/:code', 'certificate', ['certificates']),
  notifications: userPage('/notifications', 'notifications', ['notifications']),
  myLearning: userPage('/learning', 'myLearning', ['my-learning', 'learning']),
  myNotes: userPage('/profile/notes', 'myNotes', ['notes']),
  mistakes: userPage('/profile/mistakes', 'mistakes', ['my-learning']),
  // A teacher's workspace; the server refuses anyone but a teacher linked to a profile (0043).
  teach: userPage('/teach', 'teach', ['teaching']),
  login: account('/auth/login', 'login', 'guest'),
  loginAlias: { ...account('/auth/login', 'login', 'guest'), pattern: '/login' },
  // A new password's confirmation speaks with the shared field messages.
  register: account('/auth/register', 'register', 'guest', ['auth', 'fields']),
  // Mail links work whoever is signed in: they act for the account in the link.
  authForgot: account('/auth/forgot', 'authForgot', 'anyone'),
  authReset: account('/auth/reset', 'authReset', 'anyone', ['auth', 'fields']),
  authConfirm: account('/auth/confirm', 'authConfirm', 'anyone', ['auth', 'fields']),
  authLink: account('/auth/link', 'authLink', 'anyone'),
  // The admin area is one lazy chunk with its own sections (`adminSections`).
  ...adminRoutes,
  forbidden: page('/403', undefined, { title: 'forbidden', texts: ['pages'] }),
  serverError: page('/500', undefined, { title: 'serverError', texts: ['pages'] }),
} as const satisfies Record<string, AppRoute>;

export type AppRouteName = keyof typeof appRoutes;
export const appRouteNames = Object.keys(appRoutes) as AppRouteName[];

/** The texts of the page an unknown path gets (the 404 page). */
export const NOT_FOUND_TEXTS = ['pages'] as const;

/**
 * The spec's old external admin pages, now real admin screens: the server answers them with a
 * 301 and the web app, reached by a client-side link, replaces them.
 */
export const legacyRedirects: Readonly<Record<string, string>> = Object.fromEntries(
  (['redemptions', 'rewards', 'points'] as const).map((section) => [
    `/admin/${section}.html`,
    adminPath(section),
  ]),
);

/** The names of a pattern's parameters: `/courses/:courseId` → `'courseId'`. */
type ParamsOf<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

type PatternOf<Name extends AppRouteName> = (typeof appRoutes)[Name]['pattern'];
type HrefArgs<Name extends AppRouteName> = [ParamsOf<PatternOf<Name>>] extends [never]
  ? [params?: undefined, search?: Record<string, string | number | undefined>]
  : [
      params: Record<ParamsOf<PatternOf<Name>>, string | number>,
      search?: Record<string, string | number | undefined>,
    ];

/**
 * The path of a page, built from its pattern: `href('courseDetail', { courseId: 7 })` is
 * `/courses/7`. Every link names its page, so a pattern changes in the table alone.
 */
export function href<Name extends AppRouteName>(name: Name, ...[params, search]: HrefArgs<Name>) {
  const path = appRoutes[name].pattern.replace(/:([A-Za-z]+)/g, (_, key: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[key])),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const queryString = query.toString();
  return queryString ? `${path}?${queryString}` : path;
}
