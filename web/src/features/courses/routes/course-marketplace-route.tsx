// /courses/marketplace (spec 001 "Course marketplace"): the stats strip, a search debounced
// 500 ms, the seven sorts, the filter panel and the Published courses, 12 a page with a 5-page
// window. Every filter lives in the URL query, so back/forward and shared links work.
// Test ids: course-market, course-market-search, course-market-sort, course-market-filters
// (course-market-category-*, -level-*, -price (-min, -max), -rating, -bestseller, -freemium,
// -certification, -clear), course-market-card (data-course-id), course-market-count,
// course-market-empty, course-market-error, course-market-pagination.
import {
  Badge, Box, Button, Collapsible, Container, Field, Grid, Heading, HStack, Input, InputGroup, NativeSelect, SimpleGrid,
  Skeleton, Stack, Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { LuSearch, LuSlidersHorizontal } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { COURSE_MARKET } from '@shared/schemas/course-market';
import { NoResults } from '@/components/ui/no-results';
import { useWideScreen } from '@/components/sidebar/use-wide-screen';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRemote } from '@/lib/use-remote';
import { LIST_MARKETPLACE_COURSES_FAILED, listMarketplaceCourses } from '../api/list-marketplace-courses';
import { MarketplaceCourseCard } from '../components/marketplace-course-card';
import { MarketplaceFilterPanel } from '../components/marketplace-filter-panel';
import { MarketplacePagination } from '../components/marketplace-pagination';
import { MarketplaceStatsStrip } from '../components/marketplace-stats-strip';
import {
  COURSE_SORT_IDS, activeFilterCount, changeFilters, clearedFilters, filtersFromParams, hasActiveFilters, listingQuery,
  paramsFromFilters, type CourseSort, type FilterChange,
} from '../lib/marketplace-filters';

const SEARCH_DELAY_MS = 500;

