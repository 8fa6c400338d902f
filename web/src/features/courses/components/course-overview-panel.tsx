// The Overview tab: description, what you will learn, prerequisites, who it is for, and the
// facts (language, duration, level, lessons, certification).
// Test ids: course-overview, course-objectives, course-prerequisites, course-audience, course-facts.
import { DataList, Heading, HStack, Icon, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import type { CourseOverview } from '@shared/schemas/course-learning';

function Section({ titleId, children, testId }: { titleId: string; children: ReactNode; testId: string }) {
  return (
    <Stack as="section" gap="3" data-testid={testId}>
      <Heading as="h3" size="md" textAlign="start">
        <FormattedMessage id={titleId} />
      </Heading>
      {children}
    </Stack>
  );
}

export function CourseOverviewPanel({ course }: { course: CourseOverview }) {
  const knownLanguage = course.language === 'en' || course.language === 'ar';
  return (
    <Stack gap="8" data-testid="course-overview">
      <Section titleId="courses.detail.about" testId="course-description">
        <Text whiteSpace="pre-wrap" dir="auto" textAlign="start">
          {course.description}
        </Text>
      </Section>
      {course.learning_objectives.length > 0 && (
        <Section titleId="courses.detail.objectives" testId="course-objectives">
          <List.Root variant="plain" gap="2" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}>
            {course.learning_objectives.map((objective, index) => (
              <List.Item key={index} alignItems="flex-start" textAlign="start">
                <List.Indicator asChild color="green.fg" mt="1">
                  <LuCircleCheck />
                </List.Indicator>
                <Text as="span" dir="auto">
                  {objective}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Section>
      )}
      {course.prerequisites.length > 0 && (
        <Section titleId="courses.detail.prerequisites" testId="course-prerequisites">
          <List.Root ps="5" gap="1">
            {course.prerequisites.map((item, index) => (
              <List.Item key={index} textAlign="start">
                <Text as="span" dir="auto">
                  {item}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Section>
      )}
      {course.target_audience.trim() && (
        <Section titleId="courses.detail.audience" testId="course-audience">
          <Text whiteSpace="pre-wrap" dir="auto" textAlign="start">
            {course.target_audience}
          </Text>
        </Section>
      )}
      <Section titleId="courses.detail.facts" testId="course-facts">
        <DataList.Root orientation="horizontal" gap="2">
          <Fact labelId="courses.detail.language">
            {knownLanguage ? <FormattedMessage id={`courses.detail.languageName.${course.language}`} /> : <bdi>{course.language ?? '—'}</bdi>}
          </Fact>
          <Fact labelId="courses.detail.duration">
            {course.duration > 0 ? <FormattedMessage id="courses.detail.hours" values={{ count: course.duration }} /> : '—'}
          </Fact>
          <Fact labelId="courses.detail.level">
            <FormattedMessage id={`courses.level.${course.level}`} />
          </Fact>
          <Fact labelId="courses.detail.content">
            <FormattedMessage id="courses.detail.chaptersLessons" values={{ chapters: course.modules, lessons: course.lessons }} />
          </Fact>
          <Fact labelId="courses.detail.certification" testId="course-certification">
            <HStack gap="1.5">
              {course.certification && <Icon as={LuCircleCheck} color="green.fg" aria-hidden />}
              <FormattedMessage id={course.certification ? 'courses.detail.certificationYes' : 'courses.detail.certificationNo'} />
            </HStack>
          </Fact>
        </DataList.Root>
      </Section>
    </Stack>
  );
}

function Fact({ labelId, children, testId }: { labelId: string; children: ReactNode; testId?: string }) {
  return (
    <DataList.Item data-testid={testId}>
      <DataList.ItemLabel minW="36">
        <FormattedMessage id={labelId} />
      </DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
