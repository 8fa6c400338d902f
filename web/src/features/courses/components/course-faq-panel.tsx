// The FAQ tab: the author's questions and answers as an accordion. Test ids: course-faq, course-faq-item.
import { Accordion, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { FaqItem } from '@shared/schemas/course';

export function CourseFaqPanel({ faq }: { faq: readonly FaqItem[] }) {
  if (faq.length === 0) {
    return (
      <Text color="fg.muted" textAlign="start" data-testid="course-faq-empty">
        <FormattedMessage id="courses.detail.faqEmpty" />
      </Text>
    );
  }
  return (
    <Accordion.Root collapsible variant="enclosed" data-testid="course-faq">
      {faq.map((item, index) => (
        <Accordion.Item key={index} value={String(index)} data-testid="course-faq-item">
          <Accordion.ItemTrigger>
            <Text flex="1" fontWeight="medium" textAlign="start" dir="auto">
              {item.question}
            </Text>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <Text whiteSpace="pre-wrap" dir="auto" textAlign="start" color="fg.muted">
                {item.answer}
              </Text>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
