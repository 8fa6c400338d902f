// /courses/purchases, My Learning (spec 001 "My Courses (purchased)"; GET /purchased-courses):
// refresh, stat tiles, search (title, instructor, organization), three sorts (recently
// accessed by default), five status tabs, the course cards with Continue / Renew Access /
// Certificate, and the empty state with Clear Filters and Refresh. The filtering is the pure
// lib/my-learning.ts; tab and sort live in the URL. A failed read toasts 'Error fetching
// purchased courses'. Test ids: my-learning, learning-refresh, learning-search, learning-sort,
// learning-tabs(-{tab}, -{tab}-count), learning-list, learning-empty, learning-no-match,
// learning-clear-filters, learning-empty-refresh, learning-error.
import { Badge, Box, Button, Container, HStack, Heading, Input, InputGroup, NativeSelect, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { LuBookOpen, LuRefreshCw, LuSearch, LuSearchX } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { PurchasedCourse } from '@shared/schemas/course-learning';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { localeAtom } from '@/lib/i18n/locale';
import { useRemote } from '@/lib/use-remote';
import { LIST_PURCHASED_COURSES_FAILED, listPurchasedCourses } from '../api/list-purchased-courses';
import { LearningStatTiles } from '../components/learning-stat-tiles';
import { PurchasedCourseCard } from '../components/purchased-course-card';
import { RenewAccessDialog, type RenewTarget } from '../components/renew-access-dialog';
import {
  LEARNING_SORTS, LEARNING_TABS, learningStats, parseSort, parseTab, tabCounts, visibleCourses, type LearningSort, type LearningTab,
} from '../lib/my-learning';

export default function MyLearningRoute() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const courses = useRemote('purchased-courses', listPurchasedCourses);
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const sort = parseSort(params.get('sort'));
  const [search, setSearch] = useState('');
  const [renewing, setRenewing] = useState<RenewTarget | null>(null);

  // Spec: purchased-course errors show as a toast (and the screen offers a retry).
  useEffect(() => {
    if (courses.status === 'error') {
      toaster.create({ type: 'error', title: formatError(intl, courses.error, LIST_PURCHASED_COURSES_FAILED) });
    }
  }, [courses.status, courses.error, intl]);

  const setParam = (name: 'tab' | 'sort', value: string, fallback: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (value === fallback) copy.delete(name);
        else copy.set(name, value);
        return copy;
      },
      { replace: true },
    );
  const clearFilters = () => {
    setSearch('');
    setParams(new URLSearchParams(), { replace: true });
  };

  const all = useMemo(() => (courses.status === 'success' ? courses.data : []), [courses.status, courses.data]);
  const stats = useMemo(() => learningStats(all), [all]);
  const counts = useMemo(() => tabCounts(all), [all]);
  const shown = useMemo(() => visibleCourses(all, { tab, search, sort }, locale), [all, tab, search, sort, locale]);

  const onRenewed = (renewed: PurchasedCourse) =>
    courses.update((list) => list.map((course) => (course.id === renewed.id ? { ...course, ...renewed } : course)));

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="my-learning">
      <Stack gap="6">
        <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
          <Stack gap="1" textAlign="start">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              <FormattedMessage id="courses.learning.title" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id="courses.learning.subtitle" />
            </Text>
          </Stack>
          <Button variant="outline" onClick={courses.reload} loading={courses.refreshing} data-testid="learning-refresh">
            <LuRefreshCw aria-hidden />
            <FormattedMessage id="courses.learning.refresh" />
          </Button>
        </HStack>

        {courses.status === 'loading' && (
          <Stack gap="4" aria-busy="true">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              {[0, 1, 2, 3].map((key) => (
                <Skeleton key={key} h="20" rounded="lg" />
              ))}
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} h="72" rounded="lg" />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {courses.status === 'error' && (
          <RetryMessage
            message={formatError(intl, courses.error, LIST_PURCHASED_COURSES_FAILED)}
            retryLabel={<FormattedMessage id="courses.detail.retry" />}
            onRetry={courses.reload}
            testId="learning-error"
          />
        )}
        {courses.status === 'success' && (
          <>
            <LearningStatTiles stats={stats} />
            <Stack direction={{ base: 'column', md: 'row' }} gap="3">
              <InputGroup flex="1" startElement={<LuSearch aria-hidden />}>
                <Input
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder={intl.formatMessage({ id: 'courses.learning.search' })}
                  aria-label={intl.formatMessage({ id: 'courses.learning.search' })}
                  dir="auto"
                  data-testid="learning-search"
                />
              </InputGroup>
              <NativeSelect.Root w={{ base: 'full', md: '64' }}>
                <NativeSelect.Field
                  value={sort}
                  onChange={(event) => setParam('sort', event.target.value, 'recent')}
                  aria-label={intl.formatMessage({ id: 'courses.learning.sortLabel' })}
                  data-testid="learning-sort"
                >
                  {LEARNING_SORTS.map((value: LearningSort) => (
                    <option key={value} value={value}>
                      {intl.formatMessage({ id: `courses.learning.sort.${value}` })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Stack>
            <LearningTabs value={tab} counts={counts} onChange={(next) => setParam('tab', next, 'all')}>
              {all.length === 0 ? (
                <EmptyState kind="none" onClear={clearFilters} onRefresh={courses.reload} />
              ) : shown.length === 0 ? (
                <EmptyState kind="no-match" onClear={clearFilters} onRefresh={courses.reload} />
              ) : (
                <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="learning-list">
                  {shown.map((course) => (
                    <PurchasedCourseCard key={course.id} course={course} onRenew={(target) => setRenewing({ id: target.id, title: target.title })} />
                  ))}
                </SimpleGrid>
              )}
            </LearningTabs>
          </>
        )}
      </Stack>
      <RenewAccessDialog target={renewing} onClose={() => setRenewing(null)} onRenewed={onRenewed} />
    </Container>
  );
}

function LearningTabs({
  value,
  counts,
  onChange,
  children,
}: {
  value: LearningTab;
  counts: Record<LearningTab, number>;
  onChange: (tab: LearningTab) => void;
  children: ReactNode;
}) {
  return (
    <Tabs.Root value={value} onValueChange={(details) => onChange(details.value as LearningTab)} colorPalette="brand" variant="line">
      <Tabs.List overflowX="auto" overflowY="hidden" data-testid="learning-tabs">
        {LEARNING_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} flexShrink={0} data-testid={`learning-tabs-${tab}`}>
            <FormattedMessage id={`courses.learning.tab.${tab}`} />
            <Badge variant="subtle" rounded="full" size="sm" data-testid={`learning-tabs-${tab}-count`}>
              <FormattedNumber value={counts[tab]} />
            </Badge>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {LEARNING_TABS.map((tab) => (
        <Tabs.Content key={tab} value={tab} pt="4">
          {tab === value ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function EmptyState({ kind, onClear, onRefresh }: { kind: 'none' | 'no-match'; onClear: () => void; onRefresh: () => void }) {
  return (
    <Stack
      gap="3"
      align="center"
      textAlign="center"
      py="12"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="xl"
      data-testid={kind === 'none' ? 'learning-empty' : 'learning-no-match'}
    >
      <Box color="fg.subtle" fontSize="4xl" aria-hidden>
        {kind === 'none' ? <LuBookOpen /> : <LuSearchX />}
      </Box>
      <Text fontWeight="semibold">
        <FormattedMessage id={kind === 'none' ? 'courses.learning.emptyTitle' : 'courses.learning.noMatch'} />
      </Text>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id={kind === 'none' ? 'courses.learning.emptyBody' : 'courses.learning.noMatchBody'} />
      </Text>
      <HStack gap="2" wrap="wrap" justify="center">
        {kind === 'none' ? (
          <Button asChild colorPalette="brand">
            <RouterLink to="/courses/marketplace">
              <FormattedMessage id="courses.learning.browse" />
            </RouterLink>
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={onClear} data-testid="learning-clear-filters">
            <FormattedMessage id="courses.learning.clearFilters" />
          </Button>
        )}
        <Button variant="outline" onClick={onRefresh} data-testid="learning-empty-refresh">
          <LuRefreshCw aria-hidden />
          <FormattedMessage id="courses.learning.refresh" />
        </Button>
      </HStack>
    </Stack>
  );
}
