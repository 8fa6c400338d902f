// Whether the signed-in user teaches the class (their uid is in the class's teacher_uids), for
// moderation. Inside the class view the answer comes with its outlet context; on its own the
// class document comes from the shared realtime hook, and if it cannot be read the answer is
// "no" and the screen still works (the API decides anyway).
import { type ReactNode } from 'react';
import { ErrorBoundaryLite } from '@/components/sparks/error-boundary-lite';
import { useClassOutlet } from '@/lib/classes/class-outlet';
import { useClassDoc } from '@/lib/classes/use-class';

type Render = (isTeacher: boolean, loading: boolean) => ReactNode;

export function ClassTeacherCheck({ classId, uid, children }: { classId: string; uid: string; children: Render }) {
  const outlet = useClassOutlet();
  if (outlet && outlet.classId === classId && outlet.uid === uid) return <>{children(outlet.isTeacher, false)}</>;
  return (
    <ErrorBoundaryLite key={`${classId}/${uid}`} fallback={children(false, false)}>
      <ReadClass classId={classId} uid={uid}>
        {children}
      </ReadClass>
    </ErrorBoundaryLite>
  );
}

function ReadClass({ classId, uid, children }: { classId: string; uid: string; children: Render }) {
  const { status, data } = useClassDoc(classId);
  const isTeacher = Array.isArray(data?.teacher_uids) && data.teacher_uids.includes(uid);
  return <>{children(isTeacher, status === 'loading')}</>;
}
