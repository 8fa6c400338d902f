// The live preview of the article being written, in the article's own direction, rendered by
// the same ArticleBody as the public page.
import { Box } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ArticleBody } from '@/components/blog/article-body';
import type { BlogLanguage } from '../lib/blog-types';

export function ArticlePreview({ title, content, language }: { title: string; content: string; language: BlogLanguage }) {
  return (
    <Box
      data-testid="blog-editor-preview"
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      lang={language}
      borderWidth="1px"
      rounded="l3"
      p={{ base: '3', md: '5' }}
      bg="bg.subtle"
      minH="72"
      maxH={{ lg: '70vh' }}
      overflowY="auto"
      textAlign="start"
    >
      {title.trim() && (
        <Box as="h1" fontSize="2xl" fontWeight="bold" mb="3">
          {title}
        </Box>
      )}
      {content.trim() ? (
        <ArticleBody content={content} language={language} />
      ) : (
        <Box color="fg.muted" dir="auto">
          <FormattedMessage id="blogAdmin.editor.preview.empty" />
        </Box>
      )}
    </Box>
  );
}
