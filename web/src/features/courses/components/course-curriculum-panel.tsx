// The Curriculum tab of the course detail: chapters (open by default) and their lessons with a
// type icon, duration, and a Preview or locked mark. Lessons the caller may open (preview
// lessons, every lesson once enrolled) link to the lesson viewer.
// Test ids: course-curriculum, course-chapter (data-chapter-id), course-lesson (data-lesson-id,
// data-locked, data-preview, data-completed), course-lesson-link.
import { Accordion, Badge, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCircleCheck, LuClipboardList, LuFileText, LuListChecks, LuLock, LuPlay } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { LessonType } from '@shared/constants';
import type { CurriculumChapter, CurriculumLesson } from '@shared/schemas/course-learning';
import { lessonPath } from '../lib/purchased-course';

const TYPE_ICONS: Record<LessonType, IconType> = { video: LuPlay, document: LuFileText, quiz: LuListChecks, assignment: LuClipboardList };

export function CourseCurriculumPanel({ courseId, chapters }: { courseId: string; chapters: readonly CurriculumChapter[] }) {
  if (chapters.length === 0) {
    return (
      <Text color="fg.muted" textAlign="start" data-testid="course-curriculum-empty">
        <FormattedMessage id="courses.detail.curriculumEmpty" />
      </Text>
    );
  }
  return (
    <Accordion.Root multiple defaultValue={chapters.map((chapter) => chapter.id)} variant="enclosed" data-testid="course-curriculum">
      {chapters.map((chapter, index) => {
        const minutes = chapter.lessons.reduce((sum, lesson) => sum + (lesson.duration ?? 0), 0);
        return (
          <Accordion.Item key={chapter.id} value={chapter.id} data-testid="course-chapter" data-chapter-id={chapter.id}>
            <Accordion.ItemTrigger>
              <Stack gap="0.5" flex="1" textAlign="start" minW="0">
                <Text fontWeight="semibold">
                  <FormattedMessage id="courses.detail.chapterNumber" values={{ number: index + 1 }} />
                  {' · '}
                  <bdi>{chapter.title}</bdi>
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  <FormattedMessage id="courses.detail.lessonCount" values={{ count: chapter.lessons.length }} />
                  {minutes > 0 && (
                    <>
                      {' · '}
                      <FormattedMessage id="courses.detail.minutes" values={{ count: minutes }} />
                    </>
                  )}
                </Text>
              </Stack>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody pt="0">
                <Stack as="ul" listStyleType="none" m="0" p="0" gap="1">
                  {chapter.lessons.map((lesson) => (
                    <LessonRow key={lesson.id} courseId={courseId} lesson={lesson} />
                  ))}
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}

function LessonRow({ courseId, lesson }: { courseId: string; lesson: CurriculumLesson }) {
  const intl = useIntl();
  const typeLabel = intl.formatMessage({ id: `courses.detail.lessonType.${lesson.type}` });
  const title = <bdi>{lesson.title}</bdi>;
  return (
    <HStack
      as="li"
      gap="3"
      py="2"
      px="2"
      rounded="md"
      _hover={{ bg: 'bg.muted' }}
      data-testid="course-lesson"
      data-lesson-id={lesson.id}
      data-locked={lesson.locked}
      data-preview={lesson.preview}
      data-completed={lesson.completed}
    >
      <Icon as={lesson.completed ? LuCircleCheck : TYPE_ICONS[lesson.type]} color={lesson.completed ? 'green.fg' : 'fg.muted'} boxSize="4" aria-label={typeLabel} />
      <Text flex="1" minW="0" textAlign="start" truncate>
        {lesson.locked ? (
          title
        ) : (
          <Link asChild color="brand.fg" data-testid="course-lesson-link">
            <RouterLink to={lessonPath(courseId, lesson.id)}>{title}</RouterLink>
          </Link>
        )}
      </Text>
      {lesson.preview && (
        <Badge colorPalette="green" variant="subtle" size="sm">
          <FormattedMessage id="courses.detail.preview" />
        </Badge>
      )}
      {lesson.duration !== null && lesson.duration > 0 && (
        <Text fontSize="xs" color="fg.muted" flexShrink={0} fontVariantNumeric="tabular-nums">
          <FormattedMessage id="courses.detail.minutes" values={{ count: lesson.duration }} />
        </Text>
      )}
      {lesson.locked && <Icon as={LuLock} color="fg.subtle" boxSize="3.5" aria-label={intl.formatMessage({ id: 'courses.detail.locked' })} />}
    </HStack>
  );
}
