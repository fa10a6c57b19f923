import { AuthProvider, createQueryClient } from '@courtside/core';
import { ConfirmHost } from '@courtside/ui/confirm';
import { Toaster } from '@courtside/ui/toast';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';

/** Logout clears the cached data; a reload starts every app (and remote) from a clean slate. */
const reload = () => window.location.reload();

/**
 * The host owns the QueryClient (with the product's query defaults), the session, the router, the
 * toasts and the dialogs (the QueryClient may come from bootstrap, which starts the route's data). Routing is declarative (<BrowserRouter> and the route table): the apps
 * share react-router's client subset, which leaves out the data router.
 */
export function App({ queryClient: given }: { queryClient?: QueryClient } = {}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
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
