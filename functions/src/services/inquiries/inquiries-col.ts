// `inquiries/{id}` (docs/site.md 3): written only here, read by administrators through the API.
import { db } from '../../lib/admin';

export const inquiriesCol = () => db.collection('inquiries');
