// /training-centre/classes: the classes of the centre's teachers (GET /training-centre/classes),
// read-only cards (the class's icon bubble in its colours, teacher, members, last activity),
// with a search over name, teacher and course field.
// Test ids: centre-classes, centre-classes-search, centre-classes-loading, centre-classes-error,
// centre-classes-empty, centre-classes-none, centre-class-{id} (data-members).
import { Box, Card, HStack, Heading, Icon, Input, InputGroup, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuSchool, LuSearch, LuSearchX, LuUsers } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CentreClass } from '@shared/schemas/centre-area';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { classColours, colourBackground, iconFor, themeBackground } from '@/lib/classes/class-look';
import { useRemote } from '@/lib/use-remote';
import { LIST_CENTRE_CLASSES_FAILED, listCentreClasses } from '../api/list-centre-classes';
import { useCentreParam } from '../hooks/use-centre-query';
import { filterClasses } from '../lib/centre-figures';

function ClassCard({ cls }: { cls: CentreClass }) {
  const intl = useIntl();
  const look = cls as CentreClass & { icon?: unknown; colour?: unknown };
  const colours = classColours({ colors: cls.colors as { primary?: unknown; secondary?: unknown } | null, colour: look.colour, course_field: cls.course_field });
  const activity = cls.last_activity_at ?? cls.created_at;
  return (
    <Card.Root variant="outline" overflow="hidden" data-testid={`centre-class-${cls.id}`} data-members={cls.member_count}>
      <Box h="2" style={{ background: themeBackground(cls.theme) }} aria-hidden />
      <Card.Body gap="3">
        <HStack gap="3" align="center">
          <Box w="10" h="10" rounded="l2" display="grid" placeItems="center" color="white" flexShrink={0} style={{ background: colourBackground(colours) }} aria-hidden>
            <Icon as={iconFor(look.icon)} boxSize="5" />
          </Box>
          <Stack gap="0" minW="0" textAlign="start">
            <Heading as="h3" size="sm" truncate>
              <bdi>{cls.name}</bdi>
            </Heading>
            <Text fontSize="sm" color="fg.muted" truncate>
              <FormattedMessage id="centres.classes.teacher" values={{ name: <bdi>{cls.teacher_name}</bdi> }} />
            </Text>
          </Stack>
        </HStack>
        <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
          <HStack gap="1">
            <LuUsers aria-hidden />
            <FormattedMessage id="centres.classes.members" values={{ count: cls.member_count }} />
          </HStack>
          {typeof cls.posts_count === 'number' && (
            <Text>
              <FormattedMessage id="centres.classes.posts" values={{ count: cls.posts_count }} />
            </Text>
          )}
          <Text>
            {activity && !Number.isNaN(Date.parse(activity)) ? (
              <FormattedMessage id="centres.classes.lastActivity" values={{ date: intl.formatDate(activity, { day: 'numeric', month: 'short', year: 'numeric' }) }} />
            ) : (
              <FormattedMessage id="centres.classes.noActivity" />
            )}
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

export default function CentreClassesRoute() {
  const intl = useIntl();
  const enterprise = useCentreParam();
  const [search, setSearch] = useState('');
  const classes = useRemote(`classes:${enterprise ?? ''}`, (signal) => listCentreClasses(enterprise, signal));
  const shown = useMemo(() => (classes.data ? filterClasses(classes.data, search) : []), [classes.data, search]);

  return (
    <Stack gap="5" data-testid="centre-classes">
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Stack gap="0.5" textAlign="start">
          <Heading as="h2" size="xl">
            <FormattedMessage id="centres.classes.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="centres.classes.description" />
          </Text>
        </Stack>
        <InputGroup startElement={<LuSearch aria-hidden />} maxW="sm">
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={intl.formatMessage({ id: 'centres.classes.search' })}
            aria-label={intl.formatMessage({ id: 'centres.classes.search' })}
            data-testid="centre-classes-search"
          />
        </InputGroup>
      </HStack>
      {classes.status === 'loading' && (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" data-testid="centre-classes-loading">
          {[0, 1, 2].map((item) => (
            <Skeleton key={item} h="32" rounded="l3" />
          ))}
        </SimpleGrid>
      )}
      {classes.status === 'error' && (
        <RetryMessage
          message={formatError(intl, classes.error, LIST_CENTRE_CLASSES_FAILED)}
          retryLabel={<FormattedMessage id="centres.layout.retry" />}
          onRetry={classes.reload}
          testId="centre-classes-error"
        />
      )}
      {classes.status === 'success' && classes.data.length === 0 && (
        <EmptyCard
          testId="centre-classes-empty"
          icon={<LuSchool size="32" aria-hidden />}
          title={<FormattedMessage id="centres.classes.empty.title" />}
          body={<FormattedMessage id="centres.classes.empty.body" />}
        />
      )}
      {classes.status === 'success' && classes.data.length > 0 && shown.length === 0 && (
        <EmptyCard
          testId="centre-classes-none"
          icon={<LuSearchX size="32" aria-hidden />}
          title={<FormattedMessage id="centres.classes.none.title" />}
          body={<FormattedMessage id="centres.classes.none.body" />}
        />
      )}
      {shown.length > 0 && (
        <>
          <Text fontSize="sm" color="fg.muted" textAlign="start" aria-live="polite">
            <FormattedMessage id="centres.classes.count" values={{ count: shown.length }} />
          </Text>
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="4" listStyleType="none" m="0" p="0">
            {shown.map((cls) => (
              <li key={cls.id}>
                <ClassCard cls={cls} />
              </li>
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
