import type { Capability } from '@courtside/domain';
import { useAuth } from './auth-context';

/** What the signed-in user may do here: from the session's `permissions`, never from role names. */
export function usePermissions(): {
  can(capability: Capability): boolean;
  permissions: readonly Capability[];
} {
  const { user } = useAuth();
  const permissions = user?.permissions ?? [];
  return { permissions, can: (capability) => permissions.includes(capability) };
}
