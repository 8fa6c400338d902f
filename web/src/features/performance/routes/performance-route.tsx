// /performance: results across classes (docs/site.md). Placeholder: filled in by its owner.
export default function PerformanceRoute() {
  return null;
}
