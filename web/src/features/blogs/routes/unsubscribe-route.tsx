// /blogs/unsubscribe?token=: ends a subscription (docs/site.md). Placeholder: filled in by its owner.
export default function UnsubscribeRoute() {
  return null;
}
