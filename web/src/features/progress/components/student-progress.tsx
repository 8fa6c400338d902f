// A student's own Progress tab: the student analytics endpoint with their uid.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { getStudentAnalytics } from '../api/get-student-analytics';
import { useLoader } from '../hooks/use-loader';
import { ProgressEmpty, ProgressError, ProgressLoading } from './progress-states';
import { StudentProgressView } from './student-progress-view';

export function StudentProgress({ classId, uid }: { classId: string; uid: string }) {
  const state = useLoader((signal) => getStudentAnalytics(classId, uid, signal), [classId, uid]);
  let body;
  if (state.status === 'loading') body = <ProgressLoading />;
  else if (state.status === 'error') body = <ProgressError error={state.error} onRetry={state.retry} />;
  else if (state.data.results.length === 0) body = <ProgressEmpty hintId="progress.empty.studentNoChallenges" />;
  else {
    const nothingYet = state.data.results.every((r) => r.state === 'due' || r.state === 'missing');
    body = (
      <Stack gap="4">
        {nothingYet && <ProgressEmpty hintId="progress.empty.studentNoSubmissions" />}
        <StudentProgressView analytics={state.data} self testId="progress-self" />
      </Stack>
    );
  }
  return (
    <Stack gap="4" data-testid="progress-route" data-role="student">
      <Stack gap="0" textAlign="start">
        <Heading as="h2" size="lg">
          <FormattedMessage id="progress.title" />
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="progress.subtitle.student" />
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
