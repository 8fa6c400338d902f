// POST /classes/bulk-invite { classId, requestId, emails? | file?: { name, content_base64 } }
// (class teachers) -> { status, data: { invited, skipped, charged, balance } }. 2 sparks per new
// invitee (SPARK_COSTS.invitation), all or nothing; 402 wallet/insufficient-sparks carries
// values.needed; 400 invite/bad-rows carries `fields` ({ path: 'row 3', ... }) and nothing is sent.
import { useCallback } from 'react';
import type { z } from 'zod';
import { bulkInviteRequestSchema } from '@shared/schemas/class';
import { apiRequest } from '@/lib/api-client';

export { bulkInviteRequestSchema };
export type BulkInviteRequest = z.input<typeof bulkInviteRequestSchema>;

export type SkipReason = 'member' | 'invited' | 'duplicate' | 'self';

export interface BulkInviteResult {
  invited: string[];
  skipped: { email: string; reason: SkipReason }[];
  charged: number;
  balance: number | null;
}

export const INVITE_FAILED = { id: 'members.errors.inviteFailed', defaultMessage: 'Failed to invite users' };

export async function bulkInvite(body: BulkInviteRequest): Promise<BulkInviteResult> {
  const answer = await apiRequest<{ status: string; data: Partial<BulkInviteResult> }>('POST', '/classes/bulk-invite', { body });
  const data = answer.data ?? {};
  return {
    invited: Array.isArray(data.invited) ? data.invited : [],
    skipped: Array.isArray(data.skipped) ? data.skipped : [],
    charged: typeof data.charged === 'number' ? data.charged : 0,
    balance: typeof data.balance === 'number' ? data.balance : null,
  };
}

export function useBulkInvite(): (body: BulkInviteRequest) => Promise<BulkInviteResult> {
  return useCallback((body: BulkInviteRequest) => bulkInvite(body), []);
}
