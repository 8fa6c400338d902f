// POST /huda/conversations {title?, language?, document_id?} -> 201 {data: HudaConversation}.
import type { CreateHudaConversation, HudaConversation } from '@shared/schemas/huda';
import { apiRequest } from '@/lib/api-client';

export async function createConversation(body: CreateHudaConversation): Promise<HudaConversation> {
  return (await apiRequest<{ data: HudaConversation }>('POST', '/huda/conversations', { body })).data;
}
