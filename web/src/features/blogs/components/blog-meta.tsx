// Author, publication date and reading time of an article, in the interface's language.
import { HStack, Text } from '@chakra-ui/react';
import { LuCalendar, LuClock, LuUserRound } from 'react-icons/lu';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { BlogSummary } from '@shared/schemas/blog';

export function BlogMeta({ blog, size = 'sm' }: { blog: Pick<BlogSummary, 'author_name' | 'published_at' | 'reading_minutes'>; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <HStack gap="3" rowGap="1" flexWrap="wrap" color="fg.muted" fontSize={size} data-testid="blog-meta">
      {blog.author_name && (
        <HStack gap="1">
          <LuUserRound aria-hidden />
          <Text>
            <FormattedMessage id="blogs.meta.by" values={{ name: <bdi>{blog.author_name}</bdi> }} />
          </Text>
        </HStack>
      )}
      {blog.published_at && (
        <HStack gap="1">
          <LuCalendar aria-hidden />
          <Text as="time" {...{ dateTime: blog.published_at }}>
            <FormattedDate value={blog.published_at} dateStyle="medium" />
          </Text>
        </HStack>
      )}
      <HStack gap="1">
        <LuClock aria-hidden />
        <Text>
          <FormattedMessage id="blogs.meta.readingTime" values={{ minutes: blog.reading_minutes }} />
        </Text>
      </HStack>
    </HStack>
  );
}
