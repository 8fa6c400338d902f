// "Was this lesson helpful?" yes/no (PUT .../helpful); the chosen answer stays pressed.
// Test ids: lesson-helpful (data-value: yes | no | none), lesson-helpful-yes, lesson-helpful-no.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuThumbsDown, LuThumbsUp } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { SET_LESSON_HELPFUL_FAILED, setLessonHelpful } from '../api/set-lesson-helpful';

export function LessonHelpful({ courseId, lessonId, initial }: { courseId: string; lessonId: string; initial: boolean | null }) {
  const intl = useIntl();
  const [value, setValue] = useState<boolean | null>(initial);
  const [busy, setBusy] = useState(false);

  const choose = async (helpful: boolean) => {
    const previous = value;
    setValue(helpful);
    setBusy(true);
    try {
      await setLessonHelpful(courseId, lessonId, { helpful });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'courses.lesson.helpful.thanks' }) });
    } catch (error) {
      setValue(previous);
      toaster.create({ type: 'error', title: formatError(intl, error, SET_LESSON_HELPFUL_FAILED) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <HStack
      gap="3"
      wrap="wrap"
      role="group"
      aria-labelledby="lesson-helpful-question"
      data-testid="lesson-helpful"
      data-value={value === null ? 'none' : value ? 'yes' : 'no'}
    >
      <Text id="lesson-helpful-question" fontWeight="medium">
        <FormattedMessage id="courses.lesson.helpful.question" />
      </Text>
      <HStack gap="2">
        <Button
          size="sm"
          variant={value === true ? 'solid' : 'outline'}
          colorPalette={value === true ? 'green' : 'gray'}
          aria-pressed={value === true}
          disabled={busy}
          onClick={() => void choose(true)}
          data-testid="lesson-helpful-yes"
        >
          <LuThumbsUp aria-hidden />
          <FormattedMessage id="courses.lesson.helpful.yes" />
        </Button>
        <Button
          size="sm"
          variant={value === false ? 'solid' : 'outline'}
          colorPalette={value === false ? 'red' : 'gray'}
          aria-pressed={value === false}
          disabled={busy}
          onClick={() => void choose(false)}
          data-testid="lesson-helpful-no"
        >
          <LuThumbsDown aria-hidden />
          <FormattedMessage id="courses.lesson.helpful.no" />
        </Button>
      </HStack>
    </HStack>
  );
}
