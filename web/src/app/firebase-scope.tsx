// The Firebase SDK and reactfire's providers, around the parts of the app that read Firestore
// live: the signed-in shell and the live game. Public pages render outside it, so a visitor
// reading the landing page or an article never downloads the SDK.
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth, db, firebaseApp } from '@/lib/firebase';

export function FirebaseScope({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp} suspense={false}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={db}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
