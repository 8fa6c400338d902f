// What Huda sends the model (docs/assessments.md 4 "The model call"): a system prompt in the
// user's language, a bounded slice of the conversation, then the question. Pure.
import { HUDA } from '../../shared/constants';

export type HudaPromptLanguage = 'ar' | 'en';

export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** The system prompt's first words: tests/support/fake-huda.ts recognises Huda's chat requests by them. */
export const HUDA_PROMPT_INTRO = 'You are Huda, the study companion of the Sparks learning platform.';

const LANGUAGE_RULES: Record<HudaPromptLanguage, string> = {
  ar: 'Always answer in Arabic (Modern Standard Arabic), whatever language the context is in.',
  en: 'Always answer in English, whatever language the context is in.',
};

const PAGE_WORD: Record<HudaPromptLanguage, string> = { ar: '"صفحة N"', en: '"page N"' };

export function hudaSystemPrompt(language: HudaPromptLanguage, documentText?: string): string {
  const lines = [
    HUDA_PROMPT_INTRO,
    'You help school and university students understand what they study: explain step by step, check understanding, and never just hand over answers to graded work without explaining them.',
    LANGUAGE_RULES[language],
    'Write Markdown (short paragraphs, lists, tables when useful). Write formulas in LaTeX between $...$ (inline) or $$...$$ (display). Never write raw HTML.',
    'Be concise: a few short paragraphs at most unless the student asks for more.',
  ];
  if (documentText) {
    lines.push(
      `The student asks about a PDF. Its relevant pages follow, each between <page number="N"> and </page>. Answer from these pages; cite each page you use as ${PAGE_WORD[language]} with its number. If the pages do not contain the answer, say so before answering from general knowledge.`,
      '',
      documentText,
    );
  }
  return lines.join('\n');
}

/**
 * The most recent messages that fit both bounds (at most `maxMessages`, at most `maxChars`
 * characters together), oldest first. It never starts with an answer whose question was cut.
 */
export function boundHistory(
  messages: readonly HistoryMessage[],
  maxMessages: number = HUDA.historyMessages,
  maxChars: number = HUDA.historyMaxChars,
): HistoryMessage[] {
  const kept: HistoryMessage[] = [];
  let chars = 0;
  for (let i = messages.length - 1; i >= 0 && kept.length < maxMessages; i -= 1) {
    const message = messages[i]!;
    if (chars + message.content.length > maxChars) break;
    chars += message.content.length;
    kept.unshift(message);
  }
  while (kept[0]?.role === 'assistant') kept.shift();
  return kept;
}

/** The question cut to the allowed length (the API refuses longer ones; this is the last guard). */
export const boundQuestion = (question: string): string => [...question.trim()].slice(0, HUDA.questionMaxLength).join('');

export function hudaMessages(input: {
  language: HudaPromptLanguage;
  history: readonly HistoryMessage[];
  question: string;
  documentText?: string;
}): PromptMessage[] {
  return [
    { role: 'system', content: hudaSystemPrompt(input.language, input.documentText) },
    ...boundHistory(input.history),
    { role: 'user', content: boundQuestion(input.question) },
  ];
}

/** At most `max` characters of `text` on one line, cut at a word when it can be, with "…" when cut. */
export function shortText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** A new conversation's title: the start of its first question. */
export const defaultTitle = (question: string): string => shortText(question, HUDA.titleMaxLength);
