// The key to the members list's learner badges (teachers): what the style badge means, the
// four temperament colours of the type codes, and that answers stay private.
import { Badge, Box, Collapsible, HStack, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown, LuInfo } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { personalityPalette } from '@/components/sidebar/profile-badges';

/** One sample code per temperament (analysts, diplomats, sentinels, explorers). */
const TEMPERAMENTS = [
  { id: 'analysts', sample: 'INTJ' },
  { id: 'diplomats', sample: 'INFP' },
  { id: 'sentinels', sample: 'ISTJ' },
  { id: 'explorers', sample: 'ESTP' },
] as const;

export function LearnerLegend() {
  return (
    <Collapsible.Root data-testid="learner-legend">
      <Collapsible.Trigger asChild>
        <HStack as="button" gap="1.5" fontSize="sm" color="fg.muted" cursor="pointer" data-testid="learner-legend-toggle">
          <LuInfo aria-hidden />
          <FormattedMessage id="learners.legend.toggle" />
          <LuChevronDown aria-hidden />
        </HStack>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box borderWidth="1px" rounded="md" px="3" py="2" mt="2" fontSize="sm" textAlign="start">
          <Stack gap="2">
            <Text>
              <FormattedMessage id="learners.legend.style" />
            </Text>
            <HStack gap="3" wrap="wrap">
              {TEMPERAMENTS.map(({ id, sample }) => (
                <HStack key={id} gap="1.5">
                  <Badge colorPalette={personalityPalette(sample)} variant="solid" rounded="full" dir="ltr">
                    {sample}
                  </Badge>
                  <Text as="span">
                    <FormattedMessage id={`learners.legend.${id}`} />
                  </Text>
                </HStack>
              ))}
            </HStack>
            <Text color="fg.muted">
              <FormattedMessage id="learners.legend.private" />
            </Text>
          </Stack>
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
