// /training-centre/settings (GET, PUT /training-centre/settings): the centre's profile (name,
// logo through the upload session, contact e-mail, phone, website), the default validity of
// its teachers' join codes (1-90 days, 7 by default) and the default language. Checked with
// the shared schema before sending; the API's field errors land under their fields; toasts.
// Test ids: centre-settings, centre-settings-{name,email,phone,website,days,language},
// centre-settings-logo (the file input), centre-settings-logo-remove, centre-settings-save,
// centre-settings-{field}-error, centre-settings-loading, centre-settings-error.
import { Avatar, Button, Card, Field, Fieldset, HStack, Heading, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { LuBuilding2, LuTrash2, LuUpload } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorCode } from '@shared/errors';
import { JOIN_CODE } from '@shared/constants';
import { CENTRE_LANGUAGES, type CentreSettings } from '@shared/schemas/centre-area';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, errorMessageRef, fieldErrorCodes, formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { GET_CENTRE_SETTINGS_FAILED, getCentreSettings } from '../api/get-centre-settings';
import { SAVE_CENTRE_SETTINGS_FAILED, saveCentreSettings } from '../api/save-centre-settings';
import { useUploadCentreLogo } from '../api/upload-centre-logo';
import { useCentreLayout } from '../hooks/use-centre-layout';
import { useCentreParam } from '../hooks/use-centre-query';
import { LOGO_ACCEPT, formFromSettings, logoDeclaration, settingsInput, type SettingsForm } from '../lib/settings-form';

type FieldName = keyof SettingsForm | 'logo_id';
type FieldErrors = Partial<Record<FieldName, ErrorCode>>;

function TextField({
  name,
  label,
  help,
  value,
  error,
  disabled,
  required,
  type = 'text',
  dir,
  onChange,
  inputMode,
}: {
  name: keyof SettingsForm;
  label: ReactNode;
  help?: ReactNode;
  value: string;
  error?: ErrorCode;
  disabled: boolean;
  required?: boolean;
  type?: string;
  dir?: 'ltr' | 'auto';
  inputMode?: 'numeric' | 'tel' | 'email' | 'url';
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  const testId = `centre-settings-${name === 'contact_email' ? 'email' : name === 'contact_phone' ? 'phone' : name === 'join_code_days' ? 'days' : name}`;
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input type={type} value={value} dir={dir} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} data-testid={testId} />
      {help && !error && <Field.HelperText>{help}</Field.HelperText>}
      {error && <Field.ErrorText data-testid={`${testId}-error`}>{intl.formatMessage(errorMessageRef(error))}</Field.ErrorText>}
    </Field.Root>
  );
}

export default function CentreSettingsRoute() {
  const intl = useIntl();
  const enterprise = useCentreParam();
  const settings = useRemote(`settings:${enterprise ?? ''}`, (signal) => getCentreSettings(enterprise, signal));
  return (
    <Stack gap="5" data-testid="centre-settings">
      <Stack gap="0.5" textAlign="start">
        <Heading as="h2" size="xl">
          <FormattedMessage id="centres.settings.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="centres.settings.description" />
        </Text>
      </Stack>
      {settings.status === 'loading' && <Skeleton h="96" rounded="l3" data-testid="centre-settings-loading" />}
      {settings.status === 'error' && (
        <RetryMessage
          message={formatError(intl, settings.error, GET_CENTRE_SETTINGS_FAILED)}
          retryLabel={<FormattedMessage id="centres.layout.retry" />}
          onRetry={settings.reload}
          testId="centre-settings-error"
        />
      )}
      {settings.status === 'success' && <SettingsFormCard key={enterprise ?? ''} enterprise={enterprise} initial={settings.data} />}
    </Stack>
  );
}

