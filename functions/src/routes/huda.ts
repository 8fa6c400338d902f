// Huda conversations, messages, usage (docs/assessments.md 4). Mounted at /huda after
// /huda/documents and /huda/instructor.
import { Router, type Request } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, param, parse, route } from '../lib/http';
import { askHuda } from '../services/huda/ask-huda';
import {
  createConversation,
  deleteConversation,
  listConversations,
  renameConversation,
  requestStop,
} from '../services/huda/conversations';
import { readHudaUsage } from '../services/huda/usage';
import { noStoreAll } from '../services/session-cookie';
import { askHudaSchema, createHudaConversationSchema, renameHudaConversationSchema } from '../shared/schemas/huda';

export const hudaRouter = Router({ mergeParams: true });
hudaRouter.use(requireAuth, noStoreAll);

const uidOf = (req: Request) => caller(req).uid;

/** GET /huda/usage -> { data: HudaUsage } (today's free answers left). */
hudaRouter.get(
  '/usage',
  route(async (req, res) => {
    res.json({ status: 'success', data: await readHudaUsage(uidOf(req)) });
  }),
);

/** GET /huda/conversations -> { data: HudaConversation[] } newest first. */
hudaRouter.get(
  '/conversations',
  route(async (req, res) => {
    res.json({ status: 'success', data: await listConversations(uidOf(req)) });
  }),
);

/** POST /huda/conversations { title?, language?, document_id? } -> 201 { data }. */
hudaRouter.post(
  '/conversations',
  route(async (req, res) => {
    const input = parse(createHudaConversationSchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await createConversation(uidOf(req), input) });
  }),
);

/** PATCH /huda/conversations/:conversationId { title } -> { data }. */
hudaRouter.patch(
  '/conversations/:conversationId',
  route(async (req, res) => {
    const { title } = parse(renameHudaConversationSchema, jsonBody(req));
    res.json({ status: 'success', data: await renameConversation(uidOf(req), param(req, 'conversationId'), title) });
  }),
);

/** DELETE /huda/conversations/:conversationId -> { data: { id } } (its messages too). */
hudaRouter.delete(
  '/conversations/:conversationId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await deleteConversation(uidOf(req), param(req, 'conversationId')) });
  }),
);

/**
 * POST /huda/conversations/:conversationId/messages { message_id, text, language? } -> 201
 * { data: { question, answer, usage } } once the answer has ended (200 for a repeated message_id).
 */
hudaRouter.post(
  '/conversations/:conversationId/messages',
  route(async (req, res) => {
    const input = parse(askHudaSchema, jsonBody(req));
    const { result, replayed } = await askHuda(uidOf(req), param(req, 'conversationId'), input);
    res.status(replayed ? 200 : 201).json({ status: 'success', data: result, replayed });
  }),
);

/** POST /huda/conversations/:conversationId/messages/:messageId/stop -> { data: HudaMessage } (the answer). */
hudaRouter.post(
  '/conversations/:conversationId/messages/:messageId/stop',
  route(async (req, res) => {
    res.json({ status: 'success', data: await requestStop(uidOf(req), param(req, 'conversationId'), param(req, 'messageId')) });
  }),
);
