/** The admin area's sections, in menu order; the dashboard is /admin itself. */
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
