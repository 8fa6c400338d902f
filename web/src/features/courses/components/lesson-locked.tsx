// A lesson the caller may not open (403 course-learning/locked): why, and Enroll Now.
// Test ids: lesson-locked, lesson-enroll.
import { Button, Card, Circle, Heading, Icon, Text } from '@chakra-ui/react';
import { LuLock } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export function LessonLocked({ courseId }: { courseId: string }) {
  return (
    <Card.Root variant="subtle" data-testid="lesson-locked">
      <Card.Body alignItems="center" textAlign="center" gap="4" py="12">
        <Circle size="16" bg="brand.subtle" color="brand.fg">
          <Icon as={LuLock} boxSize="8" aria-hidden />
        </Circle>
        <Heading as="h2" size="lg">
          <FormattedMessage id="courses.lesson.locked.title" />
        </Heading>
        <Text color="fg.muted" maxW="md">
          <FormattedMessage id="courses.lesson.locked.body" />
        </Text>
        <Button asChild colorPalette="brand" data-testid="lesson-enroll">
          <RouterLink to={`/courses/enroll/${encodeURIComponent(courseId)}`}>
            <FormattedMessage id="courses.lesson.locked.enroll" />
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
