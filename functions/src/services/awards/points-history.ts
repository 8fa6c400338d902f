// GET /awards/points?class_id=&limit= (docs/awards.md): the class's grants for its teachers, else
// the caller's own grants (in that class when class_id is given), newest first.
import type { Query } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import type { RewardPointsView } from '../../shared/schemas/awards';
import { classRef } from '../class-access';
import { isLiveClass } from '../classes-docs';
import { REWARD_POINTS, toRewardPointsView } from './reward-points-docs';

export async function pointsHistory(caller: Caller, query: { class_id?: string; limit: number }): Promise<RewardPointsView[]> {
  const grants = db.collection(REWARD_POINTS);
  let selected: Query;
  if (query.class_id) {
    const klass = (await classRef(query.class_id).get()).data();
    const teaches = isLiveClass(klass) && Array.isArray(klass.teacher_uids) && klass.teacher_uids.includes(caller.uid);
    // Anyone else sees only what they received there (nothing, in a class they are not in).
    selected = teaches ? grants.where('class_id', '==', query.class_id) : grants.where('uid', '==', caller.uid).where('class_id', '==', query.class_id);
  } else {
    selected = grants.where('uid', '==', caller.uid);
  }
  const snap = await selected.orderBy('created_at', 'desc').limit(query.limit).get();
  return snap.docs.map((doc) => toRewardPointsView(doc.id, doc.data()));
}
