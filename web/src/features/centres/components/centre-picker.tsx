// An administrator's choice of the centre to act for (GET /training-centre/centres), kept in the
// URL as ?enterprise= so every screen and reload keeps it. Test id: centre-picker.
import { Field, NativeSelect, Skeleton } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { LIST_CENTRES_FAILED, listCentres } from '../api/list-centres';
import { CENTRE_PARAM } from '../lib/centre-param';

export function CentrePicker({ enterprise }: { enterprise: string | undefined }) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const centres = useRemote('centres', (signal) => listCentres(signal));
  if (centres.status === 'loading') return <Skeleton h="10" w="72" rounded="l2" />;
  if (centres.status === 'error') {
    return (
      <RetryMessage
        message={formatError(intl, centres.error, LIST_CENTRES_FAILED)}
        retryLabel={<FormattedMessage id="centres.layout.retry" />}
        onRetry={centres.reload}
        testId="centre-picker-error"
      />
    );
  }
  return (
    <Field.Root maxW="sm">
      <Field.Label>
        <FormattedMessage id="centres.layout.picker.label" />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={enterprise ?? ''}
          onChange={(event) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              if (event.target.value) next.set(CENTRE_PARAM, event.target.value);
              else next.delete(CENTRE_PARAM);
              return next;
            })
          }
          data-testid="centre-picker"
        >
          <option value="">{intl.formatMessage({ id: 'centres.layout.picker.placeholder' })}</option>
          {centres.data.map((centre) => (
            <option key={centre.id} value={centre.id}>
              {centre.email ? `${centre.name} (${centre.email})` : centre.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {centres.data.length === 0 && (
        <Field.HelperText>
          <FormattedMessage id="centres.layout.picker.none" />
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
