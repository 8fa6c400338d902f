// What a 409 course/bulk-blocked answer says, per course: values.courseIds ("a, b")
// names the blockers, fields [{path: 'courseIds.{i}', code}] says why, by index into the ids sent.
import type { ErrorCode } from '@shared/errors';

export type BlockReason = 'not-found' | 'not-owner' | 'cannot-move';

export interface BlockingCourse {
  id: string;
  title: string;
  reason: BlockReason;
}

export function blockingCourses(
  sentIds: readonly string[],
  values: Record<string, string | number> | undefined,
  fields: readonly { path: string; code: ErrorCode | string }[] | undefined,
  titles: ReadonlyMap<string, string>,
): BlockingCourse[] {
  const named = String(values?.courseIds ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  const reasons = new Map<string, BlockReason>();
  for (const field of fields ?? []) {
    const id = sentIds[Number(field.path.split('.')[1])];
    const code = String(field.code).replace(/^course\//, '');
    if (id && !reasons.has(id)) reasons.set(id, code === 'not-found' || code === 'not-owner' ? code : 'cannot-move');
  }
  // Fields alone still name the blockers when values were left out.
  const ids = named.length > 0 ? named : [...reasons.keys()];
  return [...new Set(ids)].map((id) => ({ id, title: titles.get(id) ?? id, reason: reasons.get(id) ?? 'cannot-move' }));
}
