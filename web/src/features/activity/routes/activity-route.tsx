// /activity: the caller's own timeline (GET /me/activity, docs/site.md 4), grouped by day with
// an icon per kind, 20 at a time ("load more" pages with `before`), and an empty state.
// Test ids: activity, activity-day (each), activity-item (each, data-kind), activity-more,
// activity-empty.
import { Box, Button, Container, Heading, HStack, Icon, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { IconType } from 'react-icons';
import {
  LuAward, LuBadgeCheck, LuBookOpen, LuCircleCheck, LuClipboardCheck, LuCoins, LuGraduationCap, LuHistory, LuRadio, LuSchool, LuSendHorizontal,
  LuShoppingCart, LuUndo2, LuWallet,
} from 'react-icons/lu';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ActivityItem, ActivityKind, ActivityPage } from '@shared/schemas/me';
import { isolate } from '@/lib/bidi';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useRemote } from '@/lib/use-remote';
import { getActivity } from '../api/get-activity';
import { groupByDay, localDay } from '../lib/group-by-day';

const ICONS: Record<ActivityKind, IconType> = {
  class_joined: LuSchool,
  challenge_submitted: LuSendHorizontal,
  challenge_graded: LuClipboardCheck,
  live_played: LuRadio,
  badge_earned: LuAward,
  certificate_earned: LuBadgeCheck,
  sparks_bought: LuShoppingCart,
  sparks_spent: LuWallet,
  sparks_earned: LuCoins,
  sparks_refunded: LuUndo2,
  course_enrolled: LuBookOpen,
  course_completed: LuGraduationCap,
};

const COLOURS: Partial<Record<ActivityKind, string>> = {
  challenge_graded: 'green', badge_earned: 'orange', certificate_earned: 'orange', course_completed: 'green', live_played: 'purple',
};

/** The sentence of an item: user text isolated, percents in the locale. */
export function activityText(intl: IntlShape, item: ActivityItem): string {
  const p = item.params;
  const str = (key: string) => isolate(typeof p[key] === 'string' ? (p[key] as string) : '');
  const percent = typeof p.percent === 'number' ? intl.formatNumber(p.percent / 100, { style: 'percent', maximumFractionDigits: 1 }) : '';
  switch (item.kind) {
    case 'class_joined':
      return intl.formatMessage({ id: 'activity.kind.class_joined' }, { role: p.role === 'teacher' ? 'teacher' : 'student', name: str('name') });
    case 'challenge_submitted':
      return typeof p.percent === 'number'
        ? intl.formatMessage({ id: 'activity.kind.challenge_submitted_scored' }, { title: str('title'), percent })
        : intl.formatMessage({ id: 'activity.kind.challenge_submitted' }, { title: str('title') });
    case 'challenge_graded':
      return intl.formatMessage({ id: 'activity.kind.challenge_graded' }, { title: str('title'), percent });
    case 'live_played':
      return typeof p.rank === 'number'
        ? intl.formatMessage({ id: 'activity.kind.live_played_ranked' }, { title: str('title'), rank: p.rank, players: Number(p.players) || 0 })
        : intl.formatMessage({ id: 'activity.kind.live_played' }, { title: str('title') });
    case 'badge_earned': {
      const title = intl.locale.startsWith('ar') ? p.title_ar || p.title_en : p.title_en || p.title_ar;
      return intl.formatMessage({ id: 'activity.kind.badge_earned' }, { title: isolate(String(title ?? '')) });
    }
    case 'sparks_bought':
    case 'sparks_spent':
    case 'sparks_earned':
    case 'sparks_refunded':
      return intl.formatMessage({ id: `activity.kind.${item.kind}` }, { amount: Number(p.amount) || 0 });
    default:
      return intl.formatMessage({ id: `activity.kind.${item.kind}` }, { title: str('title') });
  }
}

