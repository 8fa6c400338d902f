// Enterprise contact form, no login (section 3) (docs/site.md). Placeholder: filled in by its owner.
import { Router } from 'express';

export const contactRouter = Router({ mergeParams: true });

