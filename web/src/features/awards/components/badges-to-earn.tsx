// "Badges to earn": the catalogue's badges not earned yet, closest first, each with its
// progress (the metric's value against the threshold); the first few, then all on request.
// Test ids: badges-to-earn, badge-to-earn-{badgeId} (data-progress, data-threshold),
// badges-to-earn-done, badges-to-earn-more.
import { Button, Card, HStack, Heading, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { BadgeToEarn } from '../lib/achievements-summary';
import { BadgeImage } from './badge-image';

/** How many show before "Show all". */
export const BADGES_TO_EARN_SHOWN = 6;

export function BadgesToEarn({ items, locale }: { items: readonly BadgeToEarn[]; locale: 'ar' | 'en' }) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? items : items.slice(0, BADGES_TO_EARN_SHOWN);
  return (
    <Stack as="section" gap="3" aria-labelledby="badges-to-earn-title" data-testid="badges-to-earn">
      <Stack gap="0.5" textAlign="start">
        <Heading as="h2" size="lg" id="badges-to-earn-title">
          <FormattedMessage id="awards.toEarn.title" />
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="awards.toEarn.subtitle" />
        </Text>
      </Stack>
      {items.length === 0 ? (
        <Text color="fg.muted" data-testid="badges-to-earn-done">
          <FormattedMessage id="awards.toEarn.allEarned" />
        </Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {shown.map(({ definition, progress }) => {
            const title = definition.title[locale];
            return (
              <Card.Root
                as="li"
                key={definition.id}
                variant="subtle"
                data-testid={`badge-to-earn-${definition.id}`}
                data-progress={progress}
                data-threshold={definition.threshold}
              >
                <Card.Body gap="3" textAlign="start" p="4">
                  <HStack gap="3" align="flex-start">
                    <BadgeImage icon={definition.icon} size="12" locked />
                    <Stack gap="0.5" minW="0" flex="1">
                      <Text as="h3" fontWeight="semibold">
                        <bdi>{title}</bdi>
                      </Text>
                      <Text fontSize="sm" color="fg.muted" dir="auto">
                        {definition.description[locale]}
                      </Text>
                    </Stack>
                  </HStack>
                  <Stack gap="1">
                    <HStack justify="space-between" fontSize="xs" color="fg.muted">
                      <Text fontVariantNumeric="tabular-nums">
                        <FormattedMessage
                          id="awards.toEarn.progress"
                          values={{ value: <FormattedNumber value={progress} />, threshold: <FormattedNumber value={definition.threshold} /> }}
                        />
                      </Text>
                      {definition.points > 0 && (
                        <Text fontWeight="semibold" color="orange.fg">
                          <FormattedMessage id="awards.badge.points" values={{ points: definition.points }} />
                        </Text>
                      )}
                    </HStack>
                    <Progress.Root
                      value={progress}
                      max={definition.threshold}
                      size="sm"
                      colorPalette="orange"
                      aria-label={intl.formatMessage({ id: 'awards.toEarn.progressLabel' }, { title })}
                    >
                      <Progress.Track rounded="full">
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  </Stack>
                </Card.Body>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      )}
      {items.length > BADGES_TO_EARN_SHOWN && (
        <Button
          alignSelf="center"
          size="sm"
          variant="ghost"
          colorPalette="brand"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          data-testid="badges-to-earn-more"
        >
          {expanded ? <FormattedMessage id="awards.toEarn.showFewer" /> : <FormattedMessage id="awards.toEarn.showAll" values={{ count: items.length }} />}
        </Button>
      )}
    </Stack>
  );
}
