// An administrator's home: the review queues with what waits in each (products to approve,
// courses to review, payout requests to settle), each opening its admin screen, then the commissions report and
// their own quiz drafts (administrators build and host quizzes too).
// Test ids: home-admin, home-queue-products / home-queue-courses / home-queue-payouts (data-count; the count in
// home-queue-{name}-count), links home-queue-{name}-open, home-admin-commissions.
import { Badge, Button, Card, Flex, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBanknote, LuClipboardCheck, LuGraduationCap, LuPercent } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminHome as AdminHomeData } from '@shared/schemas/home';
import { DraftsSection } from './drafts-section';
import { LiveReportsSection } from './live-reports-section';

interface Queue {
  name: 'products' | 'courses' | 'payouts';
  to: string;
  icon: IconType;
  title: { id: string };
  count: { id: string };
}

const QUEUES: Queue[] = [
  { name: 'products', to: '/admin/products', icon: LuClipboardCheck, title: { id: 'home.admin.products.title' }, count: { id: 'home.admin.products.count' } },
  { name: 'courses', to: '/admin/courses', icon: LuGraduationCap, title: { id: 'home.admin.courses.title' }, count: { id: 'home.admin.courses.count' } },
  { name: 'payouts', to: '/admin/payouts', icon: LuBanknote, title: { id: 'home.admin.payouts.title' }, count: { id: 'home.admin.payouts.count' } },
];

export function AdminHome({ data }: { data: AdminHomeData }) {
  const counts = { products: data.queues.products_pending, courses: data.queues.courses_in_review, payouts: data.queues.payouts_pending };
  return (
    <Stack gap="5" data-testid="home-admin">
      <Stack gap="3">
        <Heading as="h2" size="md" textAlign="start">
          <FormattedMessage id="home.admin.queues" />
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {QUEUES.map((queue) => {
            const count = counts[queue.name];
            return (
              <Card.Root key={queue.name} as="section" variant="outline" borderColor={count > 0 ? 'orange.emphasized' : undefined} data-testid={`home-queue-${queue.name}`} data-count={count}>
                <Card.Body gap="3" textAlign="start">
                  <Flex align="center" justify="space-between" gap="3">
                    <Heading as="h3" size="sm">
                      <Icon as={queue.icon} me="2" color="brand.fg" aria-hidden />
                      <FormattedMessage id={queue.title.id} />
                    </Heading>
                    <Badge colorPalette={count > 0 ? 'orange' : 'gray'} variant="solid" rounded="full" fontSize="md" px="2.5" data-testid={`home-queue-${queue.name}-count`}>
                      {count}
                    </Badge>
                  </Flex>
                  <Text color="fg.muted" fontSize="sm">
                    <FormattedMessage id={queue.count.id} values={{ count }} />
                  </Text>
                  <Button asChild size="sm" colorPalette="brand" variant={count > 0 ? 'solid' : 'outline'} alignSelf="flex-start">
                    <RouterLink to={queue.to} data-testid={`home-queue-${queue.name}-open`}>
                      <FormattedMessage id="home.admin.review" />
                    </RouterLink>
                  </Button>
                </Card.Body>
              </Card.Root>
            );
          })}
        </SimpleGrid>
        <Button asChild variant="ghost" size="sm" colorPalette="brand" alignSelf="flex-start">
          <RouterLink to="/admin/commissions" data-testid="home-admin-commissions">
            <LuPercent aria-hidden />
            <FormattedMessage id="home.admin.commissions" />
          </RouterLink>
        </Button>
      </Stack>
      <DraftsSection data={data} />
      <LiveReportsSection data={data} />
    </Stack>
  );
}
