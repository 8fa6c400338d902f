// The COPYandPAY form: HyperPay's script fills it with the card fields and posts the card to
// HyperPay, which then sends the shopper to the form's action (/verify-payment/{package}).
// It speaks the page's language (wpwlOptions.locale) and, in Arabic, lays out right to left:
// HyperPay's form has no direction option, so its container carries dir and the styles
// below mirror it; card numbers, dates and codes still read left to right, aligned to the start.
import { Alert, Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { memo, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { unloadPaymentWidget, usePaymentWidget } from '../hooks/use-payment-widget';

interface PaymentWidgetProps {
  scriptUrl: string;
  packageId: string;
  brands: string;
  locale: string;
}

export function PaymentWidget({ scriptUrl, packageId, brands, locale }: PaymentWidgetProps) {
  // The language the form on the page was made for. On a switch the form goes first, then the
  // old widget, and only then the new form and script: the old script never fills the new form.
  const [formLocale, setFormLocale] = useState(locale);
  const switching = formLocale !== locale;
  useEffect(() => {
    if (!switching) return;
    unloadPaymentWidget(scriptUrl);
    queueMicrotask(() => setFormLocale(locale));
  }, [switching, scriptUrl, locale]);
  const status = usePaymentWidget(switching ? null : scriptUrl, formLocale);
  return (
    <Stack gap="4" data-testid="payment-widget" data-state={status} data-locale={formLocale}>
      {status === 'loading' && (
        <Center py="6" gap="3" role="status" aria-live="polite" data-testid="payment-widget-loading">
          <Spinner size="md" color="brand.solid" aria-hidden />
          <Text color="fg.muted">
            <FormattedMessage id="payments.widget.loading" />
          </Text>
        </Center>
      )}
      {status === 'error' && (
        <Alert.Root status="error" data-testid="payment-widget-error">
          <Alert.Indicator />
          <Alert.Content textAlign="start">
            <Alert.Title>
              <FormattedMessage id="payments.widget.error.title" />
            </Alert.Title>
            <Alert.Description>
              <FormattedMessage id="payments.widget.error.description" />
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" alignSelf="center" onClick={() => window.location.reload()} data-testid="payment-widget-retry">
            <FormattedMessage id="payments.widget.error.retry" />
          </Button>
        </Alert.Root>
      )}
      {!switching && <WidgetForm key={formLocale} packageId={packageId} brands={brands} locale={formLocale} />}
    </Stack>
  );
}

/** The widget's own elements, in the app's colours (light and dark), mirrored in Arabic. */
const WIDGET_CSS = {
  '& .wpwl-form, & .wpwl-label, & .wpwl-group, & .wpwl-wrapper, & .wpwl-message': { textAlign: 'start' },
  // Card data reads left to right on both pages, aligned to the start of the page's direction.
  '& .wpwl-control, & .wpwl-amount': { direction: 'ltr' },
  '&[dir=rtl] .wpwl-control, &[dir=rtl] .wpwl-amount': { textAlign: 'right' },
  '&[dir=ltr] .wpwl-control, &[dir=ltr] .wpwl-amount': { textAlign: 'left' },
  '&[dir=rtl] .wpwl-amount': { unicodeBidi: 'plaintext' },
  '& .wpwl-control, & select': {
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    bg: 'bg',
    color: 'fg',
    px: '3',
    py: '2',
    mt: '1',
    minH: '10',
  },
  '& .wpwl-control:focus-visible, & select:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing' },
  '& .wpwl-amount': { fontWeight: 'semibold', mb: '3' },
  '& .wpwl-label, & label': { fontSize: 'sm', mb: '3' },
  '& .wpwl-has-error': { color: 'fg.error', fontSize: 'sm' },
  '& .wpwl-button-pay': {
    bg: 'brand.solid',
    color: 'brand.contrast',
    borderRadius: 'l2',
    fontWeight: 'semibold',
    px: '6',
    py: '2',
    mt: '2',
    cursor: 'pointer',
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
} as const;

/** Never re-rendered once mounted: React must not touch what the widget put inside. */
const WidgetForm = memo(function WidgetForm({ packageId, brands, locale }: { packageId: string; brands: string; locale: string }) {
  const intl = useIntl();
  const action = `${window.location.origin}/verify-payment/${encodeURIComponent(packageId)}`;
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return (
    <Box dir={dir} lang={locale} textAlign="start" minH="8" css={WIDGET_CSS} data-testid="payment-widget-container">
      <form
        action={action}
        className="paymentWidgets"
        data-brands={brands}
        data-testid="payment-form"
        aria-label={intl.formatMessage({ id: 'payments.widget.label' })}
      />
    </Box>
  );
});
