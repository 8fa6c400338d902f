// Invitations the centre sent by e-mail that wait for an answer: the address, its status,
// whether a teacher account exists for it, and when it was sent. Test ids: teacher-invitations,
// teacher-invitation (data-email, data-status, data-registered).
import { Badge, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { LuMail } from 'react-icons/lu';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { PendingInvite } from '@shared/schemas/centre-teachers';

const STATUS_PALETTE: Record<string, string> = { pending: 'orange', accepted: 'green', declined: 'red', cancelled: 'gray' };
const KNOWN_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'];

export function TeacherInvitationsList({ invitations }: { invitations: readonly PendingInvite[] }) {
  if (invitations.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="teacher-invitations-title" data-testid="teacher-invitations">
      <Heading as="h2" size="md" id="teacher-invitations-title" textAlign="start">
        <FormattedMessage id="centres.teachers.invitations.title" values={{ count: invitations.length }} />
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {invitations.map((invite) => (
          <HStack
            as="li"
            key={invite.id}
            gap="3"
            borderWidth="1px"
            rounded="l2"
            px="3"
            py="2"
            wrap="wrap"
            data-testid="teacher-invitation"
            data-email={invite.email}
            data-status={invite.status}
            data-registered={String(invite.registered)}
          >
            <LuMail aria-hidden />
            <Text as="bdi" fontWeight="medium" flex="1" minW="0" truncate>
              {invite.email}
            </Text>
            <Badge variant="subtle" colorPalette={STATUS_PALETTE[invite.status] ?? 'gray'}>
              <FormattedMessage id={`centres.teachers.invitations.status.${KNOWN_STATUSES.includes(invite.status) ? invite.status : 'pending'}`} />
            </Badge>
            <Badge variant="outline" colorPalette={invite.registered ? 'green' : 'gray'}>
              <FormattedMessage id={invite.registered ? 'centres.teachers.invitations.registered' : 'centres.teachers.invitations.notRegistered'} />
            </Badge>
            {invite.created_at && (
              <Text fontSize="sm" color="fg.muted">
                <FormattedDate value={invite.created_at} dateStyle="medium" />
              </Text>
            )}
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
