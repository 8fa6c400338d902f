import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RouteErrorFallback } from './app/error-boundary';
import { AppProviders, AppRoot } from './app/providers';
import { routes } from './app/routes';

// One root route around the whole route map, so the session check, <html lang dir> and the
// error boundary sit inside the router.
const router = createBrowserRouter([{ element: <AppRoot />, errorElement: <RouteErrorFallback />, children: routes }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
