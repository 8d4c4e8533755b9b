import { href } from '@academy/contracts/app-routes';
/** The public sections, in menu order; the navbar shows them all, the footer all but home. */
export const siteLinks = [
  { to: '/', key: 'home' },
  { to: href('courseList'), key: 'courses' },
  { to: href('teacherList'), key: 'teachers' },
  { to: href('rewards'), key: 'rewards' },
  { to: href('about'), key: 'about' },
  { to: href('faq'), key: 'faq' },
  { to: href('cases'), key: 'cases' },
] as const;
