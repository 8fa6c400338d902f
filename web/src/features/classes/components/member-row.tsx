// One member of the roster: avatar, name, role, status, score and dates; for the class's
// teachers, on students: give points (active), approve (pending), pause or resume, remove, and
// the learning style and personality type (active students, docs/assessments.md section 3).
import { Badge, Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuGift, LuPause, LuPlay, LuUserCheck, LuUserMinus } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { UserAvatar } from '@/components/user/user-avatar';
import type { LearnerProfile } from '@shared/schemas/assessments';
import type { ClassMember } from '../lib/member-list';
import { LearnerBadges } from './learner-badges';

const STATUS_PALETTE = { active: 'green', pending: 'orange', inactive: 'gray' } as const;

export function MemberRow({
  member,
  isMe,
  canManage,
  busy,
  onSetStatus,
  onRemove,
  onGivePoints,
  learner,
}: {
  member: ClassMember;
  isMe: boolean;
  canManage: boolean;
  busy: boolean;
  onSetStatus: (status: 'active' | 'inactive') => void;
  onRemove: () => void;
  /** Opens the give-points dialog for this student (active students only). */
  onGivePoints?: () => void;
  /** The student's style and type, shown to the class's teachers. */
  learner?: LearnerProfile;
}) {
  const intl = useIntl();
  const name = member.name || intl.formatMessage({ id: 'members.unnamed' });
  const manageable = canManage && member.role === 'student' && !isMe;
  return (
    <Flex
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      px={{ base: '3', md: '4' }}
      py="3"
      align={{ base: 'stretch', sm: 'center' }}
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: '0' }}
      data-testid={`member-row-${member.uid}`}
      data-member-name={member.name}
      data-status={member.status}
      data-role={member.role}
    >
      <HStack gap="3" flex="1" minW="0" align="center">
        <UserAvatar name={member.name} avatarId={member.avatarId} size="md" />
        <Stack gap="0.5" minW="0" textAlign="start">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" overflowWrap="anywhere" data-testid="member-name">
              <bdi>{name}</bdi>
            </Text>
            {isMe && (
              <Text as="span" fontSize="sm" color="fg.muted">
                <FormattedMessage id="members.you" />
              </Text>
            )}
            {member.role === 'teacher' && (
              <Badge colorPalette="purple" variant="solid" data-testid="member-role">
                <FormattedMessage id="members.role.teacher" />
              </Badge>
            )}
            <Badge colorPalette={STATUS_PALETTE[member.status]} variant="subtle" data-testid={`member-status-${member.uid}`} data-status={member.status}>
              <FormattedMessage id={`members.status.${member.status}`} />
            </Badge>
          </HStack>
          <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
            {member.role === 'student' && (
              <Text data-testid="member-score" data-score={member.score}>
                <FormattedMessage id="members.score" values={{ score: intl.formatNumber(member.score) }} />
              </Text>
            )}
            {member.status === 'pending' && member.requestedAt !== null ? (
              <Text>
                <FormattedMessage id="members.requested" values={{ date: intl.formatDate(member.requestedAt, { dateStyle: 'medium' }) }} />
              </Text>
            ) : (
              member.joinedAt !== null && (
                <Text>
                  <FormattedMessage id="members.joined" values={{ date: intl.formatDate(member.joinedAt, { dateStyle: 'medium' }) }} />
                </Text>
              )
            )}
          </HStack>
          {learner && member.role === 'student' && <LearnerBadges profile={learner} />}
        </Stack>
      </HStack>
      {manageable && (
        <HStack gap="2" justify={{ base: 'flex-end', sm: 'flex-end' }} flexShrink={0} wrap="wrap">
          {member.status === 'active' && onGivePoints && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              disabled={busy}
              onClick={onGivePoints}
              aria-label={intl.formatMessage({ id: 'awards.givePoints.openNamed' }, { name })}
              data-testid={`give-points-open-${member.uid}`}
            >
              <LuGift aria-hidden />
              <FormattedMessage id="awards.givePoints.open" />
            </Button>
          )}
          {member.status === 'pending' && (
            <Button
              size="sm"
              colorPalette="green"
              loading={busy}
              onClick={() => onSetStatus('active')}
              aria-label={intl.formatMessage({ id: 'members.actions.approveNamed' }, { name })}
              data-testid={`member-approve-${member.uid}`}
            >
              <LuUserCheck aria-hidden />
              <FormattedMessage id="members.actions.approve" />
            </Button>
          )}
          {member.status === 'active' && (
            <Button
              size="sm"
              variant="outline"
              loading={busy}
              onClick={() => onSetStatus('inactive')}
              aria-label={intl.formatMessage({ id: 'members.actions.deactivateNamed' }, { name })}
              data-testid={`member-deactivate-${member.uid}`}
            >
              <LuPause aria-hidden />
              <FormattedMessage id="members.actions.deactivate" />
            </Button>
          )}
          {member.status === 'inactive' && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="green"
              loading={busy}
              onClick={() => onSetStatus('active')}
              aria-label={intl.formatMessage({ id: 'members.actions.activateNamed' }, { name })}
              data-testid={`member-activate-${member.uid}`}
            >
              <LuPlay aria-hidden />
              <FormattedMessage id="members.actions.activate" />
            </Button>
          )}
          <Box>
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              disabled={busy}
              onClick={onRemove}
              aria-label={intl.formatMessage({ id: member.status === 'pending' ? 'members.actions.refuseNamed' : 'members.actions.removeNamed' }, { name })}
              title={intl.formatMessage({ id: member.status === 'pending' ? 'members.actions.refuse' : 'members.actions.remove' })}
              data-testid={`member-remove-${member.uid}`}
            >
              <LuUserMinus />
            </IconButton>
          </Box>
        </HStack>
      )}
    </Flex>
  );
}
