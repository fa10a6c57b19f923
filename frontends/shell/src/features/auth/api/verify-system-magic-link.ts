import { api } from '@courtside/core';
import { expectSuccess, type MagicLinkVerified } from './verify-magic-link';

/** POST /api/auth/system-admin-verify-magic-link: trades the token for a system session (cookie). */
export const verifySystemMagicLink = (token: string) =>
  expectSuccess(api.post<MagicLinkVerified>('/api/auth/system-admin-verify-magic-link', { token }));
