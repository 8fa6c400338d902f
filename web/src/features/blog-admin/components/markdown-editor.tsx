// The article's Markdown: a small toolbar (headings, bold, italic, link, list, quote, code) over
// a textarea, and the live preview beside it on wide screens or behind a tab on phones.
// Test ids: blog-editor-content, blog-editor-preview, blog-editor-tool-{action},
// blog-editor-pane-{write,preview}.
import { Box, Field, HStack, IconButton, SegmentGroup, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { LuBold, LuCode, LuHeading2, LuHeading3, LuItalic, LuLink, LuList, LuQuote } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorCode } from '@shared/errors';
import { errorMessageRef } from '@/lib/api-client';
import type { BlogLanguage } from '../lib/blog-types';
import { MARKDOWN_ACTIONS, applyMarkdown, type MarkdownAction } from '../lib/markdown-toolbar';
import { ArticlePreview } from './article-preview';

const ICONS: Record<MarkdownAction, typeof LuBold> = {
  h2: LuHeading2, h3: LuHeading3, bold: LuBold, italic: LuItalic, link: LuLink, list: LuList, quote: LuQuote, code: LuCode,
};

export function MarkdownEditor({
  title,
  value,
  language,
  error,
  onChange,
  label,
}: {
  title: string;
  value: string;
  language: BlogLanguage;
  error?: ErrorCode;
  onChange: (value: string) => void;
  label: ReactNode;
}) {
  const intl = useIntl();
  const area = useRef<HTMLTextAreaElement>(null);
  const [pane, setPane] = useState<'write' | 'preview'>('write');
  const dir = language === 'ar' ? 'rtl' : 'ltr';

  const apply = (action: MarkdownAction) => {
    const element = area.current;
    const edit = applyMarkdown(
      action,
      { text: value, start: element?.selectionStart ?? value.length, end: element?.selectionEnd ?? value.length },
      intl.formatMessage({ id: `blogAdmin.editor.toolbar.placeholder.${action}` }),
    );
    onChange(edit.text);
    // The textarea shows the new text after React's render; select what to type over then.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(edit.start, edit.end);
    });
  };

  return (
    <Field.Root invalid={!!error}>
      <HStack justify="space-between" w="full" wrap="wrap" gap="2">
        <Field.Label>{label}</Field.Label>
        <SegmentGroup.Root
          size="sm"
          value={pane}
          onValueChange={(details) => setPane(details.value as 'write' | 'preview')}
          display={{ base: 'inline-flex', lg: 'none' }}
        >
          <SegmentGroup.Indicator />
          {(['write', 'preview'] as const).map((item) => (
            <SegmentGroup.Item key={item} value={item} data-testid={`blog-editor-pane-${item}`}>
              <SegmentGroup.ItemText>
                <FormattedMessage id={`blogAdmin.editor.pane.${item}`} />
              </SegmentGroup.ItemText>
              <SegmentGroup.ItemHiddenInput />
            </SegmentGroup.Item>
          ))}
        </SegmentGroup.Root>
      </HStack>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" w="full" alignItems="start">
        <Box display={{ base: pane === 'write' ? 'block' : 'none', lg: 'block' }}>
          <HStack
            gap="1"
            wrap="wrap"
            borderWidth="1px"
            borderBottomWidth="0"
            roundedTop="l2"
            p="1"
            bg="bg.muted"
            role="toolbar"
            aria-label={intl.formatMessage({ id: 'blogAdmin.editor.toolbar.label' })}
          >
            {MARKDOWN_ACTIONS.map((action) => {
              const Icon = ICONS[action];
              return (
                <IconButton
                  key={action}
                  size="xs"
                  variant="ghost"
                  aria-label={intl.formatMessage({ id: `blogAdmin.editor.toolbar.${action}` })}
                  title={intl.formatMessage({ id: `blogAdmin.editor.toolbar.${action}` })}
                  onClick={() => apply(action)}
                  data-testid={`blog-editor-tool-${action}`}
                >
                  <Icon aria-hidden />
                </IconButton>
              );
            })}
          </HStack>
          <Textarea
            ref={area}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            dir={dir}
            lang={language}
            minH="72"
            h={{ lg: '70vh' }}
            resize="vertical"
            roundedTop="0"
            fontFamily="mono"
            fontSize="sm"
            data-testid="blog-editor-content"
          />
        </Box>
        <Box display={{ base: pane === 'preview' ? 'block' : 'none', lg: 'block' }}>
          <ArticlePreview title={title} content={value} language={language} />
        </Box>
      </SimpleGrid>
      <Field.HelperText>
        <FormattedMessage id="blogAdmin.editor.content.help" />
      </Field.HelperText>
      {error && <Field.ErrorText data-testid="blog-editor-content-error">{intl.formatMessage(errorMessageRef(error))}</Field.ErrorText>}
    </Field.Root>
  );
}
