// /training-centre/wallet (docs/centres.md "Wallet"), wired from app/routes.tsx (it lives here
// because features import each other only through app/): the signed-in account's wallet panel
// (a centre's wallet is its own) and a card to the spark packages on /pricing, where the centre
// buys them. An administrator sees their own wallet here, and is told so.
// Test ids: centre-wallet, centre-wallet-admin-note, centre-wallet-packages.
import { Alert, Button, Card, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuPackage } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { WalletPanel } from '../components/wallet-panel';
import { authAtom } from '@/lib/session/auth-state';

export default function CentreWalletRoute() {
  const { userType, user } = useAtomValue(authAtom);
  const admin = (userType ?? user?.user_type) === 'administrator';
  return (
    <Stack gap="6" data-testid="centre-wallet">
      <Heading as="h2" size="xl" textAlign="start">
        <FormattedMessage id="wallet.centre.title" />
      </Heading>
      {admin && (
        <Alert.Root status="info" data-testid="centre-wallet-admin-note">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage id="wallet.centre.adminNote" />
          </Alert.Description>
        </Alert.Root>
      )}
      <WalletPanel />
      <Card.Root variant="outline" data-testid="centre-wallet-packages">
        <Card.Body>
          <HStack gap="4" align="center" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <Icon as={LuPackage} boxSize="8" color="brand.fg" aria-hidden />
            <Stack gap="1" flex="1" minW="0" textAlign="start">
              <Text fontWeight="semibold">
                <FormattedMessage id="wallet.centre.packages.title" />
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="wallet.centre.packages.body" />
              </Text>
            </Stack>
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to="/pricing" data-testid="centre-wallet-packages-link">
                <FormattedMessage id="wallet.centre.packages.link" />
              </RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
