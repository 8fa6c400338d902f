// /blog/:id: one published article (GET /blogs/{idOrSlug}), signed out, in the public layout.
// The article reads in its own language's direction; its table of contents comes from the
// same parse that renders the headings (ArticleBody's outline): a sticky aside on wide
// screens, a collapsible box on phones. Then FAQs, share, subscribe and related articles.
// Test ids: blog-article, blog-toc, blog-toc-link, blog-faq, blog-related, blog-share,
// blog-subscribe-*, blog-error, blog-not-found.
import { Box, Button, Container, Grid, GridItem, Heading, Icon, SimpleGrid, Skeleton, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LuArrowLeft, LuFileQuestion } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { BlogDetail } from '@shared/schemas/blog';
import { ArticleBody, type OutlineItem } from '@/components/blog/article-body';
import { Seo } from '@/components/seo/seo';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { GET_BLOG_FAILED, getBlog, isBlogMissing } from '../api/get-blog';
import { BlogCard } from '../components/blog-card';
import { BlogCover } from '../components/blog-cover';
import { BlogFaqs } from '../components/blog-faqs';
import { BlogMeta } from '../components/blog-meta';
import { BlogShare } from '../components/blog-share';
import { BlogSubscribe } from '../components/blog-subscribe';
import { BlogToc } from '../components/blog-toc';
import { articleDir, articlePath } from '../lib/article-direction';

function BackToBlogs() {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
      <RouterLink to="/blogs" data-testid="blog-back">
        <Icon as={LuArrowLeft} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
        <FormattedMessage id="blogs.article.back" />
      </RouterLink>
    </Button>
  );
}

export default function BlogRoute() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const blog = useRemote(id ? `blog:${id}` : null, (signal) => getBlog(id, signal));
  // A related article opens at its top (this screen stays mounted from one article to the next).
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [id]);

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <BackToBlogs />
        {blog.status === 'loading' && (
          <Stack gap="4" aria-busy="true" data-testid="blog-loading">
            <Skeleton h="10" w="70%" />
            <Skeleton h="5" w="40%" />
            <Skeleton aspectRatio={16 / 9} w="full" maxW="4xl" rounded="xl" />
          </Stack>
        )}
        {blog.status === 'error' && isBlogMissing(blog.error) && <BlogNotFound />}
        {blog.status === 'error' && !isBlogMissing(blog.error) && (
          <>
            <Seo title={intl.formatMessage(GET_BLOG_FAILED)} description={intl.formatMessage({ id: 'blogs.seo.description' })} path={`/blog/${id}`} />
            <RetryMessage
              message={formatError(intl, blog.error, GET_BLOG_FAILED)}
              retryLabel={<FormattedMessage id="blogs.common.retry" />}
              onRetry={blog.reload}
              testId="blog-error"
            />
          </>
        )}
        {blog.status === 'success' && <Article blog={blog.data} />}
      </Stack>
    </Container>
  );
}

function BlogNotFound() {
  const intl = useIntl();
  return (
    <Stack align="center" textAlign="center" gap="3" py="16" data-testid="blog-not-found">
      <Seo title={intl.formatMessage({ id: 'blogs.notFound.title' })} description={intl.formatMessage({ id: 'blogs.notFound.text' })} path="/blogs" />
      <Box fontSize="5xl" color="fg.subtle" aria-hidden>
        <LuFileQuestion />
      </Box>
      <Heading as="h1" size="xl">
        <FormattedMessage id="blogs.notFound.title" />
      </Heading>
      <Text color="fg.muted">
        <FormattedMessage id="blogs.notFound.text" />
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/blogs">
          <FormattedMessage id="blogs.notFound.browse" />
        </RouterLink>
      </Button>
    </Stack>
  );
}

function Article({ blog }: { blog: BlogDetail }) {
  const { hash } = useLocation();
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const [outline, setOutline] = useState<OutlineItem[]>([]);
  const onOutline = useCallback((items: OutlineItem[]) => setOutline(items), []);
  const dir = articleDir(blog.language);
  const path = articlePath(blog.slug);
  const url = typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;

  // A shared link to a section: scroll there once the headings exist.
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || !hash || outline.length === 0) return;
    scrolled.current = true;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash, outline]);

  const toc = <BlogToc outline={outline} dir={dir} collapsible={!wide} />;
  const hasAside = outline.length > 0;

  return (
    <>
      <Seo
        title={blog.seo.title || blog.title}
        description={blog.seo.description || blog.excerpt || blog.title}
        path={path}
        image={blog.cover?.url}
        type="article"
      />
      <Grid templateColumns={{ base: '1fr', lg: hasAside ? 'minmax(0, 1fr) 16rem' : 'minmax(0, 1fr)' }} gap={{ base: '6', lg: '10' }} alignItems="start">
        <GridItem minW="0">
          <Stack as="article" gap="6" dir={dir} lang={blog.language} data-testid="blog-article" data-blog-id={blog.id} maxW="4xl">
            <Stack as="header" gap="3" textAlign="start">
              <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="1.25">
                {blog.title}
              </Heading>
              {blog.excerpt && (
                <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
                  {blog.excerpt}
                </Text>
              )}
              <BlogMeta blog={blog} />
            </Stack>
            {blog.cover && <BlogCover blog={blog} eager rounded="xl" />}
            {!wide && toc}
            <ArticleBody content={blog.content} onOutline={onOutline} language={blog.language} />
            <BlogFaqs faqs={blog.faqs} dir={dir} />
          </Stack>
        </GridItem>
        {wide && hasAside && (
          <GridItem as="aside" position="sticky" top="24">
            <Stack gap="8">
              {toc}
              <BlogShare url={url} title={blog.title} />
            </Stack>
          </GridItem>
        )}
      </Grid>
      {!(wide && hasAside) && <BlogShare url={url} title={blog.title} />}
      <BlogSubscribe language={blog.language} />
      {blog.related.length > 0 && (
        <Stack as="section" gap="4" aria-labelledby="blog-related-title" data-testid="blog-related">
          <Heading as="h2" size="lg" id="blog-related-title" textAlign="start">
            <FormattedMessage id="blogs.related.title" />
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" listStyleType="none" m="0" p="0">
            {blog.related.map((related) => (
              <Box as="li" key={related.id}>
                <BlogCard blog={related} headingLevel="h3" />
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
