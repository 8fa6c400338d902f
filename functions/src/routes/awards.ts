// GET/POST/PUT/DELETE /awards (docs/awards.md, API). Placeholder until its helper lands.
import { Router } from 'express';

export const awardsRouter = Router();
