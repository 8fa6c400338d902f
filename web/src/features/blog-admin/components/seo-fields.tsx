// The SEO title and description with live counters against their limits, and how the article
// could look as a search result (the SEO texts, else the title and excerpt).
// Test ids: blog-editor-seo-title, blog-editor-seo-description, blog-editor-seo-preview.
import { Box, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { BLOGS } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { errorMessageRef } from '@/lib/api-client';

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <Text as="span" fontSize="xs" color={length > max ? 'fg.error' : 'fg.muted'} aria-live="polite">
      <FormattedMessage id="blogAdmin.editor.seo.counter" values={{ length: <FormattedNumber value={length} />, max: <FormattedNumber value={max} /> }} />
    </Text>
  );
}

export function SeoFields({
  title,
  description,
  fallbackTitle,
  fallbackDescription,
  slug,
  dir,
  error,
  onChange,
}: {
  title: string;
  description: string;
  fallbackTitle: string;
  fallbackDescription: string;
  slug: string;
  dir: 'rtl' | 'ltr';
  error?: ErrorCode;
  onChange: (change: { seoTitle?: string; seoDescription?: string }) => void;
}) {
  const intl = useIntl();
  const shownTitle = title.trim() || fallbackTitle.trim();
  const shownDescription = description.trim() || fallbackDescription.trim();
  const label = (id: string, length: number, max: number): ReactNode => (
    <Field.Label w="full" justifyContent="space-between">
      <FormattedMessage id={id} />
      <Counter length={length} max={max} />
    </Field.Label>
  );
  return (
    <Stack gap="4">
      <Field.Root invalid={title.trim().length > BLOGS.seoTitleMaxLength}>
        {label('blogAdmin.editor.seo.title', title.trim().length, BLOGS.seoTitleMaxLength)}
        <Input value={title} dir={dir} onChange={(event) => onChange({ seoTitle: event.target.value })} data-testid="blog-editor-seo-title" />
      </Field.Root>
      <Field.Root invalid={description.trim().length > BLOGS.seoDescriptionMaxLength}>
        {label('blogAdmin.editor.seo.description', description.trim().length, BLOGS.seoDescriptionMaxLength)}
        <Textarea value={description} dir={dir} rows={2} onChange={(event) => onChange({ seoDescription: event.target.value })} data-testid="blog-editor-seo-description" />
      </Field.Root>
      {error && (
        <Text fontSize="sm" color="fg.error">
          {intl.formatMessage(errorMessageRef(error))}
        </Text>
      )}
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="medium" textAlign="start">
          <FormattedMessage id="blogAdmin.editor.seo.preview" />
        </Text>
        <Box borderWidth="1px" rounded="l2" p="3" dir={dir} textAlign="start" data-testid="blog-editor-seo-preview">
          <Text fontSize="xs" color="fg.muted" dir="ltr" textAlign="start" truncate>
            {`${window.location.host}/blog/${slug || '…'}`}
          </Text>
          <Text color="blue.fg" fontSize="lg" lineClamp={1}>
            {shownTitle || intl.formatMessage({ id: 'blogAdmin.editor.seo.noTitle' })}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {shownDescription}
          </Text>
        </Box>
      </Stack>
    </Stack>
  );
}
