// The fields the instructor's course form and the centre's enterprise course form share, each a
// labelled input with the spec's message under it (test ids `${testId}-${suffix}` on the input,
// `${testId}-${field}-error` on the message). Each form places them in its own order and keeps
// what only it has (the enterprise teacher and preview video, the instructor's FAQ).
import { Checkbox, Field, HStack, Input, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { COURSES, LESSON_TYPES } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import type { CourseCategory, CourseLanguage, CourseLevel } from '@shared/schemas/course';
import { errorMessageRef } from '@/lib/api-client';
import { SelectInput, type SelectOption } from '@/components/ui/select-field';

export interface CourseFieldValues {
  title: string;
  description: string;
  category: CourseCategory | '';
  level: CourseLevel | '';
  language: CourseLanguage;
  price: string;
  duration: string;
  prerequisites: string;
  learning_objectives: string;
  target_audience: string;
  certification: boolean;
  freemium: boolean;
}

type FieldName = keyof CourseFieldValues;

/** A form's state as these fields need it. */
export interface CourseFieldsForm {
  testId: string;
  values: CourseFieldValues;
  errors: Partial<Record<FieldName, ErrorCode>>;
  // A method, so a form's setter over more fields (its own extras) fits.
  set<K extends FieldName>(field: K, value: CourseFieldValues[K]): void;
}

type TextFieldName = 'title' | 'description' | 'price' | 'duration' | 'learning_objectives' | 'prerequisites' | 'target_audience';

/** Test id suffix, label (courses.author.form.*), input shape and limits of each text field. */
const TEXT_FIELDS: Record<TextFieldName, { suffix: string; label: string; required?: boolean; rows?: number; numeric?: boolean; maxLength?: number; placeholder?: string; help?: string }> = {
  title: { suffix: 'title', label: 'title', required: true, maxLength: COURSES.titleMaxLength },
  description: { suffix: 'description', label: 'description', required: true, rows: 4, maxLength: COURSES.descriptionMaxLength },
  price: { suffix: 'price', label: 'price', numeric: true, placeholder: '0', help: 'priceHelp' },
  duration: { suffix: 'duration', label: 'duration', numeric: true },
  learning_objectives: { suffix: 'objectives', label: 'objectives', rows: 3, help: 'onePerLine' },
  prerequisites: { suffix: 'prerequisites', label: 'prerequisites', rows: 2, help: 'onePerLine' },
  target_audience: { suffix: 'audience', label: 'audience', rows: 2, maxLength: COURSES.textMaxLength },
};

/** The field's error message under it, while it has one. */
export function CourseFieldError({ form, field }: { form: Pick<CourseFieldsForm, 'testId'> & { errors: Partial<Record<string, ErrorCode>> }; field: string }) {
  const intl = useIntl();
  const code = form.errors[field];
  return code ? <Field.ErrorText data-testid={`${form.testId}-${field}-error`}>{intl.formatMessage(errorMessageRef(code))}</Field.ErrorText> : null;
}

export function CourseTextField({ form, field, rows }: { form: CourseFieldsForm; field: TextFieldName; rows?: number }) {
  const spec = TEXT_FIELDS[field];
  const testId = `${form.testId}-${spec.suffix}`;
  const change = (value: string) => form.set(field, value);
  return (
    <Field.Root required={spec.required} invalid={!!form.errors[field]}>
      <Field.Label>
        <FormattedMessage id={`courses.author.form.${spec.label}`} />
        {spec.required && <Field.RequiredIndicator />}
      </Field.Label>
      {spec.numeric ? (
        <Input inputMode="numeric" dir="ltr" value={form.values[field]} onChange={(event) => change(event.target.value)} placeholder={spec.placeholder} data-testid={testId} />
      ) : spec.rows ? (
        <Textarea dir="auto" rows={rows ?? spec.rows} value={form.values[field]} maxLength={spec.maxLength} onChange={(event) => change(event.target.value)} data-testid={testId} />
      ) : (
        <Input dir="auto" value={form.values[field]} maxLength={spec.maxLength} onChange={(event) => change(event.target.value)} data-testid={testId} />
      )}
      {spec.help && (
        <Field.HelperText>
          <FormattedMessage id={`courses.author.form.${spec.help}`} />
        </Field.HelperText>
      )}
      <CourseFieldError form={form} field={field} />
    </Field.Root>
  );
}

/** The disabled first option of a required select: "Choose..." until something is picked. */
export const CHOOSE = (intl: IntlShape) => ({ label: intl.formatMessage({ id: 'courses.author.form.choose' }), disabled: true });

type ChoiceFieldName = 'category' | 'level' | 'language';

/** Option labels' message prefix; category and level must be chosen, language has a default. */
const CHOICE_FIELDS: Record<ChoiceFieldName, { labels: string; required: boolean }> = {
  category: { labels: 'courses.category', required: true },
  level: { labels: 'courses.level', required: true },
  language: { labels: 'courses.author.language', required: false },
};

export function CourseChoiceField({ form, field, options }: { form: CourseFieldsForm; field: ChoiceFieldName; options: readonly string[] }) {
  const intl = useIntl();
  const spec = CHOICE_FIELDS[field];
  const labelled: SelectOption[] = options.map((value) => ({ value, label: intl.formatMessage({ id: `${spec.labels}.${value}` }) }));
  return (
    <Field.Root required={spec.required} invalid={!!form.errors[field]}>
      <Field.Label>
        <FormattedMessage id={`courses.author.form.${field}`} />
        {spec.required && <Field.RequiredIndicator />}
      </Field.Label>
      <SelectInput
        value={form.values[field]}
        options={labelled}
        first={spec.required ? CHOOSE(intl) : undefined}
        onChange={(value) => form.set(field, value as CourseFieldValues[typeof field])}
        testId={`${form.testId}-${field}`}
      />
      <CourseFieldError form={form} field={field} />
    </Field.Root>
  );
}

/** Certification and freemium. */
export function CourseFlagFields({ form }: { form: CourseFieldsForm }) {
  return (
    <HStack gap="6" wrap="wrap">
      {(['certification', 'freemium'] as const).map((field) => (
        <Checkbox.Root key={field} checked={form.values[field]} onCheckedChange={(details) => form.set(field, details.checked === true)} colorPalette="brand" data-testid={`${form.testId}-${field}`}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <FormattedMessage id={`courses.author.form.${field}`} />
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
    </HStack>
  );
}

/** A lesson's type, named (the instructor's lesson form and the centre's inline lesson form). */
export function lessonTypeOptions(intl: IntlShape): SelectOption[] {
  return LESSON_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: `courses.author.lessonType.${type}` }) }));
}
