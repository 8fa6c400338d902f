// /admin/inquiries: enterprise contacts and feedback (docs/site.md). Placeholder: filled in by its owner.
export default function AdminInquiriesRoute() {
  return null;
}
