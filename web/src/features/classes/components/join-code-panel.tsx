// The class's join code (GET unique-code): shown large, copyable (code or link), with its expiry,
// and regenerable for 1-90 days (POST unique-code, the old code stops working).
import { Button, Code, Field, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { JOIN_CODE } from '@shared/constants';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import {
  UNIQUE_CODE_FAILED, UNIQUE_CODE_MISSING, UniqueCodeMissingError, useGetUniqueCode, type JoinCode,
} from '../api/get-unique-code';
import { useRegenerateUniqueCode } from '../api/regenerate-unique-code';
import { joinUrl } from '../lib/join-payload';
import { CopyButton } from './copy-button';
import { InlineAlert } from './inline-alert';

type State = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; code: JoinCode };

export function useCodeErrorText() {
  const intl = useIntl();
  return (error: unknown) =>
    error instanceof UniqueCodeMissingError ? intl.formatMessage(UNIQUE_CODE_MISSING) : formatError(intl, error, UNIQUE_CODE_FAILED);
}

export function JoinCodePanel({ classId }: { classId: string }) {
  const intl = useIntl();
  const getUniqueCode = useGetUniqueCode();
  const regenerate = useRegenerateUniqueCode();
  const errorText = useCodeErrorText();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [days, setDays] = useState(String(JOIN_CODE.defaultTtlDays));
  const [daysError, setDaysError] = useState(false);
  const [regenerating, setRegenerating] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getUniqueCode(classId, controller.signal).then(
      (code) => setState({ status: 'success', code }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [classId, getUniqueCode, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ttl = Number(days);
    if (!Number.isInteger(ttl) || ttl < 1 || ttl > JOIN_CODE.maxTtlDays) {
      setDaysError(true);
      return;
    }
    setDaysError(false);
    setRegenerating(true);
    try {
      const code = await regenerate(classId, ttl);
      setState({ status: 'success', code });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'classes.share.regenerated' }) });
    } catch (error) {
      toaster.create({ type: 'error', title: intl.formatMessage(UNIQUE_CODE_FAILED), description: errorText(error) });
    } finally {
      setRegenerating(false);
    }
  };

  if (state.status === 'error') {
    return (
      <Stack gap="3" data-testid="join-code-panel">
        <InlineAlert testId="join-code-panel-error">{errorText(state.error)}</InlineAlert>
        <Button alignSelf="flex-start" variant="outline" onClick={retry} data-testid="join-code-retry">
          <FormattedMessage id="classes.common.retry" />
        </Button>
      </Stack>
    );
  }

  const code = state.status === 'success' ? state.code : null;
  const link = code ? joinUrl(window.location.origin, code.uniqueCode) : '';
  return (
    <Stack gap="5" data-testid="join-code-panel" aria-busy={state.status === 'loading'}>
      <Stack gap="2" align="center" textAlign="center">
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="classes.share.codeLabel" />
        </Text>
        <Skeleton loading={!code} minW="48">
          <Code
            fontSize={{ base: '3xl', md: '4xl' }}
            px="4"
            py="2"
            letterSpacing="0.3em"
            dir="ltr"
            variant="surface"
            data-testid="join-code-value"
          >
            {code?.uniqueCode ?? '000000'}
          </Code>
        </Skeleton>
        {code?.expiresAt && (
          <Text fontSize="sm" color="fg.muted" data-testid="join-code-expires">
            <FormattedMessage
              id="classes.share.expires"
              values={{ date: intl.formatDate(code.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
            />
          </Text>
        )}
        {code && (
          <HStack gap="2" wrap="wrap" justify="center">
            <CopyButton text={code.uniqueCode} label={intl.formatMessage({ id: 'classes.share.copyCode' })} testId="join-code-copy" />
            <CopyButton text={link} label={intl.formatMessage({ id: 'classes.share.copyLink' })} testId="join-code-copy-link" />
          </HStack>
        )}
      </Stack>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'flex-end' }}>
          <Field.Root invalid={daysError} flex="1">
            <Field.Label>
              <FormattedMessage id="classes.share.validDays" />
            </Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={JOIN_CODE.maxTtlDays}
              value={days}
              onChange={(event) => {
                setDays(event.target.value);
                setDaysError(false);
              }}
              data-testid="join-code-days"
            />
            <Field.ErrorText>
              <FormattedMessage id="classes.share.validDaysError" values={{ max: JOIN_CODE.maxTtlDays }} />
            </Field.ErrorText>
          </Field.Root>
          <Button type="submit" variant="outline" colorPalette="brand" loading={regenerating} disabled={!code} data-testid="join-code-regenerate">
            <LuRefreshCw aria-hidden />
            <FormattedMessage id="classes.share.regenerate" />
          </Button>
        </Stack>
        <Text fontSize="xs" color="fg.muted" mt="2" textAlign="start">
          <FormattedMessage id="classes.share.regenerateHelp" />
        </Text>
      </form>
    </Stack>
  );
}
