// The class feed tab (/classroom/feed; the class comes from selectedClassIdAtom): a composer,
// the live posts (Firestore classes/{classId}/posts), likes, comments, edit and delete, video
// posts with the upload-progress box. Writes go through the API (docs/classes.md, Feed).
import { Button, Container, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuLayoutDashboard } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { PageLoader } from '@/components/ui/page-loader';
import { ErrorBoundaryLite } from '@/components/sparks/error-boundary-lite';
import { selectedClassIdAtom } from '@/lib/classes/selected-class';
import { ClassTeacherCheck } from '../components/class-teacher-check';
import { FeedComposer } from '../components/feed-composer';
import { FeedList } from '../components/feed-list';
import { FeedNotice } from '../components/feed-notice';

export default function FeedRoute() {
  const classId = useAtomValue(selectedClassIdAtom);
  const signin = useSigninCheck();
  const uid = signin.status === 'success' && signin.data.signedIn ? signin.data.user.uid : null;

  let body;
  if (!classId) {
    body = (
      <FeedNotice testId="feed-no-class" messageId="feed.noClass">
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/classroom">
            <LuLayoutDashboard aria-hidden />
            <FormattedMessage id="feed.toClasses" />
          </RouterLink>
        </Button>
      </FeedNotice>
    );
  } else if (signin.status === 'loading') {
    body = <PageLoader fullPage={false} />;
  } else if (!uid) {
    body = <FeedNotice testId="feed-error" messageId="feed.error.posts" tone="error" />;
  } else {
    body = (
      <ErrorBoundaryLite key={`${classId}/${uid}`} fallback={<FeedNotice testId="feed-error" messageId="feed.error.posts" tone="error" />}>
        <ClassTeacherCheck classId={classId} uid={uid}>
          {(isTeacher) => (
            <Stack gap="5">
              <FeedComposer classId={classId} />
              <FeedList classId={classId} uid={uid} isTeacher={isTeacher} />
            </Stack>
          )}
        </ClassTeacherCheck>
      </ErrorBoundaryLite>
    );
  }

  return (
    <Container maxW="3xl" px={{ base: '0', sm: '2' }} py={{ base: '3', md: '5' }} data-testid="feed-route">
      <Text as="h2" srOnly>
        <FormattedMessage id="feed.title" />
      </Text>
      {body}
    </Container>
  );
}
