// POST /awards/points (docs/awards.md, Reward points): a class teacher gives points to students
// of the class. The operation id makes a retry give nothing twice: the server answers the same
// grants for the same id.
import type { z } from 'zod';
import type { GivePointsResult, givePointsSchema } from '@shared/schemas/awards';
import { apiRequest } from '@/lib/api-client';

export type GivePointsRequest = z.input<typeof givePointsSchema>;

export const GIVE_POINTS_FAILED = { id: 'awards.givePoints.failed', defaultMessage: 'The points could not be given.' };

export const newOperationId = (): string => globalThis.crypto.randomUUID();

export async function givePoints(request: GivePointsRequest): Promise<GivePointsResult> {
  const answer = await apiRequest<{ status: string; data: GivePointsResult }>('POST', '/awards/points', { body: request });
  return answer.data;
}
