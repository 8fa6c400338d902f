// /notification: the signed-in user's notifications (docs/site.md). Placeholder: filled in by its owner.
export default function NotificationsRoute() {
  return null;
}
