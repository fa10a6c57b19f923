import { api } from '@courtside/core';
import { useMutation } from '@tanstack/react-query';
import type { MagicLinkSent } from './request-magic-link';

/** POST /api/auth/system-admin-magic-link: asks for a system login link (any host). */
export const requestSystemMagicLink = (email: string) =>
  api.post<MagicLinkSent>('/api/auth/system-admin-magic-link', { email });

export const useRequestSystemMagicLink = () => useMutation({ mutationFn: requestSystemMagicLink });
