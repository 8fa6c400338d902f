// The article's questions and answers as an accordion, in the article's direction.
// Test ids: blog-faqs (the section), blog-faq (each item).
import { Accordion, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { BlogFaq } from '@shared/schemas/blog';

export function BlogFaqs({ faqs, dir }: { faqs: readonly BlogFaq[]; dir: 'rtl' | 'ltr' }) {
  if (faqs.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="blog-faqs-title" data-testid="blog-faqs">
      <Heading as="h2" size="lg" id="blog-faqs-title" textAlign="start">
        <FormattedMessage id="blogs.faqs.title" />
      </Heading>
      <Accordion.Root collapsible multiple variant="enclosed" dir={dir}>
        {faqs.map((faq, index) => (
          <Accordion.Item key={index} value={String(index)} data-testid="blog-faq">
            <Accordion.ItemTrigger cursor="pointer">
              <Text as="span" flex="1" fontWeight="medium" textAlign="start">
                {faq.question}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Text whiteSpace="pre-wrap" textAlign="start" color="fg.muted" data-testid="blog-faq-answer">
                  {faq.answer}
                </Text>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  );
}
