// The exchange form: sparks (at least 300, at most the exchangeable sparks, i.e. those earned
// from sales; the riyals shown live), IBAN and account holder -> POST /market/exchange-requests. The request id is made once and kept
// until the request succeeds, so retrying after a lost answer never holds the sparks twice.
import { Alert, Box, Button, Card, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuArrowLeftRight } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, errorMessageRef, formatError, isErrorCode } from '@/lib/api-client';
import { EXCHANGE, EXCHANGE_PROCESSING_DAYS } from '@shared/constants';
import type { ExchangeRequestView } from '@shared/schemas/exchange';
import { createExchangeRequest } from '../api/create-exchange-request';
import { useSellerFormat } from '../hooks/use-seller-format';
import { parseWholeNumber, riyalsFor } from '../lib/earnings';
import { checkExchangeForm, emptyExchangeForm, groupIban, type ExchangeErrors, type ExchangeFormValues, type FieldProblem } from '../lib/exchange-form';
import { fieldCodes } from '../lib/field-errors';

const REQUEST_FAILED = { id: 'seller.exchange.failed', defaultMessage: 'The exchange request could not be sent.' };

const newRequestId = () => globalThis.crypto.randomUUID();

export function ExchangeForm({
  exchangeable,
  loading,
  onRequested,
}: {
  /** The sparks earned from sales: the most that can be exchanged. */
  exchangeable: number;
  loading: boolean;
  onRequested: (request: ExchangeRequestView | null) => void;
}) {
  const intl = useIntl();
  const format = useSellerFormat();
  const [values, setValues] = useState<ExchangeFormValues>(emptyExchangeForm);
  const [errors, setErrors] = useState<ExchangeErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const [sending, setSending] = useState(false);

  const sparks = parseWholeNumber(values.sparks);
  const riyals = riyalsFor(sparks);
  const tooLow = exchangeable < EXCHANGE.minimumSparks;

  const set = (key: keyof ExchangeFormValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    const field = key === 'accountName' ? 'account_name' : key;
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const problemText = (problem?: FieldProblem) => (problem ? intl.formatMessage(errorMessageRef(problem.code), problem.values) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const check = checkExchangeForm(values, exchangeable, requestId);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    setSending(true);
    try {
      const request = await createExchangeRequest(check.input);
      toaster.create({
        type: 'success',
        title: intl.formatMessage({ id: 'seller.exchange.sent' }),
        description: intl.formatMessage({ id: 'seller.exchange.sentBody' }, { min: EXCHANGE_PROCESSING_DAYS.min, max: EXCHANGE_PROCESSING_DAYS.max }),
      });
      setValues(emptyExchangeForm);
      setRequestId(newRequestId());
      onRequested(request);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const codes = fieldCodes(error.fields);
        const next: ExchangeErrors = {};
        for (const key of ['sparks', 'iban', 'account_name'] as const) if (codes[key]) next[key] = { code: codes[key] };
        const sparksCodes = ['exchange/minimum', 'exchange/exceeds-earned', 'wallet/insufficient-sparks'];
        if (!next.sparks && sparksCodes.includes(error.code) && isErrorCode(error.code)) {
          next.sparks = { code: error.code, values: error.values };
        }
        if (!next.iban && error.code === 'exchange/invalid-iban') next.iban = { code: error.code };
        setErrors(next);
      }
      setFormError(formatError(intl, error, REQUEST_FAILED));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card.Root variant="outline" asChild>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="exchange-form" data-request-id={requestId}>
        <Card.Header pb="2" textAlign="start">
          <Card.Title>
            <FormattedMessage id="seller.exchange.form.title" />
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            {!loading && tooLow && (
              <Alert.Root status="info" borderRadius="l2" data-testid="exchange-too-low">
                <Alert.Indicator />
                <Alert.Description>
                  <FormattedMessage id="seller.exchange.tooLow" values={{ minimum: EXCHANGE.minimumSparks, exchangeable }} />
                </Alert.Description>
              </Alert.Root>
            )}
            <Field.Root required invalid={!!errors.sparks} disabled={sending}>
              <Field.Label>
                <FormattedMessage id="seller.exchange.field.sparks" />
                <Field.RequiredIndicator />
              </Field.Label>
              <HStack gap="2" w="full" align="stretch" wrap="wrap">
                <Input
                  value={values.sparks}
                  inputMode="numeric"
                  autoComplete="off"
                  dir="ltr"
                  textAlign="start"
                  maxW="xs"
                  placeholder={String(EXCHANGE.minimumSparks)}
                  onChange={(event) => set('sparks', event.target.value)}
                  data-testid="exchange-sparks"
                />
                <Button type="button" variant="outline" size="md" disabled={sending || tooLow} onClick={() => set('sparks', String(exchangeable))} data-testid="exchange-max">
                  <FormattedMessage id="seller.exchange.max" />
                </Button>
              </HStack>
              {errors.sparks ? (
                <Field.ErrorText data-testid="exchange-sparks-error">{problemText(errors.sparks)}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  <FormattedMessage id="seller.exchange.sparksHelp" values={{ minimum: EXCHANGE.minimumSparks, exchangeable }} />
                </Field.HelperText>
              )}
              <Box
                mt="1"
                px="3"
                py="2"
                borderRadius="l2"
                bg="brand.subtle"
                color="brand.fg"
                fontWeight="medium"
                fontSize="sm"
                aria-live="polite"
                data-testid="exchange-riyals"
                data-riyals={riyals ?? undefined}
              >
                <FormattedMessage id="seller.exchange.preview" values={{ riyals: format.riyals(riyals ?? 0) }} />
              </Box>
            </Field.Root>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root required invalid={!!errors.iban} disabled={sending}>
                <Field.Label>
                  <FormattedMessage id="seller.exchange.field.iban" />
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  value={values.iban}
                  dir="ltr"
                  textAlign="start"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="SA00 0000 0000 0000 0000 0000"
                  maxLength={34}
                  onChange={(event) => set('iban', event.target.value.toUpperCase())}
                  onBlur={() => values.iban && set('iban', groupIban(values.iban))}
                  fontFamily="mono"
                  data-testid="exchange-iban"
                />
                {errors.iban ? (
                  <Field.ErrorText data-testid="exchange-iban-error">{problemText(errors.iban)}</Field.ErrorText>
                ) : (
                  <Field.HelperText>
                    <FormattedMessage id="seller.exchange.ibanHelp" />
                  </Field.HelperText>
                )}
              </Field.Root>
              <Field.Root required invalid={!!errors.account_name} disabled={sending}>
                <Field.Label>
                  <FormattedMessage id="seller.exchange.field.name" />
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  value={values.accountName}
                  maxLength={100}
                  autoComplete="name"
                  dir="auto"
                  onChange={(event) => set('accountName', event.target.value)}
                  data-testid="exchange-name"
                />
                {errors.account_name && <Field.ErrorText data-testid="exchange-name-error">{problemText(errors.account_name)}</Field.ErrorText>}
              </Field.Root>
            </SimpleGrid>
            {formError && (
              <Alert.Root status="error" borderRadius="l2" role="alert" data-testid="exchange-error">
                <Alert.Indicator />
                <Alert.Description>{formError}</Alert.Description>
              </Alert.Root>
            )}
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Text fontSize="sm" color="fg.muted" textAlign="start" flex="1" minW="60">
                <FormattedMessage id="seller.exchange.holdNote" />
              </Text>
              <Button type="submit" colorPalette="brand" loading={sending} disabled={loading || tooLow} data-testid="exchange-submit">
                <LuArrowLeftRight aria-hidden />
                <FormattedMessage id="seller.exchange.submit" />
              </Button>
            </HStack>
          </Stack>
        </Card.Body>
      </form>
    </Card.Root>
  );
}
