// /admin/blogs/new and /admin/blogs/:blogId: the Markdown editor (docs/site.md). Placeholder: filled in by its owner.
export default function AdminBlogEditorRoute() {
  return null;
}
