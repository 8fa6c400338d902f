// The personality report's preferences: per dichotomy one bar split between its two poles by
// the answers given to each, the chosen pole named and in colour. The bar is laid out in the
// page's direction, so in Arabic the first pole stands on the right.
import { Box, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StrengthRow } from '../lib/strengths';

export function StrengthBars({ rows }: { rows: StrengthRow[] }) {
  const intl = useIntl();
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent' });
  return (
    <Card.Root variant="outline" data-testid="personality-strengths">
      <Card.Header pb="0">
        <Heading as="h2" size="md" textAlign="start">
          <FormattedMessage id="assessments.personalityReport.strengthsTitle" />
        </Heading>
      </Card.Header>
      <Card.Body gap="5">
        {rows.map((row) => {
          const chosen = row.poles.find((p) => p.pole === row.chosen)!;
          const label = intl.formatMessage(
            { id: 'assessments.personalityReport.strength' },
            { pole: intl.formatMessage({ id: `assessments.poles.${row.chosen}.name` }), percent: chosen.percent },
          );
          return (
            <Stack key={row.dichotomy} gap="1.5" data-testid={`personality-strength-${row.dichotomy}`} data-pole={row.chosen} data-percent={chosen.percent}>
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id={`assessments.dichotomy.${row.dichotomy}`} />
                </Text>
                <Text fontSize="sm" fontWeight="semibold">
                  {label}
                </Text>
              </HStack>
              <HStack gap="0" h="3" borderRadius="full" overflow="hidden" bg="bg.muted" role="img" aria-label={label}>
                {row.poles.map(({ pole, percent: share }) => (
                  <Box key={pole} h="full" style={{ width: `${share}%` }} bg={pole === row.chosen ? 'brand.solid' : 'brand.muted'} />
                ))}
              </HStack>
              <HStack justify="space-between" gap="2">
                {row.poles.map(({ pole, percent: share }) => (
                  <Text key={pole} fontSize="xs" color={pole === row.chosen ? 'fg' : 'fg.muted'} fontWeight={pole === row.chosen ? 'semibold' : 'normal'}>
                    <FormattedMessage id={`assessments.poles.${pole}.name`} /> (<bdi dir="ltr">{pole}</bdi>) {percent(share)}
                  </Text>
                ))}
              </HStack>
            </Stack>
          );
        })}
      </Card.Body>
    </Card.Root>
  );
}
