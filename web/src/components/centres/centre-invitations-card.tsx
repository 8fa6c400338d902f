// A teacher's training centres (docs/centres.md, teacher side of /centre-invitations): the
// invitations waiting for them (Accept / Decline) and the centres they belong to (Leave, after a
// confirmation). Shown on the teacher's landing /class and on /courses/instructor; renders
// nothing while loading, on a failed read, or when there is nothing to show. Shared (components/)
// because two features show it.
// Test ids: centre-invitations-card, centre-invitation (data-invitation-id, data-enterprise-id),
// centre-invitation-accept, centre-invitation-decline, teacher-centre (data-centre-id),
// teacher-centre-leave, centre-leave-dialog(-confirm/-cancel).
import { Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBuilding2, LuCheck, LuLogOut, LuX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CentreInvitation, TeacherCentre } from '@shared/schemas/centre-teachers';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { isolate } from '@/lib/bidi';
import { ACCEPT_INVITATION_FAILED, DECLINE_INVITATION_FAILED, answerCentreInvitation } from '@/lib/centres/answer-centre-invitation';
import { LEAVE_CENTRE_FAILED, leaveCentre } from '@/lib/centres/leave-centre';
import { listCentreInvitations } from '@/lib/centres/list-centre-invitations';
import { useRemote } from '@/lib/use-remote';

type Busy = { id: string; action: 'accept' | 'decline' | 'leave' } | null;

export function CentreInvitationsCard() {
  const intl = useIntl();
  const remote = useRemote('centre-invitations', listCentreInvitations);
  const [busy, setBusy] = useState<Busy>(null);
  const [leaving, setLeaving] = useState<TeacherCentre | null>(null);

  const fail = (error: unknown, fallback: { id: string; defaultMessage: string }) => {
    const title = intl.formatMessage(fallback);
    const detail = formatError(intl, error, fallback);
    toaster.create({ type: 'error', title, description: detail === title ? undefined : detail });
  };

  const answer = async (invitation: CentreInvitation, action: 'accept' | 'decline') => {
    setBusy({ id: invitation.id, action });
    const name = isolate(invitation.centre_name);
    try {
      await answerCentreInvitation(invitation.id, action);
      remote.update((current) => ({
        invitations: current.invitations.filter((item) => item.id !== invitation.id),
        centres:
          action === 'accept' && !current.centres.some((centre) => centre.id === invitation.enterprise_id)
            ? [...current.centres, { id: invitation.enterprise_id, name: invitation.centre_name }]
            : current.centres,
      }));
      toaster.create({
        type: action === 'accept' ? 'success' : 'info',
        title: intl.formatMessage({ id: action === 'accept' ? 'centres.invitations.toast.accepted' : 'centres.invitations.toast.declined' }, { name }),
      });
    } catch (error) {
      fail(error, action === 'accept' ? ACCEPT_INVITATION_FAILED : DECLINE_INVITATION_FAILED);
      remote.reload();
    } finally {
      setBusy(null);
    }
  };

  const leave = async (centre: TeacherCentre) => {
    setBusy({ id: centre.id, action: 'leave' });
    try {
      await leaveCentre(centre.id);
      remote.update((current) => ({ ...current, centres: current.centres.filter((item) => item.id !== centre.id) }));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'centres.invitations.toast.left' }, { name: isolate(centre.name) }) });
    } catch (error) {
      fail(error, LEAVE_CENTRE_FAILED);
    } finally {
      setBusy(null);
      setLeaving(null);
    }
  };

  if (remote.status !== 'success') return null;
  const { invitations, centres } = remote.data;
  if (invitations.length === 0 && centres.length === 0 && !leaving) return null;

  return (
    <Card.Root variant="outline" data-testid="centre-invitations-card">
      <Card.Body gap="4">
        <HStack gap="2">
          <LuBuilding2 aria-hidden />
          <Heading as="h2" size="md" textAlign="start">
            <FormattedMessage id="centres.invitations.title" />
          </Heading>
        </HStack>
        {invitations.length > 0 && (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={intl.formatMessage({ id: 'centres.invitations.pending' }, { count: invitations.length })}>
            {invitations.map((invitation) => (
              <HStack
                as="li"
                key={invitation.id}
                gap="3"
                wrap="wrap"
                borderWidth="1px"
                rounded="l2"
                px="3"
                py="2"
                bg="brand.subtle"
                data-testid="centre-invitation"
                data-invitation-id={invitation.id}
                data-enterprise-id={invitation.enterprise_id}
              >
                <Text flex="1" minW="48" textAlign="start">
                  <FormattedMessage id="centres.invitations.invitedBy" values={{ name: <Text as="bdi" fontWeight="semibold">{invitation.centre_name}</Text> }} />
                </Text>
                <HStack gap="2">
                  <Button
                    size="sm"
                    colorPalette="brand"
                    loading={busy?.id === invitation.id && busy.action === 'accept'}
                    disabled={busy !== null}
                    onClick={() => void answer(invitation, 'accept')}
                    data-testid="centre-invitation-accept"
                  >
                    <LuCheck aria-hidden />
                    <FormattedMessage id="centres.invitations.accept" />
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    loading={busy?.id === invitation.id && busy.action === 'decline'}
                    disabled={busy !== null}
                    onClick={() => void answer(invitation, 'decline')}
                    data-testid="centre-invitation-decline"
                  >
                    <LuX aria-hidden />
                    <FormattedMessage id="centres.invitations.decline" />
                  </Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
        {centres.length > 0 && (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted" textAlign="start">
              <FormattedMessage id="centres.invitations.memberOf" values={{ count: centres.length }} />
            </Text>
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {centres.map((centre) => (
                <HStack as="li" key={centre.id} gap="3" borderWidth="1px" rounded="l2" px="3" py="2" data-testid="teacher-centre" data-centre-id={centre.id}>
                  <Text as="bdi" flex="1" minW="0" truncate fontWeight="medium">
                    {centre.name}
                  </Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    disabled={busy !== null}
                    onClick={() => setLeaving(centre)}
                    data-testid="teacher-centre-leave"
                  >
                    <LuLogOut aria-hidden />
                    <FormattedMessage id="centres.invitations.leave" />
                  </Button>
                </HStack>
              ))}
            </Stack>
          </Stack>
        )}
      </Card.Body>
      <ConfirmDialog
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        onConfirm={() => leaving && void leave(leaving)}
        busy={busy?.action === 'leave'}
        title={<FormattedMessage id="centres.invitations.leaveDialog.title" />}
        body={<FormattedMessage id="centres.invitations.leaveDialog.body" values={{ name: <bdi>{leaving?.name}</bdi> }} />}
        confirmLabel={<FormattedMessage id="centres.invitations.leave" />}
        cancelLabel={<FormattedMessage id="centres.invitations.cancel" />}
        testId="centre-leave-dialog"
      />
    </Card.Root>
  );
}
