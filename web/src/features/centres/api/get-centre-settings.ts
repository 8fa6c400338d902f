// GET /training-centre/settings (?enterprise= for administrators) -> { data: CentreSettings }.
import type { CentreSettings } from '@shared/schemas/centre-area';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const GET_CENTRE_SETTINGS_FAILED = { id: 'centres.settings.loadFailed', defaultMessage: 'The centre\'s settings could not be loaded.' };

export async function getCentreSettings(enterprise: string | undefined, signal?: AbortSignal): Promise<CentreSettings> {
  const answer = await apiRequest<{ data: CentreSettings }>('GET', withCentre('/training-centre/settings', enterprise), { signal });
  return answer.data;
}
