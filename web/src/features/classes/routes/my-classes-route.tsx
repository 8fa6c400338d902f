// My Classes (spec 000 section 2; /classroom and the teacher landing /class): every class of
// the caller, live from users/{uid}/memberships (newest first), pending invitations (accept or
// decline), a search by name, and the cards that open a class. Teachers create classes;
// students join with a 6-digit code, a camera QR scan or a QR image. /classroom?join=123456
// (what the class QR code carries) opens the join dialog with the code filled in.
import {
  Box, Button, Container, HStack, Heading, Menu, Portal, SimpleGrid, Skeleton, Stack, Text,
} from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { LuCamera, LuImage, LuKeyRound, LuPlus, LuQrCode, LuSchool } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { CentreInvitationsCard } from '@/components/centres/centre-invitations-card';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { filterClassesByName, matchesName } from '@/lib/classes/class-filter';
import { useMyClasses } from '@/lib/classes/use-my-classes';
import { authAtom } from '@/lib/session/auth-state';
import { ACCEPT_FAILED, useAcceptInvitation } from '../api/accept-invitation';
import { DECLINE_FAILED, useDeclineInvitation } from '../api/decline-invitation';
import { ClassCard, InvitationCard } from '../components/class-card';
import { ClassFormDialog } from '../components/class-form-dialog';
import { InlineAlert } from '../components/inline-alert';
import { JoinClassDialog } from '../components/join-class-dialog';
import { QrScannerDialog, type ScanMode } from '../components/qr-scanner-dialog';
import { SearchField } from '../components/search-field';
import { useMyInvitations } from '../hooks/use-invitations';
import { useOpenClass } from '../hooks/use-open-class';
import { parseJoinPayload } from '../lib/join-payload';
import { isolate } from '@/lib/bidi';

const FETCH_FAILED = { id: 'classes.errors.fetchFailed', defaultMessage: 'Failed to fetch classes' };

