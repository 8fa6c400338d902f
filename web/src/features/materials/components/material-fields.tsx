// The material's fields, shared by the upload and edit dialogs: name, description, language,
// visibility (with what each means) and allow-download.
import { Checkbox, Field, Input, NativeSelect, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageRef } from '@/lib/api-client';
import { MATERIAL_LANGUAGES, MATERIAL_VISIBILITY } from '@shared/constants';
import type { FieldErrors, MaterialFieldValues } from '../lib/material-form';
import type { MaterialLanguage, MaterialVisibility } from '../lib/materials';

export function MaterialFields({
  values,
  onChange,
  errors,
  disabled,
  testIdPrefix,
}: {
  values: MaterialFieldValues;
  onChange: (values: MaterialFieldValues) => void;
  errors: FieldErrors;
  disabled?: boolean;
  testIdPrefix: string;
}) {
  const intl = useIntl();
  const error = (field: keyof FieldErrors) => {
    const code = errors[field];
    return code ? <Field.ErrorText data-testid={`${testIdPrefix}-${field}-error`}>{intl.formatMessage(errorMessageRef(code))}</Field.ErrorText> : null;
  };
  return (
    <Stack gap="4">
      <Field.Root required invalid={!!errors.name} disabled={disabled}>
        <Field.Label>
          <FormattedMessage id="materials.field.name" />
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          dir="auto"
          value={values.name}
          maxLength={120}
          onChange={(event) => onChange({ ...values, name: event.target.value })}
          data-testid={`${testIdPrefix}-name`}
        />
        {error('name')}
      </Field.Root>

      <Field.Root invalid={!!errors.description} disabled={disabled}>
        <Field.Label>
          <FormattedMessage id="materials.field.description" />
        </Field.Label>
        <Textarea
          dir="auto"
          value={values.description}
          maxLength={1000}
          rows={3}
          onChange={(event) => onChange({ ...values, description: event.target.value })}
          data-testid={`${testIdPrefix}-description`}
        />
        {error('description')}
      </Field.Root>

      <Field.Root invalid={!!errors.language} disabled={disabled}>
        <Field.Label>
          <FormattedMessage id="materials.field.language" />
        </Field.Label>
        <NativeSelect.Root disabled={disabled}>
          <NativeSelect.Field
            value={values.language}
            onChange={(event) => onChange({ ...values, language: event.target.value as MaterialLanguage })}
            data-testid={`${testIdPrefix}-language`}
          >
            {MATERIAL_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {intl.formatMessage({ id: `materials.language.${language}` })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {error('language')}
      </Field.Root>

      <RadioGroup.Root
        value={values.visibility}
        onValueChange={(details) => details.value && onChange({ ...values, visibility: details.value as MaterialVisibility })}
        disabled={disabled}
        colorPalette="brand"
      >
        <Stack gap="2">
          <RadioGroup.Label fontWeight="medium">
            <FormattedMessage id="materials.field.visibility" />
          </RadioGroup.Label>
          {MATERIAL_VISIBILITY.map((visibility) => (
            <RadioGroup.Item
              key={visibility}
              value={visibility}
              alignItems="flex-start"
              data-testid={`${testIdPrefix}-visibility-${visibility}`}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <Stack gap="0" textAlign="start">
                <RadioGroup.ItemText fontWeight="medium">
                  <FormattedMessage id={`materials.visibility.${visibility}`} />
                </RadioGroup.ItemText>
                <Text fontSize="xs" color="fg.muted">
                  <FormattedMessage id={`materials.visibility.${visibility}.help`} />
                </Text>
              </Stack>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>

      <Checkbox.Root
        checked={values.allowDownload}
        onCheckedChange={(details) => onChange({ ...values, allowDownload: details.checked === true })}
        disabled={disabled}
        colorPalette="brand"
        alignItems="flex-start"
        data-testid={`${testIdPrefix}-allow-download`}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Stack gap="0" textAlign="start">
          <Checkbox.Label>
            <FormattedMessage id="materials.field.allowDownload" />
          </Checkbox.Label>
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="materials.field.allowDownload.help" />
          </Text>
        </Stack>
      </Checkbox.Root>
    </Stack>
  );
}
