// Add or edit a lesson of a chapter: type (video, document, quiz, assignment), title, duration
// (minutes), Published/Draft, preview (freemium courses), and what the type needs: an MP4 or PDF
// sent through an upload session (progress in the upload box), one of the teacher's quizzes, or
// the assignment's instructions.
// Test ids: lesson-form (dialog), lesson-form-{title,type,duration,status,preview,file,quiz,
// instructions}, lesson-form-{field}-error, lesson-form-error, lesson-form-submit, lesson-form-cancel.
import { Checkbox, Field, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSES, LESSON_STATUSES } from '@shared/constants';
import type { Lesson } from '@shared/schemas/course';
import { errorMessageRef, formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { acceptOf, declareCourseFile } from '@/components/courses/course-files';
import { CourseFileField } from '@/components/courses/course-file-field';
import { lessonTypeOptions } from '@/components/courses/course-form-fields';
import { CourseFormShell } from '@/components/courses/course-form-shell';
import { SelectInput } from '@/components/ui/select-field';
import { createLesson } from '../api/create-lesson';
import { LIST_MY_QUIZZES_FAILED, listMyQuizzes } from '../api/list-my-quizzes';
import { updateLesson } from '../api/update-lesson';
import { useUploadCourseFile } from '../api/upload-course-file';
import { EMPTY_LESSON_FORM, checkLesson, fileKindOf, formFromLesson, type LessonFormErrors, type LessonFormValues } from '../lib/lesson-form';

const SAVE_LESSON_FAILED = { id: 'courses.author.lesson.saveFailed', defaultMessage: 'The lesson could not be saved.' };

export function LessonFormDialog({
  courseId,
  freemium,
  chapterId,
  lesson,
  onClose,
  onSaved,
}: {
  courseId: string;
  freemium: boolean;
  chapterId: string;
  lesson: Lesson | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const upload = useUploadCourseFile();
  const [values, setValues] = useState<LessonFormValues>(() => (lesson ? formFromLesson(lesson) : EMPTY_LESSON_FORM));
  const [errors, setErrors] = useState<LessonFormErrors>({});
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const quizzes = useRemote(values.type === 'quiz' ? 'my-quizzes' : null, listMyQuizzes);
  const kind = fileKindOf(values.type);

  const set = <K extends keyof LessonFormValues>(key: K, value: LessonFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, ...(key === 'type' ? { file: undefined } : {}) }));
  };
  const error = (field: keyof LessonFormErrors) =>
    errors[field] ? <Field.ErrorText data-testid={`lesson-form-${field}-error`}>{intl.formatMessage(errorMessageRef(errors[field]!))}</Field.ErrorText> : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const declared = kind && file ? declareCourseFile(kind, file) : null;
    // Check the fields first (no upload for a form that would be refused anyway).
    const precheck = checkLesson(values, freemium, lesson ? undefined : null);
    if (!precheck.ok || (declared && !declared.ok)) {
      setErrors({ ...(precheck.ok ? {} : precheck.errors), ...(declared && !declared.ok ? { file: declared.code } : {}) });
      return;
    }
    setBusy(true);
    try {
      let fileId: string | null | undefined = lesson ? undefined : null;
      if (file && declared?.ok) fileId = (await upload(courseId, declared.declared, file, file.name)).id;
      // A lesson whose type changed drops its old file (a video cannot serve a document lesson).
      else if (lesson && lesson.file && lesson.type !== values.type) fileId = null;
      const checked = checkLesson(values, freemium, fileId);
      if (!checked.ok) return;
      if (lesson) await updateLesson(lesson.id, checked.body);
      else await createLesson(chapterId, checked.body);
      onSaved();
    } catch (caught) {
      setFailure(formatError(intl, caught, SAVE_LESSON_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <CourseFormShell
      testId="lesson-form"
      size="md"
      titleId={lesson ? 'courses.author.lesson.editTitle' : 'courses.author.lesson.addTitle'}
      submitId={lesson ? 'courses.author.lesson.save' : 'courses.author.lesson.add'}
      busy={busy}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
          <fieldset disabled={busy} style={{ display: 'contents' }}>
            <Field.Root required invalid={!!errors.title}>
              <Field.Label>
                <FormattedMessage id="courses.author.lesson.title" />
                <Field.RequiredIndicator />
              </Field.Label>
              <Input dir="auto" value={values.title} maxLength={COURSES.titleMaxLength} onChange={(event) => set('title', event.target.value)} data-testid="lesson-form-title" />
              {error('title')}
            </Field.Root>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
              <Field.Root invalid={!!errors.type}>
                <Field.Label>
                  <FormattedMessage id="courses.author.lesson.type" />
                </Field.Label>
                <SelectInput value={values.type} options={lessonTypeOptions(intl)} onChange={(value) => set('type', value as LessonFormValues['type'])} testId="lesson-form-type" />
                {error('type')}
              </Field.Root>
              <Field.Root invalid={!!errors.duration}>
                <Field.Label>
                  <FormattedMessage id="courses.author.lesson.duration" />
                </Field.Label>
                <Input inputMode="numeric" dir="ltr" value={values.duration} onChange={(event) => set('duration', event.target.value)} data-testid="lesson-form-duration" />
                {error('duration')}
              </Field.Root>
              <Field.Root>
                <Field.Label>
                  <FormattedMessage id="courses.author.lesson.status" />
                </Field.Label>
                <SelectInput
                  value={values.status}
                  options={LESSON_STATUSES.map((status) => ({ value: status, label: intl.formatMessage({ id: `courses.author.lessonStatus.${status}` }) }))}
                  onChange={(value) => set('status', value as LessonFormValues['status'])}
                  testId="lesson-form-status"
                />
              </Field.Root>
            </SimpleGrid>
            {freemium && (
              <Checkbox.Root checked={values.preview} onCheckedChange={(details) => set('preview', details.checked === true)} colorPalette="brand" data-testid="lesson-form-preview">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <FormattedMessage id="courses.author.lesson.preview" />
                </Checkbox.Label>
              </Checkbox.Root>
            )}
            {kind && (
              <CourseFileField
                key={kind}
                label={<FormattedMessage id={`courses.author.lesson.file.${kind}`} />}
                accept={acceptOf(kind)}
                file={file}
                currentName={lesson?.file && lesson.type === values.type ? <FormattedMessage id="courses.author.file.current" /> : undefined}
                error={errors.file}
                help={<FormattedMessage id={`courses.author.lesson.fileHelp.${kind}`} />}
                onPick={(picked) => {
                  setFile(picked);
                  setErrors((current) => ({ ...current, file: undefined }));
                }}
                testId="lesson-form-file"
              />
            )}
            {values.type === 'quiz' && (
              <Field.Root invalid={!!errors.quiz_id || quizzes.status === 'error'}>
                <Field.Label>
                  <FormattedMessage id="courses.author.lesson.quiz" />
                </Field.Label>
                <NativeSelect.Root disabled={quizzes.status !== 'success'}>
                  <NativeSelect.Field value={values.quiz_id} onChange={(event) => set('quiz_id', event.target.value)} data-testid="lesson-form-quiz">
                    <option value="">{intl.formatMessage({ id: 'courses.author.lesson.quizNone' })}</option>
                    {quizzes.data?.map((quiz) => (
                      <option key={quiz.id} value={quiz.id}>
                        {quiz.title}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {quizzes.status === 'success' && quizzes.data.length === 0 && (
                  <Field.HelperText>
                    <FormattedMessage id="courses.author.lesson.quizEmpty" />
                  </Field.HelperText>
                )}
                {quizzes.status === 'error' && <Field.ErrorText>{formatError(intl, quizzes.error, LIST_MY_QUIZZES_FAILED)}</Field.ErrorText>}
                {error('quiz_id')}
              </Field.Root>
            )}
            {values.type === 'assignment' && (
              <Field.Root invalid={!!errors.instructions}>
                <Field.Label>
                  <FormattedMessage id="courses.author.lesson.instructions" />
                </Field.Label>
                <Textarea dir="auto" rows={4} value={values.instructions} maxLength={COURSES.textMaxLength} onChange={(event) => set('instructions', event.target.value)} data-testid="lesson-form-instructions" />
                {error('instructions')}
              </Field.Root>
            )}
          </fieldset>
    </CourseFormShell>
  );
}
