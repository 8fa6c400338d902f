// One message of the chat. The question is the user's plain text; the answer is Markdown with
// formulas, rendered safely, growing while its status is `streaming`. A failed answer shows its
// error's text, a stopped one says so, an offline one is labelled, cited PDF pages are chips.
// Test ids: huda-message (data-role, data-status, data-id), huda-answer-text, huda-offline,
// huda-message-error, huda-stopped, huda-citation (data-page).
import { Alert, Badge, Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { SafeMarkdown } from '@/components/huda/safe-markdown';
import type { MessageView } from '../lib/huda-docs';
import { Say } from './say';

export function MessageBubble({ message }: { message: MessageView }) {
  const mine = message.role === 'user';
  return (
    <Stack
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW={{ base: '95%', md: '80%' }}
      gap="2"
      data-testid="huda-message"
      data-role={message.role}
      data-status={message.status}
      data-id={message.id}
    >
      <Box
        bg={mine ? 'brand.subtle' : 'bg.muted'}
        color="fg"
        px="4"
        py="3"
        borderRadius="l3"
        aria-busy={message.status === 'streaming' || undefined}
      >
        {mine ? (
          <Text dir="auto" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {message.content}
          </Text>
        ) : (
          <Box data-testid="huda-answer-text">
            {message.content ? <SafeMarkdown>{message.content}</SafeMarkdown> : null}
            {message.status === 'streaming' && (
              <HStack gap="2" color="fg.muted" fontSize="sm" mt={message.content ? '2' : '0'}>
                <Spinner size="xs" />
                <Text>
                  <Say id="huda.chat.writing" />
                </Text>
              </HStack>
            )}
          </Box>
        )}
      </Box>
      {!mine && (message.offline || message.status === 'stopped' || message.citations.length > 0) && (
        <HStack gap="2" wrap="wrap">
          {message.offline && (
            <Badge colorPalette="orange" data-testid="huda-offline">
              <Say id="huda.chat.offline" />
            </Badge>
          )}
          {message.status === 'stopped' && (
            <Badge colorPalette="gray" data-testid="huda-stopped">
              <Say id="huda.chat.stopped" />
            </Badge>
          )}
          {message.citations.map((page) => (
            <Badge key={page} colorPalette="brand" variant="outline" data-testid="huda-citation" data-page={page}>
              <Say id="huda.chat.citation" values={{ page }} />
            </Badge>
          ))}
        </HStack>
      )}
      {!mine && message.status === 'failed' && (
        <Alert.Root status="error" size="sm" data-testid="huda-message-error">
          <Alert.Indicator />
          <Alert.Description>
            <Say id={`errors.${message.errorCode ?? 'huda/ai-failed'}`} />
          </Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
