/** The public sections, in menu order; the navbar shows them all, the footer all but home. */
export const siteLinks = [
  { to: '/', key: 'home' },
  { to: '/courses', key: 'courses' },
  { to: '/teachers', key: 'teachers' },
  { to: '/rewards', key: 'rewards' },
  { to: '/about', key: 'about' },
  { to: '/faq', key: 'faq' },
  { to: '/cases', key: 'cases' },
] as const;
