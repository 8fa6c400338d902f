// The join form's submit, shared by the app's form (components/join-form.tsx) and the light
// join page (features/live/light-join): the checks with the server's schema, then POST /live/join;
// a refusal becomes a translated text on its field (unknown code, nickname taken...) or above
// the form.
import type { IntlShape } from 'react-intl';
import type { ErrorCode } from '@shared/errors';
import { ApiRequestError, errorMessageRef, formatError } from '@/lib/api-client';
import { validateJoinForm } from '../lib/join-form';
import { JOIN_FAILED, joinLiveSession, type JoinedGame } from './join-live-session';

/** Server codes that belong to one field (the rest show above the form). */
const FIELD_OF: Partial<Record<ErrorCode, 'code' | 'nickname'>> = {
  'validation/invalid-code': 'code',
  'live/not-found': 'code',
  'live/nickname-invalid': 'nickname',
  'live/nickname-taken': 'nickname',
  'live/nickname-removed': 'nickname',
};

export interface JoinFormErrors {
  code?: string;
  nickname?: string;
  form?: string;
}

export type JoinFormOutcome =
  | { ok: true; game: JoinedGame; nickname: string; code: string }
  | { ok: false; errors: JoinFormErrors };

export async function submitJoinForm(
  input: { code: string; nickname: string },
  intl: Pick<IntlShape, 'formatMessage'>,
): Promise<JoinFormOutcome> {
  const checked = validateJoinForm(input);
  if (!checked.ok) {
    const text = (code: ErrorCode | undefined) => code && intl.formatMessage(errorMessageRef(code));
    return { ok: false, errors: { code: text(checked.errors.code), nickname: text(checked.errors.nickname) } };
  }
  try {
    const game = await joinLiveSession(checked.value);
    return { ok: true, game, nickname: game.player.nickname || checked.value.nickname, code: checked.value.code };
  } catch (error) {
    const text = formatError(intl, error, JOIN_FAILED);
    const field = error instanceof ApiRequestError ? FIELD_OF[error.code as ErrorCode] : undefined;
    return { ok: false, errors: field ? { [field]: text } : { form: text } };
  }
}
