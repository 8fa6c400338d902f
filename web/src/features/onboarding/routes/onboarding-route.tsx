// Stub: replaced by the feature's real screen.
export default function OnboardingRoute() {
  return null;
}
