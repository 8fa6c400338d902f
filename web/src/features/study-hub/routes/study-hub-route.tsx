// /studyHub: the student's challenges across their classes (users/{uid}/memberships, active
// student memberships; GET .../challenges/hub per class): what is due, soonest first, and
// what is done with the score. Starting one opens it in its class's Challenges tab.
// Test ids: study-hub, study-hub-due, study-hub-done, study-hub-due-empty, study-hub-done-empty,
// study-hub-no-classes, study-hub-class-error-{classId}, study-hub-item-{challengeId}
// (data-state, data-class-id), study-hub-take-{id}, study-hub-practice-{id}, study-hub-result-{id}.
import { Alert, Button, Container, Heading, Icon, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { LuLayers, LuSchool } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { HubCard, HubSection } from '@/components/challenges/hub-list';
import { isolate } from '@/lib/bidi';
import { getChallengeHub, type ChallengeHub } from '@/lib/challenges/hub';
import { selectedClassIdAtom } from '@/lib/classes/selected-class';
import { useMyClasses } from '@/lib/classes/use-my-classes';
import { useRemote } from '@/lib/use-remote';
import { challengeHref, mergeHubs, studentClasses, type ClassSummary, type HubEntry } from '../lib/merge-hubs';

// Lazy: its Markdown and formula renderer is only needed once the hub is open.
const InstructorPanel = lazy(() => import('@/components/huda/instructor-panel').then((m) => ({ default: m.InstructorPanel })));

const CLASS_HUB_FAILED = { id: 'challenges.studyHub.classFailed', defaultMessage: 'The challenges of {name} could not be loaded.' };

type Loaded = { classInfo: ClassSummary; hub: ChallengeHub | null; error: unknown };

export default function StudyHubRoute() {
  const classes = useMyClasses();
  const mine = classes.status === 'success' ? studentClasses(classes.data).map((item) => ({ id: item.id, name: item.name })) : [];
  const key = classes.status === 'success' ? `hub:${mine.map((item) => item.id).join(',')}` : null;
  const hubs = useRemote<Loaded[]>(key, async (signal) => {
    const settled = await Promise.allSettled(mine.map((classInfo) => getChallengeHub(classInfo.id, signal)));
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
          {/* Revision: the questions of submitted challenges as flashcards (docs/site.md 4). */}
          <Button asChild alignSelf="start" variant="outline" size="sm" mt="2" data-testid="study-hub-flashcards">
            <RouterLink to="/flashcards">
              <LuLayers aria-hidden />
              <FormattedMessage id="flashcards.studyHubLink" />
            </RouterLink>
          </Button>
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
        {!loading &&
          hubs.status === 'success' &&
          mine.length > 0 &&
          (['due', 'done'] as const).map((kind) => (
            <HubSection
              key={kind}
              kind={kind}
              items={merged[kind]}
              level={2}
              testIdPrefix="study-hub"
              itemKey={(item) => `${item.class_id}:${item.id}`}
              renderItem={(item) => <HubEntryCard item={item} />}
            />
          ))}
        <Suspense fallback={<Skeleton h="24" rounded="lg" />}>
          <InstructorPanel />
        </Suspense>
      </Stack>
    </Container>
  );
}

function HubEntryCard({ item }: { item: HubEntry }) {
  const navigate = useNavigate();
  const setClass = useSetAtom(selectedClassIdAtom);
  const intl = useIntl();
  return (
    <HubCard
      item={item}
      headingAs="h3"
      eyebrow={item.className || intl.formatMessage({ id: 'challenges.studyHub.unnamedClass' })}
      classId={item.class_id}
      testIds={{
        item: `study-hub-item-${item.id}`,
        take: `study-hub-take-${item.id}`,
        practice: `study-hub-practice-${item.id}`,
        result: `study-hub-result-${item.id}`,
      }}
      onOpen={(view) => {
        setClass(item.class_id);
        void navigate(challengeHref(item.id, view));
      }}
    />
  );
}
