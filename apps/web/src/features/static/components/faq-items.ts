/** The FAQ's ten questions, in order; their texts are `static:faq.items.<id>.q` and `.a`. */
export const faqItemIds = [
  'freeCourses',
  'earnPoints',
  'signInReset',
  'unlockCourse',
  'notEnoughPoints',
  'quizAttempts',
  'redeem',
  'shipping',
  'rejected',
  'account',
] as const;
