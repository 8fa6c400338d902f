// One inquiry of the inbox: sender, status, date, the details of its kind (organisation, phone,
// size; or category, rating and page), the message, and the actions: mark read (or unread),
// archive (or restore), reply by e-mail.
// Test ids: inquiry-row (data-status, data-kind, data-inquiry-id), inquiry-message,
// inquiry-mark-read, inquiry-mark-new, inquiry-archive, inquiry-restore, inquiry-reply.
import { Badge, Box, Button, Card, HStack, Link, RatingGroup, Stack, Text } from '@chakra-ui/react';
import { LuArchive, LuArchiveRestore, LuMail, LuMailCheck, LuReply } from 'react-icons/lu';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { InquiryDto, InquiryStatus } from '@shared/schemas/inquiry';
import { replyHref } from '../lib/inbox-params';

const STATUS_PALETTE: Record<InquiryStatus, string> = { new: 'orange', read: 'gray', archived: 'purple' };

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <HStack as="div" gap="2" align="baseline" wrap="wrap" fontSize="sm">
      <Text as="span" color="fg.muted" minW={{ md: '28' }}>
        {label}
      </Text>
      <Box as="span" minW="0">
        {children}
      </Box>
    </HStack>
  );
}

export function InquiryRow({ inquiry, busy, onStatus }: { inquiry: InquiryDto; busy: boolean; onStatus: (status: InquiryStatus) => void }) {
  const intl = useIntl();
  const subject = intl.formatMessage({ id: `contact.inbox.replySubject.${inquiry.kind}` });
  return (
    <Card.Root
      as="li"
      variant="outline"
      borderInlineStartWidth={inquiry.status === 'new' ? '4px' : undefined}
      borderInlineStartColor={inquiry.status === 'new' ? 'orange.solid' : undefined}
      data-testid="inquiry-row"
      data-status={inquiry.status}
      data-kind={inquiry.kind}
      data-inquiry-id={inquiry.id}
    >
      <Card.Body p={{ base: '3', md: '4' }} gap="3">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2" align={{ base: 'stretch', md: 'flex-start' }}>
          <Stack gap="1" textAlign="start" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight={inquiry.status === 'new' ? 'bold' : 'semibold'} dir="auto" data-testid="inquiry-name">
                {inquiry.name}
              </Text>
              <Badge colorPalette={STATUS_PALETTE[inquiry.status]} variant="subtle" data-testid="inquiry-status">
                <FormattedMessage id={`contact.inbox.status.${inquiry.status}`} />
              </Badge>
              {inquiry.category && (
                <Badge colorPalette="blue" variant="outline">
                  <FormattedMessage id={`contact.feedback.category.${inquiry.category}`} />
                </Badge>
              )}
            </HStack>
            <Link href={`mailto:${inquiry.email}`} fontSize="sm" color="fg.muted" dir="ltr" alignSelf="flex-start" data-testid="inquiry-email">
              {inquiry.email}
            </Link>
          </Stack>
          {inquiry.created_at && (
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              <FormattedDate value={inquiry.created_at} dateStyle="medium" timeStyle="short" />
            </Text>
          )}
        </Stack>

        <Stack gap="1.5" textAlign="start">
          {inquiry.organization && (
            <Detail label={<FormattedMessage id="contact.inbox.organization" />}>
              <Text as="span" dir="auto">{inquiry.organization}</Text>
            </Detail>
          )}
          {inquiry.phone && (
            <Detail label={<FormattedMessage id="contact.inbox.phone" />}>
              <Link href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {inquiry.phone}
              </Link>
            </Detail>
          )}
          {inquiry.size && (
            <Detail label={<FormattedMessage id="contact.inbox.size" />}>
              <FormattedMessage id={`contact.enterprise.size.${inquiry.size}`} />
            </Detail>
          )}
          {inquiry.rating !== null && (
            <Detail label={<FormattedMessage id="contact.inbox.rating" />}>
              <RatingGroup.Root count={5} value={inquiry.rating} readOnly size="xs" colorPalette="yellow" aria-label={intl.formatMessage({ id: 'contact.feedback.stars' }, { count: inquiry.rating })}>
                <RatingGroup.Control>
                  {[1, 2, 3, 4, 5].map((index) => (
                    <RatingGroup.Item key={index} index={index}>
                      <RatingGroup.ItemIndicator />
                    </RatingGroup.Item>
                  ))}
                </RatingGroup.Control>
              </RatingGroup.Root>
            </Detail>
          )}
          {inquiry.page && (
            <Detail label={<FormattedMessage id="contact.inbox.page" />}>
              <Text as="span" dir="ltr" fontFamily="mono" fontSize="xs">{inquiry.page}</Text>
            </Detail>
          )}
        </Stack>

        <Text whiteSpace="pre-wrap" dir="auto" textAlign="start" bg="bg.subtle" rounded="l2" p="3" data-testid="inquiry-message">
          {inquiry.message}
        </Text>

        <HStack gap="2" wrap="wrap">
          {inquiry.status === 'new' && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onStatus('read')} data-testid="inquiry-mark-read">
              <LuMailCheck aria-hidden />
              <FormattedMessage id="contact.inbox.markRead" />
            </Button>
          )}
          {inquiry.status === 'read' && (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => onStatus('new')} data-testid="inquiry-mark-new">
              <LuMail aria-hidden />
              <FormattedMessage id="contact.inbox.markNew" />
            </Button>
          )}
          {inquiry.status === 'archived' ? (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => onStatus('read')} data-testid="inquiry-restore">
              <LuArchiveRestore aria-hidden />
              <FormattedMessage id="contact.inbox.restore" />
            </Button>
          ) : (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => onStatus('archived')} data-testid="inquiry-archive">
              <LuArchive aria-hidden />
              <FormattedMessage id="contact.inbox.archive" />
            </Button>
          )}
          <Button asChild size="sm" colorPalette="brand" variant="subtle">
            <a href={replyHref(inquiry.email, subject)} data-testid="inquiry-reply">
              <LuReply aria-hidden />
              <FormattedMessage id="contact.inbox.reply" />
            </a>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
