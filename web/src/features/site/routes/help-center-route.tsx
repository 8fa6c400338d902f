// /help-center: a public page (docs/site.md). Placeholder: filled in by its owner.
export default function HelpCenterRoute() {
  return null;
}
