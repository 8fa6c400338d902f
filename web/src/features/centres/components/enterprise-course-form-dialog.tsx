// Create and edit an enterprise course (spec 001 section 5 "Enterprise course form"): every field,
// the teacher chosen from the centre's teachers, checked with the shared schema (the spec's
// messages under each field, cleared when the field is edited), then by the server (its `fields`
// land on the fields). The thumbnail and the optional preview video are real uploads to the
// course once it exists, then set with one PUT. At most 4xl wide and 90% of the viewport high,
// the body scrolls. Test ids: centre-course-form (dialog), centre-course-form-{field} (inputs),
// centre-course-form-{field}-error, centre-course-form-{thumbnail,video}(-name,-error),
// centre-course-form-error, centre-course-form-submit, centre-course-form-cancel.
import { Field, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSE_LANGUAGES, COURSE_LEVELS } from '@shared/constants';
import type { CourseLanguage } from '@shared/schemas/course';
import type { EnterpriseCourse } from '@shared/schemas/enterprise-course';
import { acceptOf, declareCourseFile } from '@/components/courses/course-files';
import { CourseFileField } from '@/components/courses/course-file-field';
import { CHOOSE, CourseChoiceField, CourseFieldError, CourseFlagFields, CourseTextField } from '@/components/courses/course-form-fields';
import { CourseFormShell } from '@/components/courses/course-form-shell';
import { SelectInput } from '@/components/ui/select-field';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { CREATE_ENTERPRISE_COURSE_FAILED, createEnterpriseCourse } from '../api/create-enterprise-course';
import { LIST_TEACHERS_FAILED, listEnterpriseTeachers } from '../api/list-enterprise-teachers';
import { UPDATE_ENTERPRISE_COURSE_FAILED, updateEnterpriseCourse } from '../api/update-enterprise-course';
import { useUploadEnterpriseCourseFile } from '../api/upload-enterprise-course-file';
import {
  ENTERPRISE_CATEGORIES, checkCreateEnterpriseCourse, checkUpdateEnterpriseCourse, formFromEnterpriseCourse, newEnterpriseForm, serverFieldErrors,
  type EnterpriseCourseErrors, type EnterpriseCourseField, type EnterpriseCourseFormValues,
} from '../lib/enterprise-course-form';
import { TimedErrorBanner, useTimedError } from './timed-error-banner';

const T = 'centre-course-form';

