// GET /training-centre/classes -> { data: CentreClass[] }: the classes of the centre's teachers.
import type { CentreClass } from '@shared/schemas/centre-area';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const LIST_CENTRE_CLASSES_FAILED = { id: 'centres.classes.loadFailed', defaultMessage: 'The classes could not be loaded.' };

export async function listCentreClasses(enterprise: string | undefined, signal?: AbortSignal): Promise<CentreClass[]> {
  const answer = await apiRequest<{ data?: CentreClass[] }>('GET', withCentre('/training-centre/classes', enterprise), { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}
