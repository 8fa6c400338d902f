// The product's descriptive fields, shared by the upload form and the edit dialog: title,
// description, subject, grade (7-12), content type, education level, price in sparks (with
// what the seller earns per sale) and tags.
import { Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageRef } from '@/lib/api-client';
import { CONTENT_TYPES, GRADES, MARKET, PRODUCT_EDUCATION_LEVELS, SUBJECTS } from '@shared/constants';
import type { ProductErrors, ProductFieldName, ProductFormValues } from '../lib/product-form';
import { PriceHelp } from './price-help';
import { TagsField } from './tags-field';

export function ProductFields({
  values,
  onChange,
  errors,
  disabled,
  testIdPrefix,
}: {
  values: ProductFormValues;
  onChange: (values: ProductFormValues) => void;
  errors: ProductErrors;
  disabled?: boolean;
  testIdPrefix: string;
}) {
  const intl = useIntl();
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => onChange({ ...values, [key]: value });
  const error = (field: ProductFieldName) => {
    const code = errors[field];
    return code ? (
      <Field.ErrorText data-testid={`${testIdPrefix}-${field.replace('_', '-')}-error`}>{intl.formatMessage(errorMessageRef(code))}</Field.ErrorText>
    ) : null;
  };
  const select = (
    field: 'subject' | 'grade' | 'content_type' | 'education_level',
    testId: string,
    options: readonly (string | number)[],
    label: (option: string) => string,
  ): ReactNode => (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field
        value={values[field]}
        onChange={(event) => set(field, event.target.value as ProductFormValues[typeof field])}
        data-testid={`${testIdPrefix}-${testId}`}
      >
        <option value="" disabled>
          {intl.formatMessage({ id: 'seller.field.choose' })}
        </option>
        {options.map((option) => (
          <option key={option} value={String(option)}>
            {label(String(option))}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <Stack gap="4">
      <Field.Root required invalid={!!errors.title} disabled={disabled}>
        <Field.Label>
          <FormattedMessage id="seller.field.title" />
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          dir="auto"
          value={values.title}
          maxLength={MARKET.titleMaxLength}
          onChange={(event) => set('title', event.target.value)}
          data-testid={`${testIdPrefix}-title`}
        />
        {error('title')}
      </Field.Root>

      <Field.Root required invalid={!!errors.description} disabled={disabled}>
        <Field.Label>
          <FormattedMessage id="seller.field.description" />
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          dir="auto"
          value={values.description}
          maxLength={MARKET.descriptionMaxLength}
          rows={5}
          onChange={(event) => set('description', event.target.value)}
          data-testid={`${testIdPrefix}-description`}
        />
        {error('description')}
      </Field.Root>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root required invalid={!!errors.subject} disabled={disabled}>
          <Field.Label>
            <FormattedMessage id="seller.field.subject" />
            <Field.RequiredIndicator />
          </Field.Label>
          {select('subject', 'subject', SUBJECTS, (subject) => intl.formatMessage({ id: `seller.subject.${subject}` }))}
          {error('subject')}
        </Field.Root>

        <Field.Root required invalid={!!errors.grade} disabled={disabled}>
          <Field.Label>
            <FormattedMessage id="seller.field.grade" />
            <Field.RequiredIndicator />
          </Field.Label>
          {select('grade', 'grade', GRADES, (grade) => intl.formatMessage({ id: 'seller.grade' }, { grade: Number(grade) }))}
          {error('grade')}
        </Field.Root>

        <Field.Root required invalid={!!errors.content_type} disabled={disabled}>
          <Field.Label>
            <FormattedMessage id="seller.field.type" />
            <Field.RequiredIndicator />
          </Field.Label>
          {select('content_type', 'type', CONTENT_TYPES, (type) => intl.formatMessage({ id: `seller.type.${type}` }))}
          {error('content_type')}
        </Field.Root>

        <Field.Root required invalid={!!errors.education_level} disabled={disabled}>
          <Field.Label>
            <FormattedMessage id="seller.field.level" />
            <Field.RequiredIndicator />
          </Field.Label>
          {select('education_level', 'level', PRODUCT_EDUCATION_LEVELS, (level) => intl.formatMessage({ id: `seller.level.${level}` }))}
          {error('education_level')}
        </Field.Root>
      </SimpleGrid>

      <Field.Root required invalid={!!errors.price} disabled={disabled}>
        <Field.Label>
          <FormattedMessage id="seller.field.price" />
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={values.price}
          inputMode="numeric"
          autoComplete="off"
          maxW="xs"
          placeholder="0"
          dir="ltr"
          textAlign="start"
          onChange={(event) => set('price', event.target.value)}
          data-testid={`${testIdPrefix}-price`}
        />
        {error('price')}
        <PriceHelp price={values.price} testIdPrefix={testIdPrefix} />
      </Field.Root>

      <TagsField
        tags={values.tags}
        onChange={(tags) => set('tags', tags)}
        error={errors.tags}
        disabled={disabled}
        testIdPrefix={testIdPrefix}
      />
    </Stack>
  );
}
