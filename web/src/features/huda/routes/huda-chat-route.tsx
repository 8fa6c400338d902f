// /huda-ai (docs/assessments.md 4 and 5), signed in: my conversations (live, newest first, with
// rename and delete), the chat of the one in ?c= (or a new one, created by its first question),
// the answer growing live while its POST is open, Stop, the free answers left, and "Ask about a
// PDF" (upload, then a new conversation about it). The page stays left to right (spec 001: see
// lib/i18n/messages.ts directionFor); its texts follow the user's language and each message
// takes its own direction. /huda-form hands over a question in the location state
// ({ask: {messageId, text}}), sent here once.
// Test ids: huda-chat, huda-attach-error, and those of the components.
import { Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { HUDA } from '@shared/constants';
import type { HudaUsage } from '@shared/schemas/huda';
import type { HudaDocument } from '@shared/schemas/huda-documents';
import { formatError } from '@/lib/api-client';
import { baseName } from '@/lib/uploads/file-checks';
import { useRemote } from '@/lib/use-remote';
import { createConversation } from '../api/create-conversation';
import { getHudaUsage } from '../api/get-usage';
import { AttachPdfButton } from '../components/attach-pdf-button';
import { ChatPanel, NoTextAlert } from '../components/chat-panel';
import { ConversationList } from '../components/conversation-list';
import { UsageNote } from '../components/usage-note';
import { useAskHuda } from '../hooks/use-ask-huda';
import { useLiveConversation } from '../hooks/use-live-conversation';
import { useLiveConversations } from '../hooks/use-live-conversations';
import { handedOverQuestion } from '../lib/handover';
import { Say } from '../components/say';

const CREATE_FAILED = { id: 'huda.chat.createFailed', defaultMessage: 'The conversation could not be started. Please try again.' };

export default function HudaChatRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c');
  const conversations = useLiveConversations();
  const opened = useLiveConversation(selectedId);
  const usage = useRemote('huda-usage', getHudaUsage);
  const { update: updateUsage, reload: reloadUsage } = usage;
  const onUsage = useCallback((next: HudaUsage) => updateUsage(() => next), [updateUsage]);
  const { language, pending, failure, stopping, ask, stop, fail } = useAskHuda({ onUsage, onFailed: reloadUsage });
  const [attachFailure, setAttachFailure] = useState<string | null>(null);
  const [noText, setNoText] = useState(false);

  const select = useCallback((id: string | null) => setParams(id ? { c: id } : {}), [setParams]);

  // A question handed over by /huda-form: asked once, and the state dropped so a reload does not repeat it.
  const handed = useRef<string | null>(null);
  useEffect(() => {
    const question = handedOverQuestion(location.state);
    if (!question || !selectedId || handed.current === question.messageId) return;
    handed.current = question.messageId;
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    void ask(selectedId, question.text, question.messageId);
  }, [location, selectedId, navigate, ask]);

  const send = async (text: string): Promise<boolean> => {
    let id = selectedId;
    if (!id) {
      try {
        id = (await createConversation({ language })).id;
      } catch (error) {
        fail(null, formatError(intl, error, CREATE_FAILED));
        return false;
      }
      select(id);
    }
    void ask(id, text);
    return true;
  };

  const attached = async (document: HudaDocument) => {
    setNoText(document.status === 'no-text');
    if (document.status !== 'ready') return;
    try {
      const title = baseName(document.name).slice(0, HUDA.titleMaxLength).trim() || undefined;
      const conversation = await createConversation({ language, document_id: document.id, title });
      select(conversation.id);
    } catch (error) {
      setAttachFailure(formatError(intl, error, CREATE_FAILED));
    }
  };

  // ?c= names a conversation that is not (or no longer) mine: deleted, or another user's.
  const missing = (opened.status === 'error' || (opened.status === 'success' && !opened.data)) && pending?.conversationId !== selectedId;
  const shownFailure = failure && (failure.conversationId === selectedId || failure.conversationId === null) ? failure.text : null;

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="huda-chat">
      <Stack gap="5">
        <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
          <Stack gap="1" textAlign="start">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              <Say id="huda.title" />
            </Heading>
            <Text color="fg.muted">
              <Say id="huda.subtitle" />
            </Text>
            <UsageNote usage={usage.data} />
          </Stack>
          <AttachPdfButton
            onAttached={attached}
            onError={(text) => {
              setAttachFailure(text);
              if (text) setNoText(false);
            }}
          />
        </HStack>
        {attachFailure && (
          <Text color="fg.error" data-testid="huda-attach-error">
            {attachFailure}
          </Text>
        )}
        {noText && <NoTextAlert />}
        {missing && (
          <Text color="fg.error" data-testid="huda-conversation-missing">
            <Say id="errors.huda/conversation-not-found" />
          </Text>
        )}
        <Grid templateColumns={{ base: '1fr', lg: '280px minmax(0, 1fr)' }} gap="6" alignItems="start">
          <ConversationList
            conversations={conversations}
            selectedId={selectedId}
            onSelect={(id) => select(id)}
            onNew={() => select(null)}
            onDeleted={(id) => {
              if (id === selectedId) select(null);
            }}
          />
          <ChatPanel
            conversationId={selectedId}
            conversation={opened.data}
            pending={pending}
            failure={shownFailure}
            stopping={stopping}
            onSend={send}
            onStop={(questionId) => selectedId && void stop(selectedId, questionId)}
          />
        </Grid>
      </Stack>
    </Container>
  );
}
