// /huda-form (public, docs/assessments.md 5): one quick question. Signed out, sending asks to
// log in and keeps the question (sessionStorage) for when the visitor comes back; signed in, it
// starts a conversation and opens /huda-ai?c={id}, which sends the question and shows the answer
// as it is written. Test ids: huda-form, huda-form-question, huda-form-submit,
// huda-form-login (the sign-in prompt), huda-form-error.
import { Alert, Button, Card, Container, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { LuSend } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { HUDA } from '@shared/constants';
import { formatError } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { createConversation } from '../api/create-conversation';
import { readDraft, writeDraft } from '../lib/handover';
import { newMessageId } from '../lib/huda-docs';

const CREATE_FAILED = { id: 'huda.chat.createFailed', defaultMessage: 'The conversation could not be started. Please try again.' };

export default function HudaFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { isAuthenticated } = useAtomValue(authAtom);
  const [text, setText] = useState(() => readDraft());
  const [needsLogin, setNeedsLogin] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const question = text.trim();
    if (!question) {
      setFailure(intl.formatMessage({ id: 'errors.huda/question-required' }));
      return;
    }
    setFailure(null);
    if (!isAuthenticated) {
      writeDraft(question);
      setNeedsLogin(true);
      return;
    }
    setBusy(true);
    try {
      const language = intl.locale.startsWith('ar') ? 'ar' : 'en';
      const conversation = await createConversation({ language });
      writeDraft('');
      void navigate(`/huda-ai?c=${encodeURIComponent(conversation.id)}`, { state: { ask: { messageId: newMessageId(), text: question } } });
    } catch (error) {
      setFailure(formatError(intl, error, CREATE_FAILED));
      setBusy(false);
    }
  };

  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }} data-testid="huda-form">
      <Card.Root variant="outline">
        <Card.Body gap="5">
          <Stack gap="1" textAlign="start">
            <Heading as="h1" size="2xl">
              <FormattedMessage id="huda.form.title" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id="huda.form.subtitle" />
            </Text>
          </Stack>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="3">
              <Textarea
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setNeedsLogin(false);
                }}
                dir="auto"
                rows={5}
                maxLength={HUDA.questionMaxLength}
                placeholder={intl.formatMessage({ id: 'huda.chat.placeholder' })}
                aria-label={intl.formatMessage({ id: 'huda.chat.questionLabel' })}
                data-testid="huda-form-question"
              />
              {failure && (
                <Alert.Root status="error" data-testid="huda-form-error">
                  <Alert.Indicator />
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Root>
              )}
              {needsLogin && (
                <Alert.Root status="info" data-testid="huda-form-login">
                  <Alert.Indicator />
                  <Alert.Content gap="2">
                    <Alert.Description>
                      <FormattedMessage id="huda.form.loginNeeded" />
                    </Alert.Description>
                    <Stack direction="row" gap="2" wrap="wrap">
                      <Button asChild size="sm" colorPalette="brand">
                        <RouterLink to="/login" state={{ from: '/huda-form' }} data-testid="huda-form-login-link">
                          <FormattedMessage id="huda.form.login" />
                        </RouterLink>
                      </Button>
                      <Button asChild size="sm" variant="outline">
                        <RouterLink to="/signup" state={{ from: '/huda-form' }}>
                          <FormattedMessage id="huda.form.signup" />
                        </RouterLink>
                      </Button>
                    </Stack>
                  </Alert.Content>
                </Alert.Root>
              )}
              <Button type="submit" colorPalette="brand" alignSelf="flex-end" loading={busy} data-testid="huda-form-submit">
                <LuSend aria-hidden />
                <FormattedMessage id="huda.form.submit" />
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
