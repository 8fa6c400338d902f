// Where the questionnaire stands: "Question 3 of 12" (or the page) and how many are answered,
// over a bar that fills from the reading start.
import { HStack, Progress, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export function QuestionnaireProgress({ position, answered, total, testId }: { position: ReactNode; answered: number; total: number; testId: string }) {
  return (
    <Progress.Root value={Math.round((answered / total) * 100)} size="sm" colorPalette="brand" data-testid={testId} data-answered={answered}>
      <HStack justify="space-between" mb="1.5" gap="3" wrap="wrap">
        {/* Announced when the question or page changes. */}
        <Text fontSize="sm" fontWeight="medium" aria-live="polite">
          {position}
        </Text>
        <Progress.Label fontSize="sm" color="fg.muted" fontWeight="normal">
          <FormattedMessage id="assessments.vark.answered" values={{ answered, total }} />
        </Progress.Label>
      </HStack>
      <Progress.Track borderRadius="full">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