/** The form, started from the settings as read (a new centre starts a new form). */
function SettingsFormCard({ enterprise, initial }: { enterprise: string | undefined; initial: CentreSettings }) {
  const intl = useIntl();
  const { setSettings } = useCentreLayout();
  const uploadLogo = useUploadCentreLogo();
  const [stored, setStored] = useState(initial);
  const [form, setForm] = useState<SettingsForm>(() => formFromSettings(initial));
  /** A newly chosen logo, or null when the current one is to be removed; undefined keeps it. */
  const [logo, setLogo] = useState<File | null | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const logoInputId = useId();
  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const change = (name: keyof SettingsForm) => (value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const pickLogo = (file: File | null) => {
    if (!file) return;
    const checked = logoDeclaration(file);
    if (!checked.ok) {
      setErrors((current) => ({ ...current, logo_id: checked.code }));
      return;
    }
    setErrors((current) => ({ ...current, logo_id: undefined }));
    setLogo(file);
  };

  const save = async () => {
    // The form first, so nothing is uploaded for a form that would be refused.
    const checked = settingsInput(form, logo === null ? null : undefined);
    if (!checked.ok) {
      setErrors(checked.fields as FieldErrors);
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      let input = checked.input;
      if (logo) {
        const uploaded = await uploadLogo(enterprise, logo);
        input = { ...input, logo_id: uploaded.id };
      }
      const saved = await saveCentreSettings(enterprise, input);
      setStored(saved);
      setForm(formFromSettings(saved));
      setSettings(saved);
      setLogo(undefined);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'centres.settings.saved' }) });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? (fieldErrorCodes(error.fields) as FieldErrors) : {};
      setErrors(fields);
      toaster.create({ type: 'error', title: formatError(intl, error, SAVE_CENTRE_SETTINGS_FAILED) });
    } finally {
      setSaving(false);
    }
  };

  const currentLogo = logo === null ? null : (preview ?? stored.logo?.url ?? null);

  return (
        <Card.Root variant="outline" maxW="3xl">
          <Card.Body>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <Stack gap="6">
                <Fieldset.Root disabled={saving}>
                  <Fieldset.Legend>
                    <Heading as="h3" size="md">
                      <FormattedMessage id="centres.settings.profile" />
                    </Heading>
                  </Fieldset.Legend>
                  <Fieldset.Content>
                    <TextField name="name" required label={<FormattedMessage id="centres.settings.name" />} value={form.name} error={errors.name} disabled={saving} dir="auto" onChange={change('name')} />
                    <Field.Root invalid={!!errors.logo_id} disabled={saving}>
                      <Field.Label htmlFor={logoInputId}>
                        <FormattedMessage id="centres.settings.logo.label" />
                      </Field.Label>
                      <HStack gap="4" wrap="wrap">
                        <Avatar.Root size="2xl" shape="rounded">
                          <Avatar.Fallback>
                            <LuBuilding2 aria-hidden />
                          </Avatar.Fallback>
                          {currentLogo && <Avatar.Image src={currentLogo} alt={intl.formatMessage({ id: 'centres.settings.logo.alt' })} data-testid="centre-settings-logo-image" />}
                        </Avatar.Root>
                        <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()} disabled={saving}>
                          <LuUpload aria-hidden />
                          <FormattedMessage id="centres.settings.logo.choose" />
                        </Button>
                        {currentLogo && (
                          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setLogo(stored.logo ? null : undefined)} disabled={saving} data-testid="centre-settings-logo-remove">
                            <LuTrash2 aria-hidden />
                            <FormattedMessage id="centres.settings.logo.remove" />
                          </Button>
                        )}
                        {logo && (
                          <Text fontSize="sm" color="fg.muted" dir="auto" data-testid="centre-settings-logo-name">
                            {logo.name}
                          </Text>
                        )}
                      </HStack>
                      <input
                        id={logoInputId}
                        ref={fileInput}
                        type="file"
                        accept={LOGO_ACCEPT}
                        hidden
                        onChange={(event) => {
                          pickLogo(event.target.files?.[0] ?? null);
                          event.target.value = '';
                        }}
                        data-testid="centre-settings-logo"
                      />
                      {errors.logo_id ? (
                        <Field.ErrorText data-testid="centre-settings-logo-error">{intl.formatMessage(errorMessageRef(errors.logo_id))}</Field.ErrorText>
                      ) : (
                        <Field.HelperText>
                          <FormattedMessage id="centres.settings.logo.help" />
                        </Field.HelperText>
                      )}
                    </Field.Root>
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                      <TextField name="contact_email" type="email" inputMode="email" dir="ltr" label={<FormattedMessage id="centres.settings.email" />} value={form.contact_email} error={errors.contact_email} disabled={saving} onChange={change('contact_email')} />
                      <TextField name="contact_phone" type="tel" inputMode="tel" dir="ltr" label={<FormattedMessage id="centres.settings.phone" />} help={<FormattedMessage id="centres.settings.phoneHelp" values={{ example: <bdi dir="ltr">+966501234567</bdi> }} />} value={form.contact_phone} error={errors.contact_phone} disabled={saving} onChange={change('contact_phone')} />
                    </SimpleGrid>
                    <TextField name="website" type="url" inputMode="url" dir="ltr" label={<FormattedMessage id="centres.settings.website" />} help={<FormattedMessage id="centres.settings.websiteHelp" values={{ example: <bdi dir="ltr">https://</bdi> }} />} value={form.website} error={errors.website} disabled={saving} onChange={change('website')} />
                  </Fieldset.Content>
                </Fieldset.Root>
                <Fieldset.Root disabled={saving}>
                  <Fieldset.Legend>
                    <Heading as="h3" size="md">
                      <FormattedMessage id="centres.settings.defaults" />
                    </Heading>
                  </Fieldset.Legend>
                  <Fieldset.Content>
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                      <TextField
                        name="join_code_days"
                        type="number"
                        inputMode="numeric"
                        required
                        label={<FormattedMessage id="centres.settings.days" />}
                        help={<FormattedMessage id="centres.settings.daysHelp" values={{ max: JOIN_CODE.maxTtlDays, days: JOIN_CODE.defaultTtlDays }} />}
                        value={form.join_code_days}
                        error={errors.join_code_days}
                        disabled={saving}
                        onChange={change('join_code_days')}
                      />
                      <Field.Root disabled={saving}>
                        <Field.Label>
                          <FormattedMessage id="centres.settings.language" />
                        </Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            value={form.default_language}
                            onChange={(event) => setForm((current) => ({ ...current, default_language: event.target.value as SettingsForm['default_language'] }))}
                            data-testid="centre-settings-language"
                          >
                            {CENTRE_LANGUAGES.map((language) => (
                              <option key={language} value={language}>
                                {intl.formatMessage({ id: `centres.settings.language.${language}` })}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                        <Field.HelperText>
                          <FormattedMessage id="centres.settings.languageHelp" />
                        </Field.HelperText>
                      </Field.Root>
                    </SimpleGrid>
                  </Fieldset.Content>
                </Fieldset.Root>
                <HStack justify="flex-end">
                  <Button type="submit" colorPalette="brand" loading={saving} data-testid="centre-settings-save">
                    <FormattedMessage id="centres.settings.save" />
                  </Button>
                </HStack>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
  );
}
