import { describe, expect, it } from 'vitest';
import { faqJsonLd } from './faq-json-ld';

describe('faqJsonLd', () => {
  it('lists each question with its accepted answer', () => {
    const parsed = JSON.parse(faqJsonLd([{ question: 'ما الشرارات؟', answer: 'عملة المنصة.' }]));
    expect(parsed).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'ما الشرارات؟', acceptedAnswer: { '@type': 'Answer', text: 'عملة المنصة.' } }],
    });
  });

  it('cannot close its script element', () => {
    const json = faqJsonLd([{ question: '</script><script>alert(1)</script>', answer: '<b>' }]);
    expect(json).not.toContain('<');
    expect(JSON.parse(json).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });
});
