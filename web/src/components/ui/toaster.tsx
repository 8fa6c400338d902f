// Toasts (spec: top-right, auto-close after 5000 ms, light look, Alt+T focuses them).
// The group is positioned under an en-US locale so `top-end` always means the top-right
// corner, in Arabic as well; each toast still reads in the page's direction.
import {
  Toaster as ChakraToaster, LocaleProvider, Portal, Spinner, Stack, Theme, Toast, createToaster,
} from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { TOAST_DURATION_MS } from '@shared/constants';
import { localeAtom } from '@/lib/i18n/locale';

export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  hotkey: ['altKey', 'KeyT'],
});

export function Toaster() {
  const locale = useAtomValue(localeAtom);
  // Toast texts read in the language's own direction.
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return (
    <Portal>
      <LocaleProvider locale="en-US">
        <Theme appearance="light" hasBackground={false}>
          <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} data-testid="toaster">
            {(toast) => (
              <Toast.Root width={{ md: 'sm' }} dir={dir} data-testid={`toast-${toast.type ?? 'info'}`}>
                {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
                <Stack gap="1" flex="1" maxWidth="100%" textAlign="start">
                  {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                  {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
                </Stack>
                {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
                {toast.closable && <Toast.CloseTrigger />}
              </Toast.Root>
            )}
          </ChakraToaster>
        </Theme>
      </LocaleProvider>
    </Portal>
  );
}
