// /blogs: the public article list (docs/site.md). Placeholder: filled in by its owner.
export default function BlogsRoute() {
  return null;
}
