// Above the manager's cards: "select all shown", how many are ticked, and the spec's two bulk
// actions (move to Draft, submit for review), enabled only with a selection.
// Test ids: instructor-bulk-bar, instructor-select-all, instructor-selected-count,
// instructor-bulk-draft, instructor-bulk-review.
import { Button } from '@chakra-ui/react';
import { LuSend, LuUndo2 } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import type { CourseStatus } from '@shared/schemas/course';
import { SelectionBar } from '@/components/ui/selection-bar';

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
  const state = shown > 0 && selected === shown ? 'all' : selected > 0 ? 'some' : 'none';
  return (
    <SelectionBar
      testIdPrefix="instructor"
      state={state}
      selectedCount={selected}
      disabled={shown === 0 || busy}
      selectAllLabel={<FormattedMessage id="courses.author.bulk.selectAll" />}
      selectedLabel={<FormattedMessage id="courses.author.bulk.selected" values={{ count: selected }} />}
      onToggleAll={onToggleAll}
    >
      <Button size="sm" variant="outline" disabled={selected === 0 || busy} onClick={() => onBulk('Draft')} data-testid="instructor-bulk-draft">
        <LuUndo2 aria-hidden />
        <FormattedMessage id="courses.author.bulk.toDraft" />
      </Button>
      <Button size="sm" colorPalette="brand" disabled={selected === 0 || busy} onClick={() => onBulk('In Review')} data-testid="instructor-bulk-review">
        <LuSend aria-hidden />
        <FormattedMessage id="courses.author.bulk.toReview" />
      </Button>
    </SelectionBar>
  );
}
