// /terms-of-use: the rules for accounts, sparks and payments, the marketplace, AI features and use.
import { LegalDocument } from '../components/legal-document';

export default function TermsOfUseRoute() {
  return <LegalDocument doc="terms" path="/terms-of-use" />;
}
