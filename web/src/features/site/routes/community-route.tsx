// /community: a public page (docs/site.md). Placeholder: filled in by its owner.
export default function CommunityRoute() {
  return null;
}
