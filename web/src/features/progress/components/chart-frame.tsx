// What the charts share: a titled card, theme-aware colours (Chakra's CSS variables, so dark
// mode follows) and a tooltip that reads in the page's direction.
import { Box, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export const CHART_COLOURS = {
  grid: 'var(--chakra-colors-border, #e4e4e7)',
  tick: 'var(--chakra-colors-fg-muted, #52525b)',
  line: 'var(--chakra-colors-brand-solid, #9575cd)',
  secondLine: 'var(--chakra-colors-fg-subtle, #a1a1aa)',
} as const;

export function ChartCard({
  title,
  description,
  testId,
  children,
  action,
}: {
  title: ReactNode;
  description?: ReactNode;
  testId: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card.Root variant="outline" data-testid={testId} height="full" minW="0">
      <Card.Header pb="0">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0" textAlign="start">
            <Heading as="h3" size="md">
              {title}
            </Heading>
            {description && (
              <Text fontSize="sm" color="fg.muted">
                {description}
              </Text>
            )}
          </Stack>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body minW="0">{children}</Card.Body>
    </Card.Root>
  );
}

export interface TooltipRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  colour: string;
  dashed?: boolean;
}

/** The box a chart tooltip shows (recharts hands the hovered point to `content`). */
export function ChartTooltipBox({ title, subtitle, rows, rtl }: { title: ReactNode; subtitle?: ReactNode; rows: TooltipRow[]; rtl: boolean }) {
  return (
    <Box
      dir={rtl ? 'rtl' : 'ltr'}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      boxShadow="md"
      px="3"
      py="2"
      fontSize="sm"
      maxW="64"
      textAlign="start"
    >
      <Text fontWeight="semibold" lineClamp={2}>
        {title}
      </Text>
      {subtitle && (
        <Text color="fg.muted" fontSize="xs">
          {subtitle}
        </Text>
      )}
      <Stack gap="1" mt="1">
        {rows.map((row) => (
          <HStack key={row.key} gap="2">
            <Box
              as="span"
              w="3"
              h="0"
              borderTopWidth="3px"
              borderTopStyle={row.dashed ? 'dashed' : 'solid'}
              style={{ borderTopColor: row.colour }}
              aria-hidden
            />
            <Text as="span" color="fg.muted">
              {row.label}
            </Text>
            <Text as="span" fontWeight="semibold" ms="auto">
              {row.value}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
