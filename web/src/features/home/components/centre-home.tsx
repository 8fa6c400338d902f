// A training centre's home: the entry to its own area (/training-centre, still being built),
// then what a centre can do today: host a live quiz and build quizzes (with its drafts).
// Test ids: home-centre, home-centre-area, home-centre-open, home-centre-host, home-centre-build.
import { Button, Card, Heading, Icon, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { LuBuilding2, LuRadio, LuSparkles } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CentreHome as CentreHomeData } from '@shared/schemas/home';
import { DraftsSection } from './drafts-section';
import { LiveReportsSection } from './live-reports-section';

const TODAY: { to: string; icon: ComponentType; title: { id: string }; body: { id: string }; testId: string }[] = [
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
            <LinkBox as="article" key={item.to}>
              <Card.Root h="full" variant="outline" _hover={{ borderColor: 'brand.border', shadow: 'sm' }} transition="all 0.2s">
                <Card.Body gap="2" textAlign="start">
                  <Icon as={item.icon} boxSize="6" color="brand.fg" aria-hidden />
                  <Heading as="h3" size="sm">
                    <LinkOverlay asChild>
                      <RouterLink to={item.to} data-testid={item.testId}>
                        <FormattedMessage id={item.title.id} />
                      </RouterLink>
                    </LinkOverlay>
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    <FormattedMessage id={item.body.id} />
                  </Text>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          ))}
        </SimpleGrid>
      </Stack>

      <DraftsSection data={data} />
      <LiveReportsSection data={data} />
    </Stack>
  );
}
