import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { useAtom, useAtomValue } from 'jotai';
import { LuLanguages } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { localeAtom } from '@/lib/i18n/locale';
import { authAtom } from '@/lib/session/auth-state';
import { useSavePreference } from './save-preference';

/**
 * English/Arabic toggle; the button names the other language in its own script. `compact`
 * shows only the icon on phones (the accessible name stays).
 */
export function LanguageToggle({ compact = false, ...props }: Omit<ButtonProps, 'onClick'> & { compact?: boolean }) {
  const intl = useIntl();
  const savePreference = useSavePreference();
  const [locale, setLocale] = useAtom(localeAtom);
  const { isAuthenticated } = useAtomValue(authAtom);
  const next = locale === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={intl.formatMessage({ id: 'common.language.switch' })}
      onClick={() => {
        setLocale(next);
        if (isAuthenticated) savePreference({ language: next });
      }}
      {...props}
    >
      <LuLanguages aria-hidden />
      <Box as="span" lang={next} hideBelow={compact ? 'sm' : undefined}>
        {intl.formatMessage({ id: 'common.language.other' })}
      </Box>
    </Button>
  );
}
