// GET /training-centre/centres (administrators): every centre for the admin's picker, with its
// saved name, else its profile's.
import { db } from '../../lib/admin';
import type { CentreSummary } from '../../shared/schemas/centre-area';
import { displayName } from '../courses/enrollments';
import { str } from './scope';

/** Centres listed at most (the picker is a list, not a search). */
export const MAX_CENTRES = 1000;

export async function listCentres(): Promise<CentreSummary[]> {
  const users = await db.collection('users').where('user_type', '==', 'centers')
    .select('first_name', 'surname', 'name', 'organization', 'email_address').limit(MAX_CENTRES).get();
  if (users.empty) return [];
  const saved = await db.getAll(...users.docs.map((u) => db.collection('centres').doc(u.id)), { fieldMask: ['name'] });
  return users.docs
    .map((u, i): CentreSummary => {
      const email = str(u.get('email_address'));
      const name = str(saved[i]?.get('name')).trim() || str(u.get('organization')).trim() || displayName(u.data(), '') || email.split('@')[0] || u.id;
      return { id: u.id, name, email };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
