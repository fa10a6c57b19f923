import type { ReactNode } from 'react';
import { useAuth, usePermissions } from '@courtside/core';
import type { Capability } from '@courtside/domain';
import { AccessDenied } from './access-denied';

/**
 * Shows its children only to a user granted `capability` by the session (never by role name);
 * others see Access Denied. Nothing while the session is still loading.
 */
export function RequireCapability({ capability, children }: { capability: Capability; children: ReactNode }) {
  const { isLoading } = useAuth();
  const { can } = usePermissions();
  if (isLoading) return null;
  return can(capability) ? children : <AccessDenied />;
}