export default function MyClassesRoute() {
  const intl = useIntl();
  const { userType, user } = useAtomValue(authAtom);
  const type = userType ?? user?.user_type;
  const isTeacher = type === 'teacher';
  // Joining (code, QR) is for students (POST /classes/join answers others with a refusal).
  const isStudent = type === 'student';
  const classes = useMyClasses();
  const invitations = useMyInvitations();
  const openClass = useOpenClass();
  const acceptInvitation = useAcceptInvitation();
  const declineInvitation = useDeclineInvitation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [joinCode, setJoinCode] = useState<string | null>(null);
  const [scanMode, setScanMode] = useState<ScanMode | null>(null);
  const [answering, setAnswering] = useState<{ id: string; action: 'accept' | 'decline' } | null>(null);

  // /classroom?join=CODE (the QR link): the join dialog opens with the code, for those who join.
  const joinParam = searchParams.get('join');
  const linkCode = joinParam !== null && isStudent ? (parseJoinPayload(joinParam) ?? joinParam) : null;
  const joinOpen = joinCode !== null || linkCode !== null;
  const dropJoinParam = () => {
    if (joinParam === null) return;
    const next = new URLSearchParams(searchParams);
    next.delete('join');
    setSearchParams(next, { replace: true });
  };
  const closeJoin = () => {
    setJoinCode(null);
    dropJoinParam();
  };

  const allClasses = classes.status === 'success' ? classes.data : [];
  const shownClasses = filterClassesByName(allClasses, search);
  const allInvitations = invitations.status === 'success' ? invitations.data : [];
  const shownInvitations = allInvitations.filter((item) => matchesName(item.name, search));
  const loading = classes.status === 'loading' && !classes.signedOut;

  const answer = async (id: string, action: 'accept' | 'decline', name: string) => {
    setAnswering({ id, action });
    try {
      if (action === 'accept') {
        await acceptInvitation(id);
        toaster.create({ type: 'success', title: intl.formatMessage({ id: 'classes.invitations.accepted' }, { name: isolate(name) }) });
      } else {
        await declineInvitation(id);
        toaster.create({ type: 'info', title: intl.formatMessage({ id: 'classes.invitations.declined' }, { name: isolate(name) }) });
      }
    } catch (error) {
      const fallback = action === 'accept' ? ACCEPT_FAILED : DECLINE_FAILED;
      const title = intl.formatMessage(fallback);
      const detail = formatError(intl, error, fallback);
      toaster.create({ type: 'error', title, description: detail === title ? undefined : detail });
    } finally {
      setAnswering(null);
    }
  };

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="my-classes">
      <Stack gap="6">
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ base: 'stretch', md: 'flex-end' }}>
          <Stack gap="1" textAlign="start">
            <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
              <FormattedMessage id="classes.list.title" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id={isTeacher ? 'classes.list.subtitleTeacher' : 'classes.list.subtitleStudent'} />
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            {isTeacher ? (
              <Button colorPalette="brand" onClick={() => setCreating(true)} data-testid="create-class-open">
                <LuPlus aria-hidden />
                <FormattedMessage id="classes.list.create" />
              </Button>
            ) : (
              isStudent && <JoinActions onJoin={() => setJoinCode('')} onScan={setScanMode} />
            )}
          </HStack>
        </Stack>

        {/* A teacher's training-centre invitations and centres (nothing when there are none). */}
        {isTeacher && <CentreInvitationsCard />}

        <SearchField
          maxW={{ md: 'md' }}
          label={<FormattedMessage id="classes.list.search" />}
          placeholder={intl.formatMessage({ id: 'classes.list.searchPlaceholder' })}
          value={search}
          onChange={setSearch}
          testId="classes-search"
        />

        {shownInvitations.length > 0 && (
          <Stack as="section" gap="3" aria-labelledby="invitations-title" data-testid="invitations">
            <Heading as="h2" size="lg" id="invitations-title" textAlign="start">
              <FormattedMessage id="classes.invitations.title" values={{ count: shownInvitations.length }} />
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
              {shownInvitations.map((item) => (
                <InvitationCard
                  key={item.id}
                  item={item}
                  busy={answering?.id === item.id ? answering.action : null}
                  onAccept={() => void answer(item.id, 'accept', item.name)}
                  onDecline={() => void answer(item.id, 'decline', item.name)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}

        <Stack as="section" gap="3" aria-labelledby="classes-title">
          <Heading as="h2" size="lg" id="classes-title" textAlign="start" srOnly={shownInvitations.length === 0}>
            <FormattedMessage id="classes.list.classesHeading" />
          </Heading>
          {classes.status === 'error' ? (
            <InlineAlert testId="classes-error" title={intl.formatMessage(FETCH_FAILED)}>
              <FormattedMessage id="classes.list.fetchFailedHelp" />
            </InlineAlert>
          ) : loading ? (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy data-testid="classes-loading">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} h="40" rounded="lg" />
              ))}
            </SimpleGrid>
          ) : shownClasses.length === 0 ? (
            <EmptyClasses
              kind={allClasses.length === 0 ? 'none' : 'noMatch'}
              isTeacher={isTeacher}
              canJoin={isStudent}
              onCreate={() => setCreating(true)}
              onJoin={() => setJoinCode('')}
            />
          ) : (
            <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="class-cards">
              {shownClasses.map((item) => (
                <Box as="li" key={item.id}>
                  <ClassCard item={item} onOpen={openClass} />
                </Box>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>

      {isTeacher && (
        <ClassFormDialog
          open={creating}
          onClose={() => setCreating(false)}
          mode={{ kind: 'create' }}
        />
      )}
      <JoinClassDialog
        open={joinOpen}
        initialCode={joinCode ?? linkCode ?? ''}
        onClose={closeJoin}
        onJoined={(result) => openClass(result.classId)}
        onScan={() => {
          closeJoin();
          setScanMode('camera');
        }}
      />
      <QrScannerDialog
        open={scanMode !== null}
        mode={scanMode ?? 'camera'}
        onClose={() => setScanMode(null)}
        onCode={(code) => {
          setScanMode(null);
          setJoinCode(code);
        }}
      />
    </Container>
  );
}

function JoinActions({ onJoin, onScan }: { onJoin: () => void; onScan: (mode: ScanMode) => void }) {
  return (
    <>
      <Button colorPalette="brand" onClick={onJoin} data-testid="join-class-open">
        <LuKeyRound aria-hidden />
        <FormattedMessage id="classes.list.join" />
      </Button>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="outline" data-testid="scan-menu">
            <LuQrCode aria-hidden />
            <FormattedMessage id="classes.list.scan" />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="camera" onSelect={() => onScan('camera')} data-testid="scan-camera">
                <LuCamera aria-hidden />
                <FormattedMessage id="classes.scan.withCamera" />
              </Menu.Item>
              <Menu.Item value="image" onSelect={() => onScan('image')} data-testid="scan-image">
                <LuImage aria-hidden />
                <FormattedMessage id="classes.scan.fromImage" />
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </>
  );
}

function EmptyClasses({
  kind,
  isTeacher,
  canJoin,
  onCreate,
  onJoin,
}: {
  kind: 'none' | 'noMatch';
  isTeacher: boolean;
  canJoin: boolean;
  onCreate: () => void;
  onJoin: () => void;
}) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py="12"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="xl"
      data-testid={kind === 'none' ? 'classes-empty' : 'classes-no-match'}
    >
      <Box color="brand.fg" fontSize="4xl" aria-hidden>
        <LuSchool />
      </Box>
      <Text fontWeight="semibold" fontSize="lg">
        <FormattedMessage
          id={kind === 'noMatch' ? 'classes.list.noMatch' : isTeacher ? 'classes.list.emptyTitleTeacher' : 'classes.list.emptyTitleStudent'}
        />
      </Text>
      {kind === 'none' && (
        <>
          <Text color="fg.muted">
            <FormattedMessage id={isTeacher ? 'classes.list.emptyTeacher' : 'classes.list.emptyStudent'} />
          </Text>
          {(isTeacher || canJoin) && (
            <Button colorPalette="brand" variant="subtle" onClick={isTeacher ? onCreate : onJoin} data-testid="classes-empty-action">
              <FormattedMessage id={isTeacher ? 'classes.list.create' : 'classes.list.join'} />
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
