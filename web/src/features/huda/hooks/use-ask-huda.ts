// Sending a question and stopping its answer. The POST stays open until the answer ends, so
// `pending` names the question in flight (the screen shows Stop and a placeholder until the
// listener brings the messages). A model failure is shown on the answer message itself (its
// error_code); any other refusal (402 sparks, 429, 409 busy...) as `failure` under the chat.
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { HUDA_AI_ERRORS, type HudaUsage } from '@shared/schemas/huda';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { ASK_FAILED, askHuda } from '../api/ask-huda';
import { stopAnswer } from '../api/stop-answer';
import { newMessageId } from '../lib/huda-docs';

export interface PendingQuestion {
  conversationId: string;
  messageId: string;
  text: string;
}

const STOP_FAILED = { id: 'huda.chat.stopFailed', defaultMessage: 'The answer could not be stopped.' };

export function useAskHuda({ onUsage, onFailed }: { onUsage: (usage: HudaUsage) => void; onFailed: () => void }) {
  const intl = useIntl();
  const language = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const [pending, setPending] = useState<PendingQuestion | null>(null);
  const [failure, setFailure] = useState<{ conversationId: string | null; text: string } | null>(null);
  const [stopping, setStopping] = useState(false);

  const ask = useCallback(
    async (conversationId: string, text: string, messageId: string = newMessageId()) => {
      setFailure(null);
      setPending({ conversationId, messageId, text });
      try {
        const result = await askHuda(conversationId, { message_id: messageId, text, language });
        onUsage(result.usage);
      } catch (error) {
        const onAnswer = error instanceof ApiRequestError && (HUDA_AI_ERRORS as readonly string[]).includes(error.code);
        if (!onAnswer) setFailure({ conversationId, text: formatError(intl, error, ASK_FAILED) });
        onFailed();
      } finally {
        setPending((current) => (current?.messageId === messageId ? null : current));
      }
    },
    [intl, language, onUsage, onFailed],
  );

  const stop = useCallback(
    async (conversationId: string, questionId: string) => {
      setStopping(true);
      try {
        await stopAnswer(conversationId, questionId);
      } catch (error) {
        setFailure({ conversationId, text: formatError(intl, error, STOP_FAILED) });
      } finally {
        setStopping(false);
      }
    },
    [intl],
  );

  /** A failure before any conversation existed (creating it failed). */
  const fail = useCallback((conversationId: string | null, text: string) => setFailure({ conversationId, text }), []);

  return { language, pending, failure, stopping, ask, stop, fail } as const;
}