export function EnterpriseCourseFormDialog({
  course,
  enterprise,
  enterpriseId,
  defaultLanguage,
  onClose,
  onSaved,
}: {
  /** The course to edit, or null to create one. */
  course: EnterpriseCourse | null;
  /** The administrator's `?enterprise=` (undefined for a centre). */
  enterprise: string | undefined;
  /** The centre whose teachers the select offers. */
  enterpriseId: string;
  /** The centre's default language (its settings), proposed for a new course. */
  defaultLanguage?: CourseLanguage;
  onClose: () => void;
  onSaved: (course: EnterpriseCourse, created: boolean) => void;
}) {
  const intl = useIntl();
  const upload = useUploadEnterpriseCourseFile();
  const teachers = useRemote(`centre-teachers:${enterpriseId}`, (signal) => listEnterpriseTeachers(enterpriseId, signal));
  const [values, setValues] = useState<EnterpriseCourseFormValues>(() => (course ? formFromEnterpriseCourse(course) : newEnterpriseForm(defaultLanguage)));
  const [errors, setErrors] = useState<EnterpriseCourseErrors>({});
  const [files, setFiles] = useState<Record<'thumbnail' | 'video', File | null>>({ thumbnail: null, video: null });
  const [busy, setBusy] = useState(false);
  const failure = useTimedError();
  // A course made before a failed upload is edited from then on (no second course on retry).
  const [made, setMade] = useState<EnterpriseCourse | null>(course);

  const set = <K extends EnterpriseCourseField>(key: K, value: EnterpriseCourseFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const form = { testId: T, values, errors, set };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    failure.clear();
    const checked = made ? checkUpdateEnterpriseCourse(values) : checkCreateEnterpriseCourse(values, enterprise);
    const thumbnail = files.thumbnail ? declareCourseFile('thumbnail', files.thumbnail) : null;
    const video = files.video ? declareCourseFile('video', files.video) : null;
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

  const teacherOptions = [
    ...(teachers.data?.teachers ?? []).map((teacher) => ({ value: teacher.id, label: `${teacher.name} (${teacher.email})` })),
    // The current teacher stays choosable after leaving the centre (the server then refuses it by name).
    ...(course?.teacher_id && !teachers.data?.teachers.some((teacher) => teacher.id === course.teacher_id)
      ? [{ value: course.teacher_id, label: course.teacher ?? course.teacher_id }]
      : []),
  ];

  return (
    <CourseFormShell
      testId={T}
      size="xl"
      contentProps={{ w: 'full', maxW: '4xl', maxH: '90vh' }}
      titleId={course ? 'centres.courses.form.editTitle' : 'centres.courses.form.addTitle'}
      submitId={course ? 'courses.author.form.save' : 'centres.courses.form.create'}
      closeLabelId="centres.courses.common.close"
      busy={busy}
      banner={<TimedErrorBanner error={failure.error} onClose={failure.clear} testId={`${T}-error`} />}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <fieldset disabled={busy} style={{ display: 'contents' }}>
        <CourseTextField form={form} field="title" />
        <CourseTextField form={form} field="description" rows={3} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <CourseChoiceField form={form} field="category" options={ENTERPRISE_CATEGORIES} />
          <CourseChoiceField form={form} field="level" options={COURSE_LEVELS} />
          <Field.Root required invalid={!!errors.teacher_id}>
            <Field.Label>
              <FormattedMessage id="centres.courses.form.teacher" />
              <Field.RequiredIndicator />
            </Field.Label>
            <SelectInput value={values.teacher_id} options={teacherOptions} first={CHOOSE(intl)} onChange={(value) => set('teacher_id', value)} testId={`${T}-teacher_id`} />
            {teachers.status === 'success' && teacherOptions.length === 0 && (
              <Field.HelperText data-testid={`${T}-no-teachers`}>
                <FormattedMessage id="centres.courses.form.noTeachers" />
              </Field.HelperText>
            )}
            {teachers.status === 'error' && (
              <Field.HelperText color="fg.error">{formatError(intl, teachers.error, LIST_TEACHERS_FAILED)}</Field.HelperText>
            )}
            <CourseFieldError form={form} field="teacher_id" />
          </Field.Root>
          <CourseChoiceField form={form} field="language" options={COURSE_LANGUAGES} />
          <CourseTextField form={form} field="price" />
          <CourseTextField form={form} field="duration" />
          <CourseFileField
            label={<FormattedMessage id="courses.author.form.thumbnail" />}
            accept={acceptOf('thumbnail')}
            file={files.thumbnail}
            currentName={made?.thumbnail?.url ? <FormattedMessage id="courses.author.file.current" /> : undefined}
            currentImage={made?.thumbnail?.url}
            error={errors.thumbnail}
            help={<FormattedMessage id="courses.author.form.thumbnailHelp" />}
            onPick={(file) => {
              setFiles((current) => ({ ...current, thumbnail: file }));
              setErrors((current) => ({ ...current, thumbnail: undefined }));
            }}
            testId={`${T}-thumbnail`}
          />
          <CourseFileField
            label={<FormattedMessage id="centres.courses.form.video" />}
            accept={acceptOf('video')}
            file={files.video}
            currentName={made?.video_preview?.url ? <FormattedMessage id="courses.author.file.current" /> : undefined}
            error={errors.video_preview}
            help={<FormattedMessage id="centres.courses.form.videoHelp" />}
            onPick={(file) => {
              setFiles((current) => ({ ...current, video: file }));
              setErrors((current) => ({ ...current, video_preview: undefined }));
            }}
            testId={`${T}-video`}
          />
        </SimpleGrid>
        <CourseTextField form={form} field="prerequisites" />
        <CourseTextField form={form} field="learning_objectives" />
        <CourseTextField form={form} field="target_audience" />
        <CourseFlagFields form={form} />
      </fieldset>
    </CourseFormShell>
  );
}
