// The whole route map of the spec (000 section 2, 001 section 2). Every path is a real screen
// or hands over to the screen that does its job (REDIRECTS, choices in the README and
// docs/site.md 6); unknown paths get the 404 page, in the layout that fits the visitor
// (public when signed out, the signed-in shell when signed in).
import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth, RequireNotOnboarded, RequireUserType, RequireVerifiedPayment } from './guards';
import { COURSE_AUTHOR_TYPES, QUIZ_HOST_TYPES, TRAINING_CENTRE_TYPES } from './guard-decisions';
import { AuthAwareLayout } from './layouts/auth-aware-layout';
import { LazyAppLayout } from './layouts/lazy-app-layout';
import { PublicLayout } from './layouts/public-layout';

const LandingRoute = lazy(() => import('@/features/landing/routes/landing-route'));
const LoginRoute = lazy(() => import('@/features/auth/routes/login-route'));
const SignupRoute = lazy(() => import('@/features/auth/routes/signup-route'));
const OtpRoute = lazy(() => import('@/features/auth/routes/otp-route'));
const ForgotPasswordRoute = lazy(() => import('@/features/auth/routes/forgot-password-route'));
const RoleSelectionRoute = lazy(() => import('@/features/auth/routes/role-selection-route'));
const OnboardingRoute = lazy(() => import('@/features/onboarding/routes/onboarding-route'));
const SettingsRoute = lazy(() => import('@/features/settings/routes/settings-route'));
const HomeRoute = lazy(() => import('@/features/home/routes/home-route'));
const PricingRoute = lazy(() => import('@/features/pricing/routes/pricing-route'));
const UnauthorizedRoute = lazy(() => import('./unauthorized-route'));
const NotFoundRoute = lazy(() => import('./not-found-route'));
const MyClassesRoute = lazy(() => import('@/features/classes/routes/my-classes-route'));
const ClassViewRoute = lazy(() => import('@/features/classes/routes/class-view-route'));
const MembersRoute = lazy(() => import('@/features/classes/routes/members-route'));
const ShareRoute = lazy(() => import('@/features/classes/routes/share-route'));
const FeedRoute = lazy(() => import('@/features/feed/routes/feed-route'));
const MaterialsRoute = lazy(() => import('@/features/materials/routes/materials-route'));
const LivePlayRoute = lazy(() => import('@/features/live/routes/live-play-route'));
const LiveHostRoute = lazy(() => import('@/features/live/routes/live-host-route'));
const LiveReportRoute = lazy(() => import('@/features/live/routes/live-report-route'));
const ProgressRoute = lazy(() => import('@/features/progress/routes/progress-route'));
const CreateQuizRoute = lazy(() => import('@/features/quizzes/routes/create-quiz-route'));
const MyQuizzesRoute = lazy(() => import('@/features/quizzes/routes/my-quizzes-route'));
const ChallengesRoute = lazy(() => import('@/features/challenges/routes/challenges-route'));
const StudyHubRoute = lazy(() => import('@/features/study-hub/routes/study-hub-route'));
// Sparks packages, the marketplace, the seller's pages and the admin dashboard (docs/market.md).
const PaymentRoute = lazy(() => import('@/features/payments/routes/payment-route'));
const VerifyPaymentRoute = lazy(() => import('@/features/payments/routes/verify-payment-route'));
const WelcomeRoute = lazy(() => import('@/features/payments/routes/welcome-route'));
const MarketRoute = lazy(() => import('@/features/market/routes/market-route'));
const ProductRoute = lazy(() => import('@/features/market/routes/product-route'));
const CartRoute = lazy(() => import('@/features/market/routes/cart-route'));
const CheckoutRoute = lazy(() => import('@/features/market/routes/checkout-route'));
const ThankYouRoute = lazy(() => import('@/features/market/routes/thank-you-route'));
const PurchasesRoute = lazy(() => import('@/features/market/routes/purchases-route'));
const SellerProductsRoute = lazy(() => import('@/features/seller/routes/seller-products-route'));
const SellerUploadRoute = lazy(() => import('@/features/seller/routes/seller-upload-route'));
const SellerAnalyticsRoute = lazy(() => import('@/features/seller/routes/seller-analytics-route'));
const SellerExchangeRoute = lazy(() => import('@/features/seller/routes/seller-exchange-route'));
const AdminProductsRoute = lazy(() => import('@/features/admin/routes/admin-products-route'));
const AdminCommissionsRoute = lazy(() => import('@/features/admin/routes/admin-commissions-route'));
const AdminPayoutsRoute = lazy(() => import('@/features/admin/routes/admin-payouts-route'));
const AdminCoursesRoute = lazy(() => import('@/features/admin/routes/admin-courses-route'));
// The courses area (docs/courses.md): on for every signed-in user.
const CoursesHubRoute = lazy(() => import('@/features/courses/routes/courses-hub-route'));
const InstructorCoursesRoute = lazy(() => import('@/features/courses/routes/instructor-courses-route'));
const CourseLearnersRoute = lazy(() => import('@/features/courses/routes/course-learners-route'));
const CourseMarketplaceRoute = lazy(() => import('@/features/courses/routes/course-marketplace-route'));
const CourseDetailRoute = lazy(() => import('@/features/courses/routes/course-detail-route'));
const CourseEnrollRoute = lazy(() => import('@/features/courses/routes/course-enroll-route'));
const MyLearningRoute = lazy(() => import('@/features/courses/routes/my-learning-route'));
const LessonViewerRoute = lazy(() => import('@/features/courses/routes/lesson-viewer-route'));
// Training centres (docs/centres.md) and everyone's wallet.
const CentreLayoutRoute = lazy(() => import('@/features/centres/routes/centre-layout-route'));
const CENTRE_SCREENS = {
  overview: lazy(() => import('@/features/centres/routes/centre-overview-route')),
  classes: lazy(() => import('@/features/centres/routes/centre-classes-route')),
  courses: lazy(() => import('@/features/centres/routes/centre-courses-route')),
  teachers: lazy(() => import('@/features/centres/routes/centre-teachers-route')),
  students: lazy(() => import('@/features/centres/routes/centre-students-route')),
  wallet: lazy(() => import('@/features/wallet/routes/centre-wallet-route')),
  analytics: lazy(() => import('@/features/centres/routes/centre-analytics-route')),
  settings: lazy(() => import('@/features/centres/routes/centre-settings-route')),
};
const WalletRoute = lazy(() => import('@/features/wallet/routes/wallet-route'));
const AchievementsRoute = lazy(() => import('@/features/awards/routes/achievements-route'));
const VerifyCertificateRoute = lazy(() => import('@/features/awards/routes/verify-certificate-route'));
// Assessments and Huda (docs/assessments.md).
const AssessmentHubRoute = lazy(() => import('@/features/assessments/routes/assessment-hub-route'));
const VarkTestRoute = lazy(() => import('@/features/assessments/routes/vark-test-route'));
const VarkReportRoute = lazy(() => import('@/features/assessments/routes/vark-report-route'));
const VarkEmailRoute = lazy(() => import('@/features/assessments/routes/vark-email-route'));
const PersonalityTestRoute = lazy(() => import('@/features/assessments/routes/personality-test-route'));
const PersonalityReportRoute = lazy(() => import('@/features/assessments/routes/personality-report-route'));
const HudaChatRoute = lazy(() => import('@/features/huda/routes/huda-chat-route'));
const HudaFormRoute = lazy(() => import('@/features/huda/routes/huda-form-route'));
// The public site, blogs, notifications and the former dead ends (docs/site.md).
const SITE_PAGES = {
  overview: lazy(() => import('@/features/site/routes/overview-route')),
  features: lazy(() => import('@/features/site/routes/features-route')),
  testimonials: lazy(() => import('@/features/site/routes/testimonials-route')),
  faqs: lazy(() => import('@/features/site/routes/faqs-route')),
  'help-center': lazy(() => import('@/features/site/routes/help-center-route')),
  community: lazy(() => import('@/features/site/routes/community-route')),
  'learning-resources': lazy(() => import('@/features/site/routes/learning-resources-route')),
  'privacy-policy': lazy(() => import('@/features/site/routes/privacy-policy-route')),
  'terms-of-use': lazy(() => import('@/features/site/routes/terms-of-use-route')),
  imprint: lazy(() => import('@/features/site/routes/imprint-route')),
  enterprise: lazy(() => import('@/features/contact/routes/enterprise-route')),
};
const BlogsRoute = lazy(() => import('@/features/blogs/routes/blogs-route'));
const BlogRoute = lazy(() => import('@/features/blogs/routes/blog-route'));
const SubscribeConfirmRoute = lazy(() => import('@/features/blogs/routes/subscribe-confirm-route'));
const UnsubscribeRoute = lazy(() => import('@/features/blogs/routes/unsubscribe-route'));
const AdminBlogsRoute = lazy(() => import('@/features/blog-admin/routes/admin-blogs-route'));
const AdminBlogEditorRoute = lazy(() => import('@/features/blog-admin/routes/admin-blog-editor-route'));
const AdminInquiriesRoute = lazy(() => import('@/features/contact/routes/admin-inquiries-route'));
const AdminAwardsRoute = lazy(() => import('@/features/awards/routes/admin-awards-route'));
const FeedbackRoute = lazy(() => import('@/features/contact/routes/feedback-route'));
const NotificationsRoute = lazy(() => import('@/features/notifications/routes/notifications-route'));
const ActivityRoute = lazy(() => import('@/features/activity/routes/activity-route'));
const PerformanceRoute = lazy(() => import('@/features/performance/routes/performance-route'));
const FlashcardsRoute = lazy(() => import('@/features/flashcards/routes/flashcards-route'));
const BlogPostRedirect = lazy(() => import('@/features/blog-admin/routes/blog-post-redirect'));