function dayLabel(intl: IntlShape, day: string): string {
  const today = localDay(new Date().toISOString());
  const yesterday = localDay(new Date(Date.now() - 86_400_000).toISOString());
  if (day === today) return intl.formatMessage({ id: 'activity.today' });
  if (day === yesterday) return intl.formatMessage({ id: 'activity.yesterday' });
  const [y, m, d] = day.split('-').map(Number);
  return intl.formatDate(new Date(y!, m! - 1, d!), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

type More = { items: ActivityItem[]; next: string | null; status: 'idle' | 'more' | 'error' };

export default function ActivityRoute() {
  const intl = useIntl();
  const first = useRemote<ActivityPage>('activity', (signal) => getActivity(null, signal));
  // Pages after the first, fetched with "load more" (null: none fetched yet).
  const [more, setMore] = useState<More | null>(null);
  const loadMore = (before: string) => {
    setMore((m) => ({ items: m?.items ?? [], next: before, status: 'more' }));
    getActivity(before).then(
      (page) =>
        setMore((m) => {
          const known = new Set([...(first.data?.data ?? []), ...(m?.items ?? [])].map((i) => i.id));
          return { items: [...(m?.items ?? []), ...page.data.filter((i) => !known.has(i.id))], next: page.next_before, status: 'idle' };
        }),
      () => setMore((m) => ({ items: m?.items ?? [], next: before, status: 'error' })),
    );
  };
  const items = [...(first.data?.data ?? []), ...(more?.items ?? [])];
  const next = more ? more.next : (first.data?.next_before ?? null);
  const status = first.status === 'loading' ? 'loading' : first.status === 'error' || more?.status === 'error' ? 'error' : (more?.status ?? 'idle');
  const state = { items, next, status };

  const days = groupByDay(state.items);
  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="activity">
      <Stack gap="6">
        <Stack gap="1" textAlign="start">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id="activity.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="activity.subtitle" />
          </Text>
        </Stack>
        {state.status === 'loading' && (
          <Stack gap="3">
            <Skeleton h="16" rounded="lg" />
            <Skeleton h="16" rounded="lg" />
            <Skeleton h="16" rounded="lg" />
          </Stack>
        )}
        {state.status === 'error' && (
          <RetryAlert
            message={<FormattedMessage id="activity.loadFailed" />}
            retryLabel={<FormattedMessage id="activity.retry" />}
            onRetry={() => (first.status === 'error' ? first.reload() : state.next && loadMore(state.next))}
            testId="activity-load-failed"
            retryTestId="activity-retry"
          />
        )}
        {state.status !== 'loading' && state.items.length === 0 && state.status !== 'error' && (
          <Stack gap="3" align="center" textAlign="center" py="10" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="activity-empty">
            <Icon as={LuHistory} boxSize="8" color="fg.muted" aria-hidden />
            <Text>
              <FormattedMessage id="activity.empty" />
            </Text>
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to="/classroom">
                <FormattedMessage id="activity.emptyAction" />
              </RouterLink>
            </Button>
          </Stack>
        )}
        {days.map((day) => (
          <Stack as="section" key={day.day} gap="2" data-testid="activity-day" aria-labelledby={`activity-day-${day.day}`}>
            <Heading as="h2" size="sm" color="fg.muted" id={`activity-day-${day.day}`} textAlign="start">
              {dayLabel(intl, day.day)}
            </Heading>
            <Stack as="ol" gap="0" listStyleType="none" borderStartWidth="2px" borderColor="border" ms="4">
              {day.items.map((item) => (
                <Box as="li" key={item.id} position="relative" ps="8" py="2" data-testid="activity-item" data-kind={item.kind}>
                  <Box
                    position="absolute" insetStart="-17px" top="2" bg="bg" rounded="full" borderWidth="2px" borderColor="border"
                    w="8" h="8" display="flex" alignItems="center" justifyContent="center"
                  >
                    <Icon as={ICONS[item.kind] ?? LuCircleCheck} boxSize="4" color={`${COLOURS[item.kind] ?? 'brand'}.fg`} aria-hidden />
                  </Box>
                  <HStack justify="space-between" align="baseline" gap="3" wrap="wrap">
                    <Link asChild fontWeight="medium" color="fg" textAlign="start">
                      <RouterLink to={item.link}>{activityText(intl, item)}</RouterLink>
                    </Link>
                    <Text asChild fontSize="sm" color="fg.muted" flexShrink={0}>
                      <time dateTime={item.at}>
                      {intl.formatTime(new Date(item.at), { hour: 'numeric', minute: '2-digit' })}</time>
                    </Text>
                  </HStack>
                </Box>
              ))}
            </Stack>
          </Stack>
        ))}
        {state.items.length > 0 && state.next && state.status !== 'error' && (
          <Button alignSelf="center" variant="outline" loading={state.status === 'more'} onClick={() => state.next && loadMore(state.next)} data-testid="activity-more">
            <FormattedMessage id="activity.loadMore" />
          </Button>
        )}
        {state.items.length > 0 && !state.next && state.status === 'idle' && (
          <Text textAlign="center" color="fg.muted" fontSize="sm">
            <FormattedMessage id="activity.end" />
          </Text>
        )}
      </Stack>
    </Container>
  );
}
