// /privacy-policy: what Sparks keeps, why, for how long, and the visitor's rights.
import { LegalDocument } from '../components/legal-document';

export default function PrivacyPolicyRoute() {
  return <LegalDocument doc="privacy" path="/privacy-policy" />;
}
