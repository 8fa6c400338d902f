// An amount of sparks: the sparks icon and the number in the reader's digits.
import { HStack, Icon, Text, type StackProps } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import { FormattedNumber, useIntl } from 'react-intl';

export function SparkAmount({ value, testId, ...rest }: { value: number; testId?: string } & Omit<StackProps, 'children'>) {
  const intl = useIntl();
  return (
    <HStack
      as="span"
      display="inline-flex"
      gap="1"
      aria-label={intl.formatMessage({ id: 'seller.sparks.amount' }, { count: value })}
      data-testid={testId}
      data-value={value}
      {...rest}
    >
      <Icon as={LuSparkles} color="brand.fg" boxSize="0.9em" aria-hidden />
      <Text as="span" fontVariantNumeric="tabular-nums" aria-hidden>
        <FormattedNumber value={value} />
      </Text>
    </HStack>
  );
}
