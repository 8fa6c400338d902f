// /enterprise: for training centres, with a contact form (docs/site.md). Placeholder: filled in by its owner.
export default function EnterpriseRoute() {
  return null;
}
