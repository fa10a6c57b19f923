import { AuthProvider, createQueryClient } from '@courtside/core';
import { ConfirmHost } from '@courtside/ui/confirm';
import { Toaster } from '@courtside/ui/toast';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';

/**
 * What the shell gives every page: its QueryClient (the product's defaults, no retries in a test),
 * core's AuthProvider, the toast region and the confirm dialog.
 */
export function HostProviders({ children, onLoggedOut }: { children: ReactNode; onLoggedOut?: () => void }) {
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onLoggedOut={onLoggedOut}>
        {children}
        <Toaster />
        <ConfirmHost />
      </AuthProvider>
    </QueryClientProvider>
  );
}

/** The host's toast region. */
export const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
/** The host's open confirm dialog. */
export const dialog = () => within(screen.getByRole('dialog'));
