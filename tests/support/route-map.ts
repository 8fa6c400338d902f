// The spec's route map (000 section 2, 001 "Route map", the courses area and the screens our
// docs add), as concrete paths: `{classId}`-style parts are filled in by the walker.

/** Public site under / and the other public routes. */
export const PUBLIC_PATHS = [
  '/', '/assessment', '/payment', '/blogs', '/blog/{blogSlug}', '/personality-test', '/learning-resources', '/community',
  '/faqs', '/features', '/overview', '/pricing', '/testimonials', '/privacy-policy', '/terms-of-use', '/imprint',
  '/help-center',
  '/verify-payment/{packageId}', '/login', '/signup', '/enterprise', '/forgot', '/presign', '/for', '/planfor', '/iam',
  '/otp', '/bg', '/unauthorized', '/quizconfig', '/vark', '/vark/report', '/vark/email', '/huda-form',
  '/guest/quiz/play', '/vark-assessment', '/personality-assessment',
  // Ours: blog subscriptions, certificate checks.
  '/blogs/subscribe/confirm', '/blogs/unsubscribe', '/certificates/verify/unknown-code',
] as const;

/** Behind the login guard (some also behind a user-type guard: others get /unauthorized). */
export const SIGNED_IN_PATHS = [
  '/training-centre', '/training-centre/overview', '/training-centre/classes', '/training-centre/courses',
  '/training-centre/teachers', '/training-centre/students', '/training-centre/wallet', '/training-centre/analytics',
  '/training-centre/settings',
  '/classroom', '/classroom/feed', '/classroom/progress', '/classroom/members', '/classroom/materials',
  '/classroom/quizzes',
  '/studyHub', '/flashcards', '/quiz-play', '/student/quiz/play', '/playnow', '/onboard', '/home', '/mcq', '/quiz',
  '/leaderboard', '/material', '/activity', '/ptest', '/progress', '/report', '/post', '/blogpost', '/feedback',
  '/library1', '/library2', '/preferences', '/welcome', '/notification', '/settingProfile', '/performance', '/market',
  '/market/cart', '/market/purchases', '/market/seller', '/market/seller/upload', '/market/seller/analytics',
  '/market/seller/exchange', '/huda-ai',
  '/class', '/uploadcontent', '/CreateQuiz', '/inviteby', '/uniquecode', '/elist', '/qr', '/members',
  '/members/{classId}', '/dataManagment',
  '/student/classroom', '/achievements', '/wallet',
  '/courses', '/courses/instructor', '/courses/marketplace', '/courses/certificates-badges', '/courses/purchases',
  '/courses/enroll/missing-course', '/courses/missing-course', '/courses/missing-course/lesson/missing-lesson',
  '/admin', '/admin/products', '/admin/courses', '/admin/commissions', '/admin/payouts', '/admin/blogs',
  '/admin/blogs/new', '/admin/inquiries', '/admin/awards',
] as const;
