// The offline quiz generator: used when no OPENAI_API_KEY is configured, so that `npm start`
// works without a network. It is deterministic (same input, same quiz) and clearly labelled:
// the title starts with "[Offline demo]" (Arabic: "[تجريبي دون اتصال]"), the description says
// the questions were not written by an AI, and the quiz's `generator` is 'offline'.
//
// It builds questions from the source text without understanding it: sentences with a key
// term blanked out (multiple choice, fill in the blank), statements kept or falsified by
// swapping a key term (true/false), and open questions about the key terms that the teacher
// grades (short answer, essay). Its output has the model's shape (GeneratedQuiz), so it runs
// through the same checks as the model's. Pure.
import { QUIZ } from '../shared/constants';
import type { Difficulty, GeneratedQuestion, GeneratedQuiz, QuestionType, QuizLanguage } from '../shared/schemas/quiz';
import { seededRandom, shuffled } from './quiz-scoring';

export interface OfflineQuizInput {
  prompt: string;
  /** Text extracted from a PDF, if any. */
  sourceText?: string;
  sourceName?: string;
  difficulty: Difficulty;
  count: number;
  types: readonly QuestionType[];
  language: QuizLanguage;
}

export const OFFLINE_LABEL = { en: '[Offline demo]', ar: '[تجريبي دون اتصال]' } as const;
export const OFFLINE_DESCRIPTION = {
  en: 'Written by the offline demo generator (no AI key is configured), not by an AI. Check and edit every question before publishing.',
  ar: 'أنشأها المولّد التجريبي دون اتصال (لم يُضبط مفتاح الذكاء الاصطناعي)، وليس الذكاء الاصطناعي. راجع كل سؤال وعدّله قبل النشر.',
} as const;

const STOPWORDS = new Set(
  [
    // English function words and quiz-request words
    'about', 'above', 'after', 'again', 'against', 'also', 'among', 'because', 'been', 'before', 'being', 'below',
    'between', 'both', 'cannot', 'could', 'does', 'doing', 'down', 'during', 'each', 'from', 'further', 'have',
    'having', 'here', 'into', 'itself', 'just', 'more', 'most', 'much', 'must', 'only', 'other', 'over', 'same',
    'should', 'some', 'such', 'than', 'that', 'their', 'them', 'then', 'there', 'these', 'they', 'this', 'those',
    'through', 'under', 'until', 'very', 'were', 'what', 'when', 'where', 'which', 'while', 'whom', 'will', 'with',
    'within', 'would', 'your', 'yours', 'quiz', 'quizzes', 'question', 'questions', 'create', 'generate', 'make',
    'please', 'students', 'student', 'grade', 'level', 'class', 'test', 'easy', 'medium', 'hard', 'mixed', 'using',
    'based', 'write', 'include', 'including', 'chapter', 'page', 'pages', 'many', 'like', 'used', 'uses',
    // Arabic function words and quiz-request words
    'على', 'إلى', 'الى', 'هذا', 'هذه', 'ذلك', 'تلك', 'التي', 'الذي', 'الذين', 'والتي', 'كان', 'كانت', 'يكون', 'تكون',
    'حول', 'عن', 'من', 'في', 'مع', 'بين', 'ثم', 'أو', 'أن', 'إن', 'لكن', 'حتى', 'عند', 'عندما', 'كل', 'بعض', 'غير',
    'اختبار', 'اختبارا', 'أسئلة', 'اسئلة', 'سؤال', 'أنشئ', 'انشئ', 'اكتب', 'للطلاب', 'الطلاب', 'طلاب', 'الصف', 'لطلاب',
    'مستوى', 'سهل', 'متوسط', 'صعب', 'يرجى', 'عليها', 'فيها', 'منها', 'وهي', 'وهو', 'هي', 'هو', 'لها', 'له',
  ].map((w) => w.toLowerCase()),
);

const GENERIC_DISTRACTORS = {
  en: ['energy', 'structure', 'process', 'pattern', 'element', 'system', 'method', 'balance'],
  ar: ['الطاقة', 'البنية', 'العملية', 'النمط', 'العنصر', 'النظام', 'الطريقة', 'التوازن'],
} as const;

