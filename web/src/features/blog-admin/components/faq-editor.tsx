// The article's FAQs: add, edit, remove and reorder question/answer pairs (shown on the public
// page and in its FAQ structured data). Test ids: blog-editor-faq-add, blog-editor-faq (each),
// blog-editor-faq-question, blog-editor-faq-answer, blog-editor-faq-{up,down,remove}, blog-editor-faqs-error.
import { Button, Card, Field, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { BLOGS } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { errorMessageRef } from '@/lib/api-client';
import { move, newFaqKey, type FaqRow } from '../lib/blog-form';

export function FaqEditor({ faqs, dir, error, onChange }: { faqs: FaqRow[]; dir: 'rtl' | 'ltr'; error?: ErrorCode; onChange: (faqs: FaqRow[]) => void }) {
  const intl = useIntl();
  const set = (index: number, change: Partial<FaqRow>) => onChange(faqs.map((faq, at) => (at === index ? { ...faq, ...change } : faq)));
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Stack gap="0" textAlign="start">
          <Text fontWeight="semibold">
            <FormattedMessage id="blogAdmin.editor.faqs.title" />
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="blogAdmin.editor.faqs.help" values={{ max: BLOGS.maxFaqs }} />
          </Text>
        </Stack>
        <Button
          size="sm"
          variant="outline"
          disabled={faqs.length >= BLOGS.maxFaqs}
          onClick={() => onChange([...faqs, { key: newFaqKey(), question: '', answer: '' }])}
          data-testid="blog-editor-faq-add"
        >
          <LuPlus aria-hidden />
          <FormattedMessage id="blogAdmin.editor.faqs.add" />
        </Button>
      </HStack>
      {faqs.map((faq, index) => (
        <Card.Root key={faq.key} variant="outline" size="sm" data-testid="blog-editor-faq">
          <Card.Body gap="3">
            <HStack justify="space-between">
              <Text fontSize="sm" fontWeight="medium" color="fg.muted">
                <FormattedMessage id="blogAdmin.editor.faqs.number" values={{ number: index + 1 }} />
              </Text>
              <HStack gap="1">
                <IconButton
                  size="xs"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => onChange(move(faqs, index, -1))}
                  aria-label={intl.formatMessage({ id: 'blogAdmin.editor.faqs.up' }, { number: index + 1 })}
                  data-testid="blog-editor-faq-up"
                >
                  <LuArrowUp aria-hidden />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  disabled={index === faqs.length - 1}
                  onClick={() => onChange(move(faqs, index, 1))}
                  aria-label={intl.formatMessage({ id: 'blogAdmin.editor.faqs.down' }, { number: index + 1 })}
                  data-testid="blog-editor-faq-down"
                >
                  <LuArrowDown aria-hidden />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => onChange(faqs.filter((_, at) => at !== index))}
                  aria-label={intl.formatMessage({ id: 'blogAdmin.editor.faqs.remove' }, { number: index + 1 })}
                  data-testid="blog-editor-faq-remove"
                >
                  <LuTrash2 aria-hidden />
                </IconButton>
              </HStack>
            </HStack>
            <Field.Root required>
              <Field.Label>
                <FormattedMessage id="blogAdmin.editor.faqs.question" />
              </Field.Label>
              <Input
                value={faq.question}
                maxLength={BLOGS.faqQuestionMaxLength}
                dir={dir}
                onChange={(event) => set(index, { question: event.target.value })}
                data-testid="blog-editor-faq-question"
              />
            </Field.Root>
            <Field.Root required>
              <Field.Label>
                <FormattedMessage id="blogAdmin.editor.faqs.answer" />
              </Field.Label>
              <Textarea
                value={faq.answer}
                maxLength={BLOGS.faqAnswerMaxLength}
                dir={dir}
                rows={3}
                onChange={(event) => set(index, { answer: event.target.value })}
                data-testid="blog-editor-faq-answer"
              />
            </Field.Root>
          </Card.Body>
        </Card.Root>
      ))}
      {error && (
        <Text fontSize="sm" color="fg.error" data-testid="blog-editor-faqs-error">
          {intl.formatMessage(errorMessageRef(error))}
        </Text>
      )}
    </Stack>
  );
}
