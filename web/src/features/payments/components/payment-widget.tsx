// The COPYandPAY form: HyperPay's script fills it with the card fields and posts the card to
// HyperPay, which then sends the shopper to the form's action (/verify-payment/{package}).
// Its DOM is the widget's, so it stays left-to-right on Arabic pages too.
import { Alert, Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePaymentWidget } from '../hooks/use-payment-widget';

interface PaymentWidgetProps {
  scriptUrl: string;
  packageId: string;
  brands: string;
  locale: string;
}

export function PaymentWidget({ scriptUrl, packageId, brands, locale }: PaymentWidgetProps) {
  const status = usePaymentWidget(scriptUrl, locale);
  return (
    <Stack gap="4" data-testid="payment-widget" data-state={status}>
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
      <WidgetForm packageId={packageId} brands={brands} />
    </Stack>
  );
}

/** The widget's own elements, in the app's colours (light and dark). */
const WIDGET_CSS = {
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
const WidgetForm = memo(function WidgetForm({ packageId, brands }: { packageId: string; brands: string }) {
  const action = `${window.location.origin}/verify-payment/${encodeURIComponent(packageId)}`;
  return (
    <Box dir="ltr" textAlign="left" minH="8" css={WIDGET_CSS}>
      <form action={action} className="paymentWidgets" data-brands={brands} data-testid="payment-form" />
    </Box>
  );
});
