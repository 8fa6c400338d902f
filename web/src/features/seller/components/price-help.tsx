// Under the price: what one sale earns the seller, live ("You earn 90 sparks per sale"), and
// the rules: the platform keeps 10 %; a free product costs buyers a 5-spark download fee and
// earns the seller nothing.
import { Box, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { MARKET } from '@shared/constants';
import { COMMISSION_PERCENT, parseWholeNumber, saleSplit } from '../lib/earnings';
import { SparkAmount } from './spark-amount';

export function PriceHelp({ price, testIdPrefix }: { price: string; testIdPrefix: string }) {
  const parsed = parseWholeNumber(price);
  const split = saleSplit(parsed);
  return (
    <Stack gap="1.5" mt="1" textAlign="start">
      {split && (
        <Box
          bg={split.earnings > 0 ? 'green.subtle' : 'orange.subtle'}
          color={split.earnings > 0 ? 'green.fg' : 'orange.fg'}
          borderRadius="l2"
          px="3"
          py="2"
          fontSize="sm"
          fontWeight="medium"
          data-testid={`${testIdPrefix}-earnings`}
          data-earnings={split.earnings}
          aria-live="polite"
        >
          {parsed === 0 ? (
            <FormattedMessage id="seller.price.freeEarnings" values={{ fee: MARKET.freeProductFee }} />
          ) : (
            <FormattedMessage
              id="seller.price.earnings"
              values={{ amount: <SparkAmount value={split.earnings} fontWeight="bold" />, count: split.earnings }}
            />
          )}
        </Box>
      )}
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage id="seller.price.help" values={{ percent: COMMISSION_PERCENT, fee: MARKET.freeProductFee }} />
      </Text>
    </Stack>
  );
}
