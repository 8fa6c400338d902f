// What a certificate says (docs/awards.md, "Certificates"), decided from the course and the
// profiles at issue time; services/awards/issue-certificate.ts reads them and stores the result.
import { AWARDS, COURSE_CATEGORIES, type CourseCategory } from '../../shared/constants';
import type { CertificateIssuer } from '../../shared/schemas/awards';

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The categories' names as the web shows them (courses.category.*), for a course without objectives. */
const CATEGORY_NAMES: Record<CourseCategory, { ar: string; en: string }> = {
  programming: { ar: 'البرمجة', en: 'Programming' },
  design: { ar: 'التصميم', en: 'Design' },
  business: { ar: 'الأعمال', en: 'Business' },
  marketing: { ar: 'التسويق', en: 'Marketing' },
  photography: { ar: 'التصوير', en: 'Photography' },
  music: { ar: 'الموسيقى', en: 'Music' },
  'health-fitness': { ar: 'الصحة واللياقة', en: 'Health & Fitness' },
  language: { ar: 'اللغات', en: 'Languages' },
  academic: { ar: 'أكاديمي', en: 'Academic' },
  lifestyle: { ar: 'أسلوب الحياة', en: 'Lifestyle' },
  mathematics: { ar: 'الرياضيات', en: 'Mathematics' },
  'computer-science': { ar: 'علوم الحاسب', en: 'Computer Science' },
  development: { ar: 'التطوير', en: 'Development' },
};

const isCategory = (value: string): value is CourseCategory => (COURSE_CATEGORIES as readonly string[]).includes(value);

/**
 * The skills a certificate lists: the course's learning objectives (trimmed, non-empty, no
 * repeats, at most AWARDS.maxSkills), else its category's name in the course's language.
 */
export function certificateSkills(course: { learning_objectives?: unknown; category?: unknown; language?: unknown }): string[] {
  const objectives = Array.isArray(course.learning_objectives) ? course.learning_objectives.map(str).filter(Boolean) : [];
  const skills = [...new Set(objectives)].slice(0, AWARDS.maxSkills);
  if (skills.length > 0) return skills;
  const category = str(course.category);
  if (!category) return [];
  return [isCategory(category) ? CATEGORY_NAMES[category][course.language === 'ar' ? 'ar' : 'en'] : category];
}

/** The learner's name as their profile has it: first name and surname, else `name`, else the fallback. */
export function learnerName(profile: { first_name?: unknown; surname?: unknown; name?: unknown } | undefined, fallback = 'Learner'): string {
  const full = [str(profile?.first_name), str(profile?.surname)].filter(Boolean).join(' ');
  return full || str(profile?.name) || fallback;
}

/** Who issues it: the centre for an enterprise course (`enterprise` = the centre's uid), else the owner. */
export function certificateIssuer(
  course: { owner_uid?: unknown; enterprise?: unknown },
  names: { owner: string; centre?: string },
): CertificateIssuer {
  const centre = str(course.enterprise);
  if (centre) return { kind: 'centre', uid: centre, name: names.centre || names.owner };
  return { kind: 'instructor', uid: str(course.owner_uid), name: names.owner };
}

/** The public verification link of a credential id. */
export const verifyUrl = (appUrl: string, credentialId: string): string =>
  `${appUrl.replace(/\/+$/, '')}/certificates/verify/${encodeURIComponent(credentialId)}`;
