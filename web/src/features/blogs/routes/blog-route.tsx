// /blog/:id: one article by id or slug (docs/site.md). Placeholder: filled in by its owner.
export default function BlogRoute() {
  return null;
}
