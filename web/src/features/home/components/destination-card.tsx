// A card that is one big link: an icon, a title and a line saying what is there.
import { Card, Heading, Icon, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export interface Destination {
  to: string;
  icon: ComponentType;
  title: { id: string };
  body: { id: string };
  testId: string;
}

export function DestinationCard({ item, size = 'md' }: { item: Destination; size?: 'sm' | 'md' }) {
  return (
    <LinkBox as="article">
      <Card.Root h="full" variant="outline" _hover={{ borderColor: 'brand.border', shadow: 'sm' }} transition="all 0.2s">
        <Card.Body gap="2" textAlign="start">
          <Icon as={item.icon} boxSize="6" color="brand.fg" aria-hidden />
          <Heading as="h3" size={size}>
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
  );
}
