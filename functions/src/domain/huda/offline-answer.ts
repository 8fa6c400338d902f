// Huda without a model (no OPENAI_API_KEY: `npm start` offline): a clearly labelled answer in
// the user's language that repeats the question and, with a PDF, quotes the page that best
// matches it and cites it. Pure.
import { shortText, type HudaPromptLanguage } from './prompt';

export interface PageText {
  page: number;
  text: string;
}

/** The `<page number="N">...</page>` blocks of a document context, in order. */
export function pageBlocks(context: string): PageText[] {
  const pages: PageText[] = [];
  for (const match of context.matchAll(/<page number="(\d+)">([\s\S]*?)<\/page>/g)) {
    pages.push({ page: Number(match[1]), text: match[2]!.trim() });
  }
  return pages;
}

// Arabic diacritics and tatweel, so "العِلم" and "العلم" match.
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/** The words of a text that can tell pages apart (letters or digits, 3 characters or more). */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().replace(ARABIC_MARKS, '').split(/[^\p{L}\p{N}]+/u);
  return new Set(words.filter((word) => [...word].length >= 3));
}

/** The page sharing the most words with the question (the first page on a tie or no match). */
export function bestPage(question: string, pages: readonly PageText[]): PageText | undefined {
  const asked = contentWords(question);
  let best: PageText | undefined;
  let bestScore = -1;
  for (const page of pages) {
    const words = contentWords(page.text);
    const score = [...asked].filter((word) => words.has(word)).length;
    if (score > bestScore) {
      best = page;
      bestScore = score;
    }
  }
  return best;
}

const TEXTS = {
  en: {
    label: '**Offline mode**: Huda is not connected to the AI model right now, so this answer was written without it.',
    asked: (question: string) => `You asked: "${question}"`,
    page: (n: number) => `The closest part of your PDF is **page ${n}**:`,
    noModel: 'Without the model Huda cannot explain it yet. Read the material again, note what is unclear, and ask again when Huda is online.',
  },
  ar: {
    label: '**الوضع دون اتصال**: هدى غير متصلة بنموذج الذكاء الاصطناعي الآن، فكُتبت هذه الإجابة من دونه.',
    asked: (question: string) => `سؤالك: "${question}"`,
    page: (n: number) => `أقرب جزء من ملفك هو **صفحة ${n}**:`,
    noModel: 'لا تستطيع هدى شرحه دون النموذج بعد. راجع المادة مرة أخرى، ودوّن ما لم يتضح لك، ثم اسأل من جديد عندما تعود هدى متصلة.',
  },
} as const;

/** The offline answer (Markdown) and the page it cites, if any. */
export function offlineAnswer(input: { question: string; language: HudaPromptLanguage; documentText?: string }): {
  content: string;
  pages: number[];
} {
  const texts = TEXTS[input.language];
  const parts: string[] = [texts.label, texts.asked(shortText(input.question, 200))];
  const page = input.documentText ? bestPage(input.question, pageBlocks(input.documentText)) : undefined;
  if (page) {
    const quote = shortText(page.text, 400);
    parts.push(texts.page(page.page), `> ${quote}`);
  }
  parts.push(texts.noModel);
  return { content: parts.join('\n\n'), pages: page ? [page.page] : [] };
}

/** The text in pieces of one word and the space after it, to write it the way a model streams. */
export const wordPieces = (text: string): string[] => text.match(/\S+\s*|\s+/g) ?? [];
