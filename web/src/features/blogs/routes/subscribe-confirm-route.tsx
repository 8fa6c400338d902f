// /blogs/subscribe/confirm?token=: confirms a subscription (docs/site.md). Placeholder: filled in by its owner.
export default function SubscribeConfirmRoute() {
  return null;
}
