// The conversation list beside the chat: New conversation, then mine newest first (live), each
// opening with a click and renamed or deleted from its own buttons.
// Test ids: huda-new-conversation, huda-conversations, huda-conversation (data-id, data-selected),
// huda-conversation-rename, huda-conversation-delete, huda-rename (dialog), huda-delete (dialog).
import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuFileText, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { HUDA } from '@shared/constants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { formatError } from '@/lib/api-client';
import type { LiveState } from '@/lib/classes/live';
import { deleteConversation } from '../api/delete-conversation';
import { renameConversation } from '../api/rename-conversation';
import type { ConversationView } from '../lib/huda-docs';
import { Say } from './say';

const RENAME_FAILED = { id: 'huda.conversations.renameFailed', defaultMessage: 'The conversation could not be renamed.' };
const DELETE_FAILED = { id: 'huda.conversations.deleteFailed', defaultMessage: 'The conversation could not be deleted.' };

export function ConversationList({
  conversations,
  selectedId,
  onSelect,
  onNew,
  onDeleted,
}: {
  conversations: LiveState<ConversationView[]>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  onDeleted: (id: string) => void;
}) {
  const intl = useIntl();
  const [renaming, setRenaming] = useState<ConversationView | null>(null);
  const [deleting, setDeleting] = useState<ConversationView | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setRenaming(null);
    setDeleting(null);
    setFailure(null);
  };

  const submitRename = async (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    const title = String(new FormData(event.target as HTMLFormElement).get('title') ?? '').trim();
    if (!title) {
      setFailure(intl.formatMessage({ id: 'errors.huda/title-required' }));
      return;
    }
    setBusy(true);
    try {
      await renameConversation(renaming.id, title);
      close();
    } catch (error) {
      setFailure(formatError(intl, error, RENAME_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteConversation(deleting.id);
      onDeleted(deleting.id);
      close();
    } catch (error) {
      setFailure(formatError(intl, error, DELETE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3" as="nav" aria-label={intl.formatMessage({ id: 'huda.conversations.label' })}>
      <Button colorPalette="brand" variant={selectedId ? 'outline' : 'solid'} onClick={onNew} data-testid="huda-new-conversation">
        <LuPlus aria-hidden />
        <Say id="huda.conversations.new" />
      </Button>
      {conversations.status === 'error' && (
        <Text fontSize="sm" color="fg.error" data-testid="huda-conversations-error">
          <Say id="huda.conversations.failed" />
        </Text>
      )}
      {conversations.status === 'success' && conversations.data.length === 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="huda-conversations-empty">
          <Say id="huda.conversations.empty" />
        </Text>
      )}
      {failure && !renaming && !deleting && (
        <Text fontSize="sm" color="fg.error">
          {failure}
        </Text>
      )}
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" data-testid="huda-conversations">
        {conversations.status === 'success' &&
          conversations.data.map((conversation) => {
            const selected = conversation.id === selectedId;
            return (
              <Box
                as="li"
                key={conversation.id}
                borderRadius="md"
                bg={selected ? 'brand.subtle' : undefined}
                _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
                data-testid="huda-conversation"
                data-id={conversation.id}
                data-selected={selected || undefined}
              >
                <HStack gap="1" px="2" py="1">
                  <Box
                    as="button"
                    flex="1"
                    minW="0"
                    textAlign="start"
                    py="1"
                    onClick={() => onSelect(conversation.id)}
                    aria-current={selected ? 'true' : undefined}
                    data-testid="huda-conversation-open"
                  >
                    <HStack gap="1">
                      {conversation.documentId && <LuFileText aria-hidden />}
                      <Text fontWeight="medium" truncate dir="auto" data-testid="huda-conversation-title">
                        {conversation.title || intl.formatMessage({ id: 'huda.conversations.untitled' })}
                      </Text>
                    </HStack>
                    {conversation.preview && (
                      <Text fontSize="xs" color="fg.muted" truncate dir="auto">
                        {conversation.preview}
                      </Text>
                    )}
                  </Box>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={intl.formatMessage({ id: 'huda.conversations.rename' }, { title: conversation.title })}
                    onClick={() => setRenaming(conversation)}
                    data-testid="huda-conversation-rename"
                  >
                    <LuPencil />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={intl.formatMessage({ id: 'huda.conversations.delete' }, { title: conversation.title })}
                    onClick={() => setDeleting(conversation)}
                    data-testid="huda-conversation-delete"
                  >
                    <LuTrash2 />
                  </IconButton>
                </HStack>
              </Box>
            );
          })}
      </Stack>
      {renaming && (
        <FormDialog
          testId="huda-rename"
          size="md"
          title={<Say id="huda.conversations.renameTitle" />}
          submitLabel={<Say id="huda.common.save" />}
          cancelLabel={<Say id="huda.common.cancel" />}
          closeLabel={intl.formatMessage({ id: 'huda.common.close' })}
          busy={busy}
          failure={failure}
          onSubmit={(event) => void submitRename(event)}
          onClose={close}
        >
          <Input
            name="title"
            dir="auto"
            defaultValue={renaming.title}
            maxLength={HUDA.titleMaxLength}
            aria-label={intl.formatMessage({ id: 'huda.conversations.titleLabel' })}
            data-testid="huda-rename-input"
            autoFocus
          />
        </FormDialog>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={close}
        onConfirm={() => void confirmDelete()}
        busy={busy}
        title={<Say id="huda.conversations.deleteTitle" />}
        body={
          <>
            <Say id="huda.conversations.deleteBody" values={{ title: <bdi>{deleting?.title ?? ''}</bdi> }} />
            {failure && deleting ? ` ${failure}` : ''}
          </>
        }
        confirmLabel={<Say id="huda.conversations.deleteConfirm" />}
        cancelLabel={<Say id="huda.common.cancel" />}
        testId="huda-delete"
      />
    </Stack>
  );
}
