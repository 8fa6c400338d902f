// The fields of each profile step, shared by onboarding, the profile wizard and settings.
// Test ids: `${prefix}-first-name`, `-surname`, `-country-code`, `-phone`, `-day`, `-month`,
// `-year`, `-city`, and `gender-male` / `gender-female` (one gender choice per screen).
import { Field, HStack, Input, NativeSelect, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '@/components/forms/form-text-field';
import { COUNTRY_CODES, maxPhoneDigits } from '@shared/phone';
import {
  DAYS, MONTHS, PROFILE_STEPS, WIZARD_GENDER_VALUES, birthYears, isRealDate, withCountryCode, withPhoneDigits,
  type ProfileFormValues, type WizardGender,
} from './profile-form';

export interface ProfileStepProps {
  values: ProfileFormValues;
  onChange: (values: ProfileFormValues) => void;
  /** Prefix of every data-testid: "onboarding", "profile", "settings". */
  testIdPrefix: string;
  disabled?: boolean;
}

const YEARS = birthYears();
/** The country-code list sorted by code for the select, +966 first (the default). */
const CODES = [...COUNTRY_CODES].sort((a, b) => (a === '+966' ? -1 : b === '+966' ? 1 : Number(a) - Number(b)));

export function IdentityStep({ values, onChange, testIdPrefix, disabled }: ProfileStepProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <FormTextField
        label={<FormattedMessage id="profile.field.firstName" />}
        required
        disabled={disabled}
        value={values.firstName}
        onChange={(firstName) => onChange({ ...values, firstName })}
        autoComplete="given-name"
        maxLength={60}
        testId={`${testIdPrefix}-first-name`}
      />
      <FormTextField
        label={<FormattedMessage id="profile.field.surname" />}
        required
        disabled={disabled}
        value={values.surname}
        onChange={(surname) => onChange({ ...values, surname })}
        autoComplete="family-name"
        maxLength={60}
        testId={`${testIdPrefix}-surname`}
      />
    </SimpleGrid>
  );
}

export function ContactStep({ values, onChange, testIdPrefix, disabled }: ProfileStepProps) {
  const intl = useIntl();
  const max = maxPhoneDigits(values.countryCode);
  return (
    <Field.Root required disabled={disabled}>
      <Field.Label>
        <FormattedMessage id="profile.field.phone" />
        <Field.RequiredIndicator />
      </Field.Label>
      {/* A phone number reads left to right in every language. */}
      <HStack gap="2" width="full" dir="ltr" align="stretch">
        {/* Its own field, so the outer label stays bound to the digits input. */}
        <Field.Root width="8.5rem" flexShrink={0} disabled={disabled}>
          <NativeSelect.Root disabled={disabled}>
            <NativeSelect.Field
              aria-label={intl.formatMessage({ id: 'profile.field.countryCode' })}
              value={values.countryCode}
              onChange={(event) => onChange(withCountryCode(values, event.target.value))}
              data-testid={`${testIdPrefix}-country-code`}
            >
              {CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Input
          value={values.phoneDigits}
          onChange={(event) => onChange(withPhoneDigits(values, event.target.value))}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={'5'.padEnd(max, '0')}
          data-testid={`${testIdPrefix}-phone`}
        />
      </HStack>
      <Field.HelperText>
        <FormattedMessage id="profile.field.phone.help" values={{ max }} />
      </Field.HelperText>
    </Field.Root>
  );
}

export function BirthStep({ values, onChange, testIdPrefix, disabled }: ProfileStepProps) {
  const intl = useIntl();
  const realDate = isRealDate(values);
  const select = (
    name: 'day' | 'month' | 'year',
    options: readonly number[],
    label: (value: number) => string = String,
  ) => (
    <Field.Root required disabled={disabled} invalid={!realDate && name === 'day'}>
      <Field.Label>
        <FormattedMessage id={`profile.field.${name}`} />
      </Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          value={values[name]}
          onChange={(event) => onChange({ ...values, [name]: Number(event.target.value) })}
          data-testid={`${testIdPrefix}-${name}`}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {label(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        {select('day', DAYS)}
        {select('month', MONTHS, (month) => intl.formatMessage({ id: `profile.month.${month}` }))}
        {select('year', YEARS)}
      </SimpleGrid>
      {!realDate && (
        <Text color="fg.error" fontSize="sm" role="alert" data-testid={`${testIdPrefix}-date-invalid`}>
          <FormattedMessage id="profile.birth.invalidDate" />
        </Text>
      )}
    </Stack>
  );
}

export function DetailsStep({ values, onChange, testIdPrefix, disabled }: ProfileStepProps) {
  return (
    <Stack gap="5">
      <RadioGroup.Root
        value={values.gender || null}
        onValueChange={(details) => onChange({ ...values, gender: (details.value ?? '') as WizardGender | '' })}
        disabled={disabled}
        colorPalette="brand"
      >
        <Stack gap="2">
          <RadioGroup.Label>
            <FormattedMessage id="profile.field.gender" />
          </RadioGroup.Label>
          <HStack gap="6" wrap="wrap">
            {WIZARD_GENDER_VALUES.map((gender) => (
              <RadioGroup.Item key={gender} value={gender} data-testid={`gender-${gender}`}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <FormattedMessage id={`profile.gender.${gender}`} />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </Stack>
      </RadioGroup.Root>
      <FormTextField
        label={<FormattedMessage id="profile.field.city" />}
        required
        disabled={disabled}
        value={values.city}
        onChange={(city) => onChange({ ...values, city })}
        autoComplete="address-level2"
        maxLength={80}
        testId={`${testIdPrefix}-city`}
      />
    </Stack>
  );
}

/** The fields of one step (0-3). */
export function ProfileStepFields({ step, ...props }: ProfileStepProps & { step: number }) {
  switch (PROFILE_STEPS[step]) {
    case 'identity':
      return <IdentityStep {...props} />;
    case 'contact':
      return <ContactStep {...props} />;
    case 'birth':
      return <BirthStep {...props} />;
    case 'details':
      return <DetailsStep {...props} />;
    default:
      return null;
  }
}
