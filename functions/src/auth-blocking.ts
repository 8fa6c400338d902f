// Firebase Auth blocking function: clients may create only anonymous accounts (live-quiz
// guests). E-mail accounts are made by our sign-up, through the admin SDK, which blocking
// functions never see; an account made through Auth's public sign-up endpoint would skip our
// code check, so it is refused here.
import { HttpsError, beforeUserCreated } from 'firebase-functions/v2/identity';

export const refuseClientSignUps = beforeUserCreated((event) => {
  const user = event.data;
  const anonymous = !user?.email && !user?.phoneNumber && (user?.providerData ?? []).length === 0;
  if (!anonymous) throw new HttpsError('permission-denied', 'Sign up through the app, which verifies your e-mail address.');
});