export default function CourseMarketplaceRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  // From 1024px the filters sit beside the list; below, they fold under a "Filters" button.
  const wide = useWideScreen();
  const [filtersOpen, setFiltersOpen] = useState(false);

  // The search box follows the URL (back/forward, clear) and writes to it once typing pauses.
  const [searchText, setSearchText] = useState(filters.search);
  const [urlSearch, setUrlSearch] = useState(filters.search);
  if (urlSearch !== filters.search) {
    setUrlSearch(filters.search);
    setSearchText(filters.search);
  }
  const debouncedSearch = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (debouncedSearch !== filters.search) setParams(paramsFromFilters(changeFilters(filters, { search: debouncedSearch })));
    // Only a pause in typing writes the search; a URL change alone must not write it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const courses = useRemote(listingQuery(filters), (signal) => listMarketplaceCourses(filters, signal));

  // A page past the end (an old link, a shrunken catalogue) shows the last page instead.
  const pastEnd = courses.status === 'success' && courses.data.data.length === 0 && filters.page > 1;
  const lastPage = courses.data?.pagination.totalPages ?? 1;
  useEffect(() => {
    if (pastEnd) setParams(paramsFromFilters({ ...filters, page: Math.max(1, lastPage) }), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastEnd, lastPage]);

  const change = (next: FilterChange) => setParams(paramsFromFilters(changeFilters(filters, next)));
  const clear = () => {
    setSearchText('');
    setParams(paramsFromFilters(clearedFilters(filters)));
  };
  const goToPage = (page: number) => {
    setParams(paramsFromFilters({ ...filters, page }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const active = hasActiveFilters(filters);
  const filterCount = activeFilterCount(filters);
  // Without a price sort a price range is a list of bands, which with other list filters can
  // pass Firestore's 30 combinations: sorting by price makes it a plain range again.
  const priceSortHelps =
    courses.error instanceof ApiRequestError &&
    courses.error.code === 'courses-market/too-many-filters' &&
    (filters.minPrice !== undefined || filters.maxPrice !== undefined) &&
    filters.sort !== 'price_asc' &&
    filters.sort !== 'price_desc';

  const panel = <MarketplaceFilterPanel filters={filters} onChange={change} onClear={clear} canClear={active} />;

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="course-market">
      <Stack gap="6">
        <Stack gap="1" textAlign="start">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id="courses.market.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="courses.market.subtitle" />
          </Text>
        </Stack>

        <MarketplaceStatsStrip />

        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-end' }}>
          <Field.Root flex="1">
            <Field.Label fontSize="sm">
              <FormattedMessage id="courses.market.search.label" />
            </Field.Label>
            <InputGroup startElement={<LuSearch aria-hidden />}>
              <Input
                type="search"
                value={searchText}
                maxLength={COURSE_MARKET.searchMaxLength}
                onChange={(event) => setSearchText(event.target.value)}
                placeholder={intl.formatMessage({ id: 'courses.market.search.placeholder' })}
                data-testid="course-market-search"
              />
            </InputGroup>
          </Field.Root>
          <Field.Root w={{ base: 'full', md: '56' }}>
            <Field.Label fontSize="sm">
              <FormattedMessage id="courses.market.sort.label" />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={filters.sort}
                onChange={(event: ChangeEvent<HTMLSelectElement>) => change({ sort: event.target.value as CourseSort })}
                data-testid="course-market-sort"
              >
                {COURSE_SORT_IDS.map((sort) => (
                  <option key={sort} value={sort}>
                    {intl.formatMessage({ id: `courses.market.sort.${sort}` })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {!wide && (
            <Button
              variant="outline"
              onClick={() => setFiltersOpen((open) => !open)}
              aria-expanded={filtersOpen}
              aria-label={intl.formatMessage({ id: 'courses.market.filter.toggleLabel' }, { count: filterCount })}
              data-testid="course-market-filters-toggle"
              data-count={filterCount}
            >
              <LuSlidersHorizontal aria-hidden />
              <FormattedMessage id="courses.market.filter.title" />
              {filterCount > 0 && (
                <Badge colorPalette="brand" variant="solid" rounded="full">
                  {intl.formatNumber(filterCount)}
                </Badge>
              )}
            </Button>
          )}
        </Stack>

        <Grid templateColumns={{ base: '1fr', lg: '16rem 1fr' }} gap="6" alignItems="start">
          {wide ? (
            <Box as="aside" position="sticky" top="20" borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
              {panel}
            </Box>
          ) : (
            <Collapsible.Root open={filtersOpen} onOpenChange={(details) => setFiltersOpen(details.open)}>
              <Collapsible.Content>
                <Box borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
                  {panel}
                </Box>
              </Collapsible.Content>
            </Collapsible.Root>
          )}

          <Stack gap="5" minW="0">
            {courses.status === 'loading' && (
              <SimpleGrid columns={{ base: 1, md: 2, '2xl': 3 }} gap="4" aria-busy="true" data-testid="course-market-loading">
                {Array.from({ length: 6 }, (_, index) => (
                  <Skeleton key={index} h="80" rounded="lg" />
                ))}
              </SimpleGrid>
            )}
            {courses.status === 'error' && (
              // Spec 001: marketplace errors show in a red box.
              <Stack
                gap="2"
                align="flex-start"
                role="alert"
                p="4"
                rounded="lg"
                borderWidth="1px"
                borderColor="border.error"
                bg="bg.error"
                data-testid="course-market-error"
              >
                <Text color="fg.error">{formatError(intl, courses.error, LIST_MARKETPLACE_COURSES_FAILED)}</Text>
                <HStack wrap="wrap">
                  {priceSortHelps && (
                    <Button size="sm" colorPalette="brand" onClick={() => change({ sort: 'price_asc' })} data-testid="course-market-sort-by-price">
                      <FormattedMessage id="courses.market.sortByPriceInstead" />
                    </Button>
                  )}
                  <Button size="sm" variant="outline" onClick={courses.reload}>
                    <FormattedMessage id="courses.market.retry" />
                  </Button>
                  {active && (
                    <Button size="sm" variant="ghost" onClick={clear}>
                      <FormattedMessage id="courses.market.filter.clear" />
                    </Button>
                  )}
                </HStack>
              </Stack>
            )}
            {courses.status === 'success' && courses.data.data.length === 0 && (
              <NoResults
                message={<FormattedMessage id={active ? 'courses.market.emptyFiltered' : 'courses.market.empty'} />}
                clearLabel={<FormattedMessage id="courses.market.filter.clear" />}
                onClear={active ? clear : undefined}
                testId="course-market-empty"
              />
            )}
            {courses.status === 'success' && courses.data.data.length > 0 && (
              <>
                <Text fontSize="sm" color="fg.muted" role="status" data-testid="course-market-count" data-count={courses.data.pagination.totalItems}>
                  <FormattedMessage id="courses.market.count" values={{ count: courses.data.pagination.totalItems }} />
                </Text>
                <SimpleGrid as="ul" columns={{ base: 1, md: 2, '2xl': 3 }} gap="4" listStyleType="none" m="0" p="0">
                  {courses.data.data.map((course) => (
                    <Box as="li" key={course.id}>
                      <MarketplaceCourseCard course={course} />
                    </Box>
                  ))}
                </SimpleGrid>
                <MarketplacePagination page={filters.page} totalPages={courses.data.pagination.totalPages} onPageChange={goToPage} />
              </>
            )}
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}
