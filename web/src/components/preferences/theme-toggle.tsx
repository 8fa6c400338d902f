import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuMoon, LuSun } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useColorMode } from '@/components/ui/color-mode';
import { authAtom } from '@/lib/session/auth-state';
import { useSavePreference } from './save-preference';

/** Dark/light toggle; signed in, the choice is also stored on the server. */
export function ThemeToggle(props: Omit<IconButtonProps, 'aria-label' | 'onClick'>) {
  const intl = useIntl();
  const savePreference = useSavePreference();
  const { colorMode, toggleColorMode } = useColorMode();
  const { isAuthenticated } = useAtomValue(authAtom);
  const label = intl.formatMessage({ id: colorMode === 'dark' ? 'common.theme.toLight' : 'common.theme.toDark' });
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      onClick={() => {
        const theme = toggleColorMode();
        if (isAuthenticated) savePreference({ theme });
      }}
      {...props}
    >
      {colorMode === 'dark' ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}
