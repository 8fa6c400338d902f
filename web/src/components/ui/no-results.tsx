// A list with nothing to show: a search-miss icon, a line, and (when filters are on) a button
// that clears them. Test ids: {testId} and {testId}-clear.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuSearchX } from 'react-icons/lu';

export function NoResults({ message, clearLabel, onClear, testId }: { message: ReactNode; clearLabel: ReactNode; onClear?: () => void; testId: string }) {
  return (
    <Stack gap="3" align="center" textAlign="center" py="12" px="4" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid={testId}>
      <Box color="fg.subtle" fontSize="4xl" aria-hidden>
        <LuSearchX />
      </Box>
      <Text fontWeight="semibold">{message}</Text>
      {onClear && (
        <Button size="sm" variant="outline" onClick={onClear} data-testid={`${testId}-clear`}>
          {clearLabel}
        </Button>
      )}
    </Stack>
  );
}
