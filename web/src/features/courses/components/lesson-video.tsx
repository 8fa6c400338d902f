// A video lesson: the HTML5 player on the lesson's token URL, resumed at the saved position,
// with the heartbeat (lib/heartbeat.ts) reporting where the learner got to; the server
// decides completion and answers the course progress.
// Test ids: lesson-video.
import { AspectRatio } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { LessonProgressResult } from '@shared/schemas/course-learning';
import { isolate } from '@/lib/bidi';
import { sendLessonProgress } from '../api/send-lesson-progress';
import { createHeartbeat, resumeAt, type Heartbeat } from '../lib/heartbeat';

export function LessonVideo({
  courseId,
  lessonId,
  title,
  video,
  onProgress,
}: {
  courseId: string;
  lessonId: string;
  title: string;
  video: { url: string; position: number };
  onProgress: (result: LessonProgressResult) => void;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLVideoElement>(null);
  const heartbeat = useRef<Heartbeat | null>(null);
  // The latest callback, for the heartbeat's answers (the heartbeat outlives renders).
  const report = useRef(onProgress);
  useEffect(() => {
    report.current = onProgress;
  }, [onProgress]);

  useEffect(() => {
    const created = createHeartbeat({
      read: () => ({ position: ref.current?.currentTime ?? Number.NaN, duration: ref.current?.duration ?? Number.NaN }),
      send: async (beat) => report.current(await sendLessonProgress(courseId, lessonId, beat)),
    });
    heartbeat.current = created;
    return () => created.dispose();
  }, [courseId, lessonId]);

  return (
    <AspectRatio ratio={16 / 9} w="full" bg="black" rounded="l3" overflow="hidden">
      <video
        ref={ref}
        src={video.url}
        controls
        preload="metadata"
        playsInline
        aria-label={intl.formatMessage({ id: 'courses.lesson.videoLabel' }, { title: isolate(title) })}
        data-testid="lesson-video"
        data-position={video.position}
        style={{ width: '100%', height: '100%' }}
        onLoadedMetadata={(event) => {
          const player = event.currentTarget;
          const start = resumeAt(video.position, player.duration);
          if (start > 0) player.currentTime = start;
        }}
        onPlay={() => heartbeat.current?.play()}
        onPause={() => heartbeat.current?.pause()}
        onEnded={() => heartbeat.current?.ended()}
      />
    </AspectRatio>
  );
}
