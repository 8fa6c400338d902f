// /terms-of-use: a public page (docs/site.md). Placeholder: filled in by its owner.
export default function TermsOfUseRoute() {
  return null;
}