const guarded = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;
const teacherOnly = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <RequireUserType type="teacher">{element}</RequireUserType>,
});
/** Teachers, centres and administrators: building quizzes and hosting them live (docs/live.md). */
const hostOnly = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <RequireUserType type={QUIZ_HOST_TYPES}>{element}</RequireUserType>,
});
const adminOnly = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <RequireUserType type="administrator">{element}</RequireUserType>,
});

const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });

/**
 * Route-map paths whose job another screen does (docs/site.md 6 and the README). Public ones
 * hand over at once; the signed-in ones are inside the login guard (and teachers' inside theirs).
 */
const PUBLIC_REDIRECTS: [string, string][] = [
  ['/presign', '/signup'],
  ['/for', '/overview'],
  ['/planfor', '/pricing'],
  ['/bg', '/'],
  ['/quizconfig', '/CreateQuiz'],
];
const SIGNED_IN_REDIRECTS: [string, string][] = [
  ['/progress', '/performance'],
  ['/material', '/classroom'],
  ['/post', '/classroom'],
  ['/leaderboard', '/achievements'],
  ['/library1', '/market/purchases'],
  ['/library2', '/courses/purchases'],
  ['/mcq', '/studyHub'],
  ['/quiz-play', '/studyHub'],
  ['/student/quiz/play', '/studyHub'],
  ['/playnow', '/live'],
  ['/preferences', '/settingProfile'],
  ['/student/classroom', '/classroom'],
];
const TEACHER_REDIRECTS: [string, string][] = [
  ['/uploadcontent', '/market/seller/upload'],
  ['/dataManagment', '/members'],
];

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <LandingRoute /> },
      ...Object.entries(SITE_PAGES).map(([path, Screen]) => ({ path, element: <Screen /> })),
      { path: 'blogs', element: <BlogsRoute /> },
      { path: 'blog/:id', element: <BlogRoute /> },
      { path: 'blogs/subscribe/confirm', element: <SubscribeConfirmRoute /> },
      { path: 'blogs/unsubscribe', element: <UnsubscribeRoute /> },
    ],
  },
  {
    // Open to everyone, in the signed-in shell (sidebar and header) when signed in.
    element: <AuthAwareLayout />,
    children: [
      { path: '/pricing', element: <PricingRoute /> },
      // The COPYandPAY widget; the screen itself sends signed-out users to /login.
      { path: '/payment', element: <PaymentRoute /> },
      // Public: anyone holding a certificate's link or QR code checks it here.
      { path: '/certificates/verify/:code', element: <VerifyCertificateRoute /> },
      // Assessments work signed out too (a VARK result is kept until sign-up); /huda-form asks
      // for a login only when sending.
      { path: '/assessment', element: <AssessmentHubRoute /> },
      { path: '/vark', element: <VarkTestRoute /> },
      { path: '/vark-assessment', element: <VarkTestRoute /> },
      { path: '/vark/report', element: <VarkReportRoute /> },
      { path: '/vark/email', element: <VarkEmailRoute /> },
      { path: '/personality-test', element: <PersonalityTestRoute /> },
      { path: '/personality-assessment', element: <PersonalityTestRoute /> },
      { path: '/huda-form', element: <HudaFormRoute /> },
    ],
  },
  { path: '/login', element: <LoginRoute /> },
  { path: '/signup', element: <SignupRoute /> },
  { path: '/otp', element: <OtpRoute /> },
  { path: '/forgot', element: <ForgotPasswordRoute /> },
  { path: '/iam', element: <RoleSelectionRoute /> },
  { path: '/unauthorized', element: <UnauthorizedRoute /> },
  ...PUBLIC_REDIRECTS.map(([path, to]) => redirect(path, to)),
  // HyperPay sends the shopper back here (public, as in the spec's route map).
  { path: '/verify-payment/:id', element: <VerifyPaymentRoute /> },
  // Live quizzes (docs/live.md): players join with no login; /live?code= is the QR's target.
  { path: '/guest/quiz/play', element: <LivePlayRoute /> },
  { path: '/live', element: <LivePlayRoute /> },
  {
    element: guarded(<LazyAppLayout />),
    children: [
      { path: '/home', element: <HomeRoute /> },
      { path: '/onboard', element: <RequireNotOnboarded><OnboardingRoute /></RequireNotOnboarded> },
      { path: '/settingProfile', element: <SettingsRoute /> },
      { path: '/wallet', element: <WalletRoute /> },
      { path: '/achievements', element: <AchievementsRoute /> },
      { path: '/ptest', element: <PersonalityTestRoute /> },
      { path: '/report', element: <PersonalityReportRoute /> },
      { path: '/huda-ai', element: <HudaChatRoute /> },
      ...SIGNED_IN_REDIRECTS.map(([path, to]) => redirect(path, to)),
      ...TEACHER_REDIRECTS.map(([path, to]) => teacherOnly(path, <Navigate to={to} replace />)),
      { path: '/notification', element: <NotificationsRoute /> },
      { path: '/activity', element: <ActivityRoute /> },
      { path: '/performance', element: <PerformanceRoute /> },
      { path: '/flashcards', element: <FlashcardsRoute /> },
      { path: '/feedback', element: <FeedbackRoute /> },
      // Administrators write articles; everyone else reads them.
      { path: '/blogpost', element: <BlogPostRedirect /> },
      // Classes (docs/classes.md): the teacher landing, the members pages and the share screens.
      teacherOnly('/class', <MyClassesRoute />),
      teacherOnly('/members', <MembersRoute standalone />),
      teacherOnly('/members/:classId', <MembersRoute standalone />),
      teacherOnly('/uniquecode', <ShareRoute view="code" />),
      teacherOnly('/qr', <ShareRoute view="qr" />),
      teacherOnly('/inviteby', <ShareRoute view="inviteby" />),
      teacherOnly('/elist', <ShareRoute view="elist" />),
      hostOnly('/live/host', <LiveHostRoute />),
      // A finished live game's report (docs/live.md "Report"), linked from My quizzes.
      hostOnly('/live/reports/:sessionId', <LiveReportRoute />),
      // Quizzes and challenges (docs/quizzes.md): the builder, "My quizzes" (hosts; students go on
      // to their hub) and the student's hub across classes.
      hostOnly('/CreateQuiz', <CreateQuizRoute />),
      { path: '/quiz', element: <MyQuizzesRoute /> },
      { path: '/studyHub', element: <StudyHubRoute /> },
      // Only right after a verified purchase (the verification screen hands over to it).
      { path: '/welcome', element: <RequireVerifiedPayment><WelcomeRoute /></RequireVerifiedPayment> },
      // The sparks content marketplace: buyers, then the seller's pages (teachers).
      {
        path: '/market',
        children: [
          { index: true, element: <MarketRoute /> },
          { path: 'products/:productId', element: <ProductRoute /> },
          { path: 'cart', element: <CartRoute /> },
          { path: 'checkout', element: <CheckoutRoute /> },
          { path: 'thank-you/:orderId', element: <ThankYouRoute /> },
          { path: 'purchases', element: <PurchasesRoute /> },
          teacherOnly('seller', <SellerProductsRoute />),
          teacherOnly('seller/upload', <SellerUploadRoute />),
          teacherOnly('seller/analytics', <SellerAnalyticsRoute />),
          teacherOnly('seller/exchange', <SellerExchangeRoute />),
        ],
      },
      {
        path: '/admin',
        children: [
          { index: true, element: <Navigate to="products" replace /> },
          adminOnly('products', <AdminProductsRoute />),
          adminOnly('commissions', <AdminCommissionsRoute />),
          adminOnly('payouts', <AdminPayoutsRoute />),
          adminOnly('courses', <AdminCoursesRoute />),
          adminOnly('blogs', <AdminBlogsRoute />),
          adminOnly('blogs/new', <AdminBlogEditorRoute />),
          adminOnly('blogs/:blogId', <AdminBlogEditorRoute />),
          adminOnly('inquiries', <AdminInquiriesRoute />),
          adminOnly('awards', <AdminAwardsRoute />),
        ],
      },
      {
        // Training centres and administrators only.
        path: '/training-centre',
        element: <RequireUserType type={TRAINING_CENTRE_TYPES}><CentreLayoutRoute /></RequireUserType>,
        children: [
          { index: true, element: <Navigate to="overview" replace /> },
          ...Object.entries(CENTRE_SCREENS).map(([path, Screen]) => ({ path, element: <Screen /> })),
        ],
      },
      {
        path: '/classroom',
        children: [
          { index: true, element: <MyClassesRoute /> },
          {
            // The chosen class: header and tabs, then the tab (Progress and Challenges later).
            element: <ClassViewRoute />,
            children: [
              { path: 'feed', element: <FeedRoute /> },
              { path: 'progress', element: <ProgressRoute /> },
              { path: 'members', element: <MembersRoute /> },
              { path: 'materials', element: <MaterialsRoute /> },
              { path: 'quizzes', element: <ChallengesRoute /> },
            ],
          },
        ],
      },
      {
        path: '/courses',
        children: [
          { index: true, element: <CoursesHubRoute /> },
          // Authoring: teachers (and administrators, for their own courses); centres get theirs in issue 12.
          { path: 'instructor', element: <RequireUserType type={COURSE_AUTHOR_TYPES}><InstructorCoursesRoute /></RequireUserType> },
          { path: 'instructor/:courseId/learners', element: <RequireUserType type={COURSE_AUTHOR_TYPES}><CourseLearnersRoute /></RequireUserType> },
          { path: 'marketplace', element: <CourseMarketplaceRoute /> },
          { path: 'certificates-badges', element: <AchievementsRoute /> },
          { path: 'purchases', element: <MyLearningRoute /> },
          { path: 'enroll/:id', element: <CourseEnrollRoute /> },
          { path: ':courseId/lesson/:lessonId', element: <LessonViewerRoute /> },
          { path: ':courseId', element: <CourseDetailRoute /> },
        ],
      },
    ],
  },
  { element: <AuthAwareLayout />, children: [{ path: '*', element: <NotFoundRoute /> }] },
];
