// What asking costs today: the free answers left of the daily allowance, then sparks per answer
// (GET /huda/usage, refreshed after each answer). Test id: huda-usage (data-free-left).
import { HStack, Icon, Text } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import type { HudaUsage } from '@shared/schemas/huda';

export function UsageNote({ usage }: { usage: HudaUsage | undefined }) {
  if (!usage) return null;
  return (
    <HStack gap="2" fontSize="sm" color="fg.muted" data-testid="huda-usage" data-free-left={usage.free_left}>
      <Icon as={LuSparkles} aria-hidden color="brand.fg" />
      {/* One direction for both sentences: Arabic reads them right to left on this left-to-right page. */}
      <Text dir="auto">
        <FormattedMessage id="huda.usage.free" values={{ left: usage.free_left, total: usage.free_daily }} />{' '}
        <FormattedMessage id="huda.usage.then" values={{ sparks: usage.sparks_per_answer }} />
      </Text>
    </HStack>
  );
}
