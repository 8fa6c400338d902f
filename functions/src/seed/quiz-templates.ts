// Quiz templates (quizTemplates/{id}), server only (keys included; teachers list and preview
// them without keys through the API): a teacher copies one into a draft
// quiz (POST /quizzes { method: 'template', template_id }, 5 sparks), reviews it and publishes.
// Questions are in the editor's form (questionInputSchema); the service checks them on use.
// Pure data: the seed (and the tests) write it with their own Firestore handle.
import type { Firestore } from 'firebase-admin/firestore';
import type { Difficulty, QuestionInput, QuizLanguage } from '../shared/schemas/quiz';
import { HUMANITIES_TEMPLATES } from './templates/humanities';
import { STEM_TEMPLATES } from './templates/stem';

export interface QuizTemplate {
  title: string;
  description: string;
  /** A course field (COURSE_FIELDS). */
  subject: string;
  /** The school grade it is written for (7-12). */
  grade: number;
  language: QuizLanguage;
  difficulty: Difficulty;
  questions: QuestionInput[];
}

/** Keyed by stable ids (the seed overwrites the same documents); split by field under templates/. */
export const QUIZ_TEMPLATES: Record<string, QuizTemplate> = {
  'water-cycle-en': {
    title: 'The water cycle',
    description: 'Evaporation, condensation, precipitation and collection, for grade 7.',
    subject: 'science',
    grade: 7,
    language: 'en',
    difficulty: 'easy',
    questions: [
      {
        type: 'multiple_choice',
        text: 'What is it called when liquid water turns into water vapour?',
        options: ['Condensation', 'Evaporation', 'Precipitation', 'Collection'],
        correct_answer: 'Evaporation',
        grading_guidelines: 'Evaporation: liquid water becomes a gas when heated by the Sun.',
        time_limit_s: 20,
        points: 10,
      },
      {
        type: 'true_false',
        text: 'Clouds are made of tiny droplets of water or ice crystals.',
        correct_answer: 'true',
        grading_guidelines: 'True: water vapour condenses into droplets or ice crystals.',
        time_limit_s: 15,
        points: 10,
      },
      {
        type: 'fill_blank',
        text: 'Rain, snow, sleet and hail are all forms of ____.',
        correct_answer: ['precipitation'],
        grading_guidelines: 'Precipitation is water falling from clouds.',
        time_limit_s: 30,
        points: 10,
      },
      {
        type: 'short_answer',
        text: 'Which star provides the energy that drives the water cycle?',
        correct_answer: ['the Sun', 'Sun', 'الشمس'],
        grading_guidelines: 'The Sun heats water and drives evaporation.',
        time_limit_s: 30,
        points: 10,
      },
      {
        type: 'essay',
        text: 'Describe the journey of one drop of water through the water cycle.',
        grading_guidelines:
          'Full points: evaporation, condensation, precipitation and collection in a sensible order with a short explanation of each. Half points: two or three stages correctly explained.',
        time_limit_s: 300,
        points: 20,
      },
    ],
  },
  'fractions-en': {
    title: 'Fractions basics',
    description: 'Equivalent fractions, comparing and adding fractions.',
    subject: 'mathematics',
    grade: 7,
    language: 'en',
    difficulty: 'medium',
    questions: [
      {
        type: 'multiple_choice',
        text: 'Which fraction is equal to 1/2?',
        options: ['2/3', '3/6', '3/5', '4/6'],
        correct_answer: '3/6',
        grading_guidelines: '3/6 simplifies to 1/2.',
        time_limit_s: 20,
        points: 10,
      },
      {
        type: 'true_false',
        text: '3/4 is greater than 2/3.',
        correct_answer: 'true',
        grading_guidelines: '3/4 = 9/12 and 2/3 = 8/12.',
        time_limit_s: 20,
        points: 10,
      },
      {
        type: 'fill_blank',
        text: '1/4 + 1/4 = ____ (simplest form)',
        correct_answer: ['1/2'],
        grading_guidelines: '2/4 simplifies to 1/2.',
        time_limit_s: 30,
        points: 10,
      },
      {
        type: 'short_answer',
        text: 'Write 0.75 as a fraction in simplest form.',
        correct_answer: ['3/4'],
        grading_guidelines: '75/100 = 3/4.',
        time_limit_s: 30,
        points: 10,
      },
      {
        type: 'multiple_choice',
        text: 'What is 2/3 × 3/5?',
        options: ['2/5', '6/8', '5/8', '1/5'],
        correct_answer: '2/5',
        grading_guidelines: '(2 × 3)/(3 × 5) = 6/15 = 2/5 in simplest form.',
        time_limit_s: 40,
        points: 10,
      },
    ],
  },
  'saudi-geography-ar': {
    title: 'جغرافية المملكة العربية السعودية',
    description: 'أسئلة أساسية عن المدن والتضاريس في المملكة.',
    subject: 'geography',
    grade: 8,
    language: 'ar',
    difficulty: 'easy',
    questions: [
      {
        type: 'multiple_choice',
        text: 'ما عاصمة المملكة العربية السعودية؟',
        options: ['جدة', 'الرياض', 'الدمام', 'مكة المكرمة'],
        correct_answer: 'الرياض',
        grading_guidelines: 'العاصمة هي الرياض.',
        time_limit_s: 15,
        points: 10,
      },
      {
        type: 'true_false',
        text: 'يطل ساحل المملكة الغربي على البحر الأحمر.',
        correct_answer: 'true',
        grading_guidelines: 'صح: الساحل الغربي على البحر الأحمر والشرقي على الخليج العربي.',
        time_limit_s: 15,
        points: 10,
      },
      {
        type: 'fill_blank',
        text: 'أكبر صحراء رملية متصلة في العالم هي صحراء ____.',
        correct_answer: ['الربع الخالي', 'ربع الخالي'],
        grading_guidelines: 'الربع الخالي.',
        time_limit_s: 30,
        points: 10,
      },
      {
        type: 'short_answer',
        text: 'على أي خليج يقع الساحل الشرقي للمملكة؟',
        correct_answer: ['الخليج العربي'],
        grading_guidelines: 'الخليج العربي.',
        time_limit_s: 30,
        points: 10,
      },
      {
        type: 'essay',
        text: 'صف باختصار تنوع التضاريس في المملكة العربية السعودية.',
        grading_guidelines: 'الدرجة كاملة لذكر الصحارى والجبال (مثل جبال السروات) والسهول الساحلية مع أمثلة؛ نصف الدرجة لذكر نوعين.',
        time_limit_s: 300,
        points: 20,
      },
    ],
  },
  'arabic-grammar-ar': {
    title: 'أساسيات النحو العربي',
    description: 'الاسم والفعل والحرف، والجملة الاسمية والفعلية.',
    subject: 'languages',
    grade: 8,
    language: 'ar',
    difficulty: 'medium',
    questions: [
      {
        type: 'multiple_choice',
        text: 'ما نوع الكلمة «كَتَبَ»؟',
        options: ['اسم', 'فعل', 'حرف'],
        correct_answer: 'فعل',
        grading_guidelines: '«كتب» فعل ماضٍ.',
        time_limit_s: 20,
        points: 10,
      },
      {
        type: 'true_false',
        text: 'الجملة الاسمية تبدأ باسم.',
        correct_answer: 'true',
        grading_guidelines: 'صح: تتكون من مبتدأ وخبر.',
        time_limit_s: 20,
        points: 10,
      },
      {
        type: 'fill_blank',
        text: 'تتكون الجملة الاسمية من مبتدأ و____.',
        correct_answer: ['خبر'],
        grading_guidelines: 'المبتدأ والخبر.',
        time_limit_s: 30,
        points: 10,
      },
      {
        type: 'short_answer',
        text: 'ما علامة رفع الاسم المفرد؟',
        correct_answer: ['الضمة', 'ضمة'],
        grading_guidelines: 'الضمة.',
        time_limit_s: 30,
        points: 10,
      },
      {
        type: 'multiple_choice',
        text: 'ما إعراب كلمة «الطالبُ» في جملة «الطالبُ مجتهدٌ»؟',
        options: ['مبتدأ مرفوع', 'خبر مرفوع', 'فاعل مرفوع', 'مفعول به منصوب'],
        correct_answer: 'مبتدأ مرفوع',
        grading_guidelines: 'الطالبُ: مبتدأ مرفوع وعلامة رفعه الضمة، ومجتهدٌ: خبره.',
        time_limit_s: 30,
        points: 10,
      },
    ],
  },
  ...STEM_TEMPLATES,
  ...HUMANITIES_TEMPLATES,
};

/** Writes every template (idempotent: same ids, same data). */
export async function seedQuizTemplates(db: Firestore): Promise<void> {
  const batch = db.batch();
  for (const [id, template] of Object.entries(QUIZ_TEMPLATES)) batch.set(db.collection('quizTemplates').doc(id), template);
  await batch.commit();
}
