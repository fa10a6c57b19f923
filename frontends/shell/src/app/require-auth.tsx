import { useAuth, usePermissions } from '@courtside/core';
import type { Capability } from '@courtside/domain';
import { Spinner } from '@courtside/ui/states';
import { Navigate, Outlet, useLocation } from 'react-router';

/**
 * The protected-route guard (SPEC.md section 2): a spinner while the session loads; then no club
 * -> '/', no user -> '/login', each remembering where the visitor was going (state `from`); a
 * pending joiner (signed in with no membership) -> '/join'.
 * With `capability` (the system console) the route lives on the apex host, so no club is needed:
 * without the capability it goes to '/'.
 */
export function RequireAuth({ capability }: { capability?: Capability }) {
  const { isLoading, club, user } = useAuth();
  const { can } = usePermissions();
  const location = useLocation();

  if (isLoading) return <Spinner />;
  if (capability)
    return can(capability) ? <Outlet /> : <Navigate to="/" replace state={{ from: location }} />;
  if (!club) return <Navigate to="/" replace state={{ from: location }} />;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  // Signed in, not yet a member (API.md section 12): asking to join is all there is to do.
  if (user.user_type === null) return <Navigate to="/join" replace />;
  return <Outlet />;
}
