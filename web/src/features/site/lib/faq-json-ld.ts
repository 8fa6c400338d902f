// FAQPage structured data (schema.org) for /faqs: data for search engines, never executed.
// `<` is escaped so no answer text can close the script element it is written into.
export function faqJsonLd(items: readonly { question: string; answer: string }[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
