// Public pricing: the spark packages (components/pricing/spark-packages: cards with localized
// name, sparks, price in SAR and a Buy button; docs/market.md, "Buying sparks") and what sparks
// pay for.
import { Box, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SPARK_COSTS, type SparkCostKey } from '@shared/constants';
import { SparkPackages } from '@/components/pricing/spark-packages';
import { Seo } from '@/components/seo/seo';

const COST_LABELS: Record<SparkCostKey, { id: string }> = {
  aiQuiz: { id: 'pricing.costs.aiQuiz' },
  templateQuiz: { id: 'pricing.costs.templateQuiz' },
  manualQuiz: { id: 'pricing.costs.manualQuiz' },
  mbtiAssessment: { id: 'pricing.costs.mbtiAssessment' },
  progressReport: { id: 'pricing.costs.progressReport' },
  contentDownload: { id: 'pricing.costs.contentDownload' },
  invitation: { id: 'pricing.costs.invitation' },
};

export default function PricingRoute() {
  const intl = useIntl();
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
      <Seo title={intl.formatMessage({ id: 'pricing.title' })} description={intl.formatMessage({ id: 'pricing.subtitle' })} path="/pricing" />
      <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '12' }}>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          <FormattedMessage id="pricing.title" />
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          <FormattedMessage id="pricing.subtitle" />
        </Text>
      </Stack>

      <SparkPackages />

      <SparkCosts />
    </Container>
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
