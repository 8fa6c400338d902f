// A course price: "120 sparks" with the spark icon, or Free (spec: price 0 shows as Free).
import { HStack, Icon, Text, type StackProps } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';

export function CoursePrice({ price, testId, ...props }: { price: number; testId?: string } & StackProps) {
  return (
    <HStack as="span" display="inline-flex" gap="1" color="brand.fg" fontWeight="semibold" data-testid={testId} data-value={price} {...props}>
      <Icon as={LuSparkles} boxSize="1em" aria-hidden />
      <Text as="span" fontVariantNumeric="tabular-nums">
        {price > 0 ? <FormattedMessage id="courses.price.sparks" values={{ count: price }} /> : <FormattedMessage id="courses.price.free" />}
      </Text>
    </HStack>
  );
}