const ARABIC = /[\u0600-\u06FF]/;
const WORD = /[\p{L}][\p{L}\p{M}'’-]*/gu;

/** The language a text is mostly written in: Arabic when it has Arabic letters. */
export function detectLanguage(text: string): QuizLanguage {
  return ARABIC.test(text) ? 'ar' : 'en';
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

// Arabic "and/so" glued to a definite article ("والتكاثف" -> "التكاثف").
const ARABIC_CONJUNCTION = /^[\u0648\u0641](?=\u0627\u0644)/u;

function words(text: string): string[] {
  return [...text.matchAll(WORD)].map((m) => m[0].replace(/['’-]+$/, '').replace(ARABIC_CONJUNCTION, ''));
}

const isKeyword = (word: string) => [...word].length >= (ARABIC.test(word) ? 3 : 4) && !STOPWORDS.has(word.toLowerCase());

/** Key terms by frequency, then length, then first appearance. */
export function keyTerms(text: string): string[] {
  const stats = new Map<string, { word: string; count: number; first: number }>();
  words(text).forEach((word, index) => {
    if (!isKeyword(word)) return;
    const key = word.toLowerCase();
    const entry = stats.get(key);
    if (!entry) stats.set(key, { word, count: 1, first: index });
    else {
      entry.count += 1;
      // Prefer the lower-case spelling over one capitalised at the start of a sentence.
      if (word === key) entry.word = word;
    }
  });
  return [...stats.values()]
    .sort((a, b) => b.count - a.count || b.word.length - a.word.length || a.first - b.first)
    .map((entry) => entry.word);
}

/** Sentences worth a question: 5 to 40 words, not too long. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?\u061F])\s+|\n+/u)
    .map(collapse)
    .filter((s) => {
      const count = words(s).length;
      return count >= 5 && count <= 40 && s.length <= 280;
    });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function replaceWord(sentence: string, word: string, by: string): string {
  return sentence.replace(new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}(?=$|[^\\p{L}])`, 'iu'), `$1${by}`);
}

// "Create a quiz about X for grade 7" -> "X"; "اختبار عن X للصف السابع" -> "X".
const REQUEST_START = [
  /^(please\s+)?((create|generate|make|write|give me)\s+)?(an?\s+)?(\w+\s+)?(quiz|test|exam|questions?)\s+(about|on|for|covering)\s+/i,
  /^((أنشئ|انشئ|اكتب|أعد|اعد)\s+)?(اختبارا?|أسئلة|اسئلة)\s+(عن|حول|في)\s+/u,
];
const REQUEST_END = [/\s+(for|to)\s+(grade|year|class|students|pupils|beginners)\b.*$/i, /\s+(لل?صف|لطلاب|للطلاب|للمرحلة)\b.*$/u];

export function topicOfPrompt(prompt: string): string {
  let topic = collapse(prompt);
  for (const pattern of [...REQUEST_START, ...REQUEST_END]) topic = topic.replace(pattern, '');
  return topic.replace(/[.!?\u061F:]+$/u, '').trim() || collapse(prompt);
}

function topicOf(input: OfflineQuizInput): string {
  const fromName = input.sourceName?.replace(/\.pdf$/i, '').replace(/[_-]+/g, ' ').trim();
  const base = collapse(fromName || topicOfPrompt(input.prompt));
  const cut = [...base].slice(0, 80).join('');
  return cut.length < base.length ? `${cut}…` : cut || (input.language === 'ar' ? 'الموضوع' : 'the topic');
}

const SETTINGS: Record<Exclude<Difficulty, 'mixed'>, { points: number; time: number; options: number }> = {
  easy: { points: 10, time: 30, options: 3 },
  medium: { points: 10, time: 45, options: 4 },
  hard: { points: 20, time: 60, options: 4 },
};
const MIXED: Exclude<Difficulty, 'mixed'>[] = ['easy', 'medium', 'hard'];

interface Material {
  sentence: string | null;
  term: string;
}

export function generateOfflineQuiz(input: OfflineQuizInput): GeneratedQuiz {
  const language = input.language;
  const ar = language === 'ar';
  const source = [input.sourceText ?? '', input.prompt].join('\n');
  const random = seededRandom(`${language}|${input.difficulty}|${input.count}|${input.types.join(',')}|${source}`);
  const topic = topicOf(input);
  const terms = keyTerms(source);
  const fallback = GENERIC_DISTRACTORS[language];
  const allTerms = terms.length > 0 ? terms : [...fallback];
  // Sentences come from the source text only: a prompt is a request, not material.
  const usable = sentences(input.sourceText ?? '').filter((s) => allTerms.some((t) => replaceWord(s, t, '') !== s));

  // Each question gets a sentence (when the text has any) and a key term that occurs in it.
  const material = (i: number): Material => {
    if (usable.length > 0) {
      const sentence = usable[i % usable.length]!;
      const inSentence = allTerms.filter((t) => replaceWord(sentence, t, '') !== sentence);
      return { sentence, term: inSentence[Math.floor(i / usable.length) % inSentence.length]! };
    }
    return { sentence: null, term: allTerms[i % allTerms.length]! };
  };

  // Wrong options: other key terms of the text when the question quotes a sentence; without
  // one ("which term belongs to the topic?") only words that are not terms of the topic.
  const known = new Set(terms.map((t) => t.toLowerCase()));
  const distractors = (term: string, n: number, fromText: boolean): string[] => {
    const seen = new Set([term.toLowerCase()]);
    const candidates = fromText ? [...allTerms, ...fallback] : fallback.filter((w) => !known.has(w.toLowerCase()));
    const pool = candidates.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
    return shuffled(pool, random).slice(0, n);
  };

  const questions: GeneratedQuestion[] = [];
  for (let i = 0; i < input.count; i += 1) {
    const type = input.types[i % input.types.length]!;
    const level = input.difficulty === 'mixed' ? MIXED[i % MIXED.length]! : input.difficulty;
    const { points, time, options: optionCount } = SETTINGS[level];
    const { sentence, term } = material(i);
    const blanked = sentence ? replaceWord(sentence, term, QUIZ.blank) : null;
    const base = { points, time_limit_s: time, accepted_answers: [] as string[], grading_guidelines: '' };
    switch (type) {
      case 'multiple_choice': {
        const options = shuffled([term, ...distractors(term, optionCount - 1, sentence !== null)], random);
        const text = blanked
          ? ar ? `ما الكلمة التي تكمل العبارة؟ «${blanked}»` : `Which word completes the sentence? "${blanked}"`
          : ar ? `أيّ هذه المصطلحات يرتبط أكثر بموضوع «${topic}»؟` : `Which of these terms belongs to the topic "${topic}"?`;
        questions.push({ ...base, type, text, options, correct_answer: term });
        break;
      }
      case 'true_false': {
        // Even questions keep a true statement; odd ones swap the key term for another word.
        const swap = distractors(term, 1, sentence !== null)[0];
        const keep = i % 2 === 0 || swap === undefined;
        const shown = keep ? term : swap;
        const statement = sentence
          ? keep ? sentence : replaceWord(sentence, term, shown)
          : ar ? `«${shown}» من المصطلحات الواردة في موضوع «${topic}».` : `"${shown}" is one of the terms of the topic "${topic}".`;
        const truth = keep;
        questions.push({
          ...base, type, text: ar ? `صح أم خطأ: ${statement}` : `True or false: ${statement}`,
          options: ['true', 'false'], correct_answer: truth ? 'true' : 'false',
        });
        break;
      }
      case 'fill_blank': {
        const text = blanked ?? (ar ? `أكمل: من مصطلحات موضوع «${topic}»: ${QUIZ.blank}.` : `Complete: one key term of the topic "${topic}" is ${QUIZ.blank}.`);
        // Without a sentence any key term of the topic is right.
        const accepted = blanked ? [term] : [term, ...terms.filter((t) => t !== term)].slice(0, QUIZ.maxAcceptedAnswers);
        questions.push({ ...base, type, text, options: [], correct_answer: term, accepted_answers: accepted });
        break;
      }
      case 'short_answer': {
        const text = ar ? `اشرح في جملة واحدة معنى «${term}» في موضوع «${topic}».` : `In one sentence, explain what "${term}" means in "${topic}".`;
        const guidelines = sentence
          ? ar ? `إجابة كاملة تتفق مع: «${sentence}»` : `A full answer agrees with: "${sentence}"`
          : ar ? `إجابة كاملة تعرّف «${term}» تعريفًا صحيحًا.` : `A full answer defines "${term}" correctly.`;
        questions.push({ ...base, type, text, options: [], correct_answer: '', grading_guidelines: guidelines });
        break;
      }
      case 'essay': {
        const used = [term, ...terms.filter((t) => t !== term)].slice(0, 3);
        const text = ar
          ? `اكتب فقرة قصيرة عن «${topic}» مستخدمًا المصطلحات: ${used.join('، ')}.`
          : `Write a short paragraph about "${topic}" using the terms: ${used.join(', ')}.`;
        const guidelines = ar
          ? `الدرجة كاملة لفقرة صحيحة ومنظمة تستخدم المصطلحات (${used.join('، ')}) استخدامًا صحيحًا؛ درجة جزئية لفقرة صحيحة ينقصها بعض المصطلحات.`
          : `Full points for an accurate, well organised paragraph that uses the terms (${used.join(', ')}) correctly; partial points when it is accurate but misses some terms.`;
        questions.push({ ...base, type, text, options: [], correct_answer: '', points: points * 2, time_limit_s: QUIZ.timeLimitS.max, grading_guidelines: guidelines });
        break;
      }
    }
  }

  return {
    title: `${OFFLINE_LABEL[language]} ${topic}`,
    description: OFFLINE_DESCRIPTION[language],
    questions,
  };
}
