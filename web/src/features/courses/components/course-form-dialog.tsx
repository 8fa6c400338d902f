// Add New Course and Edit course: every course field, checked on the client with the shared
// schema and then by the server (its field errors land on the fields). A thumbnail goes through
// an upload session after the course exists (progress in the upload box), then PUT thumbnail_id.
// Test ids: course-form (dialog), course-form-{title,description,category,level,price,language,
// duration,prerequisites,objectives,audience,certification,freemium,thumbnail}, course-form-faq-add,
// course-form-faq-{i}-question/answer/remove, course-form-{field}-error, course-form-error,
// course-form-locked, course-form-submit, course-form-cancel.
import {
  Alert, Button, HStack, IconButton, Input, SimpleGrid, Stack, Text, Textarea,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSE_CATEGORIES, COURSE_LANGUAGES, COURSE_LEVELS, COURSES } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import type { Course } from '@shared/schemas/course';
import { ApiRequestError, errorMessageRef, fieldErrorCodes, formatError } from '@/lib/api-client';
import { isEditable } from '@/components/courses/course-status';
import { acceptOf, declareCourseFile } from '@/components/courses/course-files';
import { CourseFileField } from '@/components/courses/course-file-field';
import { CourseChoiceField, CourseFlagFields, CourseTextField } from '@/components/courses/course-form-fields';
import { CourseFormShell } from '@/components/courses/course-form-shell';
import { createCourse } from '../api/create-course';
import { SAVE_COURSE_FAILED, updateCourse } from '../api/update-course';
import { useUploadCourseFile } from '../api/upload-course-file';
import {
  EMPTY_COURSE_FORM, checkCreateCourse, checkUpdateCourse, formFromCourse, type CourseFieldName, type CourseFormErrors, type CourseFormValues,
} from '../lib/course-form';

const SERVER_FIELDS: Record<string, CourseFieldName | 'thumbnail'> = { thumbnail_id: 'thumbnail' };

