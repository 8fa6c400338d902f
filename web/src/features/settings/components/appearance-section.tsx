// Theme (light / dark / system) and language (ar / en): applied at once and stored with
// PATCH /user/pref; a failure brings the previous choice back and shows a toast.
import { HStack, RadioGroup, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTheme } from 'next-themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { localeAtom } from '@/lib/i18n/locale';
import type { Preferences } from '@shared/schemas/preferences';
import { themeOfChoice, useSavePreferences, type ThemeChoice } from '../api/save-preferences';
import { SettingsSection } from './settings-section';

const PREFS_FAILED = { id: 'settings.preferences.failed', defaultMessage: 'Error updating user preferences' };
const THEMES: ThemeChoice[] = ['light', 'dark', 'system'];
const LANGUAGES = [
  { value: 'ar', label: 'العربية' },
  { value: 'en', label: 'English' },
] as const;

export function AppearanceSection() {
  const intl = useIntl();
  const { theme } = useTheme();
  const locale = useAtomValue(localeAtom);
  const save = useSavePreferences();
  const themeChoice: ThemeChoice = theme === 'light' || theme === 'dark' ? theme : 'system';

  const store = async (change: Partial<Preferences>) => {
    try {
      await save(change);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'settings.preferences.saved' }) });
    } catch (error) {
      toaster.create({ type: 'error', title: formatError(intl, error, PREFS_FAILED) });
    }
  };

  return (
    <SettingsSection section="settings.appearance">
      <Stack gap="6">
        <RadioGroup.Root
          value={themeChoice}
          onValueChange={(details) => {
            if (details.value && details.value !== themeChoice) void store({ theme: themeOfChoice(details.value) });
          }}
          colorPalette="brand"
        >
          <Stack gap="2">
            <RadioGroup.Label>
              <FormattedMessage id="settings.theme.label" />
            </RadioGroup.Label>
            <HStack gap="6" wrap="wrap">
              {THEMES.map((choice) => (
                <RadioGroup.Item key={choice} value={choice} data-testid={`settings-theme-${choice}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <FormattedMessage id={`settings.theme.${choice}`} />
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </Stack>
        </RadioGroup.Root>
        <RadioGroup.Root
          value={locale}
          onValueChange={(details) => {
            if ((details.value === 'ar' || details.value === 'en') && details.value !== locale) {
              void store({ language: details.value });
            }
          }}
          colorPalette="brand"
        >
          <Stack gap="2">
            <RadioGroup.Label>
              <FormattedMessage id="settings.language.label" />
            </RadioGroup.Label>
            <HStack gap="6" wrap="wrap">
              {LANGUAGES.map(({ value, label }) => (
                <RadioGroup.Item key={value} value={value} data-testid={`settings-language-${value}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText lang={value}>{label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </Stack>
        </RadioGroup.Root>
      </Stack>
    </SettingsSection>
  );
}
