// /studyHub: the student's challenges across their classes (users/{uid}/memberships, active
// student memberships; GET .../challenges/hub per class): what is due, soonest first, and
// what is done with the score. Starting one opens it in its class's Challenges tab.
// Test ids: study-hub, study-hub-due, study-hub-done, study-hub-due-empty, study-hub-done-empty,
// study-hub-no-classes, study-hub-class-error-{classId}, study-hub-item-{challengeId}
// (data-state, data-class-id), study-hub-take-{id}, study-hub-practice-{id}, study-hub-result-{id}.
import { Alert, Badge, Box, Button, Card, Container, HStack, Heading, Icon, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { LuCalendarClock, LuDumbbell, LuEye, LuPlay, LuSchool } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ScoreBand } from '@shared/constants';
import { selectedClassIdAtom } from '@/lib/classes/selected-class';
import { useMyClasses } from '@/lib/classes/use-my-classes';
import { CLASS_HUB_FAILED, getClassHub, type ClassHub } from '../api/get-class-hub';
import { useRemote } from '../hooks/use-remote';
import { isolate } from '../lib/bidi';
import { challengeHref, mergeHubs, studentClasses, type ClassSummary, type HubEntry } from '../lib/merge-hubs';

type Loaded = { classInfo: ClassSummary; hub: ClassHub | null; error: unknown };

export default function StudyHubRoute() {
  const classes = useMyClasses();
  const mine = classes.status === 'success' ? studentClasses(classes.data).map((item) => ({ id: item.id, name: item.name })) : [];
  const key = classes.status === 'success' ? `hub:${mine.map((item) => item.id).join(',')}` : null;
  const hubs = useRemote<Loaded[]>(key, async (signal) => {
    const settled = await Promise.allSettled(mine.map((classInfo) => getClassHub(classInfo.id, signal)));
    return settled.map((result, index) => ({
      classInfo: mine[index]!,
      hub: result.status === 'fulfilled' ? result.value : null,
      error: result.status === 'rejected' ? result.reason : null,
    }));
  });

  const loading = (classes.status === 'loading' && !classes.signedOut) || (key !== null && hubs.status === 'loading');
  const loaded = hubs.status === 'success' ? hubs.data : [];
  const merged = mergeHubs(loaded.flatMap((item) => (item.hub ? [{ classInfo: item.classInfo, hub: item.hub }] : [])));
  const failed = loaded.filter((item) => item.hub === null);

  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="study-hub">
      <Stack gap="6">
        <Stack gap="1" textAlign="start">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id="challenges.studyHub.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="challenges.studyHub.subtitle" />
          </Text>
        </Stack>
        {loading && (
          <Stack gap="3">
            <Skeleton h="24" rounded="lg" />
            <Skeleton h="24" rounded="lg" />
          </Stack>
        )}
        {classes.status === 'error' && (
          <Alert.Root status="error" borderRadius="md" role="alert">
            <Alert.Indicator />
            <Alert.Description>
              <FormattedMessage id="challenges.studyHub.classesFailed" />
            </Alert.Description>
          </Alert.Root>
        )}
        {!loading && classes.status === 'success' && mine.length === 0 && (
          <Stack gap="3" align="center" textAlign="center" py="10" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="study-hub-no-classes">
            <Icon as={LuSchool} boxSize="8" color="fg.muted" aria-hidden />
            <Text>
              <FormattedMessage id="challenges.studyHub.noClasses" />
            </Text>
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to="/classroom">
                <FormattedMessage id="challenges.studyHub.toClasses" />
              </RouterLink>
            </Button>
          </Stack>
        )}
        {failed.map((item) => (
          <Alert.Root key={item.classInfo.id} status="warning" borderRadius="md" data-testid={`study-hub-class-error-${item.classInfo.id}`}>
            <Alert.Indicator />
            <Alert.Description>
              <FormattedMessage id={CLASS_HUB_FAILED.id} values={{ name: isolate(item.classInfo.name) }} />
            </Alert.Description>
          </Alert.Root>
        ))}
        {!loading && hubs.status === 'success' && mine.length > 0 && (
          <>
            <Section kind="due" items={merged.due} />
            <Section kind="done" items={merged.done} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function Section({ kind, items }: { kind: 'due' | 'done'; items: HubEntry[] }) {
  const headingId = `study-hub-${kind}-title`;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} data-testid={`study-hub-${kind}`}>
      <Heading as="h2" size="lg" id={headingId}>
        <FormattedMessage id={`challenges.hub.${kind}`} values={{ count: items.length }} />
      </Heading>
      {items.length === 0 ? (
        <Text color="fg.muted" data-testid={`study-hub-${kind}-empty`}>
          <FormattedMessage id={`challenges.hub.${kind}Empty`} />
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {items.map((item) => (
            <Box as="li" key={`${item.class_id}:${item.id}`}>
              <HubEntryCard item={item} />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const BAND_COLOURS: Record<ScoreBand, string> = { excellent: 'green', good: 'teal', satisfactory: 'orange', needs_improvement: 'red' };

function HubEntryCard({ item }: { item: HubEntry }) {
  const navigate = useNavigate();
  const setClass = useSetAtom(selectedClassIdAtom);
  const intl = useIntl();
  const done = item.submission !== null;
  const state = done ? 'done' : item.overdue ? 'overdue' : 'due';
  const open = (view: 'take' | 'practice') => {
    setClass(item.class_id);
    void navigate(challengeHref(item.id, view));
  };
  return (
    <Card.Root
      variant="outline"
      borderColor={state === 'overdue' ? 'border.error' : undefined}
      data-testid={`study-hub-item-${item.id}`}
      data-state={state}
      data-class-id={item.class_id}
    >
      <Card.Body p={{ base: '3', md: '4' }}>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
          <Stack gap="1" minW="0" textAlign="start">
            <Text fontSize="xs" color="fg.muted" fontWeight="medium" dir="auto">
              {item.className || intl.formatMessage({ id: 'challenges.studyHub.unnamedClass' })}
            </Text>
            <Heading as="h3" size="sm" dir="auto">
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
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">
                  <FormattedMessage
                    id="challenges.result.scoreLine"
                    values={{ score: <FormattedNumber value={item.submission.score} maximumFractionDigits={2} />, max: item.submission.max_score }}
                  />
                </Text>
                {item.submission.status === 'graded' ? (
                  <Badge colorPalette={BAND_COLOURS[item.submission.band] ?? 'gray'} variant="subtle">
                    <FormattedMessage id={`challenges.band.${item.submission.band}`} />
                  </Badge>
                ) : (
                  <Badge colorPalette="orange">
                    <FormattedMessage id="challenges.status.submitted" />
                  </Badge>
                )}
              </HStack>
            )}
          </Stack>
          <HStack gap="2" flexShrink={0} align="center" wrap="wrap">
            {item.practice_allowed && (
              <Button size="sm" variant="outline" onClick={() => open('practice')} data-testid={`study-hub-practice-${item.id}`}>
                <LuDumbbell aria-hidden />
                <FormattedMessage id="challenges.hub.practice" />
              </Button>
            )}
            {done ? (
              <Button size="sm" variant="subtle" colorPalette="brand" onClick={() => open('take')} data-testid={`study-hub-result-${item.id}`}>
                <LuEye aria-hidden />
                <FormattedMessage id="challenges.hub.result" />
              </Button>
            ) : (
              <Button size="sm" colorPalette="brand" onClick={() => open('take')} data-testid={`study-hub-take-${item.id}`}>
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
