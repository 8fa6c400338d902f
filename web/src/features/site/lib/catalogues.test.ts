// The help pages' outlines and their texts stay in step: every FAQ, help article and legal
// section named in the catalogues has its messages in both languages, and no stray ones.
import { describe, expect, it } from 'vitest';
import ar from '@/i18n/messages/ar/site.json';
import en from '@/i18n/messages/en/site.json';
import { EXCHANGE, HUDA, PASSWORD_MIN_LENGTH, PLATFORM_COMMISSION, SPARK_COSTS } from '@shared/constants';
import { FAQ_GROUPS, FAQ_QUESTIONS, FAQ_VALUES } from './faq-catalogue';
import { HELP_ARTICLES, HELP_ROLES } from './help-catalogue';
import { LEGAL_DOCS, LEGAL_SECTIONS } from './legal-catalogue';

const expected = [
  ...FAQ_GROUPS.map((group) => `site.faqs.group.${group}`),
  ...FAQ_QUESTIONS.flatMap((q) => [`site.faqs.${q.id}.q`, `site.faqs.${q.id}.a`, ...(q.link ? [`site.faqs.link.${q.link.key}`] : [])]),
  ...HELP_ROLES.map((role) => `site.help.role.${role}`),
  ...HELP_ARTICLES.flatMap((a) => [
    `site.help.${a.id}.title`,
    `site.help.${a.id}.summary`,
    ...Array.from({ length: a.steps }, (_, i) => `site.help.${a.id}.step${i + 1}`),
    ...a.links.map((link) => `site.help.link.${link.key}`),
  ]),
  ...LEGAL_DOCS.flatMap((doc) =>
    LEGAL_SECTIONS[doc].flatMap((s) => [
      `site.legal.${doc}.${s.id}.title`,
      ...Array.from({ length: s.paragraphs }, (_, i) => `site.legal.${doc}.${s.id}.p${i + 1}`),
      ...Array.from({ length: s.items }, (_, i) => `site.legal.${doc}.${s.id}.li${i + 1}`),
    ]),
  ),
];

describe('site help catalogues', () => {
  it.each([['ar', ar], ['en', en]] as const)('have every message in %s', (_, messages) => {
    expect(expected.filter((id) => !Object.hasOwn(messages, id))).toEqual([]);
  });

  it('have no question, step or section text the outlines do not name', () => {
    const named = new Set(expected);
    const stray = Object.keys(en).filter(
      (id) => /^site\.(faqs\.[a-z]+-[a-z]+\.|help\.[a-z]+-[a-z]+\.|legal\.[a-z]+\.[a-z]+\.(title|p\d|li\d))/.test(id) && !named.has(id),
    );
    expect(stray).toEqual([]);
  });

  it('use unique ids and name only figures FAQ_VALUES gives', () => {
    expect(new Set(FAQ_QUESTIONS.map((q) => q.id)).size).toBe(FAQ_QUESTIONS.length);
    expect(new Set(HELP_ARTICLES.map((a) => a.id)).size).toBe(HELP_ARTICLES.length);
    const known = new Set([...Object.keys(FAQ_VALUES), 'count', 'query']);
    const args = FAQ_QUESTIONS.flatMap((q) => [...(en as Record<string, string>)[`site.faqs.${q.id}.a`]!.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
    expect(args.filter((arg) => !known.has(arg))).toEqual([]);
    expect(FAQ_VALUES.aiQuiz).toBe(15);
    expect(FAQ_VALUES.minExchange).toBe(300);
  });
});

describe('help-centre steps', () => {
  // The steps name figures in running text; they must say what the constants charge.
  it.each([
    ['site.help.start-account.step1', `at least ${PASSWORD_MIN_LENGTH} characters`],
    ['site.help.student-huda.step4', `${HUDA.freeDailyAnswers} free answers a day`],
    ['site.help.student-assessments.step2', `(${SPARK_COSTS.mbtiAssessment} sparks)`],
    ['site.help.teacher-class.step3', `costs ${SPARK_COSTS.invitation} sparks`],
    ['site.help.teacher-quiz.step2', `AI generated (${SPARK_COSTS.aiQuiz} sparks`],
    ['site.help.teacher-quiz.step2', `From a template (${SPARK_COSTS.templateQuiz} sparks)`],
    ['site.help.teacher-quiz.step2', `Manual (${SPARK_COSTS.manualQuiz} sparks`],
    ['site.help.teacher-progress.step3', `(${SPARK_COSTS.progressReport} sparks)`],
    ['site.help.teacher-sell.step4', `${EXCHANGE.sparks} sparks = ${EXCHANGE.riyals} riyals`],
    ['site.help.admin-payouts.summary', `${PLATFORM_COMMISSION * 100}%`],
  ])('%s says "%s"', (id, text) => {
    expect((en as Record<string, string>)[id]).toContain(text);
  });
});
