// The live join screen (spec 000: no login): the game's 6-digit code ('Please enter a valid
// 6-digit code') and a nickname. Joining signs the device in anonymously when nobody is signed
// in; server refusals (unknown code, too many wrong codes, locked, nickname taken or held by a
// removed player, removed) are shown translated.
import { Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuLogIn } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIVE } from '@shared/constants';
import type { JoinedGame } from '../api/join-live-session';
import { submitJoinForm, type JoinFormErrors } from '../api/submit-join-form';
import { Notice } from './notice';

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
  const [errors, setErrors] = useState<JoinFormErrors>({});
  const [joining, setJoining] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (joining) return;
    setErrors({});
    setJoining(true);
    const outcome = await submitJoinForm({ code, nickname }, intl);
    if (outcome.ok) {
      onJoined(outcome.game, outcome.nickname, outcome.code);
      return;
    }
    setJoining(false);
    setErrors(outcome.errors);
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
