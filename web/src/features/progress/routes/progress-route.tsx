// The class Progress tab (/classroom/progress, inside the class view; spec 000 "Class progress":
// overview, student results, trend, top performers, export). Teachers see the whole class
// (GET /quiz/analytics/class/{classId}); students their own results
// (GET /quiz/analytics/student/{uid}/class/{classId}). docs/quizzes.md, Progress.
import { Button, Stack } from '@chakra-ui/react';
import { LuLayoutDashboard } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { PointsLeaderboard } from '@/components/awards/points-leaderboard';
import { useClassOutlet } from '@/lib/classes/class-outlet';
import { ProgressEmpty } from '../components/progress-states';
import { StudentProgress } from '../components/student-progress';
import { TeacherProgress } from '../components/teacher-progress';

export default function ProgressRoute() {
  const outlet = useClassOutlet();
  if (!outlet) {
    return (
      <ProgressEmpty titleId="progress.noClass.title" hintId="progress.noClass.hint" testId="progress-no-class">
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/classroom">
            <LuLayoutDashboard aria-hidden />
            <FormattedMessage id="progress.toClasses" />
          </RouterLink>
        </Button>
      </ProgressEmpty>
    );
  }
  // The class points leaderboard (docs/awards.md) follows the results, for teachers and students.
  return (
    <Stack gap="6">
      {outlet.isTeacher ? (
        <TeacherProgress key={outlet.classId} classId={outlet.classId} className={outlet.classInfo.name} />
      ) : (
        <StudentProgress key={`${outlet.classId}/${outlet.uid}`} classId={outlet.classId} uid={outlet.uid} />
      )}
      <PointsLeaderboard key={outlet.classId} classId={outlet.classId} uid={outlet.uid} isTeacher={outlet.isTeacher} />
    </Stack>
  );
}
