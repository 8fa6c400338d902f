// The chat of one conversation (or of a new one, created by the first question): the PDF it is
// about, the messages live from Firestore (the answer grows word by word), Stop while an answer
// is being written, and the question box (Enter sends, Shift+Enter breaks the line).
// Test ids: huda-chat-panel, huda-document (data-status), huda-document-name, huda-pdf-no-text,
// huda-messages, huda-thinking, huda-stop, huda-ask-error, huda-question, huda-send, huda-welcome.
import { Alert, Badge, Box, Button, Card, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LuFileText, LuSend, LuSquare } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { HUDA } from '@shared/constants';
import { useLiveDocument } from '../hooks/use-live-document';
import { useLiveMessages } from '../hooks/use-live-messages';
import type { PendingQuestion } from '../hooks/use-ask-huda';
import { answerIdOf, type ConversationView, type MessageView } from '../lib/huda-docs';
import { MessageBubble } from './message-bubble';
import { Say } from './say';

export function ChatPanel({
  conversationId,
  conversation,
  pending,
  failure,
  stopping,
  onSend,
  onStop,
}: {
  conversationId: string | null;
  conversation: ConversationView | undefined;
  pending: PendingQuestion | null;
  failure: string | null;
  stopping: boolean;
  onSend: (text: string) => Promise<boolean>;
  onStop: (questionId: string) => void;
}) {
  const intl = useIntl();
  const messages = useLiveMessages(conversationId);
  const shown = messages.status === 'success' ? messages.data : [];
  const mine = pending && pending.conversationId === conversationId ? pending : null;
  const streaming = [...shown].reverse().find((message) => message.role === 'assistant' && message.status === 'streaming');
  // The question in flight before the listener has its messages: shown as sent, with a placeholder answer.
  const questionShown = mine ? shown.some((message) => message.id === mine.messageId) : false;
  const answerShown = mine ? shown.some((message) => message.id === answerIdOf(mine.messageId)) : false;
  const answering = Boolean(mine) || Boolean(streaming);
  const stopFor = streaming ? streaming.id.replace(/-a$/, '') : mine?.messageId;

  const [draft, setDraft] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const lastLength = shown.length > 0 ? shown[shown.length - 1]!.content.length : 0;
  useEffect(() => {
    const box = list.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [shown.length, lastLength, mine?.messageId]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text || answering) return;
    setDraft('');
    // Given back to the box if the question could not even be sent.
    if (!(await onSend(text))) setDraft((current) => current || text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  };

  return (
    <Card.Root variant="outline" data-testid="huda-chat-panel" data-conversation={conversationId ?? ''}>
      <Card.Body gap="4" p={{ base: '3', md: '5' }}>
        {conversation?.documentId && <ConversationDocument documentId={conversation.documentId} />}
        <Stack
          ref={list}
          gap="4"
          minH="40"
          maxH={{ base: '60vh', md: '62vh' }}
          overflowY="auto"
          pe="1"
          aria-live="polite"
          data-testid="huda-messages"
        >
          {!conversationId && !mine && (
            <Stack gap="1" py="6" textAlign="center" color="fg.muted" data-testid="huda-welcome">
              <Text fontWeight="semibold" color="fg">
                <Say id="huda.chat.welcomeTitle" />
              </Text>
              <Text fontSize="sm">
                <Say id="huda.chat.welcomeBody" />
              </Text>
            </Stack>
          )}
          {messages.status === 'error' && (
            <Text color="fg.error" fontSize="sm" data-testid="huda-messages-error">
              <Say id="huda.chat.messagesFailed" />
            </Text>
          )}
          {shown.map((message: MessageView) => (
            <MessageBubble key={message.id} message={message} />
          ))}
          {mine && !questionShown && (
            <MessageBubble
              message={{ id: mine.messageId, role: 'user', content: mine.text, status: 'done', errorCode: null, citations: [], offline: false, createdAt: null }}
            />
          )}
          {mine && !answerShown && (
            <HStack gap="2" color="fg.muted" fontSize="sm" data-testid="huda-thinking">
              <Spinner size="xs" />
              <Text>
                <Say id="huda.chat.thinking" />
              </Text>
            </HStack>
          )}
        </Stack>
        {failure && (
          <Alert.Root status="error" data-testid="huda-ask-error">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        )}
        <form onSubmit={(event) => void send(event)} noValidate>
          <Stack gap="2">
            <Textarea
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              dir="auto"
              rows={3}
              autoresize
              maxH="40"
              maxLength={HUDA.questionMaxLength}
              placeholder={intl.formatMessage({ id: 'huda.chat.placeholder' })}
              aria-label={intl.formatMessage({ id: 'huda.chat.questionLabel' })}
              data-testid="huda-question"
            />
            <HStack justify="flex-end" gap="2">
              {answering && stopFor && conversationId && (
                <Button variant="outline" colorPalette="red" loading={stopping} onClick={() => onStop(stopFor)} data-testid="huda-stop">
                  <LuSquare aria-hidden />
                  <Say id="huda.chat.stop" />
                </Button>
              )}
              <Button type="submit" colorPalette="brand" disabled={!draft.trim() || answering} data-testid="huda-send">
                <LuSend aria-hidden />
                <Say id="huda.chat.send" />
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** The PDF the conversation is about; a scanned one (no text) says so. */
function ConversationDocument({ documentId }: { documentId: string }) {
  const document = useLiveDocument(documentId);
  if (document.status !== 'success' || !document.data) return null;
  const { name, status } = document.data;
  return (
    <Stack gap="2" data-testid="huda-document" data-status={status}>
      <HStack gap="2">
        <Badge colorPalette="brand" variant="subtle" size="lg" maxW="full">
          <LuFileText aria-hidden />
          <Box as="span" truncate dir="auto" data-testid="huda-document-name">
            {name}
          </Box>
        </Badge>
      </HStack>
      {status === 'no-text' && <NoTextAlert />}
    </Stack>
  );
}

export function NoTextAlert() {
  return (
    <Alert.Root status="warning" data-testid="huda-pdf-no-text">
      <Alert.Indicator />
      <Alert.Description>
        <Say id="errors.huda/pdf-no-text" />
      </Alert.Description>
    </Alert.Root>
  );
}
