// A student's challenges from GET .../challenges/hub: a "due" or "done" section and the card of
// one challenge (due date, question count, score and band, practice / start / result). Shared by
// a class's Challenges tab (sections h3, cards h4) and the study hub (sections h2, cards h3,
// with the class's name on each card).
import { Badge, Box, Button, Card, HStack, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCalendarClock, LuDumbbell, LuEye, LuPlay } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import type { HubItem } from '@/lib/challenges/hub';
import { BandBadge } from './band-badge';

/**
 * Test ids: `${testIdPrefix}-${kind}` on the section, `${testIdPrefix}-${kind}-title` is the
 * heading's id, `${testIdPrefix}-${kind}-empty` on the empty text.
 */
export function HubSection<T>({
  kind,
  items,
  level,
  testIdPrefix,
  itemKey,
  renderItem,
}: {
  kind: 'due' | 'done';
  items: readonly T[];
  /** 2 on a page of its own, 3 inside a tab (smaller). */
  level: 2 | 3;
  testIdPrefix: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}) {
  const headingId = `${testIdPrefix}-${kind}-title`;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} data-testid={`${testIdPrefix}-${kind}`}>
      <Heading as={level === 2 ? 'h2' : 'h3'} size={level === 2 ? 'lg' : 'md'} id={headingId}>
        <FormattedMessage id={`challenges.hub.${kind}`} values={{ count: items.length }} />
      </Heading>
      {items.length === 0 ? (
        <Text color="fg.muted" fontSize={level === 2 ? undefined : 'sm'} data-testid={`${testIdPrefix}-${kind}-empty`}>
          <FormattedMessage id={`challenges.hub.${kind}Empty`} />
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {items.map((item) => (
            <Box as="li" key={itemKey(item)}>
              {renderItem(item)}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export interface HubCardTestIds {
  item: string;
  take: string;
  practice: string;
  result: string;
  /** On the score line, with data-percent; none: neither. */
  score?: string;
}

/** One challenge of the hub, with its actions. The card carries data-state due|overdue|done. */
export function HubCard({
  item,
  headingAs,
  eyebrow,
  classId,
  showLate = false,
  testIds,
  onOpen,
}: {
  item: HubItem;
  headingAs: 'h3' | 'h4';
  /** A line above the title (the study hub names the class). */
  eyebrow?: ReactNode;
  /** Set as data-class-id. */
  classId?: string;
  /** A "late" badge next to the score of a late submission. */
  showLate?: boolean;
  testIds: HubCardTestIds;
  onOpen: (view: 'take' | 'practice') => void;
}) {
  const done = item.submission !== null;
  const state = done ? 'done' : item.overdue ? 'overdue' : 'due';
  return (
    <Card.Root
      variant="outline"
      borderColor={state === 'overdue' ? 'border.error' : undefined}
      data-testid={testIds.item}
      data-state={state}
      data-class-id={classId}
    >
      <Card.Body gap="2" p={{ base: '3', md: '4' }}>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
          <Stack gap="1" minW="0" textAlign="start">
            {eyebrow !== undefined && (
              <Text fontSize="xs" color="fg.muted" fontWeight="medium" dir="auto">
                {eyebrow}
              </Text>
            )}
            <Heading as={headingAs} size="sm" dir="auto">
              {item.title}
            </Heading>
            <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
              {!done && (
                <HStack gap="1" color={state === 'overdue' ? 'fg.error' : undefined}>
                  <Icon as={LuCalendarClock} aria-hidden />
                  {item.due_at ? (
                    <FormattedMessage
                      id={state === 'overdue' ? 'challenges.due.overdue' : 'challenges.due.on'}
                      values={{ date: <FormattedDate value={item.due_at} dateStyle="medium" timeStyle="short" /> }}
                    />
                  ) : (
                    <FormattedMessage id="challenges.due.none" />
                  )}
                </HStack>
              )}
              <Text>
                <FormattedMessage id="challenges.list.questions" values={{ count: item.question_count, points: item.total_points }} />
              </Text>
            </HStack>
            {item.submission && (
              <HStack gap="2" wrap="wrap" data-testid={testIds.score} data-percent={testIds.score ? item.submission.percent : undefined}>
                <Text fontWeight="semibold">
                  <FormattedMessage
                    id="challenges.result.scoreLine"
                    values={{ score: <FormattedNumber value={item.submission.score} maximumFractionDigits={2} />, max: item.submission.max_score }}
                  />
                </Text>
                {item.submission.status === 'graded' ? (
                  <BandBadge band={item.submission.band} />
                ) : (
                  <Badge colorPalette="orange">
                    <FormattedMessage id="challenges.status.submitted" />
                  </Badge>
                )}
                {showLate && item.submission.late && (
                  <Badge colorPalette="red" variant="outline">
                    <FormattedMessage id="challenges.status.late" />
                  </Badge>
                )}
              </HStack>
            )}
          </Stack>
          <HStack gap="2" flexShrink={0} align="center" wrap="wrap">
            {item.practice_allowed && (
              <Button size="sm" variant="outline" onClick={() => onOpen('practice')} data-testid={testIds.practice}>
                <LuDumbbell aria-hidden />
                <FormattedMessage id="challenges.hub.practice" />
              </Button>
            )}
            {done ? (
              <Button size="sm" variant="subtle" colorPalette="brand" onClick={() => onOpen('take')} data-testid={testIds.result}>
                <LuEye aria-hidden />
                <FormattedMessage id="challenges.hub.result" />
              </Button>
            ) : (
              <Button size="sm" colorPalette="brand" onClick={() => onOpen('take')} data-testid={testIds.take}>
                <LuPlay aria-hidden />
                <FormattedMessage id="challenges.hub.start" />
              </Button>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
