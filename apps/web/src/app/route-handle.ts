/** Page-title keys (`common:titles.*`); routes without one show the product name. */
export type TitleKey =
  | 'home'
  | 'login'
  | 'register'
  | 'authForgot'
  | 'authReset'
  | 'authConfirm'
  | 'courseList'
  | 'courseDetail'
  | 'teacherList'
  | 'teacherDetail'
  | 'profile'
  | 'notFound'
  | 'forbidden'
  | 'serverError';
