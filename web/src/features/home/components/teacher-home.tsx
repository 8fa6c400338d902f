// A teacher's home: what needs grading (submissions waiting, per challenge), their classes
// with members and join requests to approve, and their quiz drafts. Each with its count and a
// link to the screen where the work is done.
// Test ids: home-teacher, home-grading (rows home-grading-{challengeId}, data-count; buttons
// home-grading-open-{challengeId}), home-classes (rows home-class-{classId}, data-members,
// data-pending; buttons home-class-open-{classId}, home-class-requests-{classId}),
// and the drafts (components/drafts-section.tsx).
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { LuClipboardCheck, LuSchool } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { TeacherHome as TeacherHomeData } from '@shared/schemas/home';
import { selectedClassIdAtom } from '@/lib/classes/selected-class';
import { challengeHref } from '../lib/home-links';
import { DraftsSection } from './drafts-section';
import { LiveReportsSection } from './live-reports-section';
import { HomeRow, HomeSection } from './home-section';

export function TeacherHome({ data }: { data: TeacherHomeData }) {
  const setClass = useSetAtom(selectedClassIdAtom);
  const navigate = useNavigate();
  const open = (classId: string, to: string) => {
    setClass(classId);
    void navigate(to);
  };

  return (
    <Stack gap="5" data-testid="home-teacher">
      <HomeSection
        title={<FormattedMessage id="home.teacher.grading.title" />}
        icon={LuClipboardCheck}
        count={data.needs_grading.count}
        testId="home-grading"
        empty={<FormattedMessage id="home.teacher.grading.empty" />}
      >
        {data.needs_grading.items.map((item) => (
          <HomeRow
            key={`${item.class_id}/${item.challenge_id}`}
            testId={`home-grading-${item.challenge_id}`}
            data={{ 'data-count': item.count }}
            title={item.title}
            detail={
              <>
                <bdi>{item.class_name}</bdi>
                {' · '}
                <FormattedMessage id="home.teacher.grading.count" values={{ count: item.count }} />
              </>
            }
            action={
              <Button
                size="sm"
                colorPalette="brand"
                onClick={() => open(item.class_id, challengeHref(item.challenge_id, 'submissions'))}
                data-testid={`home-grading-open-${item.challenge_id}`}
              >
                <FormattedMessage id="home.teacher.grading.open" />
              </Button>
            }
          />
        ))}
      </HomeSection>

      <HomeSection
        title={<FormattedMessage id="home.teacher.classes.title" />}
        icon={LuSchool}
        count={data.classes.length}
        testId="home-classes"
        allTo="/class"
        allLabel={<FormattedMessage id="home.teacher.classes.all" />}
        empty={<FormattedMessage id="home.teacher.classes.empty" />}
      >
        {data.classes.map((item) => (
          <HomeRow
            key={item.id}
            testId={`home-class-${item.id}`}
            data={{ 'data-members': item.member_count, 'data-pending': item.pending_count }}
            title={item.name}
            detail={
              <>
                <FormattedMessage id="home.teacher.classes.members" values={{ count: item.member_count }} />
                {item.pending_count > 0 && (
                  <>
                    {' · '}
                    <FormattedMessage id="home.teacher.classes.pending" values={{ count: item.pending_count }} />
                  </>
                )}
              </>
            }
            action={
              <HStack gap="2">
                {item.pending_count > 0 && (
                  <Button size="sm" colorPalette="orange" onClick={() => open(item.id, '/classroom/members')} data-testid={`home-class-requests-${item.id}`}>
                    <FormattedMessage id="home.teacher.classes.review" />
                  </Button>
                )}
                <Button size="sm" variant="outline" colorPalette="brand" onClick={() => open(item.id, '/classroom/feed')} data-testid={`home-class-open-${item.id}`}>
                  <FormattedMessage id="home.teacher.classes.open" />
                </Button>
              </HStack>
            }
          />
        ))}
      </HomeSection>

      <DraftsSection data={data} />
      <LiveReportsSection data={data} />
    </Stack>
  );
}

