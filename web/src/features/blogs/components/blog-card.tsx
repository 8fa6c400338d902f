// One article of the list: cover, title (the link to it, `blog-card`), excerpt and facts. The
// title and excerpt read in the article's own direction.
import { Badge, Card, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { BlogSummary } from '@shared/schemas/blog';
import { articleDir, articlePath } from '../lib/article-direction';
import { BlogCover } from './blog-cover';
import { BlogMeta } from './blog-meta';

export function BlogCard({ blog, headingLevel = 'h2' }: { blog: BlogSummary; headingLevel?: 'h2' | 'h3' }) {
  return (
    <LinkBox as="article" h="full" data-blog-id={blog.id}>
      <Card.Root h="full" variant="outline" overflow="hidden" transition="box-shadow 0.2s, transform 0.2s" _hover={{ shadow: 'md', transform: 'translateY(-2px)' }}>
        <BlogCover blog={blog} />
        <Card.Body gap="2" p="4" textAlign="start">
          <Badge alignSelf="flex-start" variant="subtle" colorPalette="brand" size="sm">
            <FormattedMessage id={`blogs.language.${blog.language}`} />
          </Badge>
          <LinkOverlay asChild>
            <RouterLink to={articlePath(blog.slug)} data-testid="blog-card">
              <Text as={headingLevel} fontWeight="semibold" fontSize="lg" lineClamp={2} dir={articleDir(blog.language)} lang={blog.language} textAlign="start">
                {blog.title}
              </Text>
            </RouterLink>
          </LinkOverlay>
          {blog.excerpt && (
            <Text color="fg.muted" fontSize="sm" lineClamp={3} dir={articleDir(blog.language)} lang={blog.language} textAlign="start">
              {blog.excerpt}
            </Text>
          )}
        </Card.Body>
        <Card.Footer p="4" pt="0">
          <BlogMeta blog={blog} size="xs" />
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}
