import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { App } from './App';

/** Draws the console in #root. */
export function mountConsole(): void {
  // A data router rather than a bare <BrowserRouter>: react-admin can then block leaving a form
  // with unsaved changes (useBlocker needs one). Every path goes to <App>, which holds the real routes.
  const router = createBrowserRouter([{ path: '*', element: <App /> }]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
