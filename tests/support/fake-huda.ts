// What the local chat-completions server answers to Huda's chat requests (docs/assessments.md
// 4): recognised by the system prompt's first words (functions/src/domain/huda/prompt.ts
// HUDA_PROMPT_INTRO). The answer is Markdown that echoes the question and, when the system
// prompt carries `<page number="N">` blocks, cites the page whose words best match the
// question as "page N" ("صفحة N" in Arabic). null = not a Huda request.
import type { RecordedRequest } from './openai-server';

const HUDA_INTRO = 'You are Huda,';
/** Test markers never belong in an answer. */
const MARKER = /\[\[ai:[^\]]*\]\]/g;

const words = (text: string) =>
  new Set(text.toLowerCase().replace(/[\u064B-\u065F\u0670\u0640]/g, '').split(/[^\p{L}\p{N}]+/u).filter((w) => [...w].length >= 3));

/** The page sharing the most words with the question (the first on a tie). */
export function bestFakePage(question: string, system: string): { page: number; text: string } | null {
  const asked = words(question);
  let best: { page: number; text: string; score: number } | null = null;
  for (const match of system.matchAll(/<page number="(\d+)">([\s\S]*?)<\/page>/g)) {
    const text = match[2]!.trim();
    const pageWords = words(text);
    const score = [...asked].filter((w) => pageWords.has(w)).length;
    if (!best || score > best.score) best = { page: Number(match[1]), text, score };
  }
  return best && { page: best.page, text: best.text };
}

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return [...flat].length <= max ? flat : `${[...flat].slice(0, max).join('')}…`;
};

export function fakeHudaAnswer(body: RecordedRequest['body']): string | null {
  const messages = body.messages ?? [];
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  if (!system.startsWith(HUDA_INTRO)) return null;
  const question = clip([...messages].reverse().find((m) => m.role === 'user')?.content.replace(MARKER, '') ?? '', 80);
  const arabic = system.includes('answer in Arabic');
  const page = bestFakePage(question, system);
  if (arabic) {
    return [
      `**هدى** هنا. سألت: "${question}"`,
      '',
      'إليك شرحًا قصيرًا في خطوات قليلة:',
      '',
      '1. ابدأ مما تعرفه مسبقًا عن الموضوع.',
      '2. قسّم الفكرة إلى أجزاء صغيرة وافهم كل جزء.',
      '3. تحقق من كل جزء بمثال، مثل $a^2 + b^2 = c^2$.',
      ...(page ? ['', `بحسب صفحة ${page.page} من ملفك: "${clip(page.text, 80)}"`] : []),
      '',
      'أتمنى أن يساعدك هذا في دراستك.',
    ].join('\n');
  }
  return [
    `**Huda** here. You asked: "${question}"`,
    '',
    'Here is a short explanation in a few steps:',
    '',
    '1. Start from what you already know about the topic.',
    '2. Break the idea into small parts and understand each one.',
    '3. Check each part with an example, such as $a^2 + b^2 = c^2$.',
    ...(page ? ['', `According to page ${page.page} of your PDF: "${clip(page.text, 80)}"`] : []),
    '',
    'I hope this helps with your studies.',
  ].join('\n');
}
