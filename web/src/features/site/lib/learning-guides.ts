// The guides on /learning-resources: each for a role and about a topic, pointing at the place
// that teaches it (the blog, the VARK test, Huda, the help centre...). The page groups them by
// role or by topic (?by=topic).

export const GUIDE_ROLES = ['students', 'teachers', 'centres'] as const;
export const GUIDE_TOPICS = ['gettingStarted', 'quizzes', 'assessments', 'ai', 'studySkills', 'rewards', 'marketplace', 'courses', 'management'] as const;
export type GuideRole = (typeof GUIDE_ROLES)[number];
export type GuideTopic = (typeof GUIDE_TOPICS)[number];
export type GuideGrouping = 'role' | 'topic';

/** Where a guide leads; each destination has its own link text. */
export const GUIDE_DESTINATIONS = {
  blog: { to: '/blogs' },
  help: { to: '/help-center' },
  vark: { to: '/vark' },
  assessment: { to: '/assessment' },
  huda: { to: '/huda-ai', signedOutTo: '/huda-form' },
  live: { to: '/guest/quiz/play' },
  pricing: { to: '/pricing' },
  enterprise: { to: '/enterprise' },
} as const satisfies Record<string, { to: string; signedOutTo?: string }>;
export type GuideDestination = keyof typeof GUIDE_DESTINATIONS;

export interface Guide {
  /** Message ids: site.learningResources.guides.<key>.{title,body}. */
  key: string;
  role: GuideRole;
  topic: GuideTopic;
  destination: GuideDestination;
}

export const GUIDES: readonly Guide[] = [
  { key: 'joinClass', role: 'students', topic: 'gettingStarted', destination: 'help' },
  { key: 'vark', role: 'students', topic: 'assessments', destination: 'vark' },
  { key: 'huda', role: 'students', topic: 'ai', destination: 'huda' },
  { key: 'liveQuiz', role: 'students', topic: 'quizzes', destination: 'live' },
  { key: 'studyTips', role: 'students', topic: 'studySkills', destination: 'blog' },
  { key: 'firstClass', role: 'teachers', topic: 'gettingStarted', destination: 'help' },
  { key: 'aiQuiz', role: 'teachers', topic: 'quizzes', destination: 'blog' },
  { key: 'liveMode', role: 'teachers', topic: 'quizzes', destination: 'help' },
  { key: 'styles', role: 'teachers', topic: 'assessments', destination: 'assessment' },
  { key: 'rewards', role: 'teachers', topic: 'rewards', destination: 'blog' },
  { key: 'sell', role: 'teachers', topic: 'marketplace', destination: 'pricing' },
  { key: 'setup', role: 'centres', topic: 'gettingStarted', destination: 'enterprise' },
  { key: 'people', role: 'centres', topic: 'management', destination: 'help' },
  { key: 'analytics', role: 'centres', topic: 'management', destination: 'help' },
  { key: 'courses', role: 'centres', topic: 'courses', destination: 'blog' },
];

export function parseGrouping(value: string | null | undefined): GuideGrouping {
  return value === 'topic' ? 'topic' : 'role';
}

export interface GuideGroup {
  key: GuideRole | GuideTopic;
  guides: Guide[];
}

/** The guides in groups, in the fixed order of roles or topics; empty groups are left out. */
export function groupGuides(guides: readonly Guide[], by: GuideGrouping): GuideGroup[] {
  const order: readonly (GuideRole | GuideTopic)[] = by === 'role' ? GUIDE_ROLES : GUIDE_TOPICS;
  return order
    .map((key) => ({ key, guides: guides.filter((guide) => (by === 'role' ? guide.role : guide.topic) === key) }))
    .filter((group) => group.guides.length > 0);
}
