// Public pricing: the spark packages as cards (localized name, sparks, price in SAR), what
// sparks pay for, and a Buy button (docs/market.md, "Buying sparks"): signed-out visitors sign
// in first and come back here; signed-in users get a HyperPay checkout
// (POST /in-app-purchases) and go on to /payment with it.
import {
  Alert, Badge, Box, Button, Card, Container, Flex, Heading, HStack, Icon, SimpleGrid, Skeleton, Stack, Text,
} from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { LuRefreshCw, LuSparkles } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SPARK_COSTS, type SparkCostKey } from '@shared/constants';
import type { SparkPackage } from '@shared/schemas/packages';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { localeAtom } from '@/lib/i18n/locale';
import { saveCheckoutHandoff, type CheckoutHandoff } from '@/lib/payments/checkout-handoff';
import { authAtom } from '@/lib/session/auth-state';
import { CREATE_CHECKOUT_FAILED, useCreateCheckout } from '../api/create-checkout';
import { useSparkPackages } from '../api/get-spark-packages';

const COST_LABELS: Record<SparkCostKey, { id: string }> = {
  aiQuiz: { id: 'pricing.costs.aiQuiz' },
  templateQuiz: { id: 'pricing.costs.templateQuiz' },
  manualQuiz: { id: 'pricing.costs.manualQuiz' },
  mbtiAssessment: { id: 'pricing.costs.mbtiAssessment' },
  progressReport: { id: 'pricing.costs.progressReport' },
  contentDownload: { id: 'pricing.costs.contentDownload' },
  invitation: { id: 'pricing.costs.invitation' },
};

/** Buy: sign in first, else create the checkout and go to the payment widget. */
function useBuyPackage() {
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
        if (tokenCheckComplete) void navigate('/login', { state: { from: '/pricing' } });
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
    [createCheckout, intl, isAuthenticated, navigate, tokenCheckComplete],
  );

  return { buy, pendingId, checking: !tokenCheckComplete };
}

export default function PricingRoute() {
  const packages = useSparkPackages();
  const { buy, pendingId, checking } = useBuyPackage();
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '12' }}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          <FormattedMessage id="pricing.title" />
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          <FormattedMessage id="pricing.subtitle" />
        </Text>
      </Stack>

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
              />
            ))}
          </SimpleGrid>
        ))}

      <SparkCosts />
    </Container>
  );
}

interface PackageCardProps {
  item: SparkPackage;
  loading: boolean;
  disabled: boolean;
  onBuy: (item: SparkPackage) => Promise<void>;
}

function PackageCard({ item, loading, disabled, onBuy }: PackageCardProps) {
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
        <Heading as="h2" size="lg">
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

function SparkCosts() {
  const intl = useIntl();
  return (
    <Box as="section" aria-labelledby="spark-costs-title" mt={{ base: '14', md: '20' }} maxW="3xl" mx="auto">
      <Heading as="h2" id="spark-costs-title" size="xl" textAlign="center" mb="6">
        <FormattedMessage id="pricing.costs.title" />
      </Heading>
      <Box as="dl" borderWidth="1px" rounded="xl" overflow="hidden">
        {(Object.keys(SPARK_COSTS) as SparkCostKey[]).map((key, index) => (
          <HStack key={key} justify="space-between" px="5" py="3" borderTopWidth={index === 0 ? '0' : '1px'} gap="4">
            <Text as="dt" textAlign="start">
              <FormattedMessage id={COST_LABELS[key].id} />
            </Text>
            <Text as="dd" fontWeight="semibold" color="brand.fg" whiteSpace="nowrap" m="0">
              {intl.formatMessage({ id: 'pricing.sparks' }, { count: SPARK_COSTS[key] })}
            </Text>
          </HStack>
        ))}
      </Box>
    </Box>
  );
}
