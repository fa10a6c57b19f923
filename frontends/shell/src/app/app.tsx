import { AuthProvider, ConfirmHost, Toaster } from '@courtside/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';

/** Logout clears the cached data; a reload starts every app (and remote) from a clean slate. */
const reload = () => window.location.reload();

/**
 * The host owns the QueryClient, the session, the router, the toasts and the dialogs. Routing is
 * declarative (<BrowserRouter> and the route table): the apps share react-router's client subset,
 * which leaves out the data router (see frontends/react-router-client.mjs).
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onLoggedOut={reload}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
        <ConfirmHost />
      </AuthProvider>
    </QueryClientProvider>
  );
}
