// The learner's private notes on a lesson, saved with Save Notes (PUT .../notes) and a toast.
// Test ids: lesson-notes (textarea), lesson-notes-save, lesson-notes-count.
import { Button, Field, HStack, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuSave } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSE_LEARNING } from '@shared/constants';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { SAVE_LESSON_NOTES_FAILED, saveLessonNotes } from '../api/save-lesson-notes';

export function LessonNotes({
  courseId,
  lessonId,
  initial,
  onSaved,
}: {
  courseId: string;
  lessonId: string;
  initial: string;
  onSaved: (text: string) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const changed = text !== initial;

  const save = async () => {
    setBusy(true);
    try {
      await saveLessonNotes(courseId, lessonId, { text });
      onSaved(text);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'courses.lesson.notes.saved' }) });
    } catch (error) {
      toaster.create({ type: 'error', title: formatError(intl, error, SAVE_LESSON_NOTES_FAILED) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="section" gap="2" aria-labelledby="lesson-notes-title">
      <Heading as="h2" size="md" id="lesson-notes-title" textAlign="start">
        <FormattedMessage id="courses.lesson.notes.title" />
      </Heading>
      <Field.Root>
        <Field.Label srOnly>
          <FormattedMessage id="courses.lesson.notes.title" />
        </Field.Label>
        <Textarea
          dir="auto"
          rows={5}
          value={text}
          maxLength={COURSE_LEARNING.notesMaxLength}
          onChange={(event) => setText(event.target.value)}
          placeholder={intl.formatMessage({ id: 'courses.lesson.notes.placeholder' })}
          data-testid="lesson-notes"
        />
        <Field.HelperText>
          <FormattedMessage id="courses.lesson.notes.private" />
        </Field.HelperText>
      </Field.Root>
      <HStack justify="space-between" gap="2">
        <Text fontSize="xs" color="fg.muted" data-testid="lesson-notes-count">
          <FormattedMessage id="courses.lesson.notes.characters" values={{ count: [...text].length, max: COURSE_LEARNING.notesMaxLength }} />
        </Text>
        <Button colorPalette="brand" size="sm" onClick={() => void save()} loading={busy} disabled={!changed} data-testid="lesson-notes-save">
          <LuSave aria-hidden />
          <FormattedMessage id="courses.lesson.notes.save" />
        </Button>
      </HStack>
    </Stack>
  );
}
