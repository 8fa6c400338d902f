// The built-in badges (docs/awards.md, "Rules"). A badges/{id} document with the same id
// overrides their fields; administrators add their own through POST /awards.
import type { BadgeCategory, BadgeDefinitionFields, BadgeIcon, BadgeMetric, LocalizedText } from '../../shared/schemas/awards';

export interface BadgeDefinition extends BadgeDefinitionFields {
  /** Epoch ms of a soft delete, or null. */
  deleted_at: number | null;
}

const badge = (
  id: string,
  category: BadgeCategory,
  icon: BadgeIcon,
  metric: BadgeMetric,
  threshold: number,
  points: number,
  title: LocalizedText,
  description: LocalizedText,
): BadgeDefinition => ({ id, category, icon, metric, threshold, points, title, description, built_in: true, active: true, deleted_at: null });

const milestone = (threshold: number, icon: BadgeIcon): BadgeDefinition =>
  badge(`points-${threshold}`, 'milestones', icon, 'total_points', threshold, 0,
    { ar: `${threshold} نقطة`, en: `${threshold} points` },
    { ar: `جمعت ${threshold} نقطة من الشارات ونقاط المكافأة.`, en: `You collected ${threshold} points from badges and reward points.` });

export const BUILT_IN_BADGES: readonly BadgeDefinition[] = [
  badge('first-class', 'classes', 'handshake', 'classes_joined', 1, 10,
    { ar: 'أول فصل', en: 'First class' },
    { ar: 'انضممت إلى فصلك الأول.', en: 'You joined your first class.' }),
  badge('class-explorer', 'classes', 'rocket', 'classes_joined', 3, 20,
    { ar: 'مستكشف الفصول', en: 'Class explorer' },
    { ar: 'انضممت إلى ثلاثة فصول.', en: 'You joined three classes.' }),
  badge('first-quiz', 'quizzes', 'lightbulb', 'quizzes_completed', 1, 10,
    { ar: 'أول اختبار', en: 'First quiz' },
    { ar: 'أكملت أول تحدٍّ في فصلك.', en: 'You completed your first class challenge.' }),
  badge('quiz-regular', 'quizzes', 'target', 'quizzes_completed', 10, 30,
    { ar: 'مواظب على الاختبارات', en: 'Quiz regular' },
    { ar: 'أكملت عشرة تحديات.', en: 'You completed ten challenges.' }),
  badge('perfect-score', 'quizzes', 'star', 'perfect_scores', 1, 25,
    { ar: 'الدرجة الكاملة', en: 'Perfect score' },
    { ar: 'حصلت على 100% في تحدٍّ.', en: 'You scored 100% in a challenge.' }),
  badge('live-podium', 'live', 'medal', 'live_podiums', 1, 25,
    { ar: 'على منصة التتويج', en: 'On the podium' },
    { ar: 'أنهيت اختبارًا مباشرًا بين المراكز الثلاثة الأولى.', en: 'You finished a live quiz in the top three.' }),
  badge('live-champion', 'live', 'crown', 'live_wins', 1, 40,
    { ar: 'بطل الاختبار المباشر', en: 'Live quiz champion' },
    { ar: 'فزت بالمركز الأول في اختبار مباشر.', en: 'You won first place in a live quiz.' }),
  badge('five-day-streak', 'streaks', 'flame', 'best_streak', 5, 30,
    { ar: 'خمسة أيام متتالية', en: 'Five-day streak' },
    { ar: 'تعلّمت خمسة أيام متتالية.', en: 'You were active five days in a row.' }),
  badge('course-completed', 'courses', 'graduation', 'courses_completed', 1, 50,
    { ar: 'أول دورة مكتملة', en: 'Course completed' },
    { ar: 'أكملت دورتك الأولى.', en: 'You completed your first course.' }),
  badge('three-courses', 'courses', 'book', 'courses_completed', 3, 75,
    { ar: 'متعلّم شغوف', en: 'Keen learner' },
    { ar: 'أكملت ثلاث دورات.', en: 'You completed three courses.' }),
  badge('first-sale', 'market', 'coins', 'products_sold', 1, 30,
    { ar: 'أول عملية بيع', en: 'First sale' },
    { ar: 'بعت أول منتج لك في المتجر.', en: 'You sold your first product in the marketplace.' }),
  badge('first-course-sale', 'market', 'coins', 'courses_sold', 1, 30,
    { ar: 'أول دورة مبيعة', en: 'First course sale' },
    { ar: 'اشترى متعلّم إحدى دوراتك.', en: 'A learner bought one of your courses.' }),
  badge('teachers-star', 'recognition', 'star', 'reward_points', 50, 15,
    { ar: 'نجم المعلّم', en: "Teacher's star" },
    { ar: 'حصلت على 50 نقطة مكافأة من معلّميك.', en: 'Your teachers gave you 50 reward points.' }),
  milestone(100, 'trophy'),
  milestone(250, 'trophy'),
  milestone(500, 'trophy'),
  milestone(1000, 'crown'),
];
