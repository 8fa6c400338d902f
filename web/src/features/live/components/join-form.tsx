// The live join screen (spec 000: no login): the game's 6-digit code ('Please enter a valid
// 6-digit code') and a nickname. Joining signs the device in anonymously when nobody is signed
// in; server refusals (unknown code, too many wrong codes, locked, nickname taken or held by a
// removed player, removed) are shown translated.
import { Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuLogIn } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIVE } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { errorMessageRef, formatError, ApiRequestError } from '@/lib/api-client';
import { JOIN_FAILED, joinLiveSession, type JoinedGame } from '../api/join-live-session';
import { validateJoinForm } from '../lib/join-form';
import { Notice } from './notice';

/** Server codes that belong to one field (the rest show above the form). */
const FIELD_OF: Partial<Record<ErrorCode, 'code' | 'nickname'>> = {
  'validation/invalid-code': 'code',
  'live/not-found': 'code',
  'live/nickname-invalid': 'nickname',
  'live/nickname-taken': 'nickname',
  'live/nickname-removed': 'nickname',
};

export function JoinForm({
  initialCode,
  initialNickname = '',
  notice,
  onJoined,
}: {
  initialCode: string;
  initialNickname?: string;
  notice?: string | null;
  onJoined: (game: JoinedGame, nickname: string, code: string) => void;
}) {
  const intl = useIntl();
  const [code, setCode] = useState(initialCode);
  const [nickname, setNickname] = useState(initialNickname);
  const [errors, setErrors] = useState<{ code?: string; nickname?: string; form?: string }>({});
  const [joining, setJoining] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (joining) return;
    const checked = validateJoinForm({ code, nickname });
    if (!checked.ok) {
      setErrors({
        code: checked.errors.code && intl.formatMessage(errorMessageRef(checked.errors.code)),
        nickname: checked.errors.nickname && intl.formatMessage(errorMessageRef(checked.errors.nickname)),
      });
      return;
    }
    setErrors({});
    setJoining(true);
    try {
      const game = await joinLiveSession(checked.value);
      onJoined(game, game.player.nickname || checked.value.nickname, checked.value.code);
    } catch (error) {
      setJoining(false);
      const text = formatError(intl, error, JOIN_FAILED);
      const field = error instanceof ApiRequestError ? FIELD_OF[error.code as ErrorCode] : undefined;
      setErrors(field ? { [field]: text } : { form: text });
    }
  };

  return (
    <Stack flex="1" justify="center" align="center" gap="6" data-testid="live-join">
      <Stack gap="2" textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          <FormattedMessage id="live.join.title" />
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          <FormattedMessage id="live.join.subtitle" />
        </Text>
      </Stack>
      <Card.Root w="full" maxW="md" shadow="lg" rounded="2xl">
        <Card.Body>
          <form onSubmit={(event) => void submit(event)} noValidate aria-busy={joining}>
            <Stack gap="5">
              {notice && <Notice testId="live-join-notice" status="info">{notice}</Notice>}
              {errors.form && <Notice testId="live-join-error">{errors.form}</Notice>}
              <Field.Root invalid={!!errors.code} required>
                <Field.Label>
                  <FormattedMessage id="live.join.code" />
                </Field.Label>
                <Input
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setErrors((current) => ({ ...current, code: undefined }));
                  }}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={12}
                  dir="ltr"
                  textAlign="center"
                  fontSize="3xl"
                  h="16"
                  letterSpacing="0.35em"
                  fontVariantNumeric="tabular-nums"
                  placeholder="000000"
                  autoFocus={!initialCode}
                  data-testid="live-join-code"
                />
                <Field.ErrorText data-testid="live-join-code-error">{errors.code}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!errors.nickname} required>
                <Field.Label>
                  <FormattedMessage id="live.join.nickname" />
                </Field.Label>
                <Input
                  dir="auto"
                  value={nickname}
                  onChange={(event) => {
                    setNickname(event.target.value);
                    setErrors((current) => ({ ...current, nickname: undefined }));
                  }}
                  maxLength={LIVE.nicknameMaxLength + 10}
                  autoComplete="nickname"
                  size="lg"
                  fontSize="xl"
                  autoFocus={!!initialCode}
                  data-testid="live-join-nickname"
                />
                <Field.HelperText>
                  <FormattedMessage id="live.join.nicknameHelp" values={{ max: LIVE.nicknameMaxLength }} />
                </Field.HelperText>
                <Field.ErrorText data-testid="live-join-nickname-error">{errors.nickname}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="brand" size="xl" loading={joining} data-testid="live-join-submit">
                <LuLogIn aria-hidden />
                <FormattedMessage id="live.join.submit" />
              </Button>
              <Text fontSize="sm" color="fg.muted" textAlign="center">
                <FormattedMessage id="live.join.noAccount" />
              </Text>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
