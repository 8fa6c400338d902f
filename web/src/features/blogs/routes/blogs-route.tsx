// /blogs: the published articles (GET /blogs), 9 a page, newest first, with a debounced search
// (500 ms) and a language filter kept in the URL query, and the subscribe box. Signed out, in
// the public layout. Test ids: blogs, blogs-search, blogs-language, blog-card (each),
// blogs-empty, blogs-error, blogs-pagination.
import { Box, Container, Heading, HStack, Input, InputGroup, SegmentGroup, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { NoResults } from '@/components/ui/no-results';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRemote } from '@/lib/use-remote';
import { LIST_BLOGS_FAILED, listBlogs } from '../api/list-blogs';
import { BlogCard } from '../components/blog-card';
import { BlogSubscribe } from '../components/blog-subscribe';
import { BlogsPagination } from '../components/blogs-pagination';
import { BLOGS_PAGE_SIZE, DEFAULT_BLOG_FILTERS, SEARCH_MAX_LENGTH, filtersFromParams, listQuery, paramsFromFilters, type BlogListFilters } from '../lib/list-filters';

const SEARCH_DELAY_MS = 500;
const LANGUAGES = ['all', 'ar', 'en'] as const;

export default function BlogsRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);

  // The search box follows the URL (back/forward) and writes to it once typing pauses.
  const [searchText, setSearchText] = useState(filters.q);
  const [urlSearch, setUrlSearch] = useState(filters.q);
  if (urlSearch !== filters.q) {
    setUrlSearch(filters.q);
    setSearchText(filters.q);
  }
  const debouncedSearch = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (debouncedSearch !== filters.q) setParams(paramsFromFilters({ ...filters, q: debouncedSearch, page: 1 }), { replace: true });
    // Only a pause in typing writes the search; a URL change alone must not write it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const blogs = useRemote(listQuery(filters), (signal) => listBlogs(filters, signal));
  const change = (next: Partial<BlogListFilters>) => setParams(paramsFromFilters({ ...filters, page: 1, ...next }));
  const clear = () => {
    setSearchText('');
    setParams(paramsFromFilters(DEFAULT_BLOG_FILTERS));
  };
  const goToPage = (page: number) => {
    setParams(paramsFromFilters({ ...filters, page }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const filtered = filters.q !== '' || filters.language !== 'all';

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }} data-testid="blogs">
      <Seo title={intl.formatMessage({ id: 'blogs.seo.title' })} description={intl.formatMessage({ id: 'blogs.seo.description' })} path="/blogs" />
      <Stack gap="8">
        <Stack gap="2" textAlign="start">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            <FormattedMessage id="blogs.list.title" />
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            <FormattedMessage id="blogs.list.subtitle" />
          </Text>
        </Stack>

        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'center' }} role="search">
          <InputGroup flex="1" maxW={{ md: 'md' }} startElement={<LuSearch aria-hidden />}>
            <Input
              type="search"
              value={searchText}
              maxLength={SEARCH_MAX_LENGTH}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={intl.formatMessage({ id: 'blogs.list.searchPlaceholder' })}
              aria-label={intl.formatMessage({ id: 'blogs.list.searchLabel' })}
              data-testid="blogs-search"
            />
          </InputGroup>
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted" id="blogs-language-label">
              <FormattedMessage id="blogs.list.languageLabel" />
            </Text>
            <SegmentGroup.Root
              size="sm"
              value={filters.language}
              onValueChange={(details) => details.value && change({ language: details.value as BlogListFilters['language'] })}
              aria-labelledby="blogs-language-label"
              data-testid="blogs-language"
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={LANGUAGES.map((value) => ({ value, label: intl.formatMessage({ id: `blogs.list.language.${value}` }) }))}
              />
            </SegmentGroup.Root>
          </HStack>
        </Stack>

        {blogs.status === 'loading' && (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" aria-busy="true" data-testid="blogs-loading">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} h="80" rounded="lg" />
            ))}
          </SimpleGrid>
        )}
        {blogs.status === 'error' && (
          <RetryMessage
            message={formatError(intl, blogs.error, LIST_BLOGS_FAILED)}
            retryLabel={<FormattedMessage id="blogs.common.retry" />}
            onRetry={blogs.reload}
            testId="blogs-error"
          />
        )}
        {blogs.status === 'success' && blogs.data.body.length === 0 && (
          <NoResults
            message={<FormattedMessage id={filtered ? 'blogs.list.emptyFiltered' : 'blogs.list.empty'} />}
            clearLabel={<FormattedMessage id="blogs.list.clear" />}
            onClear={filtered ? clear : undefined}
            testId="blogs-empty"
          />
        )}
        {blogs.status === 'success' && blogs.data.body.length > 0 && (
          <Stack gap="6">
            <Text fontSize="sm" color="fg.muted" role="status" textAlign="start" data-testid="blogs-count">
              <FormattedMessage id="blogs.list.count" values={{ count: blogs.data.total }} />
            </Text>
            <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" listStyleType="none" m="0" p="0">
              {blogs.data.body.map((blog) => (
                <Box as="li" key={blog.id}>
                  <BlogCard blog={blog} />
                </Box>
              ))}
            </SimpleGrid>
            <BlogsPagination page={filters.page} total={blogs.data.total} pageSize={BLOGS_PAGE_SIZE} onPageChange={goToPage} />
          </Stack>
        )}

        <BlogSubscribe language={intl.locale === 'en' ? 'en' : 'ar'} />
      </Stack>
    </Container>
  );
}
