// PUT /training-centre/settings {name, logo_id?, contact_email, contact_phone, website,
// join_code_days, default_language} -> { data: CentreSettings }.
import type { CentreSettings, CentreSettingsInput } from '@shared/schemas/centre-area';
import { apiRequest } from '@/lib/api-client';
import { withCentre } from '../lib/centre-param';

export const SAVE_CENTRE_SETTINGS_FAILED = { id: 'centres.settings.saveFailed', defaultMessage: 'The settings could not be saved.' };

export async function saveCentreSettings(enterprise: string | undefined, input: CentreSettingsInput): Promise<CentreSettings> {
  const answer = await apiRequest<{ data: CentreSettings }>('PUT', withCentre('/training-centre/settings', enterprise), { body: input });
  return answer.data;
}
