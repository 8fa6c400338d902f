// Members (spec 000 section 2): /classroom/members inside the class view, and the teacher-only
// /members (the chosen class) and /members/:classId. The roster is live
// (classes/{classId}/members), searchable, sortable by name, score, date or join date and
// filterable by status. The class's teachers approve pending members, pause or resume members,
// remove them (with a confirmation), give them reward points and invite by code, QR or e-mail,
// and see each active student's learning style and personality type with a filter by style
// (GET /classes/{classId}/learner-profiles, docs/assessments.md section 3); students see the
// list read-only and may leave the class.
import {
  Alert, Box, Button, Container, Field, HStack, Heading, NativeSelect, Skeleton, Stack, Text,
} from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { LuArrowRight, LuGift, LuLogOut, LuMail, LuQrCode, LuTicket } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { MEMBER_SORTS } from '@shared/constants';
import { countMembers } from '@shared/members';
import { GivePointsDialog, type PointsRecipient } from '@/components/awards/give-points-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageLoader } from '@/components/ui/page-loader';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { useClassOutlet } from '@/lib/classes/class-outlet';
import { selectedClassIdAtom } from '@/lib/classes/selected-class';
import { useRemote } from '@/lib/use-remote';
import { getLearnerProfiles, LEARNER_PROFILES_FAILED } from '../api/get-learner-profiles';
import { LEAVE_FAILED, useLeaveClass } from '../api/leave-class';
import { REMOVE_MEMBER_FAILED, useRemoveMember } from '../api/remove-member';
import { UPDATE_MEMBER_FAILED, useUpdateMember } from '../api/update-member';
import { ClassPrompt } from '../components/class-prompt';
import { InlineAlert } from '../components/inline-alert';
import { LearnerLegend } from '../components/learner-legend';
import { MemberRow } from '../components/member-row';
import { SearchField } from '../components/search-field';
import { ShareDialog, type ShareView } from '../components/share-dialog';
import { useClassAccess } from '../hooks/use-class-access';
import { useClassMembers } from '../hooks/use-class-members';
import { countByStyle, isStyleFilter, matchesStyle, profilesByUid, STYLE_FILTERS, type StyleFilter } from '../lib/learner-styles';
import { countByStatus, isMemberSort, visibleMembers, type ClassMember, type MemberSort, type MemberStatusFilter } from '../lib/member-list';
import { isolate } from '@/lib/bidi';

interface MembersProps {
  classId: string;
  className: string;
  ownerUid: string;
  isTeacher: boolean;
  uid: string;
  standalone: boolean;
}

export default function MembersRoute({ standalone = false }: { standalone?: boolean }) {
  const outlet = useClassOutlet();
  if (outlet && !standalone) {
    return (
      <MembersView
        classId={outlet.classId}
        className={outlet.classInfo.name}
        ownerUid={outlet.classInfo.owner_uid}
        isTeacher={outlet.isTeacher}
        uid={outlet.uid}
        standalone={false}
      />
    );
  }
  return <StandaloneMembers />;
}

/** /members and /members/:classId: the class is read here, with a compact heading. */
function StandaloneMembers() {
  const params = useParams();
  const [selected] = useAtom(selectedClassIdAtom);
  const classId = params.classId ?? selected;
  const access = useClassAccess(classId ?? null);
  if (!classId) {
    return (
      <Container maxW="5xl" px={{ base: '4', md: '6' }}>
        <ClassPrompt kind="choose" backTo="/class" />
      </Container>
    );
  }
  if (access.state === 'loading') return <PageLoader fullPage={false} />;
  if (access.state !== 'ready') {
    return (
      <Container maxW="5xl" px={{ base: '4', md: '6' }}>
        <ClassPrompt kind={access.state} backTo="/class" />
      </Container>
    );
  }
  return (
    <Container maxW="5xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
      <MembersView
        key={classId}
        classId={classId}
        className={access.classInfo.name}
        ownerUid={access.classInfo.owner_uid}
        isTeacher={access.isTeacher}
        uid={access.uid}
        standalone
      />
    </Container>
  );
}

