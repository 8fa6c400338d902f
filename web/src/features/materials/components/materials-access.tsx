// Who the reader is for this class's materials: a teacher (uid in teacher_uids), an active
// member, or anyone else signed in. Inside the class view (which opens only for teachers and
// active members) its outlet context says which; on its own the class document and the
// membership come from the shared realtime hooks, and a class document the reader may not get
// simply means "not a teacher".
import type { ReactNode } from 'react';
import { ErrorBoundaryLite } from '@/components/sparks/error-boundary-lite';
import { useClassOutlet } from '@/lib/classes/class-outlet';
import { useClassDoc, useMyMembership } from '@/lib/classes/use-class';
import { accessFrom, type MaterialsAccess } from '../lib/materials';

type Render = (access: MaterialsAccess | null) => ReactNode;

export function MaterialsAccessCheck({ classId, uid, children }: { classId: string; uid: string; children: Render }) {
  const outlet = useClassOutlet();
  if (outlet && outlet.classId === classId && outlet.uid === uid) return <>{children(outlet.isTeacher ? 'teacher' : 'member')}</>;
  return (
    <ErrorBoundaryLite key={`${classId}/${uid}/membership`} fallback={<TeacherOrOutsider classId={classId} uid={uid} render={children} />}>
      <WithMembership classId={classId} uid={uid} render={children} />
    </ErrorBoundaryLite>
  );
}

function WithMembership({ classId, uid, render }: { classId: string; uid: string; render: Render }) {
  const { status, data } = useMyMembership(classId);
  if (status === 'loading') return <>{render(null)}</>;
  return <TeacherOrOutsider classId={classId} uid={uid} render={render} membership={data} />;
}

function TeacherOrOutsider({
  classId,
  uid,
  render,
  membership,
}: {
  classId: string;
  uid: string;
  render: Render;
  membership?: { status?: string; role?: string };
}) {
  return (
    <ErrorBoundaryLite key={`${classId}/${uid}/class`} fallback={render(accessFrom(false, membership))}>
      <ReadClass classId={classId} uid={uid} render={render} membership={membership} />
    </ErrorBoundaryLite>
  );
}

function ReadClass({
  classId,
  uid,
  render,
  membership,
}: {
  classId: string;
  uid: string;
  render: Render;
  membership?: { status?: string; role?: string };
}) {
  const { status, data } = useClassDoc(classId);
  if (status === 'loading') return <>{render(null)}</>;
  const isTeacher = Array.isArray(data?.teacher_uids) && data.teacher_uids.includes(uid);
  return <>{render(accessFrom(isTeacher, membership))}</>;
}
