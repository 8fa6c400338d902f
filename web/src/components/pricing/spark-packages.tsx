// The spark packages as cards with their Buy buttons (docs/market.md, "Buying sparks"), with
// loading, error and empty states: shown on /pricing and on a training centre's wallet tab.
// Signed-out visitors sign in first and come back to `returnTo`; signed-in users get a HyperPay
// checkout (POST /in-app-purchases) and go on to /payment with it.
import { Alert, Badge, Box, Button, Card, Flex, Heading, HStack, Icon, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { LuRefreshCw, LuSparkles } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { SparkPackage } from '@shared/schemas/packages';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { localeAtom } from '@/lib/i18n/locale';
import { saveCheckoutHandoff, type CheckoutHandoff } from '@/lib/payments/checkout-handoff';
import { CREATE_CHECKOUT_FAILED, useCreateCheckout } from '@/lib/payments/create-checkout';
import { useSparkPackages } from '@/lib/payments/get-spark-packages';
import { authAtom } from '@/lib/session/auth-state';

/** Buy: sign in first, else create the checkout and go to the payment widget. */
function useBuyPackage(returnTo: string) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { isAuthenticated, tokenCheckComplete } = useAtomValue(authAtom);
  const createCheckout = useCreateCheckout();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const busy = useRef(false);

  const buy = useCallback(
    async (item: SparkPackage) => {
      if (busy.current) return;
      if (!isAuthenticated) {
        // The login screen sends the user back to `from` once signed in.
        if (tokenCheckComplete) void navigate('/login', { state: { from: returnTo } });
        return;
      }
      busy.current = true;
      setPendingId(item.id);
      try {
        const checkout = await createCheckout(item.id);
        const handoff: CheckoutHandoff = { checkout, package_name: item.name };
        saveCheckoutHandoff(handoff);
        toaster.create({ type: 'success', title: intl.formatMessage({ id: 'pricing.checkout.created' }) });
        const query = new URLSearchParams({ checkout: checkout.checkout_id, package: checkout.package_id });
        void navigate(`/payment?${query.toString()}`, { state: handoff });
      } catch (error) {
        toaster.create({ type: 'error', title: formatError(intl, error, CREATE_CHECKOUT_FAILED) });
      } finally {
        busy.current = false;
        setPendingId(null);
      }
    },
    [createCheckout, intl, isAuthenticated, navigate, returnTo, tokenCheckComplete],
  );

  return { buy, pendingId, checking: !tokenCheckComplete };
}

export function SparkPackages({ returnTo = '/pricing', headingAs = 'h2' }: { returnTo?: string; headingAs?: 'h2' | 'h3' | 'h4' }) {
  const packages = useSparkPackages();
  const { buy, pendingId, checking } = useBuyPackage(returnTo);
  return (
    <>
      {packages.status === 'loading' && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-busy="true" data-testid="pricing-loading">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h="64" rounded="xl" />
          ))}
          <Text srOnly role="status">
            <FormattedMessage id="pricing.loading" />
          </Text>
        </SimpleGrid>
      )}

      {packages.status === 'error' && (
        <Alert.Root status="error" maxW="xl" mx="auto" data-testid="pricing-error">
          <Alert.Indicator />
          <Alert.Content textAlign="start">
            <Alert.Title>
              <FormattedMessage id="pricing.error.title" />
            </Alert.Title>
            <Alert.Description>
              <FormattedMessage id="pricing.error.description" />
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={packages.reload} data-testid="pricing-retry" alignSelf="center">
            <LuRefreshCw aria-hidden />
            <FormattedMessage id="pricing.error.retry" />
          </Button>
        </Alert.Root>
      )}

      {packages.status === 'success' &&
        (packages.packages.length === 0 ? (
          <Text textAlign="center" color="fg.muted" data-testid="pricing-empty">
            <FormattedMessage id="pricing.empty" />
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" data-testid="pricing-packages">
            {packages.packages.map((item) => (
              <PackageCard
                key={item.id}
                item={item}
                loading={pendingId === item.id}
                disabled={checking || (pendingId !== null && pendingId !== item.id)}
                onBuy={buy}
                headingAs={headingAs}
              />
            ))}
          </SimpleGrid>
        ))}
    </>
  );
}

interface PackageCardProps {
  item: SparkPackage;
  loading: boolean;
  disabled: boolean;
  onBuy: (item: SparkPackage) => Promise<void>;
  headingAs: 'h2' | 'h3' | 'h4';
}

function PackageCard({ item, loading, disabled, onBuy, headingAs }: PackageCardProps) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const price = Number(item.price);
  const name = item.name[locale] || item.name.ar || item.name.en;
  return (
    <Card.Root
      h="full"
      variant="outline"
      borderWidth={item.popular ? '2px' : '1px'}
      borderColor={item.popular ? 'brand.solid' : 'border'}
      position="relative"
      data-testid={`pricing-package-${item.id}`}
    >
      {item.popular && (
        <Flex position="absolute" top="-3" insetInline="0" justify="center">
          <Badge colorPalette="brand" variant="solid" rounded="full" px="3">
            <FormattedMessage id="pricing.popular" />
          </Badge>
        </Flex>
      )}
      <Card.Body gap="5" textAlign="start">
        <Heading as={headingAs} size="lg">
          {name}
        </Heading>
        <HStack gap="2" color="brand.fg">
          <Icon as={LuSparkles} boxSize="6" aria-hidden />
          <Text fontSize="2xl" fontWeight="bold" data-testid="pricing-sparks">
            {intl.formatMessage({ id: 'pricing.sparks' }, { count: item.sparks })}
          </Text>
        </HStack>
        <Box>
          <Text fontSize="3xl" fontWeight="bold" lineHeight="1" data-testid="pricing-price">
            {intl.formatNumber(price, { style: 'currency', currency: item.currency })}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="1">
            <FormattedMessage
              id="pricing.perSpark"
              values={{ price: intl.formatNumber(price / item.sparks, { style: 'currency', currency: item.currency, maximumFractionDigits: 2 }) }}
            />
          </Text>
        </Box>
      </Card.Body>
      <Card.Footer>
        <Button
          w="full"
          colorPalette="brand"
          variant={item.popular ? 'solid' : 'outline'}
          data-testid={`pricing-buy-${item.id}`}
          aria-label={intl.formatMessage({ id: 'pricing.buyLabel' }, { name })}
          loading={loading}
          loadingText={intl.formatMessage({ id: 'pricing.checkout.creating' })}
          disabled={disabled}
          onClick={() => void onBuy(item)}
        >
          <FormattedMessage id="pricing.buy" />
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
