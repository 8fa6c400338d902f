// The Instructor tab: the author's real profile (name, photo, bio) and figures over their
// published courses. Test id: course-instructor.
import { Avatar, HStack, Heading, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { InstructorProfile } from '@shared/schemas/course-learning';

export function CourseInstructorPanel({ profile }: { profile: InstructorProfile }) {
  return (
    <Stack gap="6" data-testid="course-instructor" data-uid={profile.uid}>
      <HStack gap="4" align="center">
        <Avatar.Root size="2xl">
          <Avatar.Fallback name={profile.name} />
          {profile.avatar_url && <Avatar.Image src={profile.avatar_url} alt="" />}
        </Avatar.Root>
        <Stack gap="0.5" textAlign="start">
          <Heading as="h3" size="lg" data-testid="course-instructor-name">
            <bdi>{profile.name}</bdi>
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="courses.detail.instructorRole" />
          </Text>
        </Stack>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Stat.Root borderWidth="1px" rounded="lg" p="4">
          <Stat.Label>
            <FormattedMessage id="courses.detail.instructorCourses" />
          </Stat.Label>
          <Stat.ValueText data-testid="course-instructor-courses">
            <FormattedNumber value={profile.courses} />
          </Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" rounded="lg" p="4">
          <Stat.Label>
            <FormattedMessage id="courses.detail.instructorStudents" />
          </Stat.Label>
          <Stat.ValueText>
            <FormattedNumber value={profile.students} />
          </Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" rounded="lg" p="4">
          <Stat.Label>
            <FormattedMessage id="courses.detail.instructorRating" />
          </Stat.Label>
          <Stat.ValueText>
            <FormattedNumber value={profile.rating} minimumFractionDigits={1} maximumFractionDigits={1} />
          </Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
      <Text whiteSpace="pre-wrap" dir="auto" textAlign="start" color={profile.bio ? undefined : 'fg.muted'}>
        {profile.bio || <FormattedMessage id="courses.detail.noBio" />}
      </Text>
    </Stack>
  );
}
