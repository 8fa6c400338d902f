// Administrators' inbox of enterprise contacts and feedback (section 3) (docs/site.md). Placeholder: filled in by its owner.
import { Router } from 'express';
import { requireAuth, requireUserType } from '../lib/auth-context';
export const adminInquiriesRouter = Router({ mergeParams: true });
adminInquiriesRouter.use(requireAuth, requireUserType('administrator'));