export function CourseFormDialog({
  course,
  onClose,
  onSaved,
  onUnlock,
}: {
  /** The course to edit, or null to add a new one. */
  course: Course | null;
  onClose: () => void;
  onSaved: (course: Course, created: boolean) => void;
  /** Offers moving an In Review or Published course back to Draft. */
  onUnlock: (course: Course) => void;
}) {
  const intl = useIntl();
  const upload = useUploadCourseFile();
  const [values, setValues] = useState<CourseFormValues>(() => (course ? formFromCourse(course) : EMPTY_COURSE_FORM));
  const [errors, setErrors] = useState<CourseFormErrors & { thumbnail?: ErrorCode }>({});
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = course !== null && !isEditable(course.status);

  const set = <K extends CourseFieldName>(key: K, value: CourseFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // Errors clear when the field is edited (spec: enterprise form).
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const form = { testId: 'course-form', values, errors, set };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || locked) return;
    setFailure(null);
    const checked = course ? checkUpdateCourse(values) : checkCreateCourse(values);
    const declared = thumbnail ? declareCourseFile('thumbnail', thumbnail) : null;
    const nextErrors = { ...(checked.ok ? {} : checked.errors), ...(declared && !declared.ok ? { thumbnail: declared.code } : {}) };
    if (!checked.ok || (declared && !declared.ok)) {
      setErrors(nextErrors);
      return;
    }
    setBusy(true);
    let saved: Course | null = null;
    try {
      saved = course ? await updateCourse(course.id, checked.body) : await createCourse(checked.body as Parameters<typeof createCourse>[0]);
      if (thumbnail && declared?.ok) {
        const file = await upload(saved.id, declared.declared, thumbnail, thumbnail.name);
        saved = await updateCourse(saved.id, { thumbnail_id: file.id });
      }
      onSaved(saved, course === null);
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.fields?.length) {
        const codes = fieldErrorCodes(caught.fields);
        setErrors(Object.fromEntries(Object.entries(codes).map(([key, code]) => [SERVER_FIELDS[key] ?? key, code])));
      }
      setFailure(formatError(intl, caught, SAVE_COURSE_FAILED));
      // The course exists even when its thumbnail failed: the list shows it, the form stays open.
      if (saved && course === null) onSaved(saved, true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <CourseFormShell
      testId="course-form"
      size="lg"
      titleId={course ? 'courses.author.form.editTitle' : 'courses.author.form.addTitle'}
      submitId={course ? 'courses.author.form.save' : 'courses.author.form.create'}
      busy={busy}
      failure={failure}
      submitDisabled={locked}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
          {locked && course && (
            <Alert.Root status="warning" data-testid="course-form-locked">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>
                  <FormattedMessage id="courses.author.locked.body" values={{ status: intl.formatMessage({ id: `courses.author.status.${course.status === 'Published' ? 'published' : 'inReview'}` }) }} />
                </Alert.Description>
              </Alert.Content>
              <Button size="xs" variant="outline" onClick={() => onUnlock(course)} data-testid="course-form-unlock">
                <FormattedMessage id={course.status === 'Published' ? 'courses.author.locked.unpublish' : 'courses.author.locked.withdraw'} />
              </Button>
            </Alert.Root>
          )}
          <fieldset disabled={busy || locked} style={{ display: 'contents' }}>
            <CourseTextField form={form} field="title" />
            <CourseTextField form={form} field="description" />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <CourseChoiceField form={form} field="category" options={COURSE_CATEGORIES} />
              <CourseChoiceField form={form} field="level" options={COURSE_LEVELS} />
              <CourseTextField form={form} field="price" />
              <CourseTextField form={form} field="duration" />
              <CourseChoiceField form={form} field="language" options={COURSE_LANGUAGES} />
              <CourseFileField
                label={<FormattedMessage id="courses.author.form.thumbnail" />}
                accept={acceptOf('thumbnail')}
                file={thumbnail}
                currentName={course?.thumbnail ? <FormattedMessage id="courses.author.file.current" /> : undefined}
                error={errors.thumbnail}
                help={<FormattedMessage id="courses.author.form.thumbnailHelp" />}
                onPick={(file) => {
                  setThumbnail(file);
                  setErrors((current) => ({ ...current, thumbnail: undefined }));
                }}
                testId="course-form-thumbnail"
              />
            </SimpleGrid>
            <CourseTextField form={form} field="learning_objectives" />
            <CourseTextField form={form} field="prerequisites" />
            <CourseTextField form={form} field="target_audience" />
            <CourseFlagFields form={form} />
            <Stack gap="2">
              <HStack justify="space-between">
                <Text fontWeight="medium">
                  <FormattedMessage id="courses.author.form.faq" />
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={values.faq.length >= COURSES.maxFaq}
                  onClick={() => set('faq', [...values.faq, { question: '', answer: '' }])}
                  data-testid="course-form-faq-add"
                >
                  <LuPlus aria-hidden />
                  <FormattedMessage id="courses.author.form.faqAdd" />
                </Button>
              </HStack>
              {values.faq.map((item, index) => (
                <HStack key={index} align="flex-start" gap="2" p="3" borderWidth="1px" rounded="l2">
                  <Stack flex="1" gap="2">
                    <Input
                      dir="auto"
                      size="sm"
                      value={item.question}
                      maxLength={COURSES.listItemMaxLength}
                      aria-label={intl.formatMessage({ id: 'courses.author.form.faqQuestion' }, { number: index + 1 })}
                      placeholder={intl.formatMessage({ id: 'courses.author.form.faqQuestion' }, { number: index + 1 })}
                      onChange={(event) => set('faq', values.faq.map((entry, at) => (at === index ? { ...entry, question: event.target.value } : entry)))}
                      data-testid={`course-form-faq-${index}-question`}
                    />
                    <Textarea
                      dir="auto"
                      size="sm"
                      rows={2}
                      value={item.answer}
                      maxLength={COURSES.textMaxLength}
                      aria-label={intl.formatMessage({ id: 'courses.author.form.faqAnswer' }, { number: index + 1 })}
                      placeholder={intl.formatMessage({ id: 'courses.author.form.faqAnswer' }, { number: index + 1 })}
                      onChange={(event) => set('faq', values.faq.map((entry, at) => (at === index ? { ...entry, answer: event.target.value } : entry)))}
                      data-testid={`course-form-faq-${index}-answer`}
                    />
                  </Stack>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={intl.formatMessage({ id: 'courses.author.form.faqRemove' }, { number: index + 1 })}
                    onClick={() => set('faq', values.faq.filter((_, at) => at !== index))}
                    data-testid={`course-form-faq-${index}-remove`}
                  >
                    <LuTrash2 />
                  </IconButton>
                </HStack>
              ))}
              {errors.faq && (
                <Text fontSize="sm" color="fg.error" data-testid="course-form-faq-error">
                  {intl.formatMessage(errorMessageRef(errors.faq))}
                </Text>
              )}
            </Stack>
          </fieldset>
    </CourseFormShell>
  );
}
