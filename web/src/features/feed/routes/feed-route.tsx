// The class feed tab (/classroom/feed; the class comes from selectedClassIdAtom): a composer,
// the live posts (Firestore classes/{classId}/posts), likes, comments, edit and delete, video
// posts with the upload-progress box. Writes go through the API (docs/classes.md, Feed).
// Students who took the VARK test also get materials suggested for their learning style.
import { Container, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { StyleRecommendationsCard } from '@/components/assessments/style-recommendations-card';
import { SelectedClassGate } from '@/components/classes/selected-class-gate';
import { ClassTeacherCheck } from '../components/class-teacher-check';
import { FeedComposer } from '../components/feed-composer';
import { FeedList } from '../components/feed-list';

export default function FeedRoute() {
  return (
    <Container maxW="3xl" px={{ base: '0', sm: '2' }} py={{ base: '3', md: '5' }} data-testid="feed-route">
      <Text as="h2" srOnly>
        <FormattedMessage id="feed.title" />
      </Text>
      <SelectedClassGate testIdPrefix="feed" messages={{ noClass: 'feed.noClass', toClasses: 'feed.toClasses', error: 'feed.error.posts' }}>
        {(classId, uid) => (
          <ClassTeacherCheck classId={classId} uid={uid}>
            {(isTeacher) => (
              <Stack gap="5">
                <FeedComposer classId={classId} />
                {!isTeacher && <StyleRecommendationsCard classId={classId} />}
                <FeedList classId={classId} uid={uid} isTeacher={isTeacher} />
              </Stack>
            )}
          </ClassTeacherCheck>
        )}
      </SelectedClassGate>
    </Container>
  );
}
