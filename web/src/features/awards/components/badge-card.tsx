// An earned badge: its picture, title and description in the UI language, points, the date it
// was earned and its category. Test id: badge-card-{badgeId}.
import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { BadgeAwardView } from '@shared/schemas/awards';
import { BadgeImage } from './badge-image';

export function BadgeCard({ badge, locale }: { badge: BadgeAwardView; locale: 'ar' | 'en' }) {
  return (
    <Card.Root as="li" variant="outline" data-testid={`badge-card-${badge.badge_id}`} data-category={badge.category}>
      <Card.Body gap="3" textAlign="start">
        <HStack gap="4" align="flex-start">
          <BadgeImage icon={badge.icon} size="16" />
          <Stack gap="1" minW="0" flex="1">
            <Text as="h3" fontWeight="semibold">
              <bdi>{badge.title[locale]}</bdi>
            </Text>
            <Text fontSize="sm" color="fg.muted" dir="auto">
              {badge.description[locale]}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" wrap="wrap" justify="space-between" fontSize="sm">
          <Badge colorPalette="purple" variant="subtle">
            <FormattedMessage id={`awards.category.${badge.category}`} />
          </Badge>
          {badge.points > 0 && (
            <Text fontWeight="semibold" color="orange.fg" data-testid={`badge-points-${badge.badge_id}`}>
              <FormattedMessage id="awards.badge.points" values={{ points: badge.points }} />
            </Text>
          )}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="awards.badge.earnedOn" values={{ date: <FormattedDate value={badge.date} dateStyle="medium" /> }} />
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
