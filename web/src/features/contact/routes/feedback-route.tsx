// /feedback: the feedback form administrators read (docs/site.md). Placeholder: filled in by its owner.
export default function FeedbackRoute() {
  return null;
}
