// GET /awards/certificates/verify/{code} (public) and /{id}/pdf (docs/awards.md, "Certificates").
import { Router, type NextFunction, type Request, type Response } from 'express';
import { caller, requireAuth } from '../lib/auth-context';
import { clientAddress } from '../lib/client-address';
import { parse, param, route } from '../lib/http';
import { credentialIdSchema } from '../shared/schemas/awards';
import { certificatePdfFor, verifyCertificate } from '../services/awards/certificates';
import { noStore } from '../services/session-cookie';

export const awardCertificatesRouter = Router();

// Public, and its code is not a document id: any malformed code (path-like, too long) is
// parsed here into 404 awards/certificate-not-found, before anything is read.
awardCertificatesRouter.get('/verify/:code', (req: Request, res: Response, next: NextFunction) => {
  (async () => {
    noStore(res);
    const code = parse(credentialIdSchema, String(req.params.code ?? ''));
    res.json({ status: 'success', data: await verifyCertificate(code, clientAddress(req)) });
  })().catch(next);
});

awardCertificatesRouter.get(
  '/:id/pdf',
  requireAuth,
  route(async (req, res) => {
    const { pdf, credentialId } = await certificatePdfFor(caller(req), param(req, 'id'));
    noStore(res);
    res
      .status(200)
      .set('Content-Type', 'application/pdf')
      .set('Content-Disposition', `attachment; filename="certificate-${credentialId}.pdf"`)
      .send(pdf);
  }),
);
