// The box a chart's tooltip shows, in the page's direction: a title, an optional subtitle, one
// row a series (its colour as a short line, dashed like the series) and any further text.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What recharts hands a tooltip's `content`: the hovered point is the first payload's. */
export interface TooltipContentArgs {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
}

/** The data row under the pointer, or undefined when nothing is hovered. */
export function hoveredPoint<T>({ active, payload }: TooltipContentArgs): T | undefined {
  return active ? (payload?.[0]?.payload as T | undefined) : undefined;
}

export interface TooltipRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  colour: string;
  dashed?: boolean;
}

export function ChartTooltipBox({
  title,
  subtitle,
  rows = [],
  rtl,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  rows?: TooltipRow[];
  rtl: boolean;
  children?: ReactNode;
}) {
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
      {rows.length > 0 && (
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
      )}
      {children}
    </Box>
  );
}
