// A training centre's home: the entry to its own area (/training-centre, still being built),
// then what a centre can do today: host a live quiz and build quizzes (with its drafts).
// Test ids: home-centre, home-centre-area, home-centre-open, home-centre-host, home-centre-build.
import { Button, Card, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuBuilding2, LuRadio, LuSparkles } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CentreHome as CentreHomeData } from '@shared/schemas/home';
import { type Destination, DestinationCard } from './destination-card';
import { DraftsSection } from './drafts-section';
import { LiveReportsSection } from './live-reports-section';

const TODAY: Destination[] = [
  { to: '/live/host', icon: LuRadio, title: { id: 'home.centre.host.title' }, body: { id: 'home.centre.host.body' }, testId: 'home-centre-host' },
  { to: '/CreateQuiz', icon: LuSparkles, title: { id: 'home.centre.build.title' }, body: { id: 'home.centre.build.body' }, testId: 'home-centre-build' },
];

export function CentreHome({ data }: { data: CentreHomeData }) {
  return (
    <Stack gap="5" data-testid="home-centre">
      <Card.Root variant="subtle" borderWidth="1px" borderColor="brand.muted" data-testid="home-centre-area">
        <Card.Body gap="3" textAlign="start" p={{ base: '4', md: '6' }}>
          <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'flex-start', md: 'center' }} justify="space-between">
            <Stack gap="1">
              <Heading as="h2" size="lg">
                <Icon as={LuBuilding2} me="2" color="brand.fg" aria-hidden />
                <FormattedMessage id="home.centre.area.title" />
              </Heading>
              <Text color="fg.muted">
                <FormattedMessage id="home.centre.area.body" />
              </Text>
            </Stack>
            <Button asChild colorPalette="brand" flexShrink={0}>
              <RouterLink to="/training-centre" data-testid="home-centre-open">
                <FormattedMessage id="home.centre.area.open" />
              </RouterLink>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Stack gap="3">
        <Heading as="h2" size="md" textAlign="start">
          <FormattedMessage id="home.centre.today" />
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {TODAY.map((item) => (
            <DestinationCard key={item.to} item={item} size="sm" />
          ))}
        </SimpleGrid>
      </Stack>

      <DraftsSection data={data} />
      <LiveReportsSection data={data} />
    </Stack>
  );
}
