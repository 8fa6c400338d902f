// A failed administrator action as the screen shows it: the spec's text for the action
// ("Error creating award") as the title, and the server's reason, when it says more, below.
import type { IntlShape } from 'react-intl';
import { formatError, type MessageRef } from '@/lib/api-client';

export interface FailureText {
  title: string;
  description?: string;
}

export function failureText(intl: Pick<IntlShape, 'formatMessage'>, error: unknown, action: MessageRef): FailureText {
  const title = intl.formatMessage(action);
  const reason = formatError(intl, error, action);
  return reason === title ? { title } : { title, description: reason };
}
