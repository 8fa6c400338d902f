// Counts of sparks follow the plural rules of each language: Arabic has six forms (zero, one,
// two, few 3-10, many 11-99, other 100+), English two. Formats real catalogue messages, then
// checks that no message puts a bare number in front of the word for sparks.
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messages } from '@/test/all-messages';

const ar = createIntl({ locale: 'ar', messages: messages.ar });
const en = createIntl({ locale: 'en', messages: messages.en });
const arNumber = (value: number) => new Intl.NumberFormat('ar').format(value);

describe('counts of sparks in Arabic', () => {
  const expected: [number, string][] = [
    [0, 'لا شرارات'],
    [1, 'شرارة واحدة'],
    [2, 'شرارتان'],
    [5, `${arNumber(5)} شرارات`],
    [11, `${arNumber(11)} شرارة`],
    [100, `${arNumber(100)} شرارة`],
  ];
  it.each(['market.sparks', 'pricing.sparks', 'home.balance.value', 'payments.welcome.balanceValue', 'payments.summary.sparks'])(
    '%s uses zero/one/two/few/many/other',
    (id) => {
      for (const [count, text] of expected) expect(ar.formatMessage({ id }, { count })).toBe(text);
    },
  );

  it('inside sentences too', () => {
    expect(ar.formatMessage({ id: 'header.credits.label' }, { count: 5 })).toBe(`الرصيد: ${arNumber(5)} شرارات. اشترِ المزيد`);
    expect(ar.formatMessage({ id: 'progress.export.cost' }, { cost: 3 })).toBe(`(${arNumber(3)} شرارات)`);
    expect(ar.formatMessage({ id: 'errors.wallet/insufficient-sparks' }, { needed: 2 })).toBe('رصيد الشرارات غير كافٍ: تحتاج إلى شرارتين إضافيتين.');
    expect(ar.formatMessage({ id: 'errors.wallet/insufficient-sparks' }, { needed: 11 })).toBe(`رصيد الشرارات غير كافٍ: تحتاج إلى ${arNumber(11)} شرارة إضافية.`);
    expect(ar.formatMessage({ id: 'admin.commissions.tooltipCommission' }, { sparks: 1 })).toBe('العمولة: شرارة واحدة');
    expect(ar.formatMessage({ id: 'market.priceBand.over_500' }, { limit: 500 })).toBe(`أكثر من ${arNumber(500)} شرارة`);
  });
});

describe('counts of sparks in English', () => {
  it('say spark for one and sparks otherwise', () => {
    expect(en.formatMessage({ id: 'market.sparks' }, { count: 1 })).toBe('1 spark');
    expect(en.formatMessage({ id: 'market.sparks' }, { count: 0 })).toBe('0 sparks');
    expect(en.formatMessage({ id: 'market.sparks' }, { count: 5 })).toBe('5 sparks');
    expect(en.formatMessage({ id: 'progress.export.confirm' }, { cost: 1 })).toBe('Download (1 spark)');
    expect(en.formatMessage({ id: 'errors.wallet/insufficient-sparks' }, { needed: 1 })).toBe('Insufficient sparks: 1 more spark needed.');
  });
});

/** Every plural element of a message, nested ones included. */
function pluralsOf(elements: MessageFormatElement[]): Extract<MessageFormatElement, { type: TYPE.plural }>[] {
  const found: Extract<MessageFormatElement, { type: TYPE.plural }>[] = [];
  for (const element of elements) {
    if (element.type === TYPE.plural) found.push(element);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) found.push(...pluralsOf(option.value));
    }
    if (element.type === TYPE.tag) found.push(...pluralsOf(element.children));
  }
  return found;
}

const text = (elements: MessageFormatElement[]) => JSON.stringify(elements);

describe('every message that counts sparks', () => {
  it('has no bare number in front of the Arabic word (a plural picks the form)', () => {
    const bare = Object.entries(messages.ar).filter(([, message]) => /\{\s*\w+(\s*,\s*number)?\s*\}\s*(ال)?شرار/.test(message));
    expect(bare.map(([id]) => id)).toEqual([]);
  });

  it('has all six Arabic forms, and one/other in English', () => {
    const incomplete: string[] = [];
    for (const [id, message] of Object.entries(messages.ar)) {
      for (const plural of pluralsOf(parse(message))) {
        if (!/شرار/.test(text(Object.values(plural.options).flatMap((option) => option.value)))) continue;
        const forms = Object.keys(plural.options);
        if (!['zero', 'one', 'two', 'few', 'many', 'other'].every((form) => forms.includes(form))) incomplete.push(`ar ${id}`);
        const english = messages.en[id];
        const enPlural = english ? pluralsOf(parse(english)).find((candidate) => candidate.value === plural.value) : undefined;
        if (!enPlural || !('one' in enPlural.options || '=1' in enPlural.options) || !('other' in enPlural.options)) incomplete.push(`en ${id}`);
      }
    }
    expect(incomplete).toEqual([]);
  });
});
