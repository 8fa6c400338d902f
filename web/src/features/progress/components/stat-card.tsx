// One number on a card: an icon, a label, the value and an optional note under it.
import { Box, Card, Circle, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';

export function StatCard({
  icon,
  label,
  value,
  note,
  testId,
  palette = 'brand',
}: {
  icon: ComponentType;
  label: ReactNode;
  value: ReactNode;
  note?: ReactNode;
  testId: string;
  palette?: string;
}) {
  return (
    <Card.Root variant="outline" size="sm" data-testid={testId} height="full">
      <Card.Body gap="2">
        <HStack gap="3" align="center">
          <Circle size="9" bg={palette === 'brand' ? 'brand.subtle' : `${palette}.subtle`} color={palette === 'brand' ? 'brand.fg' : `${palette}.fg`} flexShrink={0}>
            <Icon as={icon} boxSize="5" aria-hidden />
          </Circle>
          <Text fontSize="sm" color="fg.muted" textAlign="start" lineClamp={2}>
            {label}
          </Text>
        </HStack>
        <Stack gap="1" align="flex-start">
          <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" data-testid={`${testId}-value`} dir="auto">
            {value}
          </Text>
          {note && (
            <Box fontSize="xs" color="fg.muted" textAlign="start">
              {note}
            </Box>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
