// A student's home: the live games of their classes now (join or rejoin), the challenges they
// started on this device ("continue where you left off", drafts in localStorage), and what is
// due across their classes, soonest first. Courses have no area yet, so none show here.
// Test ids: home-student, home-live (rows home-live-{sessionId}, data-joined; buttons
// home-live-join-{sessionId}), home-continue (rows home-continue-{challengeId}, buttons
// home-continue-open-{challengeId}), home-due (rows home-due-{challengeId}, data-state,
// buttons home-due-open-{challengeId}), home-no-classes.
import { Button, Stack } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { LuHistory, LuListChecks, LuRadio, LuSchool } from 'react-icons/lu';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { HomeDueChallenge, HomeLiveGame, StudentHome as StudentHomeData } from '@shared/schemas/home';
import { HOME_LIST_LIMIT } from '@shared/schemas/home';
import { EmptyCard } from '@/components/ui/empty-card';
import { listChallengeDrafts } from '@/lib/challenges/drafts';
import { selectedClassIdAtom } from '@/lib/classes/selected-class';
import { useFirebaseUser } from '@/lib/classes/use-firebase-user';
import { challengeHref, continueItems, liveJoinHref } from '../lib/home-links';
import { HomeRow, HomeSection } from './home-section';

const LIVE_STATE = {
  waiting: { id: 'home.student.live.waiting' },
  question: { id: 'home.student.live.running' },
  leaderboard: { id: 'home.student.live.running' },
} as const;

function localDrafts(uid: string | null) {
  if (!uid) return [];
  try {
    return listChallengeDrafts(window.localStorage, uid);
  } catch {
    return [];
  }
}

export function StudentHome({ data }: { data: StudentHomeData }) {
  const { uid } = useFirebaseUser();
  const setClass = useSetAtom(selectedClassIdAtom);
  const navigate = useNavigate();
  const started = useMemo(() => continueItems(data.due.items, localDrafts(uid)), [data.due.items, uid]);

  const openChallenge = (item: HomeDueChallenge) => {
    setClass(item.class_id);
    void navigate(challengeHref(item.id, 'take'));
  };

  if (data.class_count === 0) {
    return (
      <Stack gap="3" data-testid="home-student">
        <EmptyCard
          testId="home-no-classes"
          icon={<LuSchool size="28" aria-hidden />}
          title={<FormattedMessage id="home.student.noClasses.title" />}
          body={<FormattedMessage id="home.student.noClasses.body" />}
        />
        <Button asChild colorPalette="brand" alignSelf="center" size="sm">
          <RouterLink to="/classroom" data-testid="home-to-classes">
            <FormattedMessage id="home.student.noClasses.action" />
          </RouterLink>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="5" data-testid="home-student">
      {data.live.length > 0 && (
        <HomeSection title={<FormattedMessage id="home.student.live.title" />} icon={LuRadio} count={data.live.length} testId="home-live">
          {data.live.map((game) => (
            <LiveRow key={game.session_id} game={game} />
          ))}
        </HomeSection>
      )}
      {started.length > 0 && (
        <HomeSection title={<FormattedMessage id="home.student.continue.title" />} icon={LuHistory} count={started.length} testId="home-continue">
          {started.slice(0, HOME_LIST_LIMIT).map((item) => (
            <HomeRow
              key={`${item.class_id}/${item.id}`}
              testId={`home-continue-${item.id}`}
              title={item.title}
              detail={
                <>
                  <bdi>{item.class_name}</bdi>
                  {' · '}
                  <FormattedMessage id="home.student.continue.answered" values={{ answered: item.answered, total: item.question_count }} />
                </>
              }
              action={
                <Button size="sm" colorPalette="brand" onClick={() => openChallenge(item)} data-testid={`home-continue-open-${item.id}`}>
                  <FormattedMessage id="home.student.continue.open" />
                </Button>
              }
            />
          ))}
        </HomeSection>
      )}
      <HomeSection
        title={<FormattedMessage id="home.student.due.title" />}
        icon={LuListChecks}
        count={data.due.count}
        testId="home-due"
        allTo="/studyHub"
        allLabel={<FormattedMessage id="home.student.due.all" />}
        empty={<FormattedMessage id="home.student.due.empty" />}
      >
        {data.due.items.slice(0, HOME_LIST_LIMIT).map((item) => (
          <HomeRow
            key={`${item.class_id}/${item.id}`}
            testId={`home-due-${item.id}`}
            tone={item.overdue ? 'warning' : undefined}
            data={{ 'data-state': item.overdue ? 'overdue' : 'due' }}
            title={item.title}
            detail={
              <>
                <bdi>{item.class_name}</bdi>
                {' · '}
                {item.due_at ? (
                  <FormattedMessage
                    id={item.overdue ? 'home.student.due.overdue' : 'home.student.due.on'}
                    values={{ date: <FormattedDate value={item.due_at} dateStyle="medium" timeStyle="short" /> }}
                  />
                ) : (
                  <FormattedMessage id="home.student.due.none" />
                )}
              </>
            }
            action={
              <Button size="sm" variant="outline" colorPalette="brand" onClick={() => openChallenge(item)} data-testid={`home-due-open-${item.id}`}>
                <FormattedMessage id="home.student.due.open" />
              </Button>
            }
          />
        ))}
      </HomeSection>
    </Stack>
  );
}

function LiveRow({ game }: { game: HomeLiveGame }) {
  return (
    <HomeRow
      testId={`home-live-${game.session_id}`}
      data={{ 'data-joined': String(game.joined) }}
      title={game.quiz_title}
      detail={
        <>
          <bdi>{game.class_name}</bdi>
          {' · '}
          <FormattedMessage id={LIVE_STATE[game.state].id} />
        </>
      }
      action={
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={liveJoinHref(game.code)} data-testid={`home-live-join-${game.session_id}`}>
            {game.joined ? <FormattedMessage id="home.student.live.rejoin" /> : <FormattedMessage id="home.student.live.join" />}
          </RouterLink>
        </Button>
      }
    />
  );
}

