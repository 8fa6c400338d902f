// The VARK report mail (POST /assessments/vark/email) in the reader's language: the style, the
// four scores, study tips for each of the style's modalities and a link to the report screen.
import { escapeHtml, type MailMessage } from '../mail-templates';
import { VARK_MODALITIES, VARK_QUESTION_IDS, type LearningStyleKey, type VarkModality } from '../../shared/assessment-catalogue';
import type { LANGUAGES } from '../../shared/constants';
import type { VarkScores } from '../../shared/vark-scoring';

type Language = (typeof LANGUAGES)[number];

const STYLE_NAMES: Record<Language, Record<LearningStyleKey, string>> = {
  ar: { visual: 'بصري', auditory: 'سمعي', reading: 'القراءة والكتابة', kinesthetic: 'حركي', multimodal: 'متعدد الأنماط' },
  en: { visual: 'Visual', auditory: 'Auditory', reading: 'Reading/writing', kinesthetic: 'Kinesthetic', multimodal: 'Multimodal' },
};

const TIPS: Record<Language, Record<VarkModality, string[]>> = {
  ar: {
    visual: ['حوّل ملاحظاتك إلى مخططات وخرائط ذهنية.', 'استخدم الألوان لتمييز الأفكار الرئيسية.'],
    auditory: ['اشرح الدرس بصوت عالٍ لنفسك أو لزميل.', 'استمع إلى التسجيلات وناقش ما تعلمته.'],
    reading: ['أعد كتابة ملاحظاتك بكلماتك الخاصة.', 'لخّص كل درس في قائمة نقاط.'],
    kinesthetic: ['تعلّم بالتجربة والأمثلة العملية.', 'خذ فترات راحة قصيرة وتحرك أثناء المراجعة.'],
  },
  en: {
    visual: ['Turn your notes into diagrams and mind maps.', 'Use colours to mark the main ideas.'],
    auditory: ['Explain the lesson out loud to yourself or a classmate.', 'Listen to recordings and discuss what you learned.'],
    reading: ['Rewrite your notes in your own words.', 'Summarise each lesson as a list of points.'],
    kinesthetic: ['Learn by doing: try experiments and real examples.', 'Take short breaks and move while you revise.'],
  },
};

const TEXT = {
  ar: {
    subject: 'تقرير أسلوب التعلم الخاص بك | سباركس',
    intro: 'هذا تقرير أسلوب التعلم (VARK) الخاص بك.',
    style: 'أسلوبك:',
    scores: `نقاطك (من ${VARK_QUESTION_IDS.length}):`,
    tips: 'نصائح للدراسة:',
    link: 'اعرض التقرير كاملاً:',
  },
  en: {
    subject: 'Your learning style report | Sparks',
    intro: 'Here is your learning style (VARK) report.',
    style: 'Your style:',
    scores: `Your scores (out of ${VARK_QUESTION_IDS.length}):`,
    tips: 'Study tips:',
    link: 'See the full report:',
  },
} as const;

export interface VarkReport {
  style: LearningStyleKey;
  modalities: VarkModality[];
  scores: VarkScores;
}

export function varkReportMail(report: VarkReport, language: Language, reportLink: string): MailMessage {
  const t = TEXT[language];
  const names = STYLE_NAMES[language];
  const styleLine = report.style === 'multimodal'
    ? `${names.multimodal} (${report.modalities.map((m) => names[m]).join(language === 'ar' ? '، ' : ', ')})`
    : names[report.style];
  const scoreLines = VARK_MODALITIES.map((m) => `${names[m]}: ${report.scores[m]}`);
  const tips = report.modalities.flatMap((m) => TIPS[language][m]);
  const text = [t.intro, '', `${t.style} ${styleLine}`, '', t.scores, ...scoreLines, '', t.tips, ...tips.map((tip) => `- ${tip}`), '', t.link, reportLink];
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const html = [
    `<div dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}">`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p>${escapeHtml(t.style)} <strong>${escapeHtml(styleLine)}</strong></p>`,
    `<p>${escapeHtml(t.scores)}</p>${list(scoreLines)}`,
    `<p>${escapeHtml(t.tips)}</p>${list(tips)}`,
    `<p>${escapeHtml(t.link)} <a href="${escapeHtml(reportLink)}">${escapeHtml(reportLink)}</a></p>`,
    '</div>',
  ].join('');
  return { subject: t.subject, text: text.join('\n'), html };
}
