import { api } from '@courtside/core';
import { useMutation } from '@tanstack/react-query';

export interface MagicLinkSent {
  success?: boolean;
  message?: string;
  /** Test mode only: the link itself. */
  TEMP?: string;
}

/** POST /api/auth/magic-link: asks for a club login link (the club is the host's). */
export const requestMagicLink = (email: string) => api.post<MagicLinkSent>('/api/auth/magic-link', { email });

export const useRequestMagicLink = () => useMutation({ mutationFn: requestMagicLink });
