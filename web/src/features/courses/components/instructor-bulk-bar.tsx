// Above the manager's cards: "select all shown", how many are ticked, and the spec's two bulk
// actions (move to Draft, submit for review), enabled only with a selection.
// Test ids: instructor-bulk-bar, instructor-select-all, instructor-selected-count,
// instructor-bulk-draft, instructor-bulk-review.
import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { LuSend, LuUndo2 } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import type { CourseStatus } from '@shared/schemas/course';

export function InstructorBulkBar({
  shown,
  selected,
  busy,
  onToggleAll,
  onBulk,
}: {
  shown: number;
  selected: number;
  busy: boolean;
  onToggleAll: () => void;
  onBulk: (status: Extract<CourseStatus, 'Draft' | 'In Review'>) => void;
}) {
  const all = shown > 0 && selected === shown;
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" px="4" py="3" borderWidth="1px" rounded="l3" bg="bg.subtle" data-testid="instructor-bulk-bar">
      <HStack gap="3">
        <Checkbox.Root
          checked={all ? true : selected > 0 ? 'indeterminate' : false}
          onCheckedChange={() => onToggleAll()}
          disabled={shown === 0 || busy}
          colorPalette="brand"
          data-testid="instructor-select-all"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <FormattedMessage id="courses.author.bulk.selectAll" />
          </Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="instructor-selected-count" data-count={selected}>
          <FormattedMessage id="courses.author.bulk.selected" values={{ count: selected }} />
        </Text>
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" disabled={selected === 0 || busy} onClick={() => onBulk('Draft')} data-testid="instructor-bulk-draft">
          <LuUndo2 aria-hidden />
          <FormattedMessage id="courses.author.bulk.toDraft" />
        </Button>
        <Button size="sm" colorPalette="brand" disabled={selected === 0 || busy} onClick={() => onBulk('In Review')} data-testid="instructor-bulk-review">
          <LuSend aria-hidden />
          <FormattedMessage id="courses.author.bulk.toReview" />
        </Button>
      </HStack>
    </Stack>
  );
}
