import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { ApiError, apiRequest } from '../api/client';
import type { AuthUser, OwnJoinRequest, PublicClub } from '../api/types';
import { sessionQueryOptions } from './session';
import { currentPushSubscription } from '../push/push-device';

export interface AuthState {
  user: AuthUser | null;
  club: PublicClub | null;
  /**
   * A pending joiner's request (`user.user_type` null: signed in, no membership here yet): null
   * before they ask; always null for members.
   */
  joinRequest: OwnJoinRequest | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** The last check pushed the session's expiry forward. */
  renewed: boolean;
  /** Re-reads the session (after a login). */
  refresh(): Promise<void>;
  /** Ends the session; true when the server confirmed it (SPEC.md section 4). */
  logout(): Promise<boolean>;
}

const AuthContext = createContext<AuthState | null>(null);

/** The host's auth state: one session query shared by the shell and every remote. */
export function AuthProvider({ children, onLoggedOut }: { children: ReactNode; onLoggedOut?: () => void }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions());

  const refresh = useCallback(async () => {
    // A check still on its way began before the login: drop it, or the refresh would share its answer.
    const { queryKey } = sessionQueryOptions();
    await queryClient.cancelQueries({ queryKey });
    await queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);

  const logout = useCallback(async () => {
    try {
      // This browser's push device leaves with the session (API.md section 15): the next person
      // on it must get none of this person's messages.
      const endpoint = await currentPushSubscription().then(
        (subscription) => subscription?.endpoint ?? null,
        () => null,
      );
      const result = await apiRequest<{ success?: boolean }>(
        'POST',
        '/api/auth/logout',
        endpoint ? { endpoint } : undefined,
      );
      if (!result?.success) return false;
    } catch (error) {
      console.error('Logout failed', error instanceof ApiError ? error.message : error);
      return false;
    }
    queryClient.clear();
    onLoggedOut?.();
    return true;
  }, [queryClient, onLoggedOut]);

  const value = useMemo<AuthState>(
    () => ({
      user: session.data?.user ?? null,
      club: session.data?.club ?? null,
      joinRequest: session.data?.join_request ?? null,
      isLoading: session.isPending,
      isAuthenticated: Boolean(session.data?.authenticated && session.data.user),
      renewed: session.data?.renewed ?? false,
      refresh,
      logout,
    }),
    [session.data, session.isPending, refresh, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
