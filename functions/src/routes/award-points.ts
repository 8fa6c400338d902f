// POST/GET /awards/points and the class leaderboard (docs/awards.md, Reward points). Placeholder until its helper lands.
import { Router } from 'express';

export const awardPointsRouter = Router();
