// /training-centre/wallet (docs/centres.md "Wallet"), wired from app/routes.tsx (it lives here
// because features import each other only through app/): the signed-in account's wallet panel
// (a centre's wallet is its own) and the spark packages, bought from here like on /pricing.
// An administrator (the area's ?enterprise= names the centre) reads the centre's wallet and
// ledger, is told so, and buys nothing for it.
// Test ids: centre-wallet, centre-wallet-admin-note, centre-wallet-packages (and the packages' own).
import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { SparkPackages } from '@/components/pricing/spark-packages';
import { authAtom } from '@/lib/session/auth-state';
import { WalletPanel } from '../components/wallet-panel';

export default function CentreWalletRoute() {
  const { userType, user } = useAtomValue(authAtom);
  const admin = (userType ?? user?.user_type) === 'administrator';
  // The area's layout shows an administrator no screen before a centre is chosen.
  const centre = useSearchParams()[0].get('enterprise') ?? undefined;
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
      <WalletPanel ownerUid={admin ? centre : undefined} />
      {!admin && <CentrePackages />}
    </Stack>
  );
}

/** The spark packages, bought for the centre right here. */
function CentrePackages() {
  return (
    <Stack as="section" gap="4" aria-labelledby="centre-wallet-packages-title" data-testid="centre-wallet-packages">
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Stack gap="1" textAlign="start">
          <Heading as="h3" size="lg" id="centre-wallet-packages-title">
            <FormattedMessage id="wallet.centre.packages.title" />
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="wallet.centre.packages.body" />
          </Text>
        </Stack>
        <Button asChild size="sm" variant="ghost" colorPalette="brand">
          <RouterLink to="/pricing" data-testid="centre-wallet-packages-link">
            <FormattedMessage id="wallet.centre.packages.link" />
          </RouterLink>
        </Button>
      </HStack>
      <SparkPackages returnTo="/training-centre/wallet" headingAs="h4" />
    </Stack>
  );
}
