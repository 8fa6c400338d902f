// GET /training-centre/classes (docs/centres.md, "The area"): the classes of the centre's
// teachers, read-only, with member counts and their latest activity (newest post, else the
// class's last change).
import { toMillis } from '../../domain/time';
import { db } from '../../lib/admin';
import type { CentreClass } from '../../shared/schemas/centre-area';
import { centreClasses, num, str } from './scope';

const iso = (ms: number | undefined | null) => (typeof ms === 'number' ? new Date(ms).toISOString() : null);

export async function listCentreClasses(centre: string): Promise<CentreClass[]> {
  const classes = await centreClasses(centre);
  const latestPosts = await Promise.all(
    classes.map((c) => db.collection('classes').doc(c.id).collection('posts').orderBy('created_at', 'desc').limit(1).select('created_at').get()),
  );
  return classes
    .map((c, i): CentreClass => {
      const posted = toMillis(latestPosts[i]?.docs[0]?.get('created_at'));
      const changed = toMillis(c.data.updated_at) ?? toMillis(c.data.created_at);
      const last = Math.max(posted ?? 0, changed ?? 0);
      return {
        id: c.id,
        name: str(c.data.name),
        course_field: str(c.data.course_field) || null,
        theme: str(c.data.theme) || null,
        colors: c.data.colors ?? null,
        teacher_id: str(c.data.owner_uid),
        teacher_name: str(c.data.owner_name),
        member_count: num(c.data.member_count),
        last_activity_at: iso(last > 0 ? last : null),
        created_at: iso(toMillis(c.data.created_at)),
      };
    })
    .sort((a, b) => (b.last_activity_at ?? '').localeCompare(a.last_activity_at ?? '') || a.id.localeCompare(b.id));
}
