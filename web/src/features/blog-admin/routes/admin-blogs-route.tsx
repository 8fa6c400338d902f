// /admin/blogs: the administrators' article list (docs/site.md). Placeholder: filled in by its owner.
export default function AdminBlogsRoute() {
  return null;
}
