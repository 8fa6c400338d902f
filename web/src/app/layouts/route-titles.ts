// Breadcrumbs for the signed-in area: every known path segment has a translated title;
// unknown segments (ids) are skipped. Pure, so it is unit-tested without a DOM.

interface Title {
  id: string;
}

const SEGMENT_TITLES: Record<string, Title> = {
  home: { id: 'nav.route.home' },
  onboard: { id: 'nav.route.onboard' },
  settingProfile: { id: 'nav.route.settings' },
  studyHub: { id: 'nav.route.studyHub' },
  flashcards: { id: 'nav.route.flashcards' },
  'quiz-play': { id: 'nav.route.quizPlay' },
  student: { id: 'nav.route.student' },
  playnow: { id: 'nav.route.playNow' },
  play: { id: 'nav.route.play' },
  mcq: { id: 'nav.route.mcq' },
  quiz: { id: 'nav.route.quiz' },
  leaderboard: { id: 'nav.route.leaderboard' },
  material: { id: 'nav.route.material' },
  activity: { id: 'nav.route.activity' },
  ptest: { id: 'nav.route.personalityTest' },
  // Assessments (docs/assessments.md 5); /vark/report and /vark/email are below.
  assessment: { id: 'nav.route.assessments' },
  vark: { id: 'nav.route.vark' },
  'vark-assessment': { id: 'nav.route.vark' },
  'personality-test': { id: 'nav.route.personalityTest' },
  'personality-assessment': { id: 'nav.route.personalityTest' },
  progress: { id: 'nav.route.progress' },
  report: { id: 'nav.route.report' },
  post: { id: 'nav.route.post' },
  blogpost: { id: 'nav.route.blogPost' },
  feedback: { id: 'nav.route.feedback' },
  library1: { id: 'nav.route.library' },
  library2: { id: 'nav.route.library' },
  preferences: { id: 'nav.route.preferences' },
  welcome: { id: 'nav.route.welcome' },
  notification: { id: 'nav.route.notifications' },
  performance: { id: 'nav.route.performance' },
  market: { id: 'nav.route.market' },
  'huda-ai': { id: 'nav.route.huda' },
  achievements: { id: 'nav.route.achievements' },
  class: { id: 'nav.route.class' },
  uploadcontent: { id: 'nav.route.uploadContent' },
  CreateQuiz: { id: 'nav.route.createQuiz' },
  inviteby: { id: 'nav.route.invite' },
  uniquecode: { id: 'nav.route.uniqueCode' },
  elist: { id: 'nav.route.emailList' },
  qr: { id: 'nav.route.qr' },
  members: { id: 'nav.route.members' },
  dataManagment: { id: 'nav.route.dataManagement' },
  'training-centre': { id: 'nav.route.trainingCentre' },
  overview: { id: 'nav.route.overview' },
  classes: { id: 'nav.route.classes' },
  teachers: { id: 'nav.route.teachers' },
  students: { id: 'nav.route.students' },
  wallet: { id: 'nav.route.wallet' },
  analytics: { id: 'nav.route.analytics' },
  settings: { id: 'nav.route.settings' },
  classroom: { id: 'nav.route.classroom' },
  feed: { id: 'nav.route.feed' },
  materials: { id: 'nav.route.materials' },
  quizzes: { id: 'nav.route.quizzes' },
  courses: { id: 'nav.route.courses' },
  instructor: { id: 'nav.route.instructor' },
  marketplace: { id: 'nav.route.marketplace' },
  'certificates-badges': { id: 'nav.route.certificates' },
  purchases: { id: 'nav.route.purchases' },
  enroll: { id: 'nav.route.enroll' },
  lesson: { id: 'nav.route.lesson' },
  learners: { id: 'nav.route.learners' },
  pricing: { id: 'nav.route.pricing' },
  // The marketplace, the seller's pages and the admin dashboard (docs/market.md).
  products: { id: 'nav.route.products' },
  cart: { id: 'nav.route.cart' },
  checkout: { id: 'nav.route.checkout' },
  'thank-you': { id: 'nav.route.thankYou' },
  seller: { id: 'nav.route.seller' },
  upload: { id: 'nav.route.upload' },
  exchange: { id: 'nav.route.exchange' },
  admin: { id: 'nav.route.admin' },
  commissions: { id: 'nav.route.commissions' },
  payouts: { id: 'nav.route.payouts' },
  payment: { id: 'nav.route.payment' },
  // /live/host (the player's /live is outside the signed-in area, so only the last segment).
  host: { id: 'nav.route.liveHost' },
  reports: { id: 'nav.route.liveReport' },
};

/** Segments whose title depends on where they sit (the same word names two pages). */
const PATH_TITLES: Record<string, Title> = {
  '/courses/purchases': { id: 'nav.route.myLearning' },
  // The public certificate check, when a signed-in user opens it (the code after it is skipped).
  '/certificates/verify': { id: 'nav.route.verifyCertificate' },
  '/report': { id: 'nav.route.personalityReport' },
  '/vark/report': { id: 'nav.route.varkReport' },
  '/vark/email': { id: 'nav.route.varkEmail' },
  // The administrators' blog (the public /blogs has no breadcrumb); an article's id is skipped.
  '/admin/blogs': { id: 'nav.route.blogAdmin' },
  '/admin/blogs/new': { id: 'nav.route.newArticle' },
  '/admin/inquiries': { id: 'nav.route.inquiries' },
  '/admin/awards': { id: 'nav.route.adminAwards' },
};

const FALLBACK: Title = { id: 'nav.route.app' };

export interface Crumb {
  /** Message id of the title. */
  id: string;
  /** The path up to and including this segment. */
  to: string;
}

export function breadcrumbFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  segments.forEach((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    const title = Object.hasOwn(PATH_TITLES, to) ? PATH_TITLES[to] : Object.hasOwn(SEGMENT_TITLES, segment) ? SEGMENT_TITLES[segment] : undefined;
    if (title) crumbs.push({ id: title.id, to });
  });
  return crumbs.length > 0 ? crumbs : [{ id: FALLBACK.id, to: '/' }];
}
