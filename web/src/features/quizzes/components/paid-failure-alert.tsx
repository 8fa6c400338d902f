// Why a paid step failed: not enough sparks (how many more, and a link to /pricing), a
// generation that failed and was refunded (why), or the error's own text.
// Test ids: quiz-insufficient-sparks (+ quiz-buy-sparks), quiz-generation-failed, quiz-create-error.
import { Alert, Button, Stack } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { formatError, type MessageRef } from '@/lib/api-client';
import type { PaidFailure } from '../lib/paid-errors';

export function PaidFailureAlert({ failure, cost, fallback }: { failure: PaidFailure; cost: number; fallback: MessageRef }) {
  const intl = useIntl();
  if (failure.kind === 'insufficient-sparks') {
    return (
      <Alert.Root status="warning" borderRadius="md" role="alert" data-testid="quiz-insufficient-sparks" data-needed={failure.needed ?? undefined}>
        <Alert.Indicator />
        <Stack gap="2" flex="1" align="flex-start" textAlign="start">
          <Alert.Title>
            <FormattedMessage id="quizzes.sparks.insufficientTitle" />
          </Alert.Title>
          <Alert.Description>
            {failure.needed !== null ? (
              <FormattedMessage id="errors.wallet/insufficient-sparks" values={{ needed: failure.needed }} />
            ) : (
              <FormattedMessage id="quizzes.sparks.insufficientCost" values={{ cost }} />
            )}
          </Alert.Description>
          <Button asChild size="sm" colorPalette="brand" data-testid="quiz-buy-sparks">
            <RouterLink to="/pricing">
              <LuSparkles aria-hidden />
              <FormattedMessage id="quizzes.sparks.buy" />
            </RouterLink>
          </Button>
        </Stack>
      </Alert.Root>
    );
  }
  if (failure.kind === 'generation-failed') {
    return (
      <Alert.Root status="error" borderRadius="md" role="alert" data-testid="quiz-generation-failed" data-reason={failure.reason}>
        <Alert.Indicator />
        <Alert.Content textAlign="start">
          <Alert.Title>
            <FormattedMessage id="quizzes.generate.failedTitle" />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage
              id="quizzes.generate.refunded"
              values={{ reason: intl.formatMessage({ id: `quizzes.generate.reason.${failure.reason}` }), cost }}
            />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error" borderRadius="md" role="alert" data-testid="quiz-create-error">
      <Alert.Indicator />
      <Alert.Description textAlign="start">{formatError(intl, failure.error, fallback)}</Alert.Description>
    </Alert.Root>
  );
}
