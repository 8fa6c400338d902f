// Local HyperPay only (`npm start`): the cards that succeed, are declined or stay pending.
import { Alert, Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { TEST_CARDS, type TestCardResult } from '../lib/test-cards';

const RESULT_LABELS: Record<TestCardResult, { id: string }> = {
  success: { id: 'payments.testCards.success' },
  declined: { id: 'payments.testCards.declined' },
  pending: { id: 'payments.testCards.pending' },
};

const RESULT_COLOURS: Record<TestCardResult, string> = { success: 'green', declined: 'red', pending: 'orange' };

export function TestCardsHint() {
  return (
    <Alert.Root status="info" variant="subtle" data-testid="payment-test-cards">
      <Alert.Indicator />
      <Alert.Content textAlign="start" gap="2">
        <Alert.Title>
          <FormattedMessage id="payments.testCards.title" />
        </Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text fontSize="sm">
              <FormattedMessage id="payments.testCards.description" />
            </Text>
            <Box as="ul" listStyleType="none" m="0" p="0">
              {TEST_CARDS.map((card) => (
                <HStack as="li" key={card.number} gap="3" py="1" flexWrap="wrap">
                  <Text as="span" dir="ltr" fontFamily="mono" fontSize="sm" data-testid="payment-test-card">
                    {card.number}
                  </Text>
                  <Text as="span" fontSize="xs" color="fg.muted" dir="ltr">
                    {card.brand}
                  </Text>
                  <Badge size="sm" colorPalette={RESULT_COLOURS[card.result]}>
                    <FormattedMessage id={RESULT_LABELS[card.result].id} />
                  </Badge>
                </HStack>
              ))}
            </Box>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
