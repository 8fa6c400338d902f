// /wallet, every signed-in user (docs/centres.md "Wallet"): the wallet panel under a title.
// Test id: wallet-route.
import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { WalletPanel } from '../components/wallet-panel';

export default function WalletRoute() {
  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="wallet-route">
      <Stack gap="6">
        <Stack gap="1" textAlign="start">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id="wallet.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="wallet.subtitle" />
          </Text>
        </Stack>
        <WalletPanel />
      </Stack>
    </Container>
  );
}
