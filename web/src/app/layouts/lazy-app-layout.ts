import { lazy } from 'react';

/** The signed-in shell arrives with the first signed-in page: visitors never download it, nor the Firebase SDK it brings. */
export const LazyAppLayout = lazy(() => import('./app-layout').then((module) => ({ default: module.AppLayout })));
