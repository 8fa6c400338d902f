// Enterprise contact form, no login (docs/site.md 3).
import { Router } from 'express';
import { clientAddress } from '../lib/client-address';
import { jsonBody, parse, route } from '../lib/http';
import { enterpriseContactSchema } from '../shared/schemas/inquiry';
import { submitEnterpriseContact } from '../services/inquiries/submit-enterprise-contact';

export const contactRouter = Router({ mergeParams: true });

const SENT = 'Thank you! Your message has been sent. We will get back to you soon.';

/** POST /contact/enterprise -> 201 { message }; 429 inquiry/rate-limited. */
contactRouter.post(
  '/enterprise',
  route(async (req, res) => {
    const input = parse(enterpriseContactSchema, jsonBody(req));
    await submitEnterpriseContact(input, clientAddress(req));
    res.status(201).json({ status: 'success', message: SENT });
  }),
);
