// Create or edit a badge definition (/admin/awards): both languages' titles and descriptions,
// category, points, the picture from the badge icon set, the rule (a counter and the value that
// earns the badge) and whether it can be earned now. The caller saves and answers a failure to
// show, or null when done.
// Test ids: badge-form (the dialog), badge-form-title-ar, -title-en, -description-ar,
// -description-en, -category, -points, -metric, -threshold, -active, badge-form-icon-{icon},
// badge-form-{field}-error, badge-form-error, badge-form-submit, badge-form-cancel.
import { Alert, Field, Grid, HStack, Input, RadioCard, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BADGE_CATEGORIES, BADGE_ICONS, BADGE_METRICS, type BadgeDefinitionView, type BadgeIcon } from '@shared/schemas/awards';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { EMPTY_BADGE_FORM, badgeFormFrom, checkBadgeForm, type BadgeFormError, type BadgeFormField, type BadgeFormValues } from '../lib/badge-definition-form';
import type { FailureText } from '../lib/failure-text';
import { BadgeImage } from './badge-image';

const TEXT_FIELDS: { field: BadgeFormField; key: string; testId: string; lang: 'ar' | 'en'; multiline: boolean }[] = [
  { field: 'titleAr', key: 'titleAr', testId: 'title-ar', lang: 'ar', multiline: false },
  { field: 'titleEn', key: 'titleEn', testId: 'title-en', lang: 'en', multiline: false },
  { field: 'descriptionAr', key: 'descriptionAr', testId: 'description-ar', lang: 'ar', multiline: true },
  { field: 'descriptionEn', key: 'descriptionEn', testId: 'description-en', lang: 'en', multiline: true },
];

export function BadgeDefinitionDialog({
  definition,
  onClose,
  onSave,
}: {
  /** The definition edited, or null for a new one. */
  definition: BadgeDefinitionView | null;
  onClose: () => void;
  onSave: (values: BadgeFormValues) => Promise<FailureText | null>;
}) {
  const intl = useIntl();
  const [values, setValues] = useState<BadgeFormValues>(() => (definition ? badgeFormFrom(definition) : EMPTY_BADGE_FORM));
  const [errors, setErrors] = useState<Partial<Record<BadgeFormField, BadgeFormError>>>({});
  const [failure, setFailure] = useState<FailureText | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof BadgeFormValues>(key: K, value: BadgeFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBadgeForm(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setFailure(null);
    setBusy(true);
    try {
      setFailure(await onSave(values));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: BadgeFormField) =>
    errors[field] && (
      <Field.ErrorText data-testid={`badge-form-${field}-error`}>
        <FormattedMessage id={`awards.admin.form.invalid.${errors[field]}`} />
      </Field.ErrorText>
    );
  const options = (list: readonly string[], prefix: string) => list.map((value) => ({ value, label: intl.formatMessage({ id: `${prefix}.${value}` }) }));

  return (
    <FormDialog
      testId="badge-form"
      size="lg"
      title={<FormattedMessage id={definition ? 'awards.admin.form.editTitle' : 'awards.admin.form.newTitle'} />}
      submitLabel={<FormattedMessage id={definition ? 'awards.admin.form.save' : 'awards.admin.form.create'} />}
      cancelLabel={<FormattedMessage id="awards.admin.cancel" />}
      closeLabel={intl.formatMessage({ id: 'awards.admin.close' })}
      busy={busy}
      banner={
        failure && (
          <Alert.Root status="error" data-testid="badge-form-error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{failure.title}</Alert.Title>
              {failure.description && <Alert.Description>{failure.description}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )
      }
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {definition?.built_in && (
        <Text fontSize="sm" color="fg.muted" data-testid="badge-form-built-in">
          <FormattedMessage id="awards.admin.form.builtInHint" />
        </Text>
      )}
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        {TEXT_FIELDS.map(({ field, key, testId, lang, multiline }) => (
          <Field.Root key={field} required invalid={Boolean(errors[field])} disabled={busy}>
            <Field.Label>
              <FormattedMessage id={`awards.admin.form.${key}`} />
              <Field.RequiredIndicator />
            </Field.Label>
            {multiline ? (
              <Textarea rows={3} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} value={values[field]} onChange={(e) => set(field, e.target.value)} data-testid={`badge-form-${testId}`} />
            ) : (
              <Input lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} value={values[field]} onChange={(e) => set(field, e.target.value)} data-testid={`badge-form-${testId}`} />
            )}
            {fieldError(field)}
          </Field.Root>
        ))}
        <SelectField
          label={<FormattedMessage id="awards.admin.form.category" />}
          value={values.category}
          options={options(BADGE_CATEGORIES, 'awards.category')}
          onChange={(value) => set('category', value as BadgeFormValues['category'])}
          testId="badge-form-category"
        />
        <Field.Root required invalid={Boolean(errors.points)} disabled={busy}>
          <Field.Label>
            <FormattedMessage id="awards.admin.form.points" />
          </Field.Label>
          <Input inputMode="numeric" dir="ltr" value={values.points} onChange={(e) => set('points', e.target.value)} data-testid="badge-form-points" />
          {fieldError('points')}
        </Field.Root>
      </Grid>

      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm">
          <FormattedMessage id="awards.admin.form.rule" />
        </Text>
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
          <SelectField
            label={<FormattedMessage id="awards.admin.form.metric" />}
            labelFontSize="sm"
            value={values.metric}
            options={options(BADGE_METRICS, 'awards.admin.metric')}
            onChange={(value) => set('metric', value as BadgeFormValues['metric'])}
            testId="badge-form-metric"
          />
          <Field.Root required invalid={Boolean(errors.threshold)} disabled={busy}>
            <Field.Label fontSize="sm">
              <FormattedMessage id="awards.admin.form.threshold" />
            </Field.Label>
            <Input inputMode="numeric" dir="ltr" value={values.threshold} onChange={(e) => set('threshold', e.target.value)} data-testid="badge-form-threshold" />
            {fieldError('threshold')}
          </Field.Root>
        </Grid>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="awards.admin.form.ruleHint" />
        </Text>
      </Stack>

      <RadioCard.Root value={values.icon} onValueChange={(details) => details.value && set('icon', details.value as BadgeIcon)} size="sm" disabled={busy}>
        <RadioCard.Label>
          <FormattedMessage id="awards.admin.form.icon" />
        </RadioCard.Label>
        <Grid templateColumns="repeat(auto-fill, minmax(4.5rem, 1fr))" gap="2">
          {BADGE_ICONS.map((icon) => (
            <RadioCard.Item key={icon} value={icon} data-testid={`badge-form-icon-${icon}`}>
              <RadioCard.ItemHiddenInput aria-label={intl.formatMessage({ id: `awards.admin.icon.${icon}` })} />
              <RadioCard.ItemControl justifyContent="center" p="2">
                <BadgeImage icon={icon} size="10" />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </Grid>
      </RadioCard.Root>

      <Switch.Root checked={values.active} onCheckedChange={(details) => set('active', details.checked)} disabled={busy} data-testid="badge-form-active">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <HStack gap="1">
            <FormattedMessage id="awards.admin.form.active" />
          </HStack>
        </Switch.Label>
      </Switch.Root>
    </FormDialog>
  );
}