function MembersView({ classId, className, ownerUid, isTeacher, uid, standalone }: MembersProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [, setSelected] = useAtom(selectedClassIdAtom);
  const members = useClassMembers(classId);
  const updateMember = useUpdateMember();
  const removeMember = useRemoveMember();
  const leaveClass = useLeaveClass();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<MemberSort>('name');
  const [status, setStatus] = useState<MemberStatusFilter>('all');
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ClassMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [leaveBusy, setLeaveBusy] = useState(false);
  const [share, setShare] = useState<ShareView | null>(null);
  const [giving, setGiving] = useState<PointsRecipient[] | null>(null);
  const [styleFilter, setStyleFilter] = useState<StyleFilter>('all');

  const all = members.status === 'success' ? members.data : [];
  const learners = useRemote(isTeacher && members.status === 'success' ? `learner-profiles:${classId}` : null, (signal) =>
    getLearnerProfiles(classId, signal),
  );
  // Read again (keeping the badges on screen) whenever the active students change: someone
  // approved, paused or gone.
  const activeSignature = members.status === 'success'
    ? all.filter((m) => m.role === 'student' && m.status === 'active').map((m) => m.uid).sort().join(',')
    : null;
  const seenSignature = useRef<string | null>(null);
  const { reload: reloadLearners } = learners;
  useEffect(() => {
    if (activeSignature === null) return;
    if (seenSignature.current !== null && seenSignature.current !== activeSignature) reloadLearners();
    seenSignature.current = activeSignature;
  }, [activeSignature, reloadLearners]);
  const profiles = profilesByUid(learners.status === 'success' ? learners.data : []);
  const styleCounts = countByStyle(profiles);
  const byStyle = learners.status === 'success' ? styleFilter : 'all';
  const shown = visibleMembers(all, { search, sort, status, locale: intl.locale }).filter((member) => matchesStyle(member.uid, byStyle, profiles));
  const counts = countByStatus(all);
  // The same definition as the class header's member_count: active students (@shared/members).
  const memberCount = countMembers(all);
  const me = all.find((member) => member.uid === uid);
  const canLeave = !isTeacher && uid !== ownerUid;
  const activeStudents = all.filter((member) => member.role === 'student' && member.status === 'active');

  const failToast = (error: unknown, fallback: { id: string; defaultMessage: string }) => {
    const title = intl.formatMessage(fallback);
    const detail = formatError(intl, error, fallback);
    toaster.create({ type: 'error', title, description: detail === title ? undefined : detail });
  };

  const setMemberStatus = async (member: ClassMember, next: 'active' | 'inactive') => {
    setBusy(member.uid);
    try {
      await updateMember(classId, member.uid, next);
      const id = member.status === 'pending' ? 'members.actions.approved' : next === 'active' ? 'members.actions.activated' : 'members.actions.deactivated';
      toaster.create({ type: 'success', title: intl.formatMessage({ id }, { name: isolate(member.name) }) });
    } catch (error) {
      failToast(error, UPDATE_MEMBER_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const member = removing;
    setBusy(member.uid);
    try {
      await removeMember(classId, member.uid);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'members.actions.removed' }, { name: isolate(member.name) }) });
      setRemoving(null);
    } catch (error) {
      failToast(error, REMOVE_MEMBER_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const confirmLeave = async () => {
    setLeaveBusy(true);
    try {
      await leaveClass(classId);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'members.leave.done' }, { name: isolate(className) }) });
      setSelected(null);
      void navigate('/classroom', { replace: true });
    } catch (error) {
      setLeaveBusy(false);
      failToast(error, LEAVE_FAILED);
    }
  };

  return (
    <Stack gap="4" data-testid="members-screen" data-class-id={classId}>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', md: 'center' }}>
        <Stack gap="0" textAlign="start">
          <Heading as={standalone ? 'h2' : 'h3'} size={standalone ? '2xl' : 'lg'} data-testid="members-title">
            {standalone ? className : <FormattedMessage id="members.title" />}
          </Heading>
          <Text color="fg.muted" fontSize="sm" data-testid="members-count" data-count={memberCount}>
            <FormattedMessage id="members.memberCount" values={{ count: memberCount }} />
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {isTeacher && (
            <>
              {activeStudents.length > 0 && (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  onClick={() => setGiving(activeStudents.map(({ uid: id, name }) => ({ uid: id, name })))}
                  data-testid="give-points-open-class"
                >
                  <LuGift aria-hidden />
                  <FormattedMessage id="awards.givePoints.class" />
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={() => setShare('code')} data-testid="members-invite-code">
                <LuTicket aria-hidden />
                <FormattedMessage id="members.invite.byCode" />
              </Button>
              <Button size="sm" variant="outline" onClick={() => setShare('qr')} data-testid="members-invite-qr">
                <LuQrCode aria-hidden />
                <FormattedMessage id="members.invite.byQr" />
              </Button>
              <Button size="sm" colorPalette="brand" onClick={() => setShare('invite')} data-testid="members-invite-bulk">
                <LuMail aria-hidden />
                <FormattedMessage id="members.invite.byEmail" />
              </Button>
            </>
          )}
          {standalone && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setSelected(classId);
                void navigate('/classroom/feed');
              }}
              data-testid="members-open-class"
            >
              <FormattedMessage id="members.openClass" />
              <LuArrowRight aria-hidden style={{ transform: intl.locale === 'ar' ? 'scaleX(-1)' : undefined }} />
            </Button>
          )}
        </HStack>
      </Stack>

      {isTeacher && counts.pending > 0 && (
        <Alert.Root status="warning" borderRadius="md" data-testid="members-pending-alert" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              <FormattedMessage id="members.pendingNotice" values={{ count: counts.pending }} />
            </Alert.Description>
          </Alert.Content>
          {status !== 'pending' && (
            <Button size="xs" variant="outline" onClick={() => setStatus('pending')} data-testid="members-show-pending">
              <FormattedMessage id="members.showPending" />
            </Button>
          )}
        </Alert.Root>
      )}

      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <SearchField
          flex="2"
          label={<FormattedMessage id="members.search" />}
          placeholder={intl.formatMessage({ id: 'members.searchPlaceholder' })}
          value={search}
          onChange={setSearch}
          testId="members-search"
        />
        <Field.Root flex="1">
          <Field.Label srOnly>
            <FormattedMessage id="members.sort.label" />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={sort}
              onChange={(event) => isMemberSort(event.target.value) && setSort(event.target.value)}
              data-testid="members-sort"
              aria-label={intl.formatMessage({ id: 'members.sort.label' })}
            >
              {MEMBER_SORTS.map((option) => (
                <option key={option} value={option}>
                  {intl.formatMessage({ id: `members.sort.${option}` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label srOnly>
            <FormattedMessage id="members.filter.label" />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={status}
              onChange={(event) => setStatus(event.target.value as MemberStatusFilter)}
              data-testid="members-status-filter"
              aria-label={intl.formatMessage({ id: 'members.filter.label' })}
            >
              {(['all', 'active', 'pending', 'inactive'] as const).map((option) => (
                <option key={option} value={option}>
                  {intl.formatMessage({ id: `members.filter.${option}` }, { count: counts[option] })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {isTeacher && learners.status === 'success' && (
          <Field.Root flex="1">
            <Field.Label srOnly>
              <FormattedMessage id="learners.filter.label" />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={styleFilter}
                onChange={(event) => isStyleFilter(event.target.value) && setStyleFilter(event.target.value)}
                data-testid="members-style-filter"
                aria-label={intl.formatMessage({ id: 'learners.filter.label' })}
              >
                {STYLE_FILTERS.map((option) => (
                  <option key={option} value={option}>
                    {intl.formatMessage({ id: `learners.filter.${option}` }, { count: styleCounts[option] })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
      </Stack>

      {isTeacher && learners.status === 'success' && learners.data.length > 0 && <LearnerLegend />}
      {isTeacher && learners.status === 'error' && (
        <Text fontSize="sm" color="fg.muted" data-testid="learner-profiles-error">
          {formatError(intl, learners.error, LEARNER_PROFILES_FAILED)}
        </Text>
      )}

      {members.status === 'error' ? (
        <InlineAlert testId="members-error">
          <FormattedMessage id="members.errors.loading" />
        </InlineAlert>
      ) : members.status === 'loading' ? (
        <Stack gap="2" aria-busy data-testid="members-loading">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h="16" rounded="md" />
          ))}
        </Stack>
      ) : shown.length === 0 ? (
        <Box borderWidth="1px" rounded="lg" py="10" textAlign="center" color="fg.muted" data-testid="members-empty">
          <FormattedMessage id={all.length === 0 ? 'members.empty' : 'members.noMatch'} />
        </Box>
      ) : (
        <Box
          as="ul"
          listStyleType="none"
          m="0"
          p="0"
          borderWidth="1px"
          rounded="lg"
          aria-label={intl.formatMessage({ id: 'members.listLabel' })}
          data-testid="members-list"
        >
          {shown.map((member) => (
            <MemberRow
              key={member.uid}
              member={member}
              isMe={member.uid === uid}
              canManage={isTeacher}
              busy={busy === member.uid}
              onSetStatus={(next) => void setMemberStatus(member, next)}
              onRemove={() => setRemoving(member)}
              onGivePoints={isTeacher ? () => setGiving([{ uid: member.uid, name: member.name }]) : undefined}
              learner={profiles.get(member.uid)}
            />
          ))}
        </Box>
      )}

      {canLeave && me && (
        <Box pt="2">
          <Button variant="outline" colorPalette="red" onClick={() => setLeaving(true)} data-testid="class-leave">
            <LuLogOut aria-hidden />
            <FormattedMessage id="members.leave.button" />
          </Button>
        </Box>
      )}

      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
        busy={removing !== null && busy === removing.uid}
        title={intl.formatMessage({ id: removing?.status === 'pending' ? 'members.remove.refuseTitle' : 'members.remove.title' })}
        body={intl.formatMessage({ id: 'members.remove.body' }, { name: isolate(removing?.name ?? ''), className: isolate(className) })}
        confirmLabel={intl.formatMessage({ id: removing?.status === 'pending' ? 'members.actions.refuse' : 'members.actions.remove' })}
        cancelLabel={intl.formatMessage({ id: 'classes.common.cancel' })}
        testId="member-remove-dialog"
      />
      <ConfirmDialog
        open={leaving}
        onClose={() => setLeaving(false)}
        onConfirm={() => void confirmLeave()}
        busy={leaveBusy}
        title={intl.formatMessage({ id: 'members.leave.title' })}
        body={intl.formatMessage({ id: 'members.leave.body' }, { name: isolate(className) })}
        confirmLabel={intl.formatMessage({ id: 'members.leave.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'classes.common.cancel' })}
        testId="class-leave-dialog"
      />
      {giving && (
        // Several students: the teacher ticks whom (none at first).
        <GivePointsDialog classId={classId} recipients={giving} initiallySelected={[]} onClose={() => setGiving(null)} />
      )}
      {isTeacher && <ShareDialog view={share} classId={classId} className={className} onClose={() => setShare(null)} />}
    </Stack>
  );
}
