// /activity: the personal activity timeline (docs/site.md). Placeholder: filled in by its owner.
export default function ActivityRoute() {
  return null;
}
