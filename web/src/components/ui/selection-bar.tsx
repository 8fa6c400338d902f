// Above a list with multi-select: "select all", how many are ticked, and the bulk actions
// (children). Test ids: {testIdPrefix}-bulk-bar, -select-all, -selected-count.
import { Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type SelectionState = 'none' | 'some' | 'all';

export function SelectionBar({
  testIdPrefix,
  state,
  selectedCount,
  disabled,
  sticky = false,
  selectAllLabel,
  selectedLabel,
  onToggleAll,
  children,
}: {
  testIdPrefix: string;
  state: SelectionState;
  selectedCount: number;
  /** The select-all box (nothing to select, or busy). */
  disabled: boolean;
  /** Stays in view while a long queue scrolls. */
  sticky?: boolean;
  selectAllLabel: ReactNode;
  selectedLabel: ReactNode;
  onToggleAll: () => void;
  children: ReactNode;
}) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      gap="3"
      px="4"
      py="3"
      borderWidth="1px"
      rounded="l3"
      bg="bg.subtle"
      {...(sticky && { position: 'sticky', top: '2', zIndex: 'docked' })}
      data-testid={`${testIdPrefix}-bulk-bar`}
    >
      <HStack gap="3">
        <Checkbox.Root
          checked={state === 'all' ? true : state === 'some' ? 'indeterminate' : false}
          onCheckedChange={() => onToggleAll()}
          disabled={disabled}
          colorPalette="brand"
          data-testid={`${testIdPrefix}-select-all`}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{selectAllLabel}</Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid={`${testIdPrefix}-selected-count`} data-count={selectedCount}>
          {selectedLabel}
        </Text>
      </HStack>
      <HStack gap="2" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
        {children}
      </HStack>
    </Stack>
  );
}
