// An amount of sparks with the spark icon ("120 sparks"), and a product's price: a free product
// reads "Free · 5 sparks" (docs/market.md: the content download fee).
import { HStack, Icon, Text, type StackProps } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { MARKET } from '@shared/constants';

export function SparksAmount({ value, testId, ...props }: { value: number; testId?: string } & StackProps) {
  return (
    <HStack as="span" display="inline-flex" gap="1" color="brand.fg" fontWeight="semibold" data-testid={testId} data-value={value} {...props}>
      <Icon as={LuSparkles} boxSize="1em" aria-hidden />
      <Text as="span" fontVariantNumeric="tabular-nums">
        <FormattedMessage id="market.sparks" values={{ count: value }} />
      </Text>
    </HStack>
  );
}

export function PriceTag({ price, testId, ...props }: { price: number; testId?: string } & StackProps) {
  if (price > 0) return <SparksAmount value={price} testId={testId} {...props} />;
  return (
    <HStack as="span" display="inline-flex" gap="1" color="brand.fg" fontWeight="semibold" data-testid={testId} data-value={0} {...props}>
      <Icon as={LuSparkles} boxSize="1em" aria-hidden />
      <Text as="span">
        <FormattedMessage id="market.price.free" values={{ fee: MARKET.freeProductFee }} />
      </Text>
    </HStack>
  );
}
