// Create and edit an enterprise course (spec 001 section 5 "Enterprise course form"): every field,
// the teacher chosen from the centre's teachers, checked with the shared schema (the spec's
// messages under each field, cleared when the field is edited), then by the server (its `fields`
// land on the fields). The thumbnail and the optional preview video are real uploads to the
// course once it exists, then set with one PUT. At most 4xl wide and 90% of the viewport high,
// the body scrolls. Test ids: centre-course-form (dialog), centre-course-form-{field} (inputs),
// centre-course-form-{field}-error, centre-course-form-{thumbnail,video}(-name,-error),
// centre-course-form-error, centre-course-form-submit, centre-course-form-cancel.
import {
  Button, Checkbox, CloseButton, Dialog, Field, HStack, Input, NativeSelect, Portal, SimpleGrid, Stack, Textarea,
} from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSE_LANGUAGES, COURSE_LEVELS, COURSES } from '@shared/constants';
import type { EnterpriseCourse } from '@shared/schemas/enterprise-course';
import { ApiRequestError, errorMessageRef, formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { CREATE_ENTERPRISE_COURSE_FAILED, createEnterpriseCourse } from '../api/create-enterprise-course';
import { LIST_TEACHERS_FAILED, listEnterpriseTeachers } from '../api/list-enterprise-teachers';
import { UPDATE_ENTERPRISE_COURSE_FAILED, updateEnterpriseCourse } from '../api/update-enterprise-course';
import { useUploadEnterpriseCourseFile } from '../api/upload-enterprise-course-file';
import { acceptOf, declareEnterpriseFile, type EnterpriseUploadKind } from '../lib/enterprise-course-files';
import {
  EMPTY_ENTERPRISE_FORM, ENTERPRISE_CATEGORIES, checkCreateEnterpriseCourse, checkUpdateEnterpriseCourse, formFromEnterpriseCourse, serverFieldErrors,
  type EnterpriseCourseErrors, type EnterpriseCourseField, type EnterpriseCourseFormValues,
} from '../lib/enterprise-course-form';
import { EnterpriseFileField } from './enterprise-file-field';
import { TimedErrorBanner, useTimedError } from './timed-error-banner';

const T = 'centre-course-form';

export function EnterpriseCourseFormDialog({
  course,
  enterprise,
  enterpriseId,
  onClose,
  onSaved,
}: {
  /** The course to edit, or null to create one. */
  course: EnterpriseCourse | null;
  /** The administrator's `?enterprise=` (undefined for a centre). */
  enterprise: string | undefined;
  /** The centre whose teachers the select offers. */
  enterpriseId: string;
  onClose: () => void;
  onSaved: (course: EnterpriseCourse, created: boolean) => void;
}) {
  const intl = useIntl();
  const upload = useUploadEnterpriseCourseFile();
  const teachers = useRemote(`centre-teachers:${enterpriseId}`, (signal) => listEnterpriseTeachers(enterpriseId, signal));
  const [values, setValues] = useState<EnterpriseCourseFormValues>(() => (course ? formFromEnterpriseCourse(course) : EMPTY_ENTERPRISE_FORM));
  const [errors, setErrors] = useState<EnterpriseCourseErrors>({});
  const [files, setFiles] = useState<Record<EnterpriseUploadKind, File | null>>({ thumbnail: null, video: null });
  const [busy, setBusy] = useState(false);
  const failure = useTimedError();
  // A course made before a failed upload is edited from then on (no second course on retry).
  const [made, setMade] = useState<EnterpriseCourse | null>(course);

  const set = <K extends EnterpriseCourseField>(key: K, value: EnterpriseCourseFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const errorText = (field: keyof EnterpriseCourseErrors) =>
    errors[field] ? <Field.ErrorText data-testid={`${T}-${field}-error`}>{intl.formatMessage(errorMessageRef(errors[field]!))}</Field.ErrorText> : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    failure.clear();
    const checked = made ? checkUpdateEnterpriseCourse(values) : checkCreateEnterpriseCourse(values, enterprise);
    const thumbnail = files.thumbnail ? declareEnterpriseFile('thumbnail', files.thumbnail) : null;
    const video = files.video ? declareEnterpriseFile('video', files.video) : null;
    const nextErrors: EnterpriseCourseErrors = {
      ...(checked.ok ? {} : checked.errors),
      ...(thumbnail && !thumbnail.ok ? { thumbnail: thumbnail.code } : {}),
      ...(video && !video.ok ? { video_preview: video.code } : {}),
    };
    if (Object.keys(nextErrors).length > 0 || !checked.ok) {
      setErrors(nextErrors);
      return;
    }
    setBusy(true);
    let saved: EnterpriseCourse | null = null;
    const created = course === null;
    try {
      saved = made
        ? await updateEnterpriseCourse(made.id, checked.body, enterprise)
        : await createEnterpriseCourse(checked.body as Parameters<typeof createEnterpriseCourse>[0], enterprise);
      setMade(saved);
      const ids: { thumbnail_id?: string; video_preview_id?: string } = {};
      if (files.thumbnail && thumbnail?.ok) ids.thumbnail_id = (await upload(saved.id, thumbnail.declared, files.thumbnail, enterprise)).id;
      if (files.video && video?.ok) ids.video_preview_id = (await upload(saved.id, video.declared, files.video, enterprise)).id;
      if (ids.thumbnail_id || ids.video_preview_id) {
        saved = await updateEnterpriseCourse(saved.id, ids, enterprise);
        setFiles({ thumbnail: null, video: null });
      }
      onSaved(saved, created);
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.fields?.length) setErrors(serverFieldErrors(caught.fields));
      failure.show(formatError(intl, caught, created && !saved ? CREATE_ENTERPRISE_COURSE_FAILED : UPDATE_ENTERPRISE_COURSE_FAILED));
      // The course exists even when an upload failed: the list shows it, the form stays open.
      if (saved && created) onSaved(saved, true);
    } finally {
      setBusy(false);
    }
  };

  const select = (field: 'category' | 'level' | 'language' | 'teacher_id', options: { value: string; label: string }[], placeholder: boolean): ReactNode => (
    <NativeSelect.Root>
      <NativeSelect.Field value={values[field]} onChange={(event) => set(field, event.target.value as never)} data-testid={`${T}-${field}`}>
        {placeholder && (
          <option value="" disabled>
            {intl.formatMessage({ id: 'courses.author.form.choose' })}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  const teacherOptions = [
    ...(teachers.data?.teachers ?? []).map((teacher) => ({ value: teacher.id, label: `${teacher.name} (${teacher.email})` })),
    // The current teacher stays choosable after leaving the centre (the server then refuses it by name).
    ...(course?.teacher_id && !teachers.data?.teachers.some((teacher) => teacher.id === course.teacher_id)
      ? [{ value: course.teacher_id, label: course.teacher ?? course.teacher_id }]
      : []),
  ];

  return (
    <Dialog.Root open placement="center" size="xl" scrollBehavior="inside" onOpenChange={(details) => !details.open && !busy && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={T} mx="4" w="full" maxW="4xl" maxH="90vh">
            <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id={course ? 'centres.courses.form.editTitle' : 'centres.courses.form.addTitle'} />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <fieldset disabled={busy} style={{ display: 'contents' }}>
                  <Stack gap="4">
                    <Field.Root required invalid={!!errors.title}>
                      <Field.Label>
                        <FormattedMessage id="courses.author.form.title" />
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input dir="auto" value={values.title} maxLength={COURSES.titleMaxLength} onChange={(event) => set('title', event.target.value)} data-testid={`${T}-title`} />
                      {errorText('title')}
                    </Field.Root>
                    <Field.Root required invalid={!!errors.description}>
                      <Field.Label>
                        <FormattedMessage id="courses.author.form.description" />
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Textarea dir="auto" rows={3} value={values.description} maxLength={COURSES.descriptionMaxLength} onChange={(event) => set('description', event.target.value)} data-testid={`${T}-description`} />
                      {errorText('description')}
                    </Field.Root>
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                      <Field.Root required invalid={!!errors.category}>
                        <Field.Label>
                          <FormattedMessage id="courses.author.form.category" />
                          <Field.RequiredIndicator />
                        </Field.Label>
                        {select('category', ENTERPRISE_CATEGORIES.map((value) => ({ value, label: intl.formatMessage({ id: `courses.category.${value}` }) })), true)}
                        {errorText('category')}
                      </Field.Root>
                      <Field.Root required invalid={!!errors.level}>
                        <Field.Label>
                          <FormattedMessage id="courses.author.form.level" />
                          <Field.RequiredIndicator />
                        </Field.Label>
                        {select('level', COURSE_LEVELS.map((value) => ({ value, label: intl.formatMessage({ id: `courses.level.${value}` }) })), true)}
                        {errorText('level')}
                      </Field.Root>
                      <Field.Root required invalid={!!errors.teacher_id}>
                        <Field.Label>
                          <FormattedMessage id="centres.courses.form.teacher" />
                          <Field.RequiredIndicator />
                        </Field.Label>
                        {select('teacher_id', teacherOptions, true)}
                        {teachers.status === 'success' && teacherOptions.length === 0 && (
                          <Field.HelperText data-testid={`${T}-no-teachers`}>
                            <FormattedMessage id="centres.courses.form.noTeachers" />
                          </Field.HelperText>
                        )}
                        {teachers.status === 'error' && (
                          <Field.HelperText color="fg.error">{formatError(intl, teachers.error, LIST_TEACHERS_FAILED)}</Field.HelperText>
                        )}
                        {errorText('teacher_id')}
                      </Field.Root>
                      <Field.Root invalid={!!errors.language}>
                        <Field.Label>
                          <FormattedMessage id="courses.author.form.language" />
                        </Field.Label>
                        {select('language', COURSE_LANGUAGES.map((value) => ({ value, label: intl.formatMessage({ id: `courses.author.language.${value}` }) })), false)}
                        {errorText('language')}
                      </Field.Root>
                      <Field.Root invalid={!!errors.price}>
                        <Field.Label>
                          <FormattedMessage id="courses.author.form.price" />
                        </Field.Label>
                        <Input inputMode="numeric" dir="ltr" value={values.price} onChange={(event) => set('price', event.target.value)} placeholder="0" data-testid={`${T}-price`} />
                        <Field.HelperText>
                          <FormattedMessage id="courses.author.form.priceHelp" />
                        </Field.HelperText>
                        {errorText('price')}
                      </Field.Root>
                      <Field.Root invalid={!!errors.duration}>
                        <Field.Label>
                          <FormattedMessage id="courses.author.form.duration" />
                        </Field.Label>
                        <Input inputMode="numeric" dir="ltr" value={values.duration} onChange={(event) => set('duration', event.target.value)} data-testid={`${T}-duration`} />
                        {errorText('duration')}
                      </Field.Root>
                      <EnterpriseFileField
                        label={<FormattedMessage id="courses.author.form.thumbnail" />}
                        accept={acceptOf('thumbnail')}
                        file={files.thumbnail}
                        current={made?.thumbnail?.url ?? null}
                        error={errors.thumbnail}
                        help={<FormattedMessage id="courses.author.form.thumbnailHelp" />}
                        onPick={(file) => {
                          setFiles((current) => ({ ...current, thumbnail: file }));
                          setErrors((current) => ({ ...current, thumbnail: undefined }));
                        }}
                        testId={`${T}-thumbnail`}
                      />
                      <EnterpriseFileField
                        label={<FormattedMessage id="centres.courses.form.video" />}
                        accept={acceptOf('video')}
                        file={files.video}
                        current={made?.video_preview?.url ?? null}
                        error={errors.video_preview}
                        help={<FormattedMessage id="centres.courses.form.videoHelp" />}
                        onPick={(file) => {
                          setFiles((current) => ({ ...current, video: file }));
                          setErrors((current) => ({ ...current, video_preview: undefined }));
                        }}
                        testId={`${T}-video`}
                      />
                    </SimpleGrid>
                    <Field.Root invalid={!!errors.prerequisites}>
                      <Field.Label>
                        <FormattedMessage id="courses.author.form.prerequisites" />
                      </Field.Label>
                      <Textarea dir="auto" rows={2} value={values.prerequisites} onChange={(event) => set('prerequisites', event.target.value)} data-testid={`${T}-prerequisites`} />
                      <Field.HelperText>
                        <FormattedMessage id="courses.author.form.onePerLine" />
                      </Field.HelperText>
                      {errorText('prerequisites')}
                    </Field.Root>
                    <Field.Root invalid={!!errors.learning_objectives}>
                      <Field.Label>
                        <FormattedMessage id="courses.author.form.objectives" />
                      </Field.Label>
                      <Textarea dir="auto" rows={3} value={values.learning_objectives} onChange={(event) => set('learning_objectives', event.target.value)} data-testid={`${T}-objectives`} />
                      <Field.HelperText>
                        <FormattedMessage id="courses.author.form.onePerLine" />
                      </Field.HelperText>
                      {errorText('learning_objectives')}
                    </Field.Root>
                    <Field.Root invalid={!!errors.target_audience}>
                      <Field.Label>
                        <FormattedMessage id="courses.author.form.audience" />
                      </Field.Label>
                      <Textarea dir="auto" rows={2} value={values.target_audience} maxLength={COURSES.textMaxLength} onChange={(event) => set('target_audience', event.target.value)} data-testid={`${T}-audience`} />
                      {errorText('target_audience')}
                    </Field.Root>
                    <HStack gap="6" wrap="wrap">
                      <Checkbox.Root checked={values.certification} onCheckedChange={(details) => set('certification', details.checked === true)} colorPalette="brand" data-testid={`${T}-certification`}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          <FormattedMessage id="courses.author.form.certification" />
                        </Checkbox.Label>
                      </Checkbox.Root>
                      <Checkbox.Root checked={values.freemium} onCheckedChange={(details) => set('freemium', details.checked === true)} colorPalette="brand" data-testid={`${T}-freemium`}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          <FormattedMessage id="courses.author.form.freemium" />
                        </Checkbox.Label>
                      </Checkbox.Root>
                    </HStack>
                    <TimedErrorBanner error={failure.error} onClose={failure.clear} testId={`${T}-error`} />
                  </Stack>
                </fieldset>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy} data-testid={`${T}-cancel`}>
                  <FormattedMessage id="courses.author.common.cancel" />
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy} data-testid={`${T}-submit`}>
                  <FormattedMessage id={course ? 'courses.author.form.save' : 'centres.courses.form.create'} />
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={busy} aria-label={intl.formatMessage({ id: 'centres.courses.common.close' })} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
