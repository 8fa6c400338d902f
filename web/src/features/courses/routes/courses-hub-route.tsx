// /courses (spec 001 "Courses area under /courses"): the hub of four cards (My Courses as
// instructor, for course authors only; Marketplace; Certificates; My Learning) with the caller's
// live counts from GET /courses/hub.
// Test ids: courses-hub, courses-hub-card-{instructor,marketplace,certificates,learning}
// (data-count), courses-hub-error.
import { Box, Card, Container, Heading, HStack, Icon, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuChevronRight } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CoursesHub } from '@shared/schemas/course-learning';
import { COURSE_AUTHOR_TYPES } from '@/app/guard-decisions';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { GET_COURSES_HUB_FAILED } from '../api/get-courses-hub';
import { useCoursesHub } from '../hooks/use-courses-hub';
import { sectionsFor, type CourseSection } from '../lib/course-sections';

export default function CoursesHubRoute() {
  const intl = useIntl();
  const { userType } = useAtomValue(authAtom);
  const isAuthor = (COURSE_AUTHOR_TYPES as readonly string[]).includes(userType ?? '');
  const hub = useCoursesHub();
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="courses-hub">
      <Stack gap="6">
        <Stack gap="1" textAlign="start">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id="courses.hub.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="courses.hub.subtitle" />
          </Text>
        </Stack>
        {hub.status === 'error' && (
          <RetryMessage
            message={formatError(intl, hub.error, GET_COURSES_HUB_FAILED)}
            retryLabel={<FormattedMessage id="courses.hub.retry" />}
            onRetry={hub.reload}
            testId="courses-hub-error"
          />
        )}
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" m="0" p="0">
          {sectionsFor(isAuthor).map((section) => (
            <Box as="li" key={section.id}>
              <HubCard section={section} hub={hub.status === 'success' ? hub.data : null} loading={hub.status === 'loading'} />
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

function HubCard({ section, hub, loading }: { section: CourseSection; hub: CoursesHub | null; loading: boolean }) {
  const intl = useIntl();
  const count = hub ? section.count(hub) : null;
  return (
    <LinkBox asChild>
      <Card.Root
        h="full"
        variant="outline"
        _hover={{ shadow: 'md', borderColor: `${section.palette}.muted` }}
        transition="box-shadow 0.15s, border-color 0.15s"
        data-testid={`courses-hub-card-${section.id}`}
        data-count={count ?? undefined}
      >
        <Card.Body gap="3" textAlign="start">
          <HStack justify="space-between" align="flex-start">
            <Icon as={section.icon} boxSize="11" p="2.5" rounded="lg" bg={`${section.palette}.subtle`} color={`${section.palette}.fg`} aria-hidden />
            {loading && <Skeleton h="9" w="14" />}
            {count !== null && (
              <Text fontSize="3xl" fontWeight="bold" lineHeight="1" fontVariantNumeric="tabular-nums" aria-hidden>
                {intl.formatNumber(count)}
              </Text>
            )}
          </HStack>
          <Heading as="h2" size="md">
            <LinkOverlay asChild>
              <RouterLink to={section.to} data-testid={`courses-hub-link-${section.id}`}>
                <FormattedMessage id={`courses.hub.${section.id}.title`} />
              </RouterLink>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id={`courses.hub.${section.id}.body`} />
          </Text>
          {count !== null && hub && (
            <Stack gap="0.5" fontSize="sm">
              <Text fontWeight="medium" color={`${section.palette}.fg`}>
                <FormattedMessage id={`courses.hub.${section.id}.count`} values={{ count }} />
              </Text>
              {section.id === 'learning' && hub.learning > 0 && (
                <Text color="fg.muted" fontSize="xs" data-testid="courses-hub-learning-detail">
                  <FormattedMessage
                    id="courses.hub.learning.detail"
                    values={{ inProgress: hub.in_progress, completed: hub.completed, expired: hub.expired }}
                  />
                </Text>
              )}
            </Stack>
          )}
        </Card.Body>
        <Card.Footer pt="0" justifyContent="flex-end">
          <Icon as={LuChevronRight} color="fg.subtle" _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}
