// Reward points (docs/awards.md, Reward points), mounted at /awards/points: class teachers give
// points; grants history; the class points leaderboard.
import { Router } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { jsonBody, param, parse, route } from '../lib/http';
import { givePointsSchema, pointsQuerySchema } from '../shared/schemas/awards';
import { givePoints } from '../services/awards/give-points';
import { pointsHistory } from '../services/awards/points-history';
import { pointsLeaderboard } from '../services/awards/points-leaderboard';

export const awardPointsRouter = Router();
awardPointsRouter.use(requireAuth);

/** POST /awards/points (a teacher of the class) givePointsSchema -> 201 { data: GivePointsResult }; a repeated operation_id answers the same. */
awardPointsRouter.post(
  '/',
  route(async (req, res) => {
    const input = parse(givePointsSchema, jsonBody(req));
    res.status(201).json({ status: 'success', data: await givePoints(caller(req), input) });
  }),
);

/** GET /awards/points?class_id=&limit= -> { data: RewardPointsView[] } newest first. */
awardPointsRouter.get(
  '/',
  route(async (req, res) => {
    const query = parse(pointsQuerySchema, req.query);
    res.json({ status: 'success', data: await pointsHistory(caller(req), query) });
  }),
);

/** GET /awards/points/leaderboard/{classId} (class teachers, active members) -> { data: PointsLeaderboardEntry[] }. */
awardPointsRouter.get(
  '/leaderboard/:classId',
  route(async (req, res) => {
    res.json({ status: 'success', data: await pointsLeaderboard(param(req, 'classId'), caller(req).uid) });
  }),
);
