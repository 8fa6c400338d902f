// A sparks amount: the sparks icon and the number in the interface's digits.
import { HStack, Icon, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber } from 'react-intl';

export function SparksAmount({ value, size = 'sm', testId }: { value: number; size?: 'xs' | 'sm' | 'md' | 'lg'; testId?: string }) {
  return (
    <HStack as="span" gap="1" display="inline-flex" data-testid={testId} data-value={value}>
      <Icon as={LuSparkles} color="brand.fg" boxSize={size === 'lg' ? '5' : '4'} aria-hidden />
      <Text as="span" fontSize={size} fontVariantNumeric="tabular-nums">
        <FormattedNumber value={value} />
      </Text>
      <VisuallyHidden>
        <FormattedMessage id="admin.sparksUnit" values={{ count: value }} />
      </VisuallyHidden>
    </HStack>
  );
}
