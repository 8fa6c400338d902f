// GET /awards/certificates/verify/{code} (public) and /{id}/pdf (docs/awards.md, Certificates). Placeholder until its helper lands.
import { Router } from 'express';

export const awardCertificatesRouter = Router();
