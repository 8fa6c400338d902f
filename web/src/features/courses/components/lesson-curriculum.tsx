// The lesson viewer's curriculum (spec 001 "Lesson viewer"): chapters with their progress, and
// their lessons with type, completed and locked marks; the open lesson is marked current.
// Test ids: lesson-curriculum, lesson-chapter (data-chapter-id, data-progress),
// lesson-link (data-lesson-id, data-completed, data-locked, aria-current).
import { Box, HStack, Icon, Progress, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCircle, LuCircleCheck, LuClipboardList, LuFileText, LuListChecks, LuLock, LuPlay } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { LessonType } from '@shared/constants';
import type { LearnChapter } from '@shared/schemas/course-learning';
import { isolate } from '@/lib/bidi';

export const LESSON_TYPE_ICONS: Record<LessonType, IconType> = {
  video: LuPlay,
  document: LuFileText,
  quiz: LuListChecks,
  assignment: LuClipboardList,
};

export function LessonCurriculum({
  courseId,
  chapters,
  activeLessonId,
  onNavigate,
}: {
  courseId: string;
  chapters: readonly LearnChapter[];
  activeLessonId: string;
  /** Called when a lesson is chosen (closes the phone drawer). */
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  return (
    <Stack as="nav" gap="4" aria-label={intl.formatMessage({ id: 'courses.lesson.curriculum' })} data-testid="lesson-curriculum">
      {chapters.map((chapter, index) => (
        <Stack key={chapter.id} as="section" gap="2" data-testid="lesson-chapter" data-chapter-id={chapter.id} data-progress={chapter.progress}>
          <Stack gap="1">
            <HStack justify="space-between" gap="2" align="baseline">
              <Text fontWeight="semibold" fontSize="sm" textAlign="start" minW="0">
                <FormattedMessage id="courses.lesson.chapterNumber" values={{ number: index + 1 }} />
                {' · '}
                <bdi>{chapter.title}</bdi>
              </Text>
              <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" flexShrink={0}>
                {intl.formatNumber(chapter.progress / 100, { style: 'percent' })}
              </Text>
            </HStack>
            <Progress.Root
              value={chapter.progress}
              max={100}
              size="xs"
              colorPalette={chapter.progress >= 100 ? 'green' : 'brand'}
              aria-label={intl.formatMessage({ id: 'courses.lesson.chapterProgress' }, { title: isolate(chapter.title) })}
            >
              <Progress.Track borderRadius="full">
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
          {chapter.lessons.length === 0 ? (
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage id="courses.lesson.noLessons" />
            </Text>
          ) : (
            <Stack as="ol" gap="0.5" listStyleType="none" m="0" p="0">
              {chapter.lessons.map((lesson) => {
                const active = lesson.id === activeLessonId;
                const status = lesson.locked ? 'locked' : lesson.completed ? 'completed' : 'open';
                return (
                  <Box as="li" key={lesson.id}>
                    <RouterLink
                      to={`/courses/${encodeURIComponent(courseId)}/lesson/${encodeURIComponent(lesson.id)}`}
                      onClick={onNavigate}
                      aria-current={active ? 'page' : undefined}
                      data-testid="lesson-link"
                      data-lesson-id={lesson.id}
                      data-completed={lesson.completed}
                      data-locked={lesson.locked}
                    >
                      <HStack
                        gap="2"
                        px="2"
                        py="1.5"
                        rounded="md"
                        bg={active ? 'brand.subtle' : undefined}
                        color={lesson.locked ? 'fg.muted' : undefined}
                        _hover={{ bg: active ? 'brand.subtle' : 'bg.muted' }}
                      >
                        <Icon as={LESSON_TYPE_ICONS[lesson.type]} boxSize="4" flexShrink={0} aria-hidden />
                        <Text flex="1" fontSize="sm" textAlign="start" fontWeight={active ? 'semibold' : undefined} lineClamp={2}>
                          <bdi>{lesson.title}</bdi>
                        </Text>
                        {lesson.preview && lesson.locked === false && !lesson.completed && (
                          <Text as="span" fontSize="2xs" color="brand.fg" flexShrink={0}>
                            <FormattedMessage id="courses.lesson.preview" />
                          </Text>
                        )}
                        <Icon
                          as={status === 'locked' ? LuLock : status === 'completed' ? LuCircleCheck : LuCircle}
                          boxSize="4"
                          flexShrink={0}
                          color={status === 'completed' ? 'green.fg' : 'fg.subtle'}
                          aria-label={intl.formatMessage({ id: `courses.lesson.mark.${status}` })}
                          role="img"
                        />
                      </HStack>
                    </RouterLink>
                  </Box>
                );
              })}
            </Stack>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
